import FuzzSupport
import TanreiCore

/// Any bytes given to the JSON parser: a value or an error with a place, never a crash. A value
/// read is written and read again, and writing that gives the same text: the writer's output is
/// always JSON the parser takes back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let input = FuzzInput(data, size)
  let value: JSONValue
  do {
    value = try JSONParser.parse(utf8: input.bytes)
  } catch {
    require(error.line >= 1 && error.column >= 1, "an error outside the text: \(error)")
    require(!error.message.isEmpty, "an error without a message")
    return 0
  }
  let writer = JSONWriter()
  let text = writer.string(from: value)
  let again: JSONValue
  do {
    again = try JSONParser.parse(text)
  } catch {
    fatalError("the writer's text does not read back: \(error)\n\(text)")
  }
  require(writer.string(from: again) == text, "writing what was read back changes it:\n\(text)")
  return 0
}
