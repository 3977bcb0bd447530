/// When a component's frame will next change in a way a front must act on.
///
/// A driver asks after every frame it delivers, and sleeps accordingly: until an instant, until
/// the next event, or for one frame at its own rate while the frame changes continuously.
public enum NextChange: Sendable, Hashable {
  /// Nothing changes until the next event.
  case none
  /// The frame stays as it is until this time, on the component's timeline.
  case at(Duration)
  /// The frame changes from moment to moment (a turn, a pulse, a visible entrance); sample it
  /// at the rate the front can show.
  case continuous
}
