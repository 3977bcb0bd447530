extension LoadingIndicatorProps {
  /// The names of the props in JSON, in the order of the spec's property table.
  public static let jsonKeys = [
    "size", "contained", "label", "showDelay", "entrance", "enterDuration",
  ]

  /// Reads props from a JSON object such as a trace scenario's `"props"`, starting from `base`.
  ///
  /// Times are numbers of milliseconds. A member that is absent keeps `base`'s value; `null`
  /// takes the default (`nil` for the timing props, which means the token). A time that is not
  /// finite (a literal too large for a double) cannot become a `Duration`; it is dropped, so the
  /// token is used, and a diagnostic says so, as LDG-14 asks. A member of the wrong kind or an
  /// unknown member is an error, naming it under `path`.
  public static func decode(
    _ object: JSONObject, path: String = "props", base: LoadingIndicatorProps = .init()
  ) throws(JSONShapeError) -> (props: LoadingIndicatorProps, diagnostics: [Diagnostic]) {
    var reader = try JSONPropsReader(
      object, path: path, keys: jsonKeys, component: "loading indicator")
    var props = base
    if reader.has("size") {
      props.size = LoadingIndicatorSize(try reader.string("size") ?? "medium")
    }
    if reader.has("contained") { props.contained = try reader.bool("contained") ?? false }
    if reader.has("label") { props.label = try reader.string("label") ?? "" }
    let presence = try reader.presence(
      PresenceProps(
        showDelay: props.showDelay, entrance: props.entrance, enterDuration: props.enterDuration),
      tokens: "comp.loading-indicator.motion.")
    props.showDelay = presence.showDelay
    props.entrance = presence.entrance
    props.enterDuration = presence.enterDuration
    return (props, reader.diagnostics)
  }
}
