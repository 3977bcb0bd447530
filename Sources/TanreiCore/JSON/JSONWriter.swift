/// Writes a ``JSONValue`` as compact JSON text on one line.
///
/// Numbers are written so the same value always gives the same text: whole numbers without a
/// fraction ("300", not "300.0"), others rounded to ``fractionDigits`` decimal places with
/// trailing zeros dropped. Non-finite numbers, which JSON cannot carry, are written as `null`.
public struct JSONWriter: Sendable {
  /// Decimal places kept for numbers that are not whole.
  public var fractionDigits: Int

  /// A writer that keeps `fractionDigits` decimal places (6 by default).
  public init(fractionDigits: Int = 6) {
    self.fractionDigits = max(0, min(fractionDigits, 12))
  }

  /// The text of `value`.
  public func string(from value: JSONValue) -> String {
    var output = ""
    write(value, into: &output)
    return output
  }

  private func write(_ value: JSONValue, into output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let truth): output += truth ? "true" : "false"
    case .number(let number): output += format(number)
    case .string(let text): writeString(text, into: &output)
    case .array(let elements):
      output += "["
      for (offset, element) in elements.enumerated() {
        if offset > 0 { output += "," }
        write(element, into: &output)
      }
      output += "]"
    case .object(let object):
      output += "{"
      for (offset, member) in object.members.enumerated() {
        if offset > 0 { output += "," }
        writeString(member.key, into: &output)
        output += ":"
        write(member.value, into: &output)
      }
      output += "}"
    }
  }

  /// The text this writer gives `number`.
  public func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    // Past 10^15 a Double has no fractional digits left to round, and scaling it could overflow
    // to infinity; Swift's shortest round-tripping text ("1e+300") is already JSON.
    guard abs(number) < 1e15 else { return number.description }
    var scale = 1.0
    for _ in 0..<fractionDigits { scale *= 10 }
    let rounded = (number * scale).rounded() / scale
    if rounded == 0 { return "0" }
    if rounded.rounded() == rounded, abs(rounded) < 1e15 {
      return String(Int64(rounded))
    }
    let whole = rounded < 0 ? (-rounded).rounded(.down) : rounded.rounded(.down)
    var fraction = Int64(((abs(rounded) - whole) * scale).rounded())
    var digits = fractionDigits
    while digits > 0, fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    let padded = String(repeating: "0", count: max(0, digits - fractionText.count)) + fractionText
    return (rounded < 0 ? "-" : "") + String(Int64(whole)) + "." + padded
  }

  private func writeString(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{00}"..."\u{1F}", "\u{7F}":
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
