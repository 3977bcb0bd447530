/// A JSON document that parsed but does not have the shape a reader needs: a member of the wrong
/// kind, an unknown member, a value out of range.
///
/// The ``path`` names the member as a person would look for it in the file
/// (`events[3].at`, `props.size`).
public struct JSONShapeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where in the document: `props.size`, `events[2].do`.
  public var path: String
  /// What is wrong there.
  public var message: String

  /// An error at `path` saying `message`.
  public init(path: String, _ message: String) {
    self.path = path
    self.message = message
  }

  /// "events[2].at: -5 is negative; times count milliseconds from 0".
  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
