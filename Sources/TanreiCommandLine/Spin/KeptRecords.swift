/// Stretches of a command's output, each with the stream it went to, laid out as bytes that
/// can be kept anywhere — in memory or in a file — and read back in the order written.
///
/// A record is a header of five bytes, the stream (1 or 2) and the stretch's length as a
/// little-endian 32-bit number, then the stretch.
enum KeptRecords {
  /// The bytes before each stretch.
  static let headerSize = 5

  /// Appends a record of `stretch`, written to `stream`, to `bytes`.
  static func append(_ stretch: ArraySlice<UInt8>, stream: Int32, to bytes: inout [UInt8]) {
    let length = UInt32(stretch.count)
    bytes.append(UInt8(truncatingIfNeeded: stream))
    for shift in stride(from: 0, to: 32, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: length >> UInt32(shift)))
    }
    bytes.append(contentsOf: stretch)
  }

  /// Hands each whole record at the start of `bytes` to `body`, in order, and answers how many
  /// bytes they took: a record cut short at the end is left for the caller to complete.
  static func read(
    _ bytes: ArraySlice<UInt8>, _ body: (_ stretch: ArraySlice<UInt8>, _ stream: Int32) -> Void
  ) -> Int {
    var start = bytes.startIndex
    while bytes.endIndex - start >= headerSize {
      var length = 0
      for index in 0..<4 { length |= Int(bytes[start + 1 + index]) << (8 * index) }
      let end = start + headerSize + length
      guard end <= bytes.endIndex else { break }
      body(bytes[(start + headerSize)..<end], Int32(bytes[start]))
      start = end
    }
    return start - bytes.startIndex
  }
}
