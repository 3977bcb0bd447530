/// Why a scenario could not be traced: the file is not JSON, or not a scenario.
///
/// The message names the member at fault (`events[2].at: -5 is negative…`); the command line
/// prints it and exits with status 2.
public struct TraceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, and where.
  public var message: String

  /// An error saying `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
