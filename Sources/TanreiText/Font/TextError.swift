/// Why text could not be set: no font matched, or a font file could not be read.
public struct TextError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, in words.
  public var message: String

  /// An error saying `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
