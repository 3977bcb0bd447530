/// A loading region at one moment: what is drawn, what assistive technology sees, where focus is.
public struct LoadingStateSnapshot: Sendable, Hashable {
  /// The states a region can be in.
  public enum State: Sendable, Hashable {
    /// Nothing has been asked for yet.
    case idle
    /// Waiting, with nothing to show yet.
    case loading(blocking: Bool)
    /// Phased load, first phase: fetching.
    case fetching
    /// Phased load, second phase: processing, with the share done.
    case processing(Double)
    /// Content is shown.
    case loaded
    /// The load finished with nothing to show.
    case empty
    /// The load failed.
    case failed(message: String)
    /// Fresh content is on its way while the old stays.
    case refreshing
  }

  /// The state.
  public var state: State
  /// Whether the region is marked busy (aria-busy and its equivalents): from the very start of a
  /// wait, without the delay, since the mark itself says nothing aloud.
  public var isBusy: Bool
  /// Whether the wait's visible feedback (indicator, skeleton, progress) is drawn: only once the
  /// wait has outlasted the delay.
  public var showsFeedback: Bool
  /// Whether a skeleton is drawn (never exposed).
  public var showsSkeleton: Bool
  /// What assistive technology sees in the region, in reading order.
  public var exposed: [AccessibilityNode]
  /// Where focus is.
  public var focus: FocusTarget
  /// Whether the scroll position is kept as it was.
  public var keepsScrollPosition: Bool
  /// Whether the last reload replaced every item's identity, so focus could not be kept.
  public var identitiesReplaced: Bool

  /// The names of the exposed elements, for a quick look.
  public var exposedNames: [String] { exposed.map { $0.name } }
}
