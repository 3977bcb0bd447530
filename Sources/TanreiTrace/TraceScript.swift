import TanreiCore

/// A component's side of a scenario: its props at the start and its events, read with the
/// component's own props decoder.
public struct TraceScript<Props: Sendable & Equatable>: Sendable {
  /// One event, with its time in milliseconds and the fallbacks its props took.
  public struct Event: Sendable {
    /// When, in milliseconds.
    public var at: Double
    /// What happens.
    public var event: ComponentEvent<Props>
    /// For a `set` event, the fallbacks taken while reading its props.
    public var diagnostics: [Diagnostic]
  }

  /// The props at the start.
  public var props: Props
  /// The fallbacks taken while reading them.
  public var propsDiagnostics: [Diagnostic]
  /// The events, sorted by time, those at the same time in the order written.
  public var events: [Event]

  /// How a component reads its props: the object, where it is, and the props it builds on.
  typealias Decoder = (JSONObject, String, Props) throws(JSONShapeError) -> (Props, [Diagnostic])

  static var eventKinds: [String] {
    ["insert", "remove", "hide", "show", "set", "reducedMotion", "direction"]
  }

  init(props: JSONValue?, events: [JSONValue], initial: Props, decode: Decoder)
    throws(JSONShapeError)
  {
    (self.props, propsDiagnostics) = try Self.read(props, path: "props", base: initial, decode)
    var propsInForce = self.props
    // Sorted first, so that a `set` builds on the props in force at its time.
    var timed: [(index: Int, value: JSONValue, at: Double)] = []
    for (index, value) in events.enumerated() {
      timed.append(
        (
          index, value,
          try TraceScenario.time(value.objectValue?["at"], path: "events[\(index)].at")
        ))
    }
    timed.sort { $0.at < $1.at || ($0.at == $1.at && $0.index < $1.index) }
    var result: [Event] = []
    for (index, value, at) in timed {
      let event = try Self.event(value, index: index, at: at, props: propsInForce, decode: decode)
      if case .setProps(let newProps) = event.event { propsInForce = newProps }
      result.append(event)
    }
    self.events = result
  }

  static func read(_ value: JSONValue?, path: String, base: Props, _ decode: Decoder)
    throws(JSONShapeError) -> (Props, [Diagnostic])
  {
    guard let value, !value.isNull else { return (base, []) }
    guard let object = value.objectValue else {
      throw JSONShapeError(
        path: path, "expected an object of props, found \(value.kindDescription)")
    }
    return try decode(object, path, base)
  }

  private static func event(
    _ value: JSONValue, index: Int, at: Double, props: Props, decode: Decoder
  ) throws(JSONShapeError) -> Event {
    let path = "events[\(index)]"
    guard let object = value.objectValue else {
      throw JSONShapeError(path: path, "an event is an object, not \(value.kindDescription)")
    }
    guard let kind = object["do"]?.stringValue else {
      throw JSONShapeError(
        path: path + ".do", "an event needs \"do\": one of \(eventKinds.joined(separator: ", "))")
    }
    let allowed: [String]
    switch kind {
    case "set": allowed = ["at", "do", "props"]
    case "reducedMotion", "direction": allowed = ["at", "do", "value"]
    default: allowed = ["at", "do"]
    }
    for key in object.keys where !allowed.contains(key) {
      throw JSONShapeError(path: "\(path).\(key)", "not part of a \"\(kind)\" event")
    }
    switch kind {
    case "insert": return Event(at: at, event: .insert, diagnostics: [])
    case "remove": return Event(at: at, event: .remove, diagnostics: [])
    case "hide": return Event(at: at, event: .hide, diagnostics: [])
    case "show": return Event(at: at, event: .show, diagnostics: [])
    case "set":
      guard object["props"]?.objectValue != nil else {
        throw JSONShapeError(path: path + ".props", "a \"set\" event needs a props object")
      }
      let (newProps, diagnostics) = try read(
        object["props"], path: path + ".props", base: props, decode)
      return Event(at: at, event: .setProps(newProps), diagnostics: diagnostics)
    case "reducedMotion":
      guard let flag = try TraceScenario.flag(object["value"], path: path + ".value") else {
        throw JSONShapeError(
          path: path + ".value", "a \"reducedMotion\" event needs a true or false value")
      }
      return Event(at: at, event: .setReducedMotion(flag), diagnostics: [])
    case "direction":
      guard let direction = try TraceScenario.direction(object["value"], path: path + ".value")
      else {
        throw JSONShapeError(
          path: path + ".value", "a \"direction\" event needs \"ltr\" or \"rtl\"")
      }
      return Event(at: at, event: .setDirection(direction), diagnostics: [])
    default:
      throw JSONShapeError(
        path: path + ".do",
        "\"\(kind)\" is not an event (events are \(eventKinds.joined(separator: ", ")))")
    }
  }
}
