import TanreiCore

/// One identity of a loading region's view, as SwiftUI keeps it in `@State`: nothing is made at
/// the view's every init; the bridge is made at the identity's first appearance, with the state
/// and words the view has then, and lives until the identity ends.
@MainActor
public struct RegionIdentity: Sendable {
  /// The identity's bridge, from its first appearance on.
  public private(set) var bridge: LoadingRegionBridge?
  private let clock: any Clock<Duration>

  /// An identity that has not appeared yet, whose bridge will run on `clock`.
  public init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// `onAppear` or the `.task`'s start: the bridge, made with `region` and `state` on the
  /// identity's first appearance.
  @discardableResult
  public mutating func appeared(region: LoadingRegion, state: RegionState) -> LoadingRegionBridge {
    if let bridge { return bridge }
    let made = LoadingRegionBridge(region: region, clock: clock)
    made.stateChanged(state)
    bridge = made
    return made
  }

  /// What the region shows before its first appearance: nothing yet, idle.
  public var snapshot: LoadingStateSnapshot? { bridge?.snapshot }
}
