/// Reads a component's props from a JSON object, member by member, with the conventions every
/// scenario and command line shares: an absent member keeps the value it had, `null` takes the
/// default, a member of the wrong kind or an unknown member is an error naming it, and a time
/// that is not finite is dropped (so the token is used) with a diagnostic.
public struct JSONPropsReader {
  /// The object read.
  public let object: JSONObject
  /// Where it is in its document, for errors (`props`, `events[2].props`).
  public let path: String
  /// The fallbacks taken while reading.
  public private(set) var diagnostics: [Diagnostic] = []

  /// A reader of `object`, found at `path`; throws if it has a member not in `keys`.
  public init(_ object: JSONObject, path: String, keys: [String], component: String)
    throws(JSONShapeError)
  {
    self.object = object
    self.path = path
    for key in object.keys where !keys.contains(key) {
      throw JSONShapeError(
        path: "\(path).\(key)",
        "not a prop of the \(component) (its props are \(keys.joined(separator: ", ")))")
    }
  }

  /// Whether `key` is present at all (`null` included).
  public func has(_ key: String) -> Bool { object[key] != nil }

  /// The text at `key`, or `nil` when absent or `null`.
  public func string(_ key: String) throws(JSONShapeError) -> String? {
    guard let value = object[key], !value.isNull else { return nil }
    guard let text = value.stringValue else {
      throw JSONShapeError(
        path: "\(path).\(key)", "expected a string, found \(value.kindDescription)")
    }
    return text
  }

  /// The truth value at `key`, or `nil` when absent or `null`.
  public func bool(_ key: String) throws(JSONShapeError) -> Bool? {
    guard let value = object[key], !value.isNull else { return nil }
    guard let flag = value.boolValue else {
      throw JSONShapeError(
        path: "\(path).\(key)", "expected true or false, found \(value.kindDescription)")
    }
    return flag
  }

  /// The number at `key`, or `nil` when absent or `null`; it may be infinite, for the component
  /// to refuse with its own fallback.
  public func number(_ key: String) throws(JSONShapeError) -> Double? {
    guard let value = object[key], !value.isNull else { return nil }
    guard let number = value.numberValue else {
      throw JSONShapeError(
        path: "\(path).\(key)", "expected a number, found \(value.kindDescription)")
    }
    return number
  }

  /// The colour at `key` (`"#rrggbb"` or `"#rrggbbaa"`), or `nil` when absent or `null`.
  public func color(_ key: String) throws(JSONShapeError) -> RGBAColor? {
    guard let text = try string(key) else { return nil }
    guard let color = RGBAColor(hex: text) else {
      throw JSONShapeError(
        path: "\(path).\(key)", "\"\(text)\" is not a colour such as \"#2f5bd3\"")
    }
    return color
  }

  /// The time in milliseconds at `key` as a `Duration`, or `nil` when absent, `null`, or not
  /// finite — the last with a diagnostic of `code` saying that `token` is used instead.
  public mutating func time(_ key: String, _ code: Diagnostic.Code, token: String)
    throws(JSONShapeError) -> Duration?
  {
    guard let value = object[key], !value.isNull else { return nil }
    guard let milliseconds = value.numberValue else {
      throw JSONShapeError(
        path: "\(path).\(key)",
        "expected a number of milliseconds or null, found \(value.kindDescription)")
    }
    guard milliseconds.isFinite else {
      diagnostics.append(
        Diagnostic(
          code, "\(key) \(milliseconds) is not a finite number of milliseconds; using \(token)"))
      return nil
    }
    return Duration.fromMilliseconds(milliseconds)
  }

  /// The timing props (`showDelay`, `entrance`, `enterDuration`), members absent keeping `base`'s.
  public mutating func presence(_ base: PresenceProps, tokens prefix: String) throws(JSONShapeError)
    -> PresenceProps
  {
    var presence = base
    if has("showDelay") {
      presence.showDelay = try time("showDelay", .invalidShowDelay, token: prefix + "show-delay")
    }
    if has("entrance") { presence.entrance = try string("entrance").map { LoadingEntrance($0) } }
    if has("enterDuration") {
      presence.enterDuration = try time(
        "enterDuration", .invalidEnterDuration, token: prefix + "enter-duration")
    }
    return presence
  }
}
