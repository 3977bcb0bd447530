import Testing

@testable import TanreiCore

@Suite("JSONParser reads RFC 8259 JSON and says where it stopped")
struct JSONParserTests {
  @Test("values of every kind, object keys in written order")
  func values() throws {
    let value = try JSONParser.parse(
      #"{"z": 1, "a": [true, false, null, -2.5e3, "x"], "m": {}}"#)
    let object = try #require(value.objectValue)
    #expect(object.keys == ["z", "a", "m"])
    #expect(
      object["a"] == .array([.bool(true), .bool(false), .null, .number(-2500), .string("x")]))
    #expect(object["m"] == .object(JSONObject()))
  }

  @Test("escapes, including surrogate pairs")
  func escapes() throws {
    let value = try JSONParser.parse(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00""#)
    #expect(value == .string("a\"b\\c/d\n\té😀"))
  }

  @Test("a key written twice keeps its last value")
  func duplicateKeys() throws {
    let object = try #require(try JSONParser.parse(#"{"a": 1, "a": 2}"#).objectValue)
    #expect(object["a"] == .number(2))
  }

  @Test("a number too large for a double reads as infinity, for the reader to refuse by name")
  func hugeNumber() throws {
    #expect(try JSONParser.parse("1e999") == .number(.infinity))
  }

  @Test(
    "malformed text is refused with its line and column",
    arguments: [
      ("", 1, 1, "the text ends where a value was expected"),
      ("{\"a\" 1}", 1, 6, "expected ':' after the member name \"a\""),
      ("[1,]", 1, 4, "expected a value"),
      ("[1 2]", 1, 4, "expected ',' or ']' after an element"),
      ("{\n  \"a\": tru\n}", 2, 8, "expected 'true'"),
      ("\"unterminated", 1, 14, "the text ends inside a string"),
      ("\"tab\there\"", 1, 5, "a control character must be escaped inside a string"),
      ("01", 1, 2, "unexpected text after the JSON value"),
      ("-", 1, 2, "expected a digit"),
      ("1.", 1, 3, "expected a digit after the decimal point"),
      ("\"\\ud800x\"", 1, 8, "a high surrogate must be followed by a low surrogate"),
      ("\"\\q\"", 1, 3, "unknown escape '\\q'"),
      ("{} {}", 1, 4, "unexpected text after the JSON value"),
    ])
  func malformed(text: String, line: Int, column: Int, message: String) {
    let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
    #expect(error?.line == line)
    #expect(error?.column == column)
    #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
  }

  @Test("nesting deeper than the limit is refused rather than risking the stack")
  func depthLimit() {
    let deep = String(repeating: "[", count: JSONParser.maximumDepth + 1)
    let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(deep) }
    #expect(error?.message.contains("nesting deeper") == true)
    let fine = String(repeating: "[", count: 50) + String(repeating: "]", count: 50)
    #expect(throws: Never.self) { try JSONParser.parse(fine) }
  }
}

@Suite("JSONWriter writes stable, compact JSON")
struct JSONWriterTests {
  @Test(
    "numbers: whole ones without a fraction, others to six places, non-finite as null",
    arguments: [
      (300.0, "300"), (-0.0, "0"), (0.1 + 0.2, "0.3"), (0.8778336048, "0.877834"),
      (-12.5, "-12.5"), (1e-9, "0"), (.infinity, "null"), (.nan, "null"), (1e20, "1e+20"),
    ])
  func numbers(value: Double, text: String) {
    #expect(JSONWriter().format(value) == text)
  }

  /// Found by fuzz-json: 1e303 scaled by 10^6 overflowed to infinity and was written "inf".
  @Test(
    "numbers too large to round keep their value and read back",
    arguments: [1e15, 1e303, -1.7976931348623157e308, 123_456_789_012_345_680.0])
  func largeNumbers(value: Double) throws {
    let text = JSONWriter().format(value)
    #expect(try JSONParser.parse(text) == .number(value), "\(text)")
  }

  @Test("strings escape what JSON requires, and keys keep their order")
  func stringsAndOrder() {
    let value = JSONValue.object(
      JSONObject([("b", .string("q\"\\\n\u{01}é")), ("a", .array([.null, .bool(true)]))]))
    #expect(JSONWriter().string(from: value) == #"{"b":"q\"\\\n\u0001é","a":[null,true]}"#)
  }

  @Test("what the writer writes, the parser reads back")
  func roundTrip() throws {
    let value = JSONValue.object(
      JSONObject([
        ("n", .number(0.25)), ("s", .string("tab\tand \u{7f}")), ("o", .object(JSONObject())),
      ]))
    #expect(try JSONParser.parse(JSONWriter().string(from: value)) == value)
  }
}
