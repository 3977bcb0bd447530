// How values cross between the module and its host page.
//
// Numbers cross as they are: a wasm function takes and returns i32 and f64, which JavaScript
// sees as numbers. Text crosses as UTF-8 in two buffers the module owns, so that the host never
// hands the module an address: it asks for the input buffer with `tanrei_input(capacity)`,
// writes its bytes there and passes only their count, which the module checks against the
// capacity; a result is written to the output buffer, whose address is `tanrei_output()`, and the
// function that wrote it returns its byte count (or a negative error code), which
// `tanrei_output_length()` also gives until the next write.

import TanreiCore

/// The most bytes of text the host may pass at once: well above any props object, and low
/// enough that a wrong length cannot make the module ask for more memory than a page has.
let maximumInputBytes = 1 << 20

/// The negative results an exported function returns instead of a count or handle.
enum ExportError: Int32 {
  /// No lifecycle has this handle (never made, or destroyed).
  case unknownHandle = -1
  /// A time that is not a finite number, or beyond ``Exchange/maximumMilliseconds``.
  case invalidTime = -2
  /// An event or mode code the module does not know.
  case unknownCode = -3
  /// The input is not JSON, or not a props object; the output holds the reason.
  case invalidInput = -4
  /// A length below 0 or above the input buffer's capacity.
  case invalidLength = -5
  /// The frame has nothing of what was asked (no accessible name while waiting, say).
  case nothing = -6
  /// Too many lifecycles at once.
  case tooMany = -7
}

/// The page's `Number()` of `length` UTF-8 bytes at `text`: the import `env.tanrei_parse_double`,
/// through Shim/libc.c, so that it is called with C's convention, two parameters.
@_extern(c, "tanrei_host_number")
private func hostNumber(_ text: UnsafePointer<UInt8>?, _ length: Int) -> Double

/// The module's two buffers and its time conversion; one thread only, as wasm has.
enum Exchange {
  /// The value of `text`, a decimal number that ``Attributes/isDecimal(_:)`` accepted,
  /// correctly rounded, as `Double(text)` gives it. The host converts, as it does for
  /// `Double(String)`, which would also link the standard library's C-string conversion;
  /// optional only so that it reads where `Double(text)` did.
  static func decimal(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { bytes in hostNumber(bytes.baseAddress, bytes.count) }
  }

  nonisolated(unsafe) private static var input = UnsafeMutableRawBufferPointer(start: nil, count: 0)
  nonisolated(unsafe) private static var output = UnsafeMutableRawBufferPointer(
    start: nil, count: 0)
  nonisolated(unsafe) private static var outputCount = 0

  /// The input buffer, grown to at least `capacity` bytes; `nil` for a capacity out of range.
  static func inputBuffer(capacity: Int) -> UnsafeMutableRawBufferPointer? {
    guard capacity >= 0, capacity <= maximumInputBytes else { return nil }
    if input.count < max(capacity, 1) {
      input.deallocate()
      input = .allocate(byteCount: max(capacity, 64), alignment: 8)
    }
    return input
  }

  /// The first `count` bytes of the input buffer as text; `nil` for a count out of range.
  /// Bytes that are not UTF-8 become U+FFFD, as `String(decoding:as:)` repairs them.
  static func inputText(count: Int) -> String? {
    guard count >= 0, count <= input.count else { return nil }
    return String(decoding: UnsafeRawBufferPointer(rebasing: input[..<count]), as: UTF8.self)
  }

  /// The output buffer's address.
  static var outputAddress: UnsafeMutableRawPointer? { output.baseAddress }

  /// The byte count of the last output.
  static var outputLength: Int { outputCount }

  /// The input buffer's first bytes cut into consecutive texts of `counts` bytes; `nil` when
  /// they do not fit in it.
  static func inputTexts(_ counts: [Int]) -> [String]? {
    var start = 0
    var texts: [String] = []
    for count in counts {
      guard count >= 0, count <= input.count - start else { return nil }
      let bytes = UnsafeRawBufferPointer(rebasing: input[start..<start + count])
      texts.append(String(decoding: bytes, as: UTF8.self))
      start += count
    }
    return texts
  }

  /// Makes `text` the output; returns its byte count.
  static func write(_ text: String) -> Int32 {
    var text = text
    return text.withUTF8 { bytes in write(bytes: UnsafeRawBufferPointer(bytes)) }
  }

  /// `diagnostics` one per line, as `code: message`.
  static func lines(_ diagnostics: [Diagnostic]) -> String {
    var text = ""
    for diagnostic in diagnostics {
      text += diagnostic.code.rawValue + ": " + diagnostic.message + "\n"
    }
    return text
  }

  /// Makes `bytes` the output; returns their count.
  static func write(bytes: UnsafeRawBufferPointer) -> Int32 {
    reserveOutput(bytes.count)
    if let source = bytes.baseAddress, let destination = output.baseAddress, bytes.count > 0 {
      destination.copyMemory(from: source, byteCount: bytes.count)
    }
    outputCount = bytes.count
    return Int32(truncatingIfNeeded: bytes.count)
  }

  /// Makes `values` the output, as consecutive little-endian doubles (a `Float64Array` reads
  /// them); returns their byte count.
  static func write(doubles values: [Double]) -> Int32 {
    values.withUnsafeBytes { write(bytes: $0) }
  }

  private static func reserveOutput(_ count: Int) {
    guard output.count < count else { return }
    output.deallocate()
    output = .allocate(byteCount: max(count, 256), alignment: 8)
  }

  /// The latest time, either side of zero, the host may name: about 31 years of milliseconds,
  /// far inside what a `Duration` holds, so that no arithmetic on it can overflow.
  static let maximumMilliseconds = 1e12

  /// A time prop: `nil`, which takes the token, for NaN or another value that is not finite.
  static func optionalTime(_ milliseconds: Double) -> Duration? {
    milliseconds.isFinite ? Duration.fromMilliseconds(milliseconds) : nil
  }

  /// `milliseconds` as a duration on a lifecycle's timeline; `nil` when not finite or too far.
  static func time(_ milliseconds: Double) -> Duration? {
    guard milliseconds.isFinite, milliseconds.magnitude <= maximumMilliseconds else { return nil }
    return Duration.fromMilliseconds(milliseconds)
  }
}
