/// Something that happens to a loading indicator at a moment on its timeline.
public enum LoadingIndicatorEvent: Sendable, Hashable {
  /// The indicator is put into a view: its show delay starts (LDG-11).
  case insert
  /// The indicator is taken out: it disappears at once, whatever its phase (LDG-16).
  case remove
  /// The indicator can no longer be seen (scrolled away, a hidden ancestor, an app in the
  /// background): its cycle pauses; its delay and its entrance run on (LDG-7, LDG-13, LDG-15).
  case hide
  /// The indicator can be seen again: its cycle resumes where it paused.
  case show
  /// New props. Size, contained and label apply at once; showDelay, entrance and enterDuration
  /// apply from the next insertion (LDG-16).
  case setProps(LoadingIndicatorProps)
  /// Reduced motion is turned on or off.
  case setReducedMotion(Bool)
  /// The layout direction of the place the indicator is in changes (LDG-17).
  case setDirection(LayoutDirection)
  /// The whole environment changes at once.
  case setEnvironment(ComponentEnvironment)
}

/// A ``LoadingIndicatorEvent`` with the time it happened at.
public struct TimedLoadingIndicatorEvent: Sendable, Hashable {
  /// When, on the indicator's timeline.
  public var time: Duration
  /// What.
  public var event: LoadingIndicatorEvent

  /// `event` at `time`.
  public init(_ event: LoadingIndicatorEvent, at time: Duration) {
    self.time = time
    self.event = event
  }
}
