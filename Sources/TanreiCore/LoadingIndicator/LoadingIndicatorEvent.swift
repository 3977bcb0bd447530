/// Something that happens to a loading indicator at a moment on its timeline.
///
/// Inserted, the indicator's show delay starts (LDG-11); removed, it disappears at once whatever
/// its phase (LDG-16); hidden, its cycle pauses while its delay and entrance run on (LDG-7,
/// LDG-13, LDG-15); new props apply at once for size, contained and label, and from the next
/// insertion for showDelay, entrance and enterDuration (LDG-16); a change of direction redraws
/// nothing (LDG-17).
public typealias LoadingIndicatorEvent = ComponentEvent<LoadingIndicatorProps>

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
