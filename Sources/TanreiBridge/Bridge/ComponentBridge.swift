import Observation
import TanreiCore
import TanreiDriver
import TanreiScene

/// What a view owns per component instance: it forwards the view's inputs and reads back what to
/// draw and expose, so that no decision lives in the view.
///
/// A SwiftUI view keeps one in `@State`, calls ``run()`` from its `.task` (inserting the
/// component when the task starts and removing it when the task is cancelled, as the view leaves
/// the hierarchy or its identity changes), forwards what its environment says through the input
/// methods, and draws ``presentation`` — sampling ``sample()`` from a timeline only while
/// ``BridgePresentation/isAnimationPaused`` is false.
///
/// - Visibility: the component is visible while its scene is active, it is scrolled into view
///   and it is on screen (between `onAppear` and `onDisappear`); otherwise it is hidden — its
///   cycle pauses while its delay and entrance run on (LDG-7, LDG-13, LDG-15).
/// - Props: a change applies what it draws at once and its timing from the next insertion
///   (LDG-16).
/// - Colour mode: the other mode's tokens apply at once, keeping the cycle's place.
/// - Announcements and diagnostics: each delivered once, through ``onAnnouncement`` and
///   ``onDiagnostic``, as they happen.
///
/// The bridge holds the one clock; tests give it a `ManualClock` and call ``update()`` where the
/// running loop would wake.
@MainActor
@Observable
public final class ComponentBridge<Lifecycle: PresenceLifecycle>
where Lifecycle.Frame: DrawableFrame {
  /// What the view shows and exposes now; changes only when something discrete changes (see
  /// ``BridgePresentation/isAnimationPaused``).
  public private(set) var presentation: BridgePresentation

  /// Called once for each announcement, when it is due (the view posts it to assistive
  /// technology).
  @ObservationIgnored public var onAnnouncement: (@MainActor (Announcement) -> Void)?
  /// Called once for each distinct diagnostic (the view reports it in debug builds); setting it
  /// hands over those delivered before, so none made at creation is lost.
  @ObservationIgnored public var onDiagnostic: (@MainActor (Diagnostic) -> Void)? {
    didSet { for diagnostic in deliveredDiagnostics { onDiagnostic?(diagnostic) } }
  }
  /// Every announcement delivered, in order.
  public var deliveredAnnouncements: [Announcement] { announcements.values }
  /// Every distinct diagnostic delivered, in order.
  public var deliveredDiagnostics: [Diagnostic] { diagnostics.values }
  /// The shortest time between two frames while something moves.
  @ObservationIgnored public let frameInterval: Duration
  /// ``frameInterval`` in seconds, as a view's timeline schedule takes it.
  public var frameIntervalInSeconds: Double {
    Double(frameInterval.components.seconds)
      + Double(frameInterval.components.attoseconds) / 1e18
  }

  @ObservationIgnored private var lifecycle: Lifecycle
  @ObservationIgnored private var tokens: ModeTokens<Lifecycle.Tokens>
  @ObservationIgnored private let clock: TimelineClock
  @ObservationIgnored private var inputs = ViewInputs()
  @ObservationIgnored private let sleep = InterruptibleSleep()
  @ObservationIgnored private var announcements = DeliveredOnce<Announcement>()
  @ObservationIgnored private var diagnostics = DeliveredOnce<Diagnostic>()

  /// A bridge for a component that `makeLifecycle` creates with the given tokens and
  /// environment, not yet inserted.
  ///
  /// - Parameters:
  ///   - tokens: The component's tokens in both colour modes.
  ///   - colorMode: The mode the view starts in.
  ///   - environment: Reduced motion and direction where the view starts.
  ///   - clock: The clock that times inputs and sleeps; `ContinuousClock()` unless a test
  ///     gives its own.
  ///   - maximumFrameRate: How many frames a second the view draws while something moves;
  ///     values that are not finite and positive take 60.
  ///   - makeLifecycle: Makes the lifecycle from the tokens of the starting mode and the
  ///     environment.
  public init(
    tokens: ModeTokens<Lifecycle.Tokens>,
    colorMode: ColorMode = .light,
    environment: ComponentEnvironment = ComponentEnvironment(),
    clock: any Clock<Duration> = ContinuousClock(),
    maximumFrameRate: Double = 60,
    makeLifecycle: (Lifecycle.Tokens, ComponentEnvironment) -> Lifecycle
  ) {
    self.clock = TimelineClock(clock)
    self.tokens = tokens
    let rate = maximumFrameRate.isFinite && maximumFrameRate > 0 ? maximumFrameRate : 60
    frameInterval = .nanoseconds(Int64((1e9 / rate).rounded(.up)))
    inputs.colorMode = colorMode
    inputs.reducedMotion = environment.reducedMotion
    inputs.direction = environment.direction
    let lifecycle = makeLifecycle(tokens(colorMode), environment)
    self.lifecycle = lifecycle
    presentation = Self.present(lifecycle, at: .zero, frameInterval: frameInterval)
    diagnostics.deliver(tokens.diagnostics + lifecycle.diagnostics, to: nil)
  }

  // MARK: Inputs, as the view forwards them

  /// The view's task started: the component is inserted and its show delay starts (LDG-11).
  public func taskStarted() {
    guard !lifecycle.isInserted else { return }
    apply(.insert)
  }

  /// The view's task was cancelled (it left the hierarchy, or its identity changed): the
  /// component is removed and disappears at once (LDG-16).
  public func taskCancelled() {
    guard lifecycle.isInserted else { return }
    apply(.remove)
  }

  /// The scene's phase changed: anything but active hides the component (LDG-7).
  public func sceneActivityChanged(_ activity: SceneActivity) {
    changeVisibility { $0.sceneActivity = activity }
  }

  /// The view scrolled into or out of view (`onScrollVisibilityChange`).
  public func scrollVisibilityChanged(_ isVisible: Bool) {
    changeVisibility { $0.isScrolledIntoView = isVisible }
  }

  /// The view appeared (`onAppear`).
  public func appeared() {
    changeVisibility { $0.isOnScreen = true }
  }

  /// The view disappeared (`onDisappear`), as when another screen covers it.
  public func disappeared() {
    changeVisibility { $0.isOnScreen = false }
  }

  /// Reduced motion was turned on or off (`accessibilityReduceMotion`, LDG-4).
  public func reduceMotionChanged(_ reduced: Bool) {
    guard inputs.reducedMotion != reduced else { return }
    inputs.reducedMotion = reduced
    apply(.setReducedMotion(reduced))
  }

  /// The layout direction changed (LDG-17); nothing is mirrored (LDG-8).
  public func layoutDirectionChanged(_ direction: ReadingDirection) {
    guard inputs.direction != direction else { return }
    inputs.direction = direction
    apply(.setDirection(direction))
  }

  /// The colour scheme changed: the other mode's tokens apply at once.
  public func colorModeChanged(_ mode: ColorMode) {
    guard inputs.colorMode != mode else { return }
    inputs.colorMode = mode
    let time = now
    lifecycle.setTokens(tokens(mode), at: time)
    settle(at: time)
  }

  /// The design system changed: its tokens, in the current mode, apply at once.
  public func tokensChanged(_ tokens: ModeTokens<Lifecycle.Tokens>) {
    self.tokens = tokens
    let time = now
    lifecycle.setTokens(tokens(inputs.colorMode), at: time)
    diagnostics.deliver(tokens.diagnostics, to: onDiagnostic)
    settle(at: time)
  }

  /// The view was given new props (any init parameter changed): what they draw applies at once,
  /// their timing from the next insertion (LDG-16). Props equal to the current ones change
  /// nothing.
  public func propsChanged(_ props: Lifecycle.Props) {
    guard props != lifecycle.props else { return }
    apply(.setProps(props))
  }

  // MARK: Reading

  /// The time on the bridge's clock.
  public var now: Duration { clock.elapsed() }

  /// The props as last set.
  public var props: Lifecycle.Props { lifecycle.props }

  /// The presentation at this moment, for a view's timeline to draw while something moves.
  public func sample() -> BridgePresentation {
    Self.present(lifecycle, at: now, frameInterval: frameInterval)
  }

  /// When ``run()`` next wakes if no input comes, or `nil` when it sleeps until one: the end of a
  /// delay, of an unseen entrance, of a seen entrance that is followed by stillness; never at a
  /// frame rate, which is the view's timeline's job.
  public var nextWake: Duration? { wake(after: now) }

  // MARK: Running

  /// Refreshes ``presentation`` for now and delivers what became due; ``run()`` calls this each
  /// time it wakes.
  public func update() {
    settle(at: now)
  }

  /// Inserts the component, keeps ``presentation`` current until the task running it is
  /// cancelled, sleeping while nothing discrete changes, then removes the component.
  ///
  /// Call it from the view's `.task` (or `.task(id:)`, so that a new identity is a new
  /// insertion).
  public func run() async {
    taskStarted()
    while !Task.isCancelled {
      let time = now
      settle(at: time)
      await sleep.sleep(until: wake(after: time), on: clock)
    }
    taskCancelled()
  }

  // MARK: Internals

  private func apply(_ event: ComponentEvent<Lifecycle.Props>) {
    let time = now
    lifecycle.apply(event, at: time)
    // Only the present matters to a bridge; keep the history from growing.
    lifecycle.discardHistory(before: time)
    settle(at: time)
    sleep.interrupt()
  }

  private func changeVisibility(_ change: (inout ViewInputs) -> Void) {
    let wasVisible = inputs.isVisible
    change(&inputs)
    guard inputs.isVisible != wasVisible else { return }
    apply(inputs.isVisible ? .show : .hide)
  }

  /// Publishes the presentation at `time` if it changed discretely, and delivers announcements
  /// and diagnostics not yet delivered.
  private func settle(at time: Duration) {
    let current = Self.present(lifecycle, at: time, frameInterval: frameInterval)
    if current.differsDiscretely(from: presentation) { presentation = current }
    // Each announcement once: the lifecycle keeps them all, with their times.
    announcements.deliver(lifecycle.announcements, to: onAnnouncement)
    diagnostics.deliver(lifecycle.diagnostics, to: onDiagnostic)
  }

  private func wake(after time: Duration) -> Duration? {
    switch lifecycle.nextChange(after: time) {
    case .none: return nil
    case .at(let moment): return moment
    case .continuous:
      // The timeline draws the motion; wake only where it must stop: the end of a seen entrance
      // that stillness follows (a component with no cycle of its own).
      guard let end = entranceEnd(after: time),
        lifecycle.nextChange(after: end) != .continuous
      else { return nil }
      return end
    }
  }

  /// The moment a running entrance ends, found from the steps the lifecycle reports: with one
  /// opacity level and one step a cycle, at most a few moments separate now from that end.
  private func entranceEnd(after time: Duration) -> Duration? {
    var moment = time
    for _ in 0..<8 {
      guard lifecycle.frame(at: moment).phase == .entering else { return moment }
      guard
        case .at(let next) = lifecycle.nextChange(after: moment, cycleSteps: 1, opacityLevels: 1)
      else { return nil }
      moment = next
    }
    return nil
  }

  private static func present(_ lifecycle: Lifecycle, at time: Duration, frameInterval: Duration)
    -> BridgePresentation
  {
    let frame = lifecycle.frame(at: time)
    let change = lifecycle.nextChange(after: time)
    let moving = change == .continuous
    let due: Duration? =
      switch change {
      case .none: nil
      case .at(let moment): moment
      case .continuous: time + frameInterval
      }
    let exposed = frame.isExposedToAccessibility
    return BridgePresentation(
      time: time, phase: frame.phase, layoutBox: lifecycle.layoutBox,
      drawingMargin: ComponentCanvas.margin, opacity: frame.opacity, scale: frame.scale,
      scene: frame.scene, isAccessibilityHidden: !exposed,
      accessibility: exposed ? frame.accessibilityElement : nil, isVisible: frame.isVisible,
      isAnimationPaused: !moving, nextFrameDue: due)
  }
}

/// What a view tells its bridge of its surroundings.
struct ViewInputs {
  var sceneActivity = SceneActivity.active
  var isScrolledIntoView = true
  var isOnScreen = true
  var colorMode = ColorMode.light
  var reducedMotion = false
  var direction = ReadingDirection.leftToRight

  var isVisible: Bool { sceneActivity == .active && isScrolledIntoView && isOnScreen }
}

/// Whether the scene a view is in is in front of the person (SwiftUI's `ScenePhase`).
public enum SceneActivity: String, Sendable, Hashable, CaseIterable {
  /// In the foreground and interactive.
  case active
  /// In the foreground but not interactive (the app switcher, a system overlay).
  case inactive
  /// Not seen.
  case background
}
