/// Something said to a screen-reader user once, at a moment, without moving focus.
public struct Announcement: Sendable, Hashable, CustomStringConvertible {
  /// How urgently it is said.
  public enum Politeness: String, Sendable, Hashable {
    /// After what is being read.
    case polite
    /// Interrupting what is being read.
    case assertive
  }

  /// When, on the component's timeline.
  public var time: Duration
  /// What is said.
  public var text: String
  /// How urgently.
  public var politeness: Politeness

  /// `text`, said at `time`.
  public init(_ text: String, at time: Duration, politeness: Politeness = .polite) {
    self.time = time
    self.text = text
    self.politeness = politeness
  }

  /// "“Receipt uploaded” at 1.2 seconds (polite)".
  public var description: String { "“\(text)” at \(time) (\(politeness.rawValue))" }
}
