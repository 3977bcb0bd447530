import TanreiCore

/// A Tanrei view as SwiftUI drives it, callback by callback, without SwiftUI: each callback
/// calls the very ``ViewIdentity`` methods the view calls for it, so that what a scenario of
/// SwiftUI's callbacks gives on a manual clock is what the view shows.
///
/// What it models of SwiftUI itself, and nothing more:
/// - the view's `@State` is made at its first ``viewInit(props:since:)``, or at its first
///   callback when no init is written, and lives to ``release()``; after it, the next is a new
///   identity — made at the clock's time then, which is its insertion;
/// - `onChange(of:)` calls back only for props that differ from the last ones it saw;
/// - tasks: each ``taskStart()`` starts one, each ``taskCancel()`` ends the oldest still running —
///   so a task started again in the same turn, whose predecessor's end arrives after it, is
///   `taskStart` then `taskCancel`.
@MainActor
public final class ViewReplay<Lifecycle: PresenceLifecycle> where Lifecycle.Frame: DrawableFrame {
  /// What the view knows now: its props and surroundings.
  public private(set) var context: ViewContext<Lifecycle>
  /// The identity's state, while it lives.
  public private(set) var identity: ViewIdentity<Lifecycle>?
  /// The props the view's `onChange(of:)` last saw.
  private var seenProps: Lifecycle.Props
  /// The tasks started and not yet ended, oldest first.
  private var tasks: [TaskGeneration] = []
  private let clock: any Clock<Duration>

  /// A view with `context`, not yet in the hierarchy, whose identities run on `clock`.
  public init(_ context: ViewContext<Lifecycle>, clock: any Clock<Duration>) {
    self.context = context
    seenProps = context.props
    self.clock = clock
  }

  /// The view's init ran (its parent updated), with `props` if given, and the wait's start
  /// the product gives (`since:`, an instant of the replay's clock) if given: SwiftUI calls
  /// `onChange(of:)` only when the props differ from the last it saw.
  public func viewInit(
    props: Lifecycle.Props? = nil, since: (any InstantProtocol<Duration>)? = nil
  ) {
    if let since { context.since = since }
    // Placed in the hierarchy for the first time: SwiftUI makes its state, and lays it out.
    if identity == nil { identity = newIdentity() }
    guard let props else { return }
    context.props = props
    guard props != seenProps else { return }
    seenProps = props
    identity?.propsChanged(props)
  }

  /// `onAppear`.
  public func appear() {
    var current = identity ?? newIdentity()
    current.appeared(context)
    identity = current
  }

  /// `onDisappear`.
  public func disappear() { identity?.disappeared() }

  /// A `.task` starts.
  public func taskStart() {
    var current = identity ?? newIdentity()
    tasks.append(current.taskStarted(context))
    identity = current
  }

  /// The oldest running task is cancelled and its body sees it: it reports its end.
  public func taskCancel() {
    guard !tasks.isEmpty else { return }
    identity?.taskEnded(tasks.removeFirst())
  }

  /// The identity ends: its state is released (the view left the hierarchy, or its `id`
  /// changed).
  public func release() {
    identity = nil
    tasks = []
  }

  /// A delayed view's flag changed.
  public func active(_ isActive: Bool) {
    context.isActive = isActive
    identity?.activeChanged(isActive, since: context.since)
  }

  /// `scenePhase`.
  public func scenePhase(_ activity: SceneActivity) {
    context.sceneActivity = activity
    identity?.sceneActivityChanged(activity)
  }

  /// `onScrollVisibilityChange`.
  public func scrollVisible(_ isVisible: Bool) { identity?.scrollVisibilityChanged(isVisible) }

  /// `accessibilityReduceMotion`.
  public func reduceMotion(_ reduced: Bool) {
    context.environment.reducedMotion = reduced
    identity?.reduceMotionChanged(reduced)
  }

  /// `layoutDirection`.
  public func layoutDirection(_ direction: ReadingDirection) {
    context.environment.direction = direction
    identity?.layoutDirectionChanged(direction)
  }

  /// `colorScheme`.
  public func colorScheme(_ mode: ColorMode) {
    context.colorMode = mode
    identity?.colorModeChanged(mode)
  }

  /// What the view shows and exposes now, as its running loop would have it: the bridge
  /// brought up to date first. `nil` while no identity lives (the view is not in the
  /// hierarchy).
  public func presentation() -> BridgePresentation? {
    guard let identity else { return nil }
    guard let bridge = identity.bridge else { return identity.presentation(for: context) }
    bridge.update()
    return bridge.sample()
  }

  /// The component's frame now, or `nil` while it has no bridge.
  public func frame() -> Lifecycle.Frame? {
    guard let bridge = identity?.bridge else { return nil }
    return bridge.snapshot.frame(at: bridge.now)
  }

  private func newIdentity() -> ViewIdentity<Lifecycle> {
    tasks = []
    return ViewIdentity(clock: clock, isActive: context.isActive)
  }
}
