extension LoadingIndicatorProps {
  /// The names of the props in JSON, in the order of the spec's property table.
  public static let jsonKeys = [
    "size", "contained", "label", "showDelay", "entrance", "enterDuration",
  ]

  /// Reads props from a JSON object such as a trace scenario's `"props"`, starting from `base`.
  ///
  /// Times are numbers of milliseconds. A member that is absent or `null` takes its default
  /// (`nil` for the timing props, which means the token). A time that is not finite (a literal
  /// too large for a double) cannot become a `Duration`; it is dropped, so the token is used, and
  /// a diagnostic says so, as LDG-14 asks. A member of the wrong kind or an unknown member is an
  /// error, naming it under `path`.
  public static func decode(
    _ object: JSONObject, path: String = "props", base: LoadingIndicatorProps = .init()
  ) throws(JSONShapeError) -> (props: LoadingIndicatorProps, diagnostics: [Diagnostic]) {
    var props = base
    var diagnostics: [Diagnostic] = []
    for key in object.keys where !jsonKeys.contains(key) {
      throw JSONShapeError(
        path: "\(path).\(key)",
        "not a prop of the loading indicator (its props are \(jsonKeys.joined(separator: ", ")))")
    }
    func text(_ key: String) throws(JSONShapeError) -> String? {
      guard let value = object[key], !value.isNull else { return nil }
      guard let text = value.stringValue else {
        throw JSONShapeError(
          path: "\(path).\(key)", "expected a string, found \(value.kindDescription)")
      }
      return text
    }
    func time(_ key: String, _ code: Diagnostic.Code, token: String) throws(JSONShapeError)
      -> Duration?
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
            code,
            "\(key) \(milliseconds) is not a finite number of milliseconds; using "
              + "comp.loading-indicator.\(token)"))
        return nil
      }
      return Duration.fromMilliseconds(milliseconds)
    }
    if object["size"] != nil { props.size = LoadingIndicatorSize(try text("size") ?? "medium") }
    if let value = object["contained"], !value.isNull {
      guard let flag = value.boolValue else {
        throw JSONShapeError(
          path: "\(path).contained", "expected true or false, found \(value.kindDescription)")
      }
      props.contained = flag
    } else if object["contained"] != nil {
      props.contained = false
    }
    if object["label"] != nil { props.label = try text("label") ?? "" }
    if object["showDelay"] != nil {
      props.showDelay = try time("showDelay", .invalidShowDelay, token: "motion.show-delay")
    }
    if object["entrance"] != nil {
      props.entrance = (try text("entrance")).map { LoadingEntrance($0) }
    }
    if object["enterDuration"] != nil {
      props.enterDuration = try time(
        "enterDuration", .invalidEnterDuration, token: "motion.enter-duration")
    }
    return (props, diagnostics)
  }
}
