import CTanreiWebHost

/// The texts of a call, read one after another from the text buffer by their byte counts.
public struct TextCursor {
  private var offset = 0

  /// A cursor at the buffer's start.
  public init() {}

  /// The next `count` bytes; `nil` when `count` is negative or runs past the buffer.
  public mutating func next(_ count: Int32) -> UnsafeBufferPointer<UInt8>? {
    let count = Int(count)
    guard count >= 0, count <= tanrei_text_capacity() - offset else { return nil }
    let bytes = UnsafeBufferPointer(start: UnsafePointer(tanrei_text()) + offset, count: count)
    offset += count
    return bytes
  }

  /// Writes `text` into the text buffer after its first `count` bytes; returns the length of
  /// the whole, or `nil` when it does not fit.
  public static func append(_ text: StaticString, after count: Int) -> Int? {
    let length = text.utf8CodeUnitCount
    guard count >= 0, count + length <= tanrei_text_capacity() else { return nil }
    (tanrei_text() + count).update(from: text.utf8Start, count: length)
    return count + length
  }
}
