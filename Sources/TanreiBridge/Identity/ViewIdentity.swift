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
/// | the identity's first `onAppear` or `.task` | made, and inserted: its delay starts (LDG-11) |
/// | the identity's end (its state released, an `id` change) | gone, with the identity (LDG-16); a new identity waits its whole delay again |
/// | `onDisappear`, `onAppear` again | hidden, shown: the delay counts on (LDG-15), the entrance runs to its end (LDG-13), the cycle pauses (LDG-7) |
/// | the `.task`'s cancellation, a new `.task` | hidden, shown, by task generation (``TaskGeneration``) |
/// | `scenePhase`, `onScrollVisibilityChange` | hidden, shown |
/// | a parent's update with equal props | nothing |
/// | changed props, colour scheme, design system, Reduce Motion, direction | forwarded |
///
/// Making it costs nothing — `@State` evaluates its initial value at every init of the view,
/// that is at every update of its parent — and the bridge is made once, at the first appearance,
/// as Apple's documentation of `State` advises for observable objects. Until then,
/// ``presentation(for:)`` gives the box the component will take, so that the first layout is
/// already right.
@MainActor
public struct ViewIdentity<Lifecycle: PresenceLifecycle>: Sendable
where Lifecycle.Frame: DrawableFrame {
  /// The identity's bridge, from its first appearance on.
  public private(set) var bridge: ComponentBridge<Lifecycle>?
  private let clock: any Clock<Duration>

  /// An identity that has not appeared yet, whose bridge will run on `clock`.
  public init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// An identity that has already appeared, with `bridge`: for a harness that renders a view
  /// without running it (an image renderer runs no task), having driven the bridge itself.
  public init(bridge: ComponentBridge<Lifecycle>) {
    self.bridge = bridge
    clock = ContinuousClock()
  }

  // MARK: SwiftUI's callbacks

  /// `onAppear`: on the identity's first appearance the bridge is made and the component
  /// inserted; after that, only shown again.
  public mutating func appeared(_ context: ViewContext<Lifecycle>) {
    let bridge = bridge(for: context, onScreen: true, taskRunning: false)
    bridge.appeared()
  }

  /// `onDisappear`: hidden, not removed.
  public func disappeared() {
    bridge?.disappeared()
  }

  /// The `.task` started (before the view appears, or on its return): on the identity's first
  /// appearance the bridge is made and the component inserted; then shown. Hand the answer to
  /// ``run(_:)``.
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

  /// A delayed view's flag: `true` inserts (the delay starts), `false` removes.
  public func activeChanged(_ isActive: Bool) {
    if isActive { bridge?.insert() } else { bridge?.remove() }
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
  /// identity first appears, the box the component will take and nothing drawn or exposed.
  @inlinable
  public func presentation(for context: @autoclosure () -> ViewContext<Lifecycle>)
    -> BridgePresentation
  {
    bridge?.presentation ?? .laidOut(context().layoutBox)
  }

  // MARK: Making the bridge

  /// The bridge, made and inserted from `context` if the identity has not appeared before.
  private mutating func bridge(
    for context: ViewContext<Lifecycle>, onScreen: Bool, taskRunning: Bool
  ) -> ComponentBridge<Lifecycle> {
    if let bridge { return bridge }
    let made = ComponentBridge<Lifecycle>(
      props: context.props, tokens: context.system.tokens(context.tokens),
      colorMode: context.colorMode, environment: context.environment,
      visibility: ViewVisibility(
        sceneActivity: context.sceneActivity, isOnScreen: onScreen, isTaskRunning: taskRunning),
      clock: clock)
    if context.isActive { made.insert() }
    bridge = made
    return made
  }
}
