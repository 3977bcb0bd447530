import Observation
import TanreiCore

/// Runs a loading indicator in real time: the one place that holds a clock.
///
/// The driver timestamps each event with its clock, applies it to a `LoadingIndicatorLifecycle`
/// and hands the resulting frames to a front, through the observable ``frame`` (for SwiftUI) or
/// the ``onFrame`` callback (for a terminal). Between events, ``run()`` sleeps exactly as long as
/// the frame stays the same: through a show delay until its end, not at all while the indicator
/// is absent or hidden, and for one frame interval at a time while it turns, pulses or enters.
///
/// ```swift
/// import TanreiDriver
///
/// func draw(_ frame: LoadingIndicatorFrame) { print(frame.phase) }
/// func work() async throws { try await Task.sleep(for: .seconds(1)) }
///
/// let driver = LoadingIndicatorDriver(props: LoadingIndicatorProps("Fetching packages"))
/// driver.onFrame = { frame in draw(frame) }
/// let running = Task { await driver.run() }
/// driver.insert()
/// try await work()
/// driver.remove()
/// running.cancel()
/// ```
///
/// A frame is delivered only when it differs from the last one delivered in something other than
/// its time, so a front never redraws what it already shows.
@MainActor
@Observable
public final class LoadingIndicatorDriver {
  /// The frame the front should show now.
  public private(set) var frame: LoadingIndicatorFrame

  /// Called with each new frame, after ``frame`` is updated.
  @ObservationIgnored public var onFrame: ((LoadingIndicatorFrame) -> Void)?

  /// The shortest time between two frames while the indicator moves: the front's rate.
  @ObservationIgnored public let frameInterval: Duration

  /// The number of steps the front shows a cycle in, or `nil` when it shows the cycle
  /// continuously. With steps, the driver wakes at the start of each step while only the turn or
  /// the pulse moves, and at ``frameInterval`` only while the indicator enters.
  @ObservationIgnored public let cycleSteps: Int?

  /// The number of levels above nothing the front shows opacity in, or `nil` when it shows any
  /// opacity. With levels (and ``cycleSteps``), the driver wakes during the entrance only when
  /// the opacity reaches a new level.
  @ObservationIgnored public let opacityLevels: Int?

  @ObservationIgnored private var lifecycle: LoadingIndicatorLifecycle
  @ObservationIgnored private let clock: TimelineClock
  @ObservationIgnored private let sleep = InterruptibleSleep()
  @ObservationIgnored private var lastDelivered: LoadingIndicatorFrame?

  /// A driver for an indicator with `props`, not yet inserted.
  ///
  /// - Parameters:
  ///   - props: The indicator's props.
  ///   - tokens: The design system's loading indicator tokens; the default Tanrei system's
  ///     unless given.
  ///   - environment: Reduced motion, direction and the motion dial where the indicator is used.
  ///   - clock: The clock that times events and sleeps; `ContinuousClock()` unless a test or a
  ///     tool supplies its own.
  ///   - maximumFrameRate: How many frames a second the front can show while the indicator
  ///     moves. Values that are not finite and positive fall back to 60.
  ///   - cycleSteps: For a front that draws the turn or the pulse in a few discrete positions
  ///     (a terminal's glyphs), how many per cycle; the driver then wakes only when the position
  ///     changes. `nil`, the default, samples the cycle at the frame rate. Values below 1 count
  ///     as 1.
  ///   - opacityLevels: For such a front that also draws opacity in a few levels (a terminal's
  ///     greys), how many above nothing; the driver then wakes during the entrance only when the
  ///     level changes. Used only with `cycleSteps`; `nil`, the default, samples the entrance at
  ///     the frame rate.
  public init(
    props: LoadingIndicatorProps,
    tokens: LoadingIndicatorTokens = .tanrei,
    environment: ComponentEnvironment = ComponentEnvironment(),
    clock: any Clock<Duration> = ContinuousClock(),
    maximumFrameRate: Double = 60,
    cycleSteps: Int? = nil,
    opacityLevels: Int? = nil
  ) {
    self.clock = TimelineClock(clock)
    self.cycleSteps = cycleSteps.map { max(1, $0) }
    self.opacityLevels = opacityLevels.map { max(1, $0) }
    let rate = maximumFrameRate.isFinite && maximumFrameRate > 0 ? maximumFrameRate : 60
    frameInterval = .nanoseconds(Int64((1e9 / rate).rounded(.up)))
    lifecycle = LoadingIndicatorLifecycle(props: props, tokens: tokens, environment: environment)
    frame = lifecycle.frame(at: .zero)
  }

  // MARK: Events

  /// Puts the indicator in: its show delay starts now.
  public func insert() { apply(.insert) }
  /// Takes the indicator out: it disappears at once.
  public func remove() { apply(.remove) }
  /// The indicator can no longer be seen: its cycle pauses.
  public func hide() { apply(.hide) }
  /// The indicator can be seen again: its cycle resumes.
  public func show() { apply(.show) }
  /// New props; timing props apply from the next insertion.
  public func setProps(_ props: LoadingIndicatorProps) { apply(.setProps(props)) }
  /// Reduced motion turned on or off.
  public func setReducedMotion(_ reduced: Bool) { apply(.setReducedMotion(reduced)) }
  /// The layout direction changed.
  public func setDirection(_ direction: ReadingDirection) { apply(.setDirection(direction)) }

  /// Applies `event` now, delivers the frame if it changed, and wakes ``run()`` to reschedule.
  public func apply(_ event: LoadingIndicatorEvent) {
    let now = clock.elapsed()
    lifecycle.apply(event, at: now)
    // Only the present matters to a driver; keep the lifecycle's history from growing.
    lifecycle.discardHistory(before: now)
    update()
    sleep.interrupt()
  }

  // MARK: Reading

  /// The time on the driver's timeline: how long since the driver was made.
  public var now: Duration { clock.elapsed() }

  /// The props as last set.
  public var props: LoadingIndicatorProps { lifecycle.props }

  /// The fallbacks the props took, and those events raised.
  public var diagnostics: [Diagnostic] { lifecycle.diagnostics }

  /// When ``run()`` will next wake if no event comes: `nil` while nothing can change (absent, or
  /// shown but hidden), the end of the delay while waiting, one frame interval on while moving
  /// (or, with ``cycleSteps``, the start of the next step once the entrance is over, and with
  /// ``opacityLevels`` the next level of the entrance).
  public var nextWake: Duration? { wake(after: clock.elapsed()) }

  private func wake(after time: Duration) -> Duration? {
    let change =
      if let cycleSteps {
        lifecycle.nextChange(after: time, cycleSteps: cycleSteps, opacityLevels: opacityLevels)
      } else {
        lifecycle.nextChange(after: time)
      }
    return switch change {
    case .none: nil
    case .at(let moment): moment
    case .continuous: time + frameInterval
    }
  }

  // MARK: Running

  /// Reads the frame for now and delivers it if it differs from the last one delivered.
  ///
  /// ``run()`` calls this each time it wakes; a front that drives its own timing (a display
  /// link) may call it instead of running the loop.
  public func update() {
    update(at: clock.elapsed())
  }

  private func update(at time: Duration) {
    let current = lifecycle.frame(at: time)
    if let lastDelivered, Self.sameContent(lastDelivered, current) { return }
    lastDelivered = current
    frame = current
    onFrame?(current)
  }

  /// Delivers frames until the task running it is cancelled, sleeping between them as long as
  /// nothing changes.
  public func run() async {
    while !Task.isCancelled {
      // The wake is reckoned from the time the frame was read, not from a later reading: if the
      // clock moved meanwhile, the sleep ends at once and the moment is not skipped.
      let time = clock.elapsed()
      update(at: time)
      await sleep.sleep(until: wake(after: time), on: clock)
    }
  }

  private static func sameContent(_ a: LoadingIndicatorFrame, _ b: LoadingIndicatorFrame) -> Bool {
    var a = a
    a.time = b.time
    return a == b
  }
}
