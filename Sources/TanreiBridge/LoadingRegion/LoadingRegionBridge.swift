import Observation
import TanreiCore
import TanreiDriver

/// What a view that shows a loading region owns: the product's state changes in, what the region
/// draws, exposes, says and focuses out, by the loading-state contract.
///
/// A SwiftUI container holds a ``RegionIdentity`` in `@State`, which makes the bridge when the
/// container first appears; it forwards each new ``RegionState`` with ``stateChanged(_:)``, new
/// words with ``regionChanged(_:)`` and each focus move with ``focusChanged(_:)``, runs ``run()``
/// from its `.task`, draws ``snapshot`` and posts each announcement ``onAnnouncement`` hands it
/// — exactly once each, those due before it listens included: the model's "once" is kept here,
/// where it is tested, not in the view.
@MainActor
@Observable
public final class LoadingRegionBridge {
  /// What the region shows, exposes and focuses now.
  public private(set) var snapshot: LoadingStateSnapshot
  /// The state as last forwarded.
  public private(set) var state: RegionState = .idle

  /// Called once for each announcement, when it is due; those due before it is set are handed
  /// to it when it is.
  @ObservationIgnored public var onAnnouncement: (@MainActor (Announcement) -> Void)? {
    didSet { announcements.listen(onAnnouncement) }
  }
  /// Called once for each distinct diagnostic; those made before it is set are handed to it
  /// when it is.
  @ObservationIgnored public var onDiagnostic: (@MainActor (Diagnostic) -> Void)? {
    didSet { diagnostics.listen(onDiagnostic) }
  }
  /// Every announcement delivered, in order.
  public var deliveredAnnouncements: [Announcement] { announcements.values }
  /// Every distinct diagnostic delivered, in order.
  public var deliveredDiagnostics: [Diagnostic] { diagnostics.values }

  @ObservationIgnored private var lifecycle: LoadingStateLifecycle
  @ObservationIgnored private let clock: TimelineClock
  @ObservationIgnored private var announcements = DeliveredOnce<Announcement>()
  @ObservationIgnored private var diagnostics = DeliveredOnce<Diagnostic>()
  @ObservationIgnored private let sleep = InterruptibleSleep()

  /// A bridge for a region with `region`'s words, idle, timed by `clock`.
  public init(
    region: LoadingRegion, presenceTokens: PresenceTokens = .tanrei,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.clock = TimelineClock(clock)
    let lifecycle = LoadingStateLifecycle(region: region, presenceTokens: presenceTokens)
    self.lifecycle = lifecycle
    snapshot = lifecycle.snapshot(at: .zero)
    self.region = lifecycle.region
    deliver(at: .zero)
  }

  /// The region's words as last given, corrected where they could mislead.
  public private(set) var region: LoadingRegion

  /// The time on the bridge's clock.
  public var now: Duration { clock.elapsed() }

  /// When ``run()`` next wakes with no new state: the moment a wait's feedback appears, or
  /// `nil`.
  public var nextWake: Duration? { lifecycle.nextChange(after: now) }

  /// The product's state changed.
  public func stateChanged(_ new: RegionState) {
    let previous = state
    state = new
    guard let event = new.event(from: previous) else { return }
    apply(event)
  }

  /// The region's words changed (the container was given a different `region:`): they apply
  /// from now; nothing already said is said again.
  public func regionChanged(_ region: LoadingRegion) {
    let time = now
    lifecycle.setRegion(region, at: time)
    if lifecycle.region != self.region { self.region = lifecycle.region }
    update()
    sleep.interrupt()
  }

  /// Focus moved, as the view's focus state reports it.
  public func focusChanged(_ target: FocusTarget) {
    guard snapshot.focus != target else { return }
    apply(.focus(target))
  }

  /// Refreshes ``snapshot`` and delivers what became due; ``run()`` calls this when it wakes.
  public func update() {
    let time = now
    let current = lifecycle.snapshot(at: time)
    // Published only when it changed, so that a wake that finds nothing new redraws nothing.
    if current != snapshot { snapshot = current }
    deliver(at: time)
  }

  /// Keeps ``snapshot`` current until the task running it is cancelled, sleeping until the next
  /// moment something is due.
  public func run() async {
    while !Task.isCancelled {
      update()
      await sleep.sleep(until: nextWake, on: clock)
    }
  }

  private func apply(_ event: LoadingStateEvent) {
    let time = now
    lifecycle.apply(event, at: time)
    update()
    sleep.interrupt()
  }

  private func deliver(at time: Duration) {
    announcements.deliver(lifecycle.announcements(through: time))
    diagnostics.deliver(lifecycle.diagnostics(through: time))
  }
}
