/// A component that shows itself through a ``PresenceTimeline``: how its props resolve against
/// its tokens, and how a presence becomes its frame.
///
/// Conforming types are namespaces (caseless enums): the state lives in a
/// ``ComponentLifecycle``, which applies events, keeps the resolved values between them and
/// asks the component for frames.
public protocol TimedComponent: Sendable {
  /// What a product sets.
  associatedtype Props: Sendable, Equatable
  /// What the design system provides.
  associatedtype Tokens: Sendable
  /// Props resolved against tokens and an environment.
  associatedtype Resolved: ResolvedComponent
  where Resolved.Props == Props, Resolved.Tokens == Tokens
  /// What a front draws.
  associatedtype Frame: Sendable

  /// Resolves `props`, taking fallbacks with diagnostics where a value cannot be used.
  static func resolve(_ props: Props, tokens: Tokens, environment: ComponentEnvironment) -> Resolved

  /// The frame for `state`, drawn with `resolved`, at `time`.
  static func frame(_ state: PresenceState, _ resolved: Resolved, at time: Duration) -> Frame

  /// The frame for `state`, drawn with the resolved values `resolved` points to, at `time`.
  ///
  /// A lifecycle asks this way, so that a component reads only the values it uses, in place,
  /// rather than copying all of them (and retaining what they hold) for every frame. The
  /// default reads the whole value and calls ``frame(_:_:at:)``.
  static func frame(
    _ state: PresenceState, reading resolved: UnsafePointer<Resolved>, at time: Duration
  ) -> Frame

  /// The curve the component's entrance eases on.
  static func enterEasing(_ tokens: Tokens) -> CubicBezier

  /// What to say when props change from `old` to `new` while the presence is `state`, if
  /// anything; each text is said at most once per task.
  static func announcement(from old: Resolved, to new: Resolved, state: PresenceState) -> String?

  /// Whether props changing from `old` to `new` begin a new task, whose words may be said again
  /// although they were said for the last (a second upload on the same bar). An insertion
  /// always begins one.
  static func startsNewTask(from old: Resolved, to new: Resolved) -> Bool
}

extension TimedComponent {
  /// Reads the whole resolved value and makes the frame from it.
  public static func frame(
    _ state: PresenceState, reading resolved: UnsafePointer<Resolved>, at time: Duration
  ) -> Frame {
    frame(state, resolved.pointee, at: time)
  }

  /// Most components say nothing of their own.
  public static func announcement(from old: Resolved, to new: Resolved, state: PresenceState)
    -> String?
  {
    nil
  }

  /// Most components have one task per insertion.
  public static func startsNewTask(from old: Resolved, to new: Resolved) -> Bool { false }
}

/// Resolved values a ``ComponentLifecycle`` can resolve again when the environment changes.
public protocol ResolvedComponent: PresenceContent {
  /// What the product set.
  associatedtype Props
  /// What the design system provided.
  associatedtype Tokens
  /// The props as given.
  var props: Props { get }
  /// The tokens they were resolved with.
  var tokens: Tokens { get }
  /// The fallbacks taken.
  var diagnostics: [Diagnostic] { get }
  /// The box the component takes once inserted.
  var box: BoxSize { get }
}

/// Something that happens to a component at a moment on its timeline.
public enum ComponentEvent<Props: Sendable & Equatable>: Sendable, Equatable {
  /// The component is put into a view: its show delay starts.
  case insert
  /// The component is taken out: it disappears at once, whatever its phase.
  case remove
  /// The component can no longer be seen: its cycle pauses; its delay and its entrance run on.
  case hide
  /// The component can be seen again: its cycle resumes where it paused.
  case show
  /// New props. What they draw applies at once; their timing applies from the next insertion.
  case setProps(Props)
  /// Reduced motion is turned on or off.
  case setReducedMotion(Bool)
  /// The layout direction of the place the component is in changes.
  case setDirection(ReadingDirection)
  /// The whole environment changes at once.
  case setEnvironment(ComponentEnvironment)
}

extension ComponentEvent: Hashable where Props: Hashable {}
