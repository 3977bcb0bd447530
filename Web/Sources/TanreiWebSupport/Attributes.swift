import CTanreiWebHost
import TanreiCore

/// How an attribute's text becomes a value, as HTML reads numbers and as the spec's Web
/// column asks: an attribute that is empty or is not a finite decimal number is no number.
public enum Attributes {
  /// The number `text` writes, or `nil` when it is not a finite decimal number: an optional
  /// sign, digits with an optional fraction (or a fraction alone), an optional exponent, with
  /// the ASCII white space HTML allows around it. Hexadecimal, `Infinity` and `NaN` are not.
  public static func number(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
    let trimmed = trimmed(text)
    guard isDecimal(trimmed), let address = trimmed.baseAddress else { return nil }
    // The syntax is checked here; the correctly rounded value is the page's to give.
    let value = tanrei_host_number(address, trimmed.count)
    return value.isFinite ? value : nil
  }

  /// A time attribute: `nil` (the token) when absent; the number of milliseconds it writes; or,
  /// when it writes none, `nil` with `invalid` reported (LDG-14). A time beyond
  /// ``ElementTime/limit`` is taken as the limit, and reported as out of range.
  public static func time(
    _ text: UnsafeBufferPointer<UInt8>, present: Bool, invalid: Diagnostic.Code,
    diagnostics: inout DiagnosticSet
  ) -> Double? {
    guard present else { return nil }
    guard let value = number(text) else {
      diagnostics.insert(invalid)
      return nil
    }
    guard value.magnitude > ElementTime.limit else { return value }
    diagnostics.insert(.valueOutOfRange)
    return value < 0 ? -ElementTime.limit : ElementTime.limit
  }

  /// The entrance an `entrance` attribute asks for: absent or `auto`, the cascade's choice
  /// (`cascade`, the custom property's value, trimmed), or the system's where that is empty: a
  /// custom property nobody set is no unknown name.
  public static func entrance(
    _ text: UnsafeBufferPointer<UInt8>, present: Bool, cascade: UnsafeBufferPointer<UInt8>
  ) -> EntranceChoice {
    let written = present ? EntranceChoice(utf8: text) : .system
    let chosen = trimmed(cascade)
    guard written == .system, !chosen.isEmpty else { return written }
    return EntranceChoice(utf8: chosen)
  }

  /// `text` without the ASCII white space HTML allows around a value.
  @inline(never)
  public static func trimmed(_ text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
    var start = 0
    var end = text.count
    while start < end, isSpace(text[start]) { start += 1 }
    while end > start, isSpace(text[end - 1]) { end -= 1 }
    return UnsafeBufferPointer(rebasing: text[start..<end])
  }

  private static func isDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    func digits() -> Int {
      let start = i
      while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
      return i - start
    }
    if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
    var count = digits()
    if i < bytes.count, bytes[i] == 0x2E {
      i += 1
      count += digits()
    }
    guard count > 0 else { return false }
    if i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {
      i += 1
      if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
      guard digits() > 0 else { return false }
    }
    return i == bytes.count
  }
}

/// The number the first `length` bytes of the text buffer write, as ``Attributes/number(_:)``
/// reads an attribute: what a number property reads back; NaN for none.
@_expose(wasm, "tanrei_number")
@_cdecl("tanrei_number")
public func tanreiNumber(_ length: Int32) -> Double {
  var texts = TextCursor()
  guard let text = texts.next(length) else { return .nan }
  return Attributes.number(text) ?? .nan
}
