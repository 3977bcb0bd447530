/// The input read as the arguments of calls; past its end every read is 0.
struct InputReader {
  let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var isAtEnd: Bool { index >= bytes.count }

  mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  mutating func int32() -> Int32 {
    var value: UInt32 = 0
    for shift in stride(from: 0, to: 32, by: 8) { value |= UInt32(byte()) << UInt32(shift) }
    return Int32(bitPattern: value)
  }

  mutating func double() -> Double {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
    return Double(bitPattern: value)
  }

  mutating func bytes(_ count: Int) -> [UInt8] {
    let end = min(bytes.count, index + count)
    defer { index = max(index, end) }
    return index < end ? Array(bytes[index..<end]) : []
  }

  /// One of `values`, chosen by the next byte.
  mutating func pick<Value>(_ values: [Value]) -> Value {
    values[Int(byte()) % values.count]
  }
}
