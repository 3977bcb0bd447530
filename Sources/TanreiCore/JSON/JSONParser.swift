/// Reads JSON text (RFC 8259) into a ``JSONValue``.
///
/// Errors carry the line and column of the first character that could not be read, counted from
/// 1, so a message can point a person at the spot in their file. Nesting deeper than
/// ``maximumDepth`` is refused rather than risking the stack on hostile input.
public struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  /// Parses `text` and returns its value, or throws a ``JSONParseError``.
  public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    var parser = JSONParser(bytes: Array(text.utf8))
    return try parser.parseDocument()
  }

  /// Parses UTF-8 `bytes` and returns their value, or throws a ``JSONParseError``.
  public static func parse(utf8 bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    return try parser.parseDocument()
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    let value = try parseValue()
    skipWhitespace()
    guard index == bytes.count else { throw error("unexpected text after the JSON value") }
    return value
  }

  private mutating func parseValue() throws(JSONParseError) -> JSONValue {
    guard index < bytes.count else { throw error("the text ends where a value was expected") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("expected a value (object, array, string, number, true, false or null)")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONParseError)
    -> JSONValue
  {
    let expected = Array(word.utf8)
    guard bytes.count - index >= expected.count,
      bytes[index..<index + expected.count].elementsEqual(expected)
    else { throw error("expected '\(word)'") }
    index += expected.count
    return value
  }

  private mutating func enterContainer() throws(JSONParseError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(JSONParseError) -> JSONValue {
    try enterContainer()
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(JSONObject(members))
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a member name in double quotes")
      }
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the member name \"\(key)\"")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue()
      members.append((key, value))
      skipWhitespace()
      guard index < bytes.count else { throw error("the text ends inside an object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else {
        throw error("expected ',' or '}' after a member")
      }
      index += 1
      depth -= 1
      return .object(JSONObject(members))
    }
  }

  private mutating func parseArray() throws(JSONParseError) -> JSONValue {
    try enterContainer()
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else { throw error("the text ends inside an array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else {
        throw error("expected ',' or ']' after an element")
      }
      index += 1
      depth -= 1
      return .array(elements)
    }
  }

  private mutating func parseString() throws(JSONParseError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flushRun(_ parser: JSONParser, to end: Int, into scalars: inout String.UnicodeScalarView) {
      if end > runStart {
        scalars.append(
          contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
      }
    }
    while true {
      guard index < bytes.count else { throw error("the text ends inside a string") }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        flushRun(self, to: index, into: &scalars)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flushRun(self, to: index, into: &scalars)
        index += 1
        scalars.append(try parseEscape())
        runStart = index
      case 0..<0x20:
        throw error("a control character must be escaped inside a string")
      default:
        index += 1
      }
    }
  }

  private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
    guard index < bytes.count else { throw error("the text ends inside an escape") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let first = try parseHexQuad()
      if (0xD800..<0xDC00).contains(first) {
        guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error("a high surrogate must be followed by a low surrogate") }
        index += 2
        let second = try parseHexQuad()
        guard (0xDC00..<0xE000).contains(second) else {
          throw error("a high surrogate must be followed by a low surrogate")
        }
        let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        guard let scalar = Unicode.Scalar(combined) else {
          throw error("invalid escaped character")
        }
        return scalar
      }
      guard let scalar = Unicode.Scalar(first) else {
        throw error("a lone low surrogate is not a character")
      }
      return scalar
    default:
      index -= 1
      throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))'")
    }
  }

  private mutating func parseHexQuad() throws(JSONParseError) -> UInt32 {
    guard bytes.count - index >= 4 else { throw error("expected four hexadecimal digits") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("expected a hexadecimal digit")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(JSONParseError) -> Double {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw error("expected a digit")
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("expected a digit after the decimal point")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("expected a digit in the exponent")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text) else {
      index = start
      throw error("'\(text)' is not a number")
    }
    // A literal too large for a Double reads as infinity; it stays infinite so that the reader
    // of the value can refuse it by name, as it refuses any non-finite time.
    return value
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        index += 1
      default:
        return
      }
    }
  }

  private func error(_ message: String) -> JSONParseError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONParseError(message: message, line: line, column: column)
  }
}

/// Why a JSON text could not be read, and where.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, in words.
  public var message: String
  /// The line of the offending character, from 1.
  public var line: Int
  /// The column of the offending character, from 1, counted in characters.
  public var column: Int

  /// "line 3, column 7: expected ':' after the member name \"size\"".
  public var description: String { "line \(line), column \(column): \(message)" }
}
