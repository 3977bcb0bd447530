/// A component's behaviour over time: timed events in, its frame at any moment out, through the
/// presence mechanism every Tanrei component shares.
///
/// Props are resolved when set and again when the environment changes, since reduced motion and
/// the motion dial change what a component does; what the props draw applies at once, and their
/// timing from the next insertion.
public struct ComponentLifecycle<Component: TimedComponent>: Sendable {
  private var timeline: PresenceTimeline<Component.Resolved>
  /// What the component said, in order.
  public private(set) var announcements: [Announcement] = []
  /// What was said in the current task: each text is said once per task, so a view removed and
  /// inserted again says it again, even within the same moment, and so does one whose props
  /// begin a new task (``TimedComponent/startsNewTask(from:to:)``).
  private var saidSinceInsertion: Set<String> = []

  /// A lifecycle for a component with `props`, not yet inserted.
  public init(
    props: Component.Props, tokens: Component.Tokens,
    environment: ComponentEnvironment = ComponentEnvironment()
  ) {
    timeline = PresenceTimeline(
      content: Component.resolve(props, tokens: tokens, environment: environment),
      environment: environment, enterEasing: Component.enterEasing(tokens))
  }

  /// How many resolved contents the lifecycle holds (see ``PresenceTimeline``).
  var retainedContentCount: Int { timeline.retainedContentCount }

  /// The props as last set.
  public var props: Component.Props { timeline.content.props }
  /// The props resolved as last set.
  public var resolved: Component.Resolved { timeline.content }
  /// The environment as last set.
  public var environment: ComponentEnvironment { timeline.environment }
  /// Whether the component is inserted after the last event.
  public var isInserted: Bool { timeline.isInserted }
  /// The time of the last event applied, or `nil` before any.
  public var lastEventTime: Duration? { timeline.lastEventTime }

  /// The fallbacks the current props took, then those events raised.
  public var diagnostics: [Diagnostic] {
    timeline.content.diagnostics + timeline.eventDiagnostics.map { $0.diagnostic }
  }

  /// The fallbacks the props in force at `time` took, then those events raised up to `time`.
  public func diagnostics(at time: Duration) -> [Diagnostic] {
    timeline.content(at: time).diagnostics
      + timeline.eventDiagnostics.filter { $0.time <= time }.map { $0.diagnostic }
  }

  /// Applies `event` at `time`; events come in time order (see ``PresenceTimeline``).
  public mutating func apply(_ event: ComponentEvent<Component.Props>, at time: Duration) {
    switch event {
    case .insert:
      let wasInserted = timeline.isInserted
      timeline.apply(.insert, at: time)
      if !wasInserted { saidSinceInsertion = [] }
    case .remove: timeline.apply(.remove, at: time)
    case .hide: timeline.apply(.hide, at: time)
    case .show: timeline.apply(.show, at: time)
    case .setProps(let props):
      let old = resolved
      let new = Component.resolve(props, tokens: old.tokens, environment: environment)
      timeline.apply(.setContent(new), at: time)
      if Component.startsNewTask(from: old, to: new) { saidSinceInsertion = [] }
      let moment = timeline.lastEventTime ?? time
      if let text = Component.announcement(from: old, to: new, state: timeline.state(at: moment)),
        saidSinceInsertion.insert(text).inserted
      {
        announcements.append(Announcement(text, at: moment))
      }
    case .setReducedMotion(let reduced):
      var changed = environment
      changed.reducedMotion = reduced
      change(to: changed, at: time)
    case .setDirection(let direction):
      var changed = environment
      changed.direction = direction
      change(to: changed, at: time)
    case .setEnvironment(let changed):
      change(to: changed, at: time)
    }
  }

  private mutating func change(to environment: ComponentEnvironment, at time: Duration) {
    let props = self.props
    let tokens = resolved.tokens
    timeline.apply(.setEnvironment(environment), at: time)
    // Applied at the time the environment took effect, which is later than `time` when that
    // event came out of order.
    timeline.apply(
      .setContent(Component.resolve(props, tokens: tokens, environment: environment)),
      at: max(time, timeline.lastEventTime ?? time))
  }

  /// Resolves the props again with `tokens` at `time`: what they draw changes at once; their
  /// timing, like any prop's, applies from the next insertion.
  public mutating func setTokens(_ tokens: Component.Tokens, at time: Duration) {
    timeline.apply(
      .setContent(Component.resolve(props, tokens: tokens, environment: environment)), at: time)
  }

  /// Forgets the states that ended before `time`; nothing at or after it changes.
  public mutating func discardHistory(before time: Duration) {
    timeline.discardHistory(before: time)
  }

  // Compiled for each family component here, where the component's code is visible, and
  // exported: a caller in another module then reaches this code rather than the generic one.
  // Each component's `frame` is inlined into it, so the resolved values are read in place.
  /// The frame at `time`.
  @_specialize(exported:true,where Component == ProgressIndicator)
  @_specialize(exported:true,where Component == Skeleton)
  @_specialize(exported:true,where Component == TypingIndicator)
  @_specialize(exported:true,where Component == Spinner)
  @_specialize(exported:true,where Component == DelayedPresence)
  public func frame(at time: Duration) -> Component.Frame {
    let (state, index) = timeline.stateAndContent(at: time)
    return timeline.withContents { contents in
      // Read in place: a copy of the resolved values would retain everything they hold.
      Component.frame(state, reading: contents.baseAddress.unsafelyUnwrapped + index, at: time)
    }
  }

  /// The presence at `time`.
  public func state(at time: Duration) -> PresenceState {
    timeline.state(at: time)
  }

  /// What the presence does from `time` until the next event (see ``PresencePlan``).
  public func plan(at time: Duration) -> PresencePlan { timeline.plan(at: time) }

  /// When the frame next changes in a way a front must act on, after `time`.
  public func nextChange(after time: Duration) -> NextChange {
    timeline.nextChange(after: time)
  }

  /// When the frame next changes for a front that shows the cycle in `cycleSteps` steps and,
  /// if given, the entrance's opacity in `opacityLevels` levels (see
  /// ``PresenceTimeline/nextChange(after:cycleSteps:opacityLevels:)``).
  public func nextChange(after time: Duration, cycleSteps: Int, opacityLevels: Int?)
    -> NextChange
  {
    timeline.nextChange(after: time, cycleSteps: cycleSteps, opacityLevels: opacityLevels)
  }
}
