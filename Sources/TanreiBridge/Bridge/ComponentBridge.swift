import Observation
import TanreiCore
import TanreiDriver
import TanreiScene

/// What one identity of a view owns for its component: the view's inputs in, what to draw and
/// expose out, so that no decision lives in the view.
///
/// A view does not make one itself: its ``ViewIdentity`` makes it when the identity first
/// appears, which is the component's insertion, and lets it go when the identity ends, which is
/// its removal. Everything else SwiftUI tells a view only hides and shows it:
///
/// - Visibility: the component is visible while its scene is active, it is scrolled into view,
///   it is on screen (between `onAppear` and `onDisappear`) and its `.task` runs; otherwise it is
///   hidden — its cycle pauses while its delay and entrance run on (LDG-7, LDG-13, LDG-15).
///   A task that ends reports its ``TaskGeneration``; the end of an older task never hides the
///   component a newer one shows.
/// - Props: a change applies what it draws at once and its timing from the next insertion
///   (LDG-16).
/// - Colour mode and design system: their tokens apply at once, keeping the cycle's place.
/// - Announcements and diagnostics: each delivered once, through ``onAnnouncement`` and
///   ``onDiagnostic``; those made before a listener is set are held for it, not lost.
///
/// The bridge holds the one clock; tests give it a `ManualClock` and call ``update()`` where the
/// running loop would wake.
///
/// It is `Observable` as the `@Observable` macro would make it, but by hand: the macro's
/// accessors name each property by a key path literal, which in a generic class is built again at
/// every read and write — most of what a parent's update cost. Here each is built once, with the
/// bridge.
@MainActor
public final class ComponentBridge<Lifecycle: PresenceLifecycle>: Observable
where Lifecycle.Frame: DrawableFrame {
  /// What the view shows and exposes now; changes only when something discrete changes (see
  /// ``BridgePresentation/isAnimationPaused``).
  public private(set) var presentation: BridgePresentation {
    // Inlinable, with what it reads, so that a view's update, read in another module, is
    // specialized there rather than looking up generic metadata at every read.
    @inlinable get {
      observation.access(self, keyPath: presentationKey)
      return storedPresentation
    }
    set {
      observation.withMutation(of: self, keyPath: presentationKey) {
        storedPresentation = newValue
      }
    }
  }
  /// What the view's timeline draws from while something moves, on any thread; changes with
  /// every input that changes the drawing.
  public private(set) var snapshot: BridgeSnapshot<Lifecycle> {
    @inlinable get {
      observation.access(self, keyPath: snapshotKey)
      return storedSnapshot
    }
    set {
      observation.withMutation(of: self, keyPath: snapshotKey) { storedSnapshot = newValue }
    }
  }

  @usableFromInline var storedPresentation: BridgePresentation
  @usableFromInline var storedSnapshot: BridgeSnapshot<Lifecycle>
  @usableFromInline let observation = ObservationRegistrar()
  @usableFromInline let presentationKey: KeyPath<ComponentBridge, BridgePresentation> =
    \.presentation
  @usableFromInline let snapshotKey: KeyPath<ComponentBridge, BridgeSnapshot<Lifecycle>> =
    \.snapshot

  /// Called once for each announcement, when it is due (the view posts it to assistive
  /// technology). Those due before it is set are handed to it when it is.
  public var onAnnouncement: (@MainActor (Announcement) -> Void)? {
    didSet { announcements.listen(onAnnouncement) }
  }
  /// Called once for each distinct diagnostic (the view reports it in debug builds); those made
  /// before it is set are handed to it when it is.
  public var onDiagnostic: (@MainActor (Diagnostic) -> Void)? {
    didSet { diagnostics.listen(onDiagnostic) }
  }
  /// Every announcement due so far, in order.
  public var deliveredAnnouncements: [Announcement] { announcements.values }
  /// Every distinct diagnostic so far, in order.
  public var deliveredDiagnostics: [Diagnostic] { diagnostics.values }
  /// The shortest time between two frames while something moves.
  public let frameInterval: Duration
  /// ``frameInterval`` in seconds, as a view's timeline schedule takes it.
  public var frameIntervalInSeconds: Double {
    Double(frameInterval.components.seconds)
      + Double(frameInterval.components.attoseconds) / 1e18
  }

  @usableFromInline var lifecycle: Lifecycle
  private var tokens: ModeTokens<Lifecycle.Tokens>
  private let clock: TimelineClock
  private var inputs: ViewInputs
  private var taskGeneration = 0
  /// The time of the last event applied, on the bridge's timeline.
  private var lastEventTime = Duration.zero
  private let sleep = InterruptibleSleep()
  private var announcements = DeliveredOnce<Announcement>()
  private var diagnostics = DeliveredOnce<Diagnostic>()

  /// A bridge for a component with `props`, drawn with `tokens`, not yet inserted.
  ///
  /// - Parameters:
  ///   - props: The component's props.
  ///   - tokens: The component's tokens in both colour modes.
  ///   - colorMode: The mode the view starts in.
  ///   - environment: Reduced motion and direction where the view starts.
  ///   - visibility: What the view knows of its visibility at the start; all visible unless
  ///     given.
  ///   - clock: The clock that times inputs and sleeps; `ContinuousClock()` unless a test
  ///     gives its own.
  ///   - origin: Where the bridge's timeline starts: an instant of `clock` no later than now
  ///     (the moment a view's identity was made, before its bridge); `nil`, or an instant of
  ///     another clock, starts it now.
  ///   - maximumFrameRate: How many frames a second the view draws while something moves;
  ///     values that are not finite and positive take 60.
  public init(
    props: Lifecycle.Props, tokens: ModeTokens<Lifecycle.Tokens>, colorMode: ColorMode = .light,
    environment: ComponentEnvironment = ComponentEnvironment(),
    visibility: ViewVisibility = ViewVisibility(), clock: any Clock<Duration> = ContinuousClock(),
    origin: (any InstantProtocol<Duration>)? = nil, maximumFrameRate: Double = 60
  ) {
    self.clock = TimelineClock(clock, origin: origin)
    self.tokens = tokens
    let rate = maximumFrameRate.isFinite && maximumFrameRate > 0 ? maximumFrameRate : 60
    frameInterval = .nanoseconds(Int64((1e9 / rate).rounded(.up)))
    inputs = ViewInputs(
      visibility: visibility, colorMode: colorMode, reducedMotion: environment.reducedMotion,
      direction: environment.direction)
    var lifecycle = Lifecycle(props: props, tokens: tokens(colorMode), environment: environment)
    if !inputs.visibility.isVisible { lifecycle.apply(.hide, at: .zero) }
    self.lifecycle = lifecycle
    let first = BridgeSnapshot(
      lifecycle: lifecycle, clock: self.clock, frameInterval: frameInterval)
    storedSnapshot = first
    storedPresentation = first.presentation(at: .zero)
    diagnostics.deliver(tokens.diagnostics + lifecycle.diagnostics)
  }

  // MARK: Presence

  /// The component is inserted: its show delay starts (LDG-11), now or at `start`. A view
  /// identity does this, when its bridge is made, at the moment the identity was made; a
  /// delayed view at the moment its flag turned true.
  ///
  /// `start` is an instant of the bridge's clock — the start of a wait that a product's model
  /// holds, so that a view made again (a lazy row) does not wait again. One before the bridge's
  /// last event counts from that event; one later than now, or of another clock, counts from
  /// now and is reported.
  public func insert(since start: (any InstantProtocol<Duration>)? = nil) {
    guard !lifecycle.isInserted else { return }
    apply(.insert, at: insertionTime(since: start))
  }

  /// The component is removed: it disappears at once (LDG-16), or, for delayed content with a
  /// minimum time shown, once that is up. A delayed view does this when its flag turns false; a
  /// view whose identity ends needs nothing, as it is gone with it.
  public func remove() {
    guard lifecycle.isInserted else { return }
    apply(.remove)
  }

  // MARK: Visibility, as the view forwards it

  /// The view appeared (`onAppear`): on screen again.
  public func appeared() {
    changeVisibility { $0.isOnScreen = true }
  }

  /// The view disappeared (`onDisappear`): another screen covers it, its tab is not selected, a
  /// lazy container let it go. Only hidden: its delay runs on (LDG-15).
  public func disappeared() {
    changeVisibility { $0.isOnScreen = false }
  }

  /// The view's `.task` started: the component can be drawn. Pass the answer to ``run(_:)`` or
  /// ``taskEnded(_:)``.
  public func taskStarted() -> TaskGeneration {
    taskGeneration += 1
    changeVisibility { $0.isTaskRunning = true }
    return TaskGeneration(number: taskGeneration)
  }

  /// The view's task of `generation` ended (SwiftUI cancelled it after the view disappeared):
  /// hidden, unless a newer task has started since — an older task that takes a few turns to end
  /// never undoes a newer one.
  public func taskEnded(_ generation: TaskGeneration) {
    guard generation.number == taskGeneration else { return }
    changeVisibility { $0.isTaskRunning = false }
  }

  /// The scene's phase changed: anything but active hides the component (LDG-7).
  public func sceneActivityChanged(_ activity: SceneActivity) {
    changeVisibility { $0.sceneActivity = activity }
  }

  /// The view scrolled into or out of view (`onScrollVisibilityChange`).
  public func scrollVisibilityChanged(_ isVisible: Bool) {
    changeVisibility { $0.isScrolledIntoView = isVisible }
  }

  // MARK: Surroundings and props

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
    diagnostics.deliver(tokens.diagnostics)
    settle(at: time)
  }

  /// The view was given new props (any init parameter changed): what they draw applies at once,
  /// their timing from the next insertion (LDG-16). Props equal to the current ones change
  /// nothing and cost nothing.
  @inlinable
  public func propsChanged(_ props: Lifecycle.Props) {
    guard props != lifecycle.props else { return }
    apply(.setProps(props))
  }

  // MARK: Reading

  /// The time on the bridge's clock.
  public var now: Duration { clock.elapsed() }

  /// The props as last set.
  public var props: Lifecycle.Props { lifecycle.props }

  /// The presentation at this moment (``snapshot``'s, read now).
  public func sample() -> BridgePresentation {
    snapshot.presentation(at: now)
  }

  /// When ``run(_:)`` next wakes if no input comes, or `nil` when it sleeps until one: every
  /// change the core plans — the end of a delay, the end of an entrance, seen or not and
  /// whether a cycle follows or stillness, a removal that waits out the minimum time shown;
  /// never at a frame rate, which is the view's timeline's job.
  public var nextWake: Duration? { wake(after: now) }

  // MARK: Running

  /// Refreshes ``presentation`` for now and delivers what became due; ``run(_:)`` calls this
  /// each time it wakes.
  public func update() {
    settle(at: now, lifecycleChanged: false)
  }

  /// Keeps ``presentation`` current while the view's task of `generation` runs, sleeping while
  /// nothing discrete changes; when the task is cancelled, reports its end (``taskEnded(_:)``).
  ///
  /// It neither inserts nor removes: a task's start and end are the view's showing and hiding.
  public func run(_ generation: TaskGeneration) async {
    while !Task.isCancelled {
      let time = now
      settle(at: time, lifecycleChanged: false)
      await sleep.sleep(until: wake(after: time), on: clock)
    }
    taskEnded(generation)
  }

  // MARK: Internals

  @usableFromInline func apply(_ event: ComponentEvent<Lifecycle.Props>) {
    apply(event, at: now)
  }

  /// Applies `event` at `time`, no later than now: an insertion counted from an earlier moment
  /// is read, and drawn, as of now.
  private func apply(_ event: ComponentEvent<Lifecycle.Props>, at time: Duration) {
    lifecycle.apply(event, at: time)
    lastEventTime = max(lastEventTime, time)
    let present = now
    // Only the present matters to a bridge; keep the history from growing.
    lifecycle.discardHistory(before: min(time, present))
    settle(at: present)
    sleep.interrupt()
  }

  /// When an insertion since `start` takes effect: at `start`, kept between the last event and
  /// now; a start the bridge cannot place is now, with a diagnostic.
  private func insertionTime(since start: (any InstantProtocol<Duration>)?) -> Duration {
    let present = now
    guard let start else { return present }
    guard let offset = clock.offset(start) else {
      diagnostics.deliver([
        Diagnostic(
          .valueOutOfRange,
          "the wait's start is an instant of another clock than the view's; the wait starts now")
      ])
      return present
    }
    guard offset <= present else {
      diagnostics.deliver([
        Diagnostic(
          .valueOutOfRange,
          "the wait's start is \(Milliseconds.format((offset - present).inMilliseconds)) "
            + "in the future; the wait starts now")
      ])
      return present
    }
    return max(offset, lastEventTime)
  }

  private func changeVisibility(_ change: (inout ViewVisibility) -> Void) {
    let wasVisible = inputs.visibility.isVisible
    change(&inputs.visibility)
    guard inputs.visibility.isVisible != wasVisible else { return }
    apply(inputs.visibility.isVisible ? .show : .hide)
  }

  /// Publishes the presentation at `time` if it changed discretely, and a new snapshot when an
  /// input changed the lifecycle (not merely time passing, so that a view redraws for inputs
  /// alone); delivers announcements and diagnostics not yet delivered.
  private func settle(at time: Duration, lifecycleChanged: Bool = true) {
    if lifecycleChanged {
      snapshot = BridgeSnapshot(lifecycle: lifecycle, clock: clock, frameInterval: frameInterval)
    }
    let current = snapshot.presentation(at: time)
    if current.differsDiscretely(from: presentation) { presentation = current }
    // Each announcement once: the lifecycle keeps them all, with their times.
    announcements.deliver(lifecycle.announcements)
    diagnostics.deliver(lifecycle.diagnostics)
  }

  private func wake(after time: Duration) -> Duration? {
    switch lifecycle.nextChange(after: time) {
    case .none: return nil
    case .at(let moment): return moment
    case .continuous:
      // The timeline draws the motion; the bridge wakes where what it publishes changes: the
      // end of the entrance (entering becomes shown) and a removal that waits out the minimum
      // time shown.
      return plannedChange(after: time)
    }
  }

  /// The next moment after `time` at which the core's plan changes phase: the delay's end, the
  /// entrance's end, a pending removal; `nil` when none is planned.
  private func plannedChange(after time: Duration) -> Duration? {
    let plan = lifecycle.plan(at: time)
    let t = time.inMilliseconds
    var moments: [Double] = []
    if let shownAt = plan.shownAt { moments.append(shownAt) }
    if let entrance = plan.entrance { moments.append(entrance.start + entrance.duration) }
    if let removal = plan.removalAt { moments.append(removal) }
    guard let next = moments.filter({ $0 > t }).min() else { return nil }
    // Never a nanosecond early: woken before the change, the loop would find it still ahead.
    let moment = Duration.fromMilliseconds(next)
    return moment.inMilliseconds < next ? moment + .nanoseconds(1) : moment
  }
}

/// What a view tells its bridge of its surroundings.
struct ViewInputs {
  var visibility: ViewVisibility
  var colorMode: ColorMode
  var reducedMotion: Bool
  var direction: ReadingDirection
}
