// Reading each component's props from JSON, as scenarios and command lines give them. The
// conventions are JSONPropsReader's: absent keeps, null resets, wrong kinds and unknown members
// are errors that name the member.

extension ProgressProps {
  /// The names of the progress props in JSON.
  public static let jsonKeys =
    [
      "label", "value", "style", "showsPercentLabel", "tint", "trackColor", "lineWidth", "length",
      "completionAnnouncement",
    ] + PresenceProps.jsonKeys

  /// Reads progress props from `object`, starting from `base`.
  public static func decode(
    _ object: JSONObject, path: String = "props",
    base: ProgressProps = ProgressProps("", value: nil)
  ) throws(JSONShapeError) -> (props: ProgressProps, diagnostics: [Diagnostic]) {
    var reader = try JSONPropsReader(object, path: path, keys: jsonKeys, component: "progress")
    var props = base
    if reader.has("label") { props.label = try reader.string("label") ?? "" }
    if reader.has("value") { props.value = try reader.number("value") }
    if reader.has("style") {
      let name = try reader.string("style") ?? "bar"
      guard let style = ProgressStyle(rawValue: name) else {
        throw JSONShapeError(path: path + ".style", "\"\(name)\" is not a style (bar or ring)")
      }
      props.style = style
    }
    if reader.has("showsPercentLabel") {
      props.showsPercentLabel = try reader.bool("showsPercentLabel") ?? true
    }
    if reader.has("tint") { props.tint = try reader.color("tint") }
    if reader.has("trackColor") { props.trackColor = try reader.color("trackColor") }
    if reader.has("lineWidth") { props.lineWidth = try reader.number("lineWidth") }
    if reader.has("length") { props.length = try reader.number("length") }
    if reader.has("completionAnnouncement") {
      props.completionAnnouncement = try reader.string("completionAnnouncement")
    }
    props.presence = try reader.presence(props.presence, tokens: "comp.presence.")
    return (props, reader.diagnostics)
  }
}

extension SkeletonProps {
  /// The names of the skeleton props in JSON.
  public static let jsonKeys = ["width", "height", "shape"] + PresenceProps.jsonKeys

  /// Reads skeleton props from `object`, starting from `base`.
  public static func decode(
    _ object: JSONObject, path: String = "props",
    base: SkeletonProps = SkeletonProps(width: 200, height: 16)
  ) throws(JSONShapeError) -> (props: SkeletonProps, diagnostics: [Diagnostic]) {
    var reader = try JSONPropsReader(object, path: path, keys: jsonKeys, component: "skeleton")
    var props = base
    if reader.has("width") { props.width = try reader.number("width") ?? 200 }
    if reader.has("height") { props.height = try reader.number("height") ?? 16 }
    if reader.has("shape") {
      let name = try reader.string("shape") ?? "rectangle"
      guard let shape = SkeletonShape(rawValue: name) else {
        throw JSONShapeError(
          path: path + ".shape", "\"\(name)\" is not a shape (rectangle, circle or rounded)")
      }
      props.shape = shape
    }
    props.presence = try reader.presence(props.presence, tokens: "comp.presence.")
    return (props, reader.diagnostics)
  }
}

extension TypingIndicatorProps {
  /// The names of the typing indicator props in JSON.
  public static let jsonKeys = ["label"] + PresenceProps.jsonKeys

  /// Reads typing indicator props from `object`, starting from `base`.
  public static func decode(
    _ object: JSONObject, path: String = "props",
    base: TypingIndicatorProps = TypingIndicatorProps()
  ) throws(JSONShapeError) -> (props: TypingIndicatorProps, diagnostics: [Diagnostic]) {
    var reader = try JSONPropsReader(
      object, path: path, keys: jsonKeys, component: "typing indicator")
    var props = base
    if reader.has("label") { props.label = try reader.string("label") ?? "Typing" }
    props.presence = try reader.presence(props.presence, tokens: "comp.presence.")
    return (props, reader.diagnostics)
  }
}

extension SpinnerProps {
  /// The names of the spinner props in JSON.
  public static let jsonKeys = ["label", "size"] + PresenceProps.jsonKeys

  /// Reads spinner props from `object`, starting from `base`.
  public static func decode(
    _ object: JSONObject, path: String = "props", base: SpinnerProps = SpinnerProps("")
  ) throws(JSONShapeError) -> (props: SpinnerProps, diagnostics: [Diagnostic]) {
    var reader = try JSONPropsReader(object, path: path, keys: jsonKeys, component: "spinner")
    var props = base
    if reader.has("label") { props.label = try reader.string("label") ?? "" }
    if reader.has("size") { props.size = try reader.string("size") }
    props.presence = try reader.presence(props.presence, tokens: "comp.presence.")
    return (props, reader.diagnostics)
  }
}

extension DelayedPresenceProps {
  /// The names of the delayed presence props in JSON.
  public static let jsonKeys = ["width", "height", "minimumShown"] + PresenceProps.jsonKeys

  /// Reads delayed presence props from `object`, starting from `base`.
  public static func decode(
    _ object: JSONObject, path: String = "props",
    base: DelayedPresenceProps = DelayedPresenceProps(box: BoxSize(width: 320, height: 120))
  ) throws(JSONShapeError) -> (props: DelayedPresenceProps, diagnostics: [Diagnostic]) {
    var reader = try JSONPropsReader(
      object, path: path, keys: jsonKeys, component: "delayed presence")
    var props = base
    if reader.has("width") { props.box.width = try reader.number("width") ?? 320 }
    if reader.has("height") { props.box.height = try reader.number("height") ?? 120 }
    props.presence = try reader.presence(props.presence, tokens: "comp.presence.")
    if reader.has("minimumShown") {
      props.minimumShown = try reader.time(
        "minimumShown", .invalidMinimumShown, token: "no minimum (it goes at once)")
    }
    return (props, reader.diagnostics)
  }
}
