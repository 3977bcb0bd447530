import Observation
import TanreiCore
import TanreiDriver

/// What a view that shows a loading region owns: the product's state changes in, what the region
/// draws, exposes, says and focuses out, by the loading-state contract.
///
/// A SwiftUI container keeps one in `@State`, forwards each new ``RegionState`` with
/// ``stateChanged(_:)`` and each focus move with ``focusChanged(_:)``, calls ``run()`` from its
/// `.task`, draws ``snapshot`` and posts each announcement ``onAnnouncement`` hands it — exactly
/// once each: the model's "once" is kept here, where it is tested, not in the view.
@MainActor
@Observable
public final class LoadingRegionBridge {
  /// What the region shows, exposes and focuses now.
  public private(set) var snapshot: LoadingStateSnapshot
  /// The state as last forwarded.
  public private(set) var state: RegionState = .idle

  /// Called once for each announcement, when it is due.
  @ObservationIgnored public var onAnnouncement: (@MainActor (Announcement) -> Void)?
  /// Called once for each distinct diagnostic; setting it hands over those delivered before.
  @ObservationIgnored public var onDiagnostic: (@MainActor (Diagnostic) -> Void)? {
    didSet { for diagnostic in deliveredDiagnostics { onDiagnostic?(diagnostic) } }
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
    lifecycle = LoadingStateLifecycle(region: region, presenceTokens: presenceTokens)
    snapshot = lifecycle.snapshot(at: .zero)
    deliver(at: .zero)
  }

  /// The region's words, corrected where they could mislead.
  public var region: LoadingRegion { lifecycle.region }

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

  /// Focus moved, as the view's focus state reports it.
  public func focusChanged(_ target: FocusTarget) {
    guard snapshot.focus != target else { return }
    apply(.focus(target))
  }

  /// Refreshes ``snapshot`` and delivers what became due; ``run()`` calls this when it wakes.
  public func update() {
    let time = now
    snapshot = lifecycle.snapshot(at: time)
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
    announcements.deliver(lifecycle.announcements(through: time), to: onAnnouncement)
    diagnostics.deliver(lifecycle.diagnostics(through: time), to: onDiagnostic)
  }
}
