import TanreiCore

/// A scenario for the conformance harness: a component's props and environment, timed events,
/// and the times at which to sample its frame. Times are milliseconds.
///
/// ```json
/// {"props": {"label": "Loading"}, "environment": {"reducedMotion": false},
///  "events": [{"at": 0, "do": "insert"}, {"at": 900, "do": "remove"}],
///  "samples": [0, 299, 300, 425, 1300]}
/// ```
///
/// Events may be listed in any order; they are applied by time, those at the same time in the
/// order written. A `set` event changes the props it names, from the props in force: a member
/// that is `null` goes back to its default, one that is absent stays as it was.
public struct TraceScenario: Sendable {
  /// The components a scenario can drive.
  public static let components = ["loading-indicator"]

  /// The component, `loading-indicator` unless the scenario says otherwise.
  public var component: String
  /// The props at the start.
  public var props: LoadingIndicatorProps
  /// The environment at the start.
  public var environment: ComponentEnvironment
  /// The events, sorted by time.
  public var events: [Event]
  /// The sample times in milliseconds, in the order written.
  public var samples: [Double]
  /// Fallbacks taken while reading the initial props (non-finite times).
  public var propsDiagnostics: [Diagnostic]

  /// One event of a scenario.
  public struct Event: Sendable {
    /// When, in milliseconds.
    public var at: Double
    /// What happens.
    public var event: LoadingIndicatorEvent
    /// For a `set` event, the fallbacks taken while reading its props.
    public var diagnostics: [Diagnostic]
  }

  /// Reads a scenario from JSON text.
  public static func parse(_ text: String) throws(TraceError) -> TraceScenario {
    let root: JSONValue
    do {
      root = try JSONParser.parse(text)
    } catch {
      throw TraceError("the scenario is not valid JSON: \(error)")
    }
    do {
      return try TraceScenario(json: root)
    } catch {
      throw TraceError(error.description)
    }
  }

  private static let topLevelKeys = ["component", "props", "environment", "events", "samples"]
  private static let environmentKeys = [
    "reducedMotion", "direction", "removesAllAnimations", "motionScale",
  ]
  private static let eventKinds = [
    "insert", "remove", "hide", "show", "set", "reducedMotion", "direction",
  ]

  init(json root: JSONValue) throws(JSONShapeError) {
    guard let object = root.objectValue else {
      throw JSONShapeError(path: "", "a scenario is a JSON object, not \(root.kindDescription)")
    }
    for key in object.keys where !Self.topLevelKeys.contains(key) {
      throw JSONShapeError(
        path: key, "not part of a scenario (it has \(Self.topLevelKeys.joined(separator: ", ")))")
    }

    component = "loading-indicator"
    if let value = object["component"], !value.isNull {
      guard let name = value.stringValue else {
        throw JSONShapeError(path: "component", "expected a string, found \(value.kindDescription)")
      }
      guard Self.components.contains(name) else {
        throw JSONShapeError(
          path: "component",
          "\"\(name)\" is not a component this harness drives (it drives \(Self.components.joined(separator: ", ")))"
        )
      }
      component = name
    }

    (props, propsDiagnostics) = try Self.decodeProps(object["props"], path: "props", base: .init())
    environment = try Self.decodeEnvironment(object["environment"])

    guard let eventList = object["events"]?.arrayValue else {
      throw JSONShapeError(path: "events", "a scenario needs an events array")
    }
    var events: [Event] = []
    var propsInForce = props
    // Sorted first so that a `set` builds on the props in force at its time.
    let ordered = try eventList.enumerated().map { (index, value) throws(JSONShapeError) in
      (index, value, try Self.time(value.objectValue?["at"], path: "events[\(index)].at"))
    }.sorted { $0.2 < $1.2 || ($0.2 == $1.2 && $0.0 < $1.0) }
    for (index, value, at) in ordered {
      let event = try Self.decodeEvent(value, index: index, at: at, props: propsInForce)
      if case .setProps(let newProps) = event.event { propsInForce = newProps }
      events.append(event)
    }
    self.events = events

    guard let sampleList = object["samples"]?.arrayValue else {
      throw JSONShapeError(path: "samples", "a scenario needs a samples array of times in ms")
    }
    var samples: [Double] = []
    for (index, value) in sampleList.enumerated() {
      samples.append(try Self.time(value, path: "samples[\(index)]"))
    }
    self.samples = samples
  }

  private static func decodeProps(_ value: JSONValue?, path: String, base: LoadingIndicatorProps)
    throws(JSONShapeError) -> (LoadingIndicatorProps, [Diagnostic])
  {
    guard let value, !value.isNull else { return (base, []) }
    guard let object = value.objectValue else {
      throw JSONShapeError(
        path: path, "expected an object of props, found \(value.kindDescription)")
    }
    return try LoadingIndicatorProps.decode(object, path: path, base: base)
  }

  private static func decodeEnvironment(_ value: JSONValue?) throws(JSONShapeError)
    -> ComponentEnvironment
  {
    var environment = ComponentEnvironment()
    guard let value, !value.isNull else { return environment }
    guard let object = value.objectValue else {
      throw JSONShapeError(
        path: "environment", "expected an object, found \(value.kindDescription)")
    }
    for key in object.keys where !environmentKeys.contains(key) {
      throw JSONShapeError(
        path: "environment.\(key)",
        "not part of the environment (it has \(environmentKeys.joined(separator: ", ")))")
    }
    if let flag = try flag(object["reducedMotion"], path: "environment.reducedMotion") {
      environment.reducedMotion = flag
    }
    if let flag = try flag(object["removesAllAnimations"], path: "environment.removesAllAnimations")
    {
      environment.reducedMotionRemovesAllAnimations = flag
    }
    if let direction = try direction(object["direction"], path: "environment.direction") {
      environment.direction = direction
    }
    if let scale = object["motionScale"], !scale.isNull {
      // A negative scale is the core's to refuse, with a diagnostic; only the kind is checked here.
      guard let number = scale.numberValue else {
        throw JSONShapeError(
          path: "environment.motionScale", "expected a number, found \(scale.kindDescription)")
      }
      environment.motionScale = number
    }
    return environment
  }

  private static func decodeEvent(
    _ value: JSONValue, index: Int, at: Double, props: LoadingIndicatorProps
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
      let (newProps, diagnostics) = try decodeProps(
        object["props"], path: path + ".props", base: props)
      return Event(at: at, event: .setProps(newProps), diagnostics: diagnostics)
    case "reducedMotion":
      guard let flag = try flag(object["value"], path: path + ".value") else {
        throw JSONShapeError(
          path: path + ".value", "a \"reducedMotion\" event needs a true or false value")
      }
      return Event(at: at, event: .setReducedMotion(flag), diagnostics: [])
    case "direction":
      guard let direction = try direction(object["value"], path: path + ".value") else {
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

  private static func time(_ value: JSONValue?, path: String) throws(JSONShapeError) -> Double {
    guard let value else { throw JSONShapeError(path: path, "a time in milliseconds is needed") }
    guard let number = value.numberValue else {
      throw JSONShapeError(
        path: path, "expected a number of milliseconds, found \(value.kindDescription)")
    }
    guard number.isFinite else {
      throw JSONShapeError(path: path, "\(number) is not a finite number of milliseconds")
    }
    guard number >= 0 else {
      throw JSONShapeError(
        path: path, "\(JSONWriter().format(number)) is negative; times count milliseconds from 0")
    }
    return number
  }

  private static func flag(_ value: JSONValue?, path: String) throws(JSONShapeError) -> Bool? {
    guard let value, !value.isNull else { return nil }
    guard let flag = value.boolValue else {
      throw JSONShapeError(path: path, "expected true or false, found \(value.kindDescription)")
    }
    return flag
  }

  private static func direction(_ value: JSONValue?, path: String) throws(JSONShapeError)
    -> LayoutDirection?
  {
    guard let value, !value.isNull else { return nil }
    guard let name = value.stringValue, let direction = LayoutDirection(rawValue: name) else {
      throw JSONShapeError(path: path, "expected \"ltr\" or \"rtl\"")
    }
    return direction
  }
}
