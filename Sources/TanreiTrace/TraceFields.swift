import TanreiCore

/// How each component's frame is written in a trace line.
enum TraceFields {
  static func presence(t: Double, _ frame: some PresenceFrame) -> [(String, JSONValue)] {
    [
      ("t", .number(t)),
      ("phase", .string(frame.phase.rawValue)),
      (
        "box",
        .object(
          JSONObject([("width", .number(frame.box.width)), ("height", .number(frame.box.height))]))
      ),
      ("drawn", .bool(frame.isShown)),
      ("visible", .bool(frame.isVisible)),
      ("opacity", .number(frame.opacity)),
      ("scale", .number(frame.scale)),
    ]
  }

  static func accessibility(_ node: AccessibilityNode?) -> JSONValue {
    guard let node else { return .null }
    var members: [(String, JSONValue)] = [
      ("role", .string(node.role.rawValue)),
      ("name", .string(node.name)),
      ("busy", .bool(node.isBusy)),
      ("value", node.value.map(JSONValue.string) ?? .null),
      ("focusable", .bool(node.isFocusable)),
    ]
    if node.updatesFrequently { members.append(("updatesFrequently", .bool(true))) }
    return .object(JSONObject(members))
  }

  static func color(_ color: RGBAColor) -> JSONValue { .string(color.hexString) }

  static func said(_ announcements: [Announcement], through time: Duration) -> JSONValue {
    .array(announcements.filter { $0.time <= time }.map { .string($0.text) })
  }

  static func loadingIndicator(_ frame: LoadingIndicatorFrame) -> [(String, JSONValue)] {
    let mark: JSONValue
    switch frame.mark {
    case .arc: mark = .string("arc")
    case .circle: mark = .string("circle")
    case nil: mark = .null
    }
    return [
      ("mark", mark),
      ("rotation", frame.rotation.map(JSONValue.number) ?? .null),
      ("markOpacity", .number(frame.markOpacity)),
      ("animating", .bool(frame.isAnimating)),
      ("contained", .bool(frame.isContained)),
      ("size", .string(frame.appearance.sizeName)),
      ("entrance", frame.entrance.map { .string($0.rawValue) } ?? .null),
      ("direction", .string(frame.direction.rawValue)),
      ("accessibility", accessibility(frame.accessibility)),
    ]
  }

  static func progress(_ frame: ProgressFrame) -> [(String, JSONValue)] {
    [
      ("animating", .bool(frame.isAnimating)),
      ("style", .string(frame.style.rawValue)),
      ("value", frame.value.map(JSONValue.number) ?? .null),
      ("indicatorStart", .number(frame.indicatorStart)),
      ("indicatorLength", .number(frame.indicatorLength)),
      ("drawsIndicator", .bool(frame.drawsIndicator)),
      ("thickness", .number(frame.thickness)),
      ("label", frame.label.map(JSONValue.string) ?? .null),
      ("trackColor", color(frame.trackColor)),
      ("indicatorColor", color(frame.indicatorColor)),
      ("accessibility", accessibility(frame.accessibility)),
    ]
  }

  static func skeleton(_ frame: SkeletonFrame) -> [(String, JSONValue)] {
    [
      ("animating", .bool(frame.isAnimating)),
      ("shape", .string(frame.shape.rawValue)),
      ("cornerRadius", .number(frame.cornerRadius)),
      ("color", color(frame.color)),
      ("fillOpacity", .number(frame.fillOpacity)),
      ("accessibility", accessibility(frame.accessibility)),
    ]
  }

  static func typingIndicator(_ frame: TypingIndicatorFrame) -> [(String, JSONValue)] {
    [
      ("animating", .bool(frame.isAnimating)),
      (
        "dots",
        .array(
          frame.dots.map { dot in
            .object(
              JSONObject([
                ("x", .number(dot.centerX)), ("y", .number(dot.centerY)),
                ("opacity", .number(dot.opacity)),
              ]))
          })
      ),
      ("color", color(frame.color)),
      ("accessibility", accessibility(frame.accessibility)),
    ]
  }

  static func spinner(_ frame: SpinnerFrame) -> [(String, JSONValue)] {
    [
      ("animating", .bool(frame.isAnimating)),
      ("rotation", .number(frame.rotation)),
      ("sweep", .number(frame.sweep)),
      ("strokeWidth", .number(frame.strokeWidth)),
      ("trackColor", color(frame.trackColor)),
      ("indicatorColor", color(frame.indicatorColor)),
      ("accessibility", accessibility(frame.accessibility)),
    ]
  }

  static func delayedPresence(_ frame: DelayedPresenceFrame) -> [(String, JSONValue)] {
    [("exposed", .bool(frame.isExposed))]
  }
}
