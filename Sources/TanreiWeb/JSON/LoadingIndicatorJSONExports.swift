import TanreiCore

// Props as JSON, as trace scenarios write them: built only with `scripts/build-web-core --json`,
// since the parser, the props reader and reading numbers from text add about a quarter to the
// module (see WEB-CORE-NOTES.md), and a page can pass each prop as a number or a text instead.

/// Sets the props of `handle` at `milliseconds` from the JSON object in the first `length`
/// bytes of the input buffer, as a trace scenario writes them (`{"size": "small", …}`; members
/// left out keep their value). Returns the byte count of the diagnostics reading them raised,
/// written to the output one per line as `code: message` (usually 0), or a negative code; on
/// `-4` the output holds the reason.
@_expose(wasm, "tanrei_indicator_set_props_json")
@_cdecl("tanrei_indicator_set_props_json")
public func tanreiIndicatorSetPropsJSON(_ handle: Int32, _ length: Int32, _ milliseconds: Double)
  -> Int32
{
  guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
  guard let text = Exchange.inputText(count: Int(length)) else {
    return ExportError.invalidLength.rawValue
  }
  return withIndicator(handle) { lifecycle in
    let value: JSONValue
    do throws(JSONParseError) {
      value = try JSONParser.parse(text)
    } catch {
      _ = Exchange.write(error.description)
      return ExportError.invalidInput.rawValue
    }
    guard let object = value.objectValue else {
      _ = Exchange.write("props must be a JSON object")
      return ExportError.invalidInput.rawValue
    }
    do throws(JSONShapeError) {
      let (props, diagnostics) = try LoadingIndicatorProps.decode(object, base: lifecycle.props)
      lifecycle.apply(.setProps(props), at: time)
      return Exchange.write(Exchange.lines(diagnostics))
    } catch {
      _ = Exchange.write(error.description)
      return ExportError.invalidInput.rawValue
    }
  } ?? ExportError.unknownHandle.rawValue
}
