import TanreiBridge
import TanreiCore

/// A scenario's SwiftUI side (`"host": "swiftui"`): the callbacks SwiftUI makes on a Tanrei view,
/// timed, each with what it carries.
///
/// ```json
/// {"host": "swiftui", "props": {"label": "Loading messages"},
///  "events": [{"at": 0, "view": "init"}, {"at": 0, "view": "appear"},
///             {"at": 0, "view": "taskStart"},
///             {"at": 100, "view": "disappear"}, {"at": 100, "view": "taskCancel"},
///             {"at": 200, "view": "appear"}, {"at": 200, "view": "taskStart"}],
///  "samples": [0, 299, 300]}
/// ```
public struct ViewScript<Props: Sendable & Equatable>: Sendable {
  /// One callback.
  public enum Callback: Sendable, Equatable {
    /// The view's init ran (its parent updated), with new props if given, and the wait's start
    /// the product gives (`since:`), in milliseconds on the scenario's clock, if given.
    case viewInit(Props?, since: Double?)
    /// `onAppear`.
    case appear
    /// `onDisappear`.
    case disappear
    /// A `.task` started.
    case taskStart
    /// The oldest running task was cancelled and ended.
    case taskCancel
    /// The identity ended: its state was released.
    case release
    /// `scenePhase`.
    case scenePhase(SceneActivity)
    /// `onScrollVisibilityChange`.
    case scrollVisible(Bool)
    /// `accessibilityReduceMotion`.
    case reduceMotion(Bool)
    /// `layoutDirection`.
    case layoutDirection(ReadingDirection)
    /// `colorScheme`.
    case colorScheme(ColorMode)
    /// `TanreiDelayed`'s flag.
    case indicating(Bool)
  }

  /// One callback at its time, with the fallbacks its props took.
  public struct Event: Sendable {
    /// When, in milliseconds.
    public var at: Double
    /// What SwiftUI called.
    public var callback: Callback
    /// For an `init` with props, the fallbacks taken while reading them.
    public var diagnostics: [Diagnostic]
  }

  /// The props of the view's first init.
  public var props: Props
  /// The fallbacks taken while reading them.
  public var propsDiagnostics: [Diagnostic]
  /// The callbacks, sorted by time, those at the same time in the order written.
  public var events: [Event]

  /// The callbacks SwiftUI makes, as scenarios name them.
  public static var callbacks: [String] {
    [
      "init", "appear", "disappear", "taskStart", "taskCancel", "release", "scenePhase",
      "scrollVisible", "reduceMotion", "layoutDirection", "colorScheme", "indicating",
    ]
  }

  init(
    props: JSONValue?, events: [JSONValue], initial: Props, decode: TraceScript<Props>.Decoder
  ) throws(JSONShapeError) {
    (self.props, propsDiagnostics) = try TraceScript<Props>.read(
      props, path: "props", base: initial, decode)
    var timed: [(index: Int, value: JSONValue, at: Double)] = []
    for (index, value) in events.enumerated() {
      timed.append(
        (
          index, value,
          try TraceScenario.time(value.objectValue?["at"], path: "events[\(index)].at")
        ))
    }
    timed.sort { $0.at < $1.at || ($0.at == $1.at && $0.index < $1.index) }
    var propsInForce = self.props
    var result: [Event] = []
    for (index, value, at) in timed {
      let event = try Self.event(value, index: index, at: at, props: propsInForce, decode: decode)
      if case .viewInit(let newProps?, _) = event.callback { propsInForce = newProps }
      result.append(event)
    }
    self.events = result
  }

  private static func event(
    _ value: JSONValue, index: Int, at: Double, props: Props,
    decode: TraceScript<Props>.Decoder
  ) throws(JSONShapeError) -> Event {
    let path = "events[\(index)]"
    guard let object = value.objectValue else {
      throw JSONShapeError(path: path, "an event is an object, not \(value.kindDescription)")
    }
    guard let name = object["view"]?.stringValue else {
      throw JSONShapeError(
        path: path + ".view",
        "a SwiftUI event needs \"view\": one of \(callbacks.joined(separator: ", "))")
    }
    let allowed: [String]
    switch name {
    case "init": allowed = ["at", "view", "props", "since"]
    case "scenePhase", "scrollVisible", "reduceMotion", "layoutDirection", "colorScheme",
      "indicating":
      allowed = ["at", "view", "value"]
    default: allowed = ["at", "view"]
    }
    for key in object.keys where !allowed.contains(key) {
      throw JSONShapeError(path: "\(path).\(key)", "not part of a \"\(name)\" event")
    }
    let valuePath = path + ".value"
    func word(_ among: [String]) throws(JSONShapeError) -> String {
      guard let text = object["value"]?.stringValue, among.contains(text) else {
        throw JSONShapeError(
          path: valuePath,
          "a \"\(name)\" event needs a value: one of \(among.joined(separator: ", "))")
      }
      return text
    }
    func flag() throws(JSONShapeError) -> Bool {
      guard let flag = try TraceScenario.flag(object["value"], path: valuePath) else {
        throw JSONShapeError(path: valuePath, "a \"\(name)\" event needs a true or false value")
      }
      return flag
    }
    let callback: Callback
    var diagnostics: [Diagnostic] = []
    switch name {
    case "init":
      let since =
        object["since"] == nil
        ? nil : try TraceScenario.time(object["since"], path: path + ".since")
      if object["props"] != nil {
        let read = try TraceScript<Props>.read(
          object["props"], path: path + ".props", base: props, decode)
        callback = .viewInit(read.0, since: since)
        diagnostics = read.1
      } else {
        callback = .viewInit(nil, since: since)
      }
    case "appear": callback = .appear
    case "disappear": callback = .disappear
    case "taskStart": callback = .taskStart
    case "taskCancel": callback = .taskCancel
    case "release": callback = .release
    case "scenePhase":
      callback = .scenePhase(
        SceneActivity(rawValue: try word(SceneActivity.allCases.map(\.rawValue))) ?? .active)
    case "scrollVisible": callback = .scrollVisible(try flag())
    case "reduceMotion": callback = .reduceMotion(try flag())
    case "layoutDirection":
      callback = .layoutDirection(
        ReadingDirection(rawValue: try word(["ltr", "rtl"])) ?? .leftToRight)
    case "colorScheme":
      callback = .colorScheme(ColorMode(rawValue: try word(["light", "dark"])) ?? .light)
    case "indicating": callback = .indicating(try flag())
    default:
      throw JSONShapeError(
        path: path + ".view",
        "\"\(name)\" is not a SwiftUI event (they are \(callbacks.joined(separator: ", ")))")
    }
    return Event(at: at, callback: callback, diagnostics: diagnostics)
  }
}
