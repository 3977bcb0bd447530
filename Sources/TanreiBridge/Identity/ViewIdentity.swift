import TanreiCore

/// One identity of a Tanrei view, as SwiftUI keeps it: the one place where SwiftUI's callbacks
/// become the component's insertion, removal, hiding and showing.
///
/// A view holds one in `@State`. SwiftUI makes a view's state once per identity and keeps it
/// while the identity lives — through every parent update, every disappearance and return — and
/// lets it go when the identity ends: the view leaves the hierarchy, or its `id(_:)` changes. So:
///
/// | SwiftUI | The component |
/// | --- | --- |
/// | the identity's making (its `@State`'s first value) | inserted: its delay starts then (LDG-11), on screen or not; the bridge is made at the first callback, with the time already run |
/// | a delayed view's flag turning true, with or without a bridge | inserted then |
/// | the identity's end (its state released, an `id` change) | gone, with the identity (LDG-16); a new identity waits its whole delay again, unless the product gives the wait's start (`since`) |
/// | `onDisappear`, `onAppear` again | hidden, shown: the delay counts on (LDG-15), the entrance runs to its end (LDG-13), the cycle pauses (LDG-7) |
/// | the `.task`'s cancellation, a new `.task` | hidden, shown, by task generation (``TaskGeneration``) |
/// | `scenePhase`, `onScrollVisibilityChange` | hidden, shown |
/// | a parent's update with equal props | nothing |
/// | changed props, colour scheme, design system, Reduce Motion, direction | forwarded |
///
/// Making it costs a reading of the clock and nothing more — `@State` evaluates its initial
/// value at every init of the view, that is at every update of its parent, and keeps the first —
/// and the bridge is made once, at the first callback, as Apple's documentation of `State`
/// advises for observable objects, its timeline starting at the making. Until then,
/// ``presentation(for:)`` gives the component as it stands at its making, so that the first
/// layout is already right and an image renderer, which runs no callback, draws it.
@MainActor
public struct ViewIdentity<Lifecycle: PresenceLifecycle>: Sendable
where Lifecycle.Frame: DrawableFrame {
  /// The identity's bridge, from its first callback on.
  public private(set) var bridge: ComponentBridge<Lifecycle>?
  private let clock: any Clock<Duration>
  /// When the identity was made: where its bridge's timeline starts.
  private let made: any InstantProtocol<Duration>
  /// Before the bridge: when the wait began — the making, for a view active then; the moment a
  /// delayed view's flag turned true — or `nil` while it is off.
  private var waitStart: (any InstantProtocol<Duration>)?

  /// An identity made now, whose bridge will run on `clock`; `isActive` says whether its wait
  /// starts at its making (every component; a delayed view whose flag is on).
  public init(clock: any Clock<Duration> = ContinuousClock(), isActive: Bool = true) {
    self.clock = clock
    let now = clock.now
    made = now
    waitStart = isActive ? now : nil
  }

  /// An identity that has already appeared, with `bridge`: for a harness that renders a view
  /// without running it (an image renderer runs no task), having driven the bridge itself.
  public init(bridge: ComponentBridge<Lifecycle>) {
    self.bridge = bridge
    clock = ContinuousClock()
    made = ContinuousClock.now
  }

  // MARK: SwiftUI's callbacks

  /// `onAppear`: on the identity's first callback the bridge is made, and the component
  /// inserted as of its making; after that, only shown again.
  public mutating func appeared(_ context: ViewContext<Lifecycle>) {
    let bridge = bridge(for: context, onScreen: true, taskRunning: false)
    bridge.appeared()
  }

  /// `onDisappear`: hidden, not removed.
  public func disappeared() {
    bridge?.disappeared()
  }

  /// The `.task` started (before the view appears, or on its return): on the identity's first
  /// callback the bridge is made, and the component inserted as of its making — not yet on
  /// screen, which only `onAppear` says; then shown. Hand the answer to ``run(_:)``.
  public mutating func taskStarted(_ context: ViewContext<Lifecycle>) -> TaskGeneration {
    bridge(for: context, onScreen: false, taskRunning: false).taskStarted()
  }

  /// The task's body: keeps the bridge current until SwiftUI cancels the task, then reports its
  /// end, which hides the component unless a newer task has started.
  public func run(_ generation: TaskGeneration) async {
    await bridge?.run(generation)
  }

  /// The end of a task that did not run ``run(_:)`` to its end.
  public func taskEnded(_ generation: TaskGeneration) {
    bridge?.taskEnded(generation)
  }

  /// A delayed view's flag: `true` inserts (the delay starts now, or at `since`), `false`
  /// removes. Before the bridge is made the moment is kept for it, so that a flag turned on
  /// while the view is covered counts from then.
  public mutating func activeChanged(
    _ isActive: Bool, since: (any InstantProtocol<Duration>)? = nil
  ) {
    guard let bridge else {
      if !isActive {
        waitStart = nil
      } else if waitStart == nil {
        waitStart = since ?? clock.now
      }
      return
    }
    if isActive { bridge.insert(since: since) } else { bridge.remove() }
  }

  /// New props (`onChange(of:)` of the view's parameters).
  @inlinable
  public func propsChanged(_ props: Lifecycle.Props) { bridge?.propsChanged(props) }

  /// `scenePhase`.
  public func sceneActivityChanged(_ activity: SceneActivity) {
    bridge?.sceneActivityChanged(activity)
  }

  /// `onScrollVisibilityChange`.
  public func scrollVisibilityChanged(_ isVisible: Bool) {
    bridge?.scrollVisibilityChanged(isVisible)
  }

  /// `accessibilityReduceMotion`.
  public func reduceMotionChanged(_ reduced: Bool) { bridge?.reduceMotionChanged(reduced) }

  /// `layoutDirection`.
  public func layoutDirectionChanged(_ direction: ReadingDirection) {
    bridge?.layoutDirectionChanged(direction)
  }

  /// `colorScheme`.
  public func colorModeChanged(_ mode: ColorMode) { bridge?.colorModeChanged(mode) }

  /// `tanreiDesignSystem`: `tokens` names the component's tokens in it.
  public func designSystemChanged(
    _ system: TanreiDesignSystem, tokens: ComponentTokens<Lifecycle.Tokens>
  ) {
    bridge?.tokensChanged(system.tokens(tokens))
  }

  // MARK: Reading

  /// What the view lays out, draws and exposes: the bridge's presentation, or, before the
  /// identity's first callback, the component as it stands at its making
  /// (``ViewContext/presentationAtMaking``).
  @inlinable
  public func presentation(for context: @autoclosure () -> ViewContext<Lifecycle>)
    -> BridgePresentation
  {
    bridge?.presentation ?? context().presentationAtMaking
  }

  // MARK: Making the bridge

  /// The bridge, made from `context` if the identity has had no callback before: its timeline
  /// starts at the identity's making, or at the product's start of the wait if earlier, and
  /// the component is inserted at the wait's start — the product's, else the making or the
  /// moment the flag turned on. A flag on with no moment kept (its change never reached the
  /// view) counts from now.
  private mutating func bridge(
    for context: ViewContext<Lifecycle>, onScreen: Bool, taskRunning: Bool
  ) -> ComponentBridge<Lifecycle> {
    if let bridge { return bridge }
    let made = ComponentBridge<Lifecycle>(
      props: context.props, tokens: context.system.tokens(context.tokens),
      colorMode: context.colorMode, environment: context.environment,
      visibility: ViewVisibility(
        sceneActivity: context.sceneActivity, isOnScreen: onScreen, isTaskRunning: taskRunning),
      clock: clock, origin: Self.earlier(self.made, context.since))
    if context.isActive { made.insert(since: context.since ?? waitStart) }
    waitStart = nil
    bridge = made
    return made
  }

  /// The earlier of the making and the product's start, when both are instants of one clock.
  private static func earlier(
    _ made: any InstantProtocol<Duration>, _ since: (any InstantProtocol<Duration>)?
  ) -> any InstantProtocol<Duration> {
    guard let since else { return made }
    func open<I: InstantProtocol<Duration>>(_ made: I) -> any InstantProtocol<Duration> {
      guard let since = since as? I else { return made }
      return min(made, since)
    }
    return open(made)
  }
}
