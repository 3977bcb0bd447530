/// One input from libFuzzer, and the checks a fuzz target makes on what the code did with it.
///
/// A failed check ends the process with its message; libFuzzer reports that as a crash and
/// keeps the input that caused it.
public struct FuzzInput {
  /// The input's bytes.
  public let bytes: [UInt8]

  /// The input libFuzzer passes to `LLVMFuzzerTestOneInput`.
  public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    guard let data, size > 0 else {
      bytes = []
      return
    }
    bytes = Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// The bytes as text, malformed UTF-8 replaced by U+FFFD.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The first byte, and the text of the rest: a choice and what it applies to.
  public var choiceAndText: (choice: UInt8, text: String) {
    guard let first = bytes.first else { return (0, "") }
    return (first, String(decoding: bytes.dropFirst(), as: UTF8.self))
  }
}

/// Ends the run with `message` unless `condition` holds.
public func require(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  if !condition() { fatalError(message(), file: file, line: line) }
}
