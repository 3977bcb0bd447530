import TanreiCore
import TanreiRender

/// The rest of the family's web tokens: the skeleton, Appetite UI's spinner, the typing
/// indicator and progress.
extension WebTokenSources {
  /// A number as JavaScript writes it: `40`, `0.35`, the shortest text that reads back the
  /// same.
  static func js(_ value: Double) -> String {
    value.rounded() == value && value.magnitude < 1e15 ? String(Int64(value)) : "\(value)"
  }

  /// The timing tokens as Swift, for a module.
  private static func presence(_ tokens: PresenceTokens) -> String {
    "PresenceDefaults(showDelay: \(number(tokens.showDelay)), entrance: .\(tokens.entrance.rawValue), enterDuration: \(number(tokens.enterDuration)))"
  }

  private static func swift(_ name: String, folder: String, from: String, body: String)
    -> GeneratedFile
  {
    let source = """
      // swift-format-ignore-file

      import TanreiCore

      /// The tokens of the system the element draws in, in numbers, for its web module.
      enum \(name) {
      \(body)
      }

      """
    return GeneratedFile(
      path: "Web/Sources/\(folder)/Generated/\(name).swift", source: source, from: from)
  }

  // MARK: The skeleton

  static func skeletonSwift(_ systems: TokenSystems) throws -> GeneratedFile {
    let tokens = try SkeletonTokens(system: systems.tanrei)
    return swift(
      "SkeletonWebTokens", folder: "TanreiWebSkeleton", from: "SkeletonTokens.tanrei",
      body: """
          /// One shimmer, low to high and back.
          static let cycleDuration = \(number(tokens.cycleDuration))
          /// The rounded shape's corner radius.
          static let roundedRadius = \(number(tokens.roundedRadius))
          /// The timing tokens (`comp.presence`).
          static let presence = \(presence(tokens.presence))
        """)
  }

  static func skeletonStyle(_ systems: TokenSystems) throws -> [GeneratedFile] {
    let light = try SkeletonTokens(system: systems.tanrei)
    let dark = try SkeletonTokens(system: systems.tanreiDark)
    return style(
      file: "skeleton", name: "skeletonTokens",
      prefix: "--tanrei-comp-skeleton-",
      properties: [("fill", "color", both(light.color, dark.color))],
      constants: [("shimmer-low", js(light.lowOpacity))],
      curves: [
        ("enterEasing", "comp.presence.enter-easing", light.presence.enterEasing),
        ("shimmerEasing", "comp.skeleton.motion.easing", light.easing),
      ],
      extra: """

          /** `comp.skeleton.opacity.low` and `.high`: the shimmer's two ends. */
          shimmer: [\(js(light.lowOpacity)), \(js(light.highOpacity))],
        """, from: "SkeletonTokens.tanrei and .tanreiDark")
  }

  // MARK: Appetite UI's spinner

  static func spinnerSwift(_ systems: TokenSystems) throws -> GeneratedFile {
    let tokens = try SpinnerTokens(system: systems.appetite)
    let sizes = tokens.sizes.map { size in
      "    if UTF8Text.equals(name, \(quoted(size.name))) { return \(number(size.side)) }"
    }.joined(separator: "\n")
    let side = tokens.sizes.first { $0.name == tokens.defaultSize }?.side ?? 0
    return swift(
      "SpinnerWebTokens", folder: "TanreiWebSpinner", from: "SpinnerTokens.appetite",
      body: """
          /// The side of the size called `name`, or `nil` when the system has none so called.
          static func side(named name: UnsafeBufferPointer<UInt8>) -> Double? {
        \(sizes)
            return nil
          }
          /// The default size's side (`\(tokens.defaultSize)`).
          static let defaultSide = \(number(side))
          /// The ring's inner edge as a share of its outer one.
          static let innerRadius = \(number(tokens.innerRadius))
          /// The arc's length in degrees.
          static let sweep = \(number(tokens.sweep))
          /// One turn.
          static let cycleDuration = \(number(tokens.cycleDuration))
          /// The timing tokens (`comp.presence`).
          static let presence = \(presence(tokens.presence))
        """)
  }

  static func spinnerStyle(_ systems: TokenSystems) throws -> [GeneratedFile] {
    let light = try SpinnerTokens(system: systems.appetite)
    let dark = try SpinnerTokens(system: systems.appetiteDark)
    return style(
      file: "spinner", name: "spinnerTokens",
      prefix: "--tanrei-comp-spinner-",
      properties: [
        ("track", "track-color", both(light.trackColor, dark.trackColor)),
        ("indicator", "indicator-color", both(light.indicatorColor, dark.indicatorColor)),
      ],
      curves: [("enterEasing", "comp.presence.enter-easing", light.presence.enterEasing)],
      from: "SpinnerTokens.appetite and .appetiteDark")
  }

  // MARK: The typing indicator

  static func typingSwift(_ systems: TokenSystems) throws -> GeneratedFile {
    let tokens = try TypingIndicatorTokens(system: systems.tanrei)
    let cycle = Double(TypingIndicator.frameCount) * (tokens.dwell + tokens.travel)
    return swift(
      "TypingWebTokens", folder: "TanreiWebTypingIndicator", from: "TypingIndicatorTokens.tanrei",
      body: """
          /// One cycle: four frames, each a dwell and a travel.
          static let cycleDuration = \(number(cycle))
          /// The timing tokens (`comp.presence`).
          static let presence = \(presence(tokens.presence))
        """)
  }

  /// The typing indicator's dots as keyframes: the core's own frames sampled at the cycle's
  /// corners — each frame's dwell begins and ends, then the travel to the next runs on the
  /// token's easing — so that the browser draws exactly the frames the core gives between them.
  /// Each dot's corners (its place in the cycle, its rise and opacity there, and whether the
  /// travel from it eases), and each dot at rest (its left, rise and opacity), as reduced
  /// motion holds it.
  static func typingPoses(_ tokens: TypingIndicatorTokens) -> (
    dots: [[(offset: Double, top: Double, opacity: Double, eased: Bool)]],
    rest: [(left: Double, top: Double, opacity: Double)]
  ) {
    let step = tokens.dwell + tokens.travel
    let cycle = Double(TypingIndicator.frameCount) * step
    var corners: [(offset: Double, eased: Bool)] = []
    for index in 0..<TypingIndicator.frameCount {
      let start = Double(index) * step
      corners.append((start / cycle, false))
      if tokens.dwell > 0, tokens.travel > 0 {
        corners.append(((start + tokens.dwell) / cycle, true))
      }
    }
    corners.append((1, false))
    // Shown at once and whole, so that the time is the place in the cycle.
    func frame(at progress: Double, reduced: Bool) -> TypingIndicatorFrame {
      var lifecycle = ComponentLifecycle<TypingIndicator>(
        props: TypingIndicatorProps(
          presence: PresenceProps(showDelay: .zero, enterDuration: .zero)),
        tokens: tokens, environment: ComponentEnvironment(reducedMotion: reduced))
      lifecycle.apply(.insert, at: .zero)
      return lifecycle.frame(at: .microseconds(Int64((progress * cycle * 1000).rounded())))
    }
    let radius = tokens.dotSize / 2
    let dots = (0..<3).map { dot in
      corners.map { corner in
        let pose = frame(at: corner.offset, reduced: false).dots[dot]
        return (corner.offset, pose.centerY - radius, pose.opacity, corner.eased)
      }
    }
    let rest = frame(at: 0, reduced: true).dots.map { pose in
      (pose.centerX - radius, pose.centerY - radius, pose.opacity)
    }
    return (dots, rest)
  }

  static func typingStyle(_ systems: TokenSystems) throws -> [GeneratedFile] {
    let light = try TypingIndicatorTokens(system: systems.tanrei)
    let dark = try TypingIndicatorTokens(system: systems.tanreiDark)
    let poses = typingPoses(light)
    let dots = poses.dots.map { corners in
      let keyframes = corners.map { corner in
        "{ offset: \(js(corner.offset)), translate: '0 \(CSSValue.pixels(corner.top))', opacity: \(js(corner.opacity))\(corner.eased ? ", easing" : "") }"
      }
      return "  [\(keyframes.joined(separator: ", "))]"
    }.joined(separator: ",\n")
    let rest = poses.rest.map { pose in
      "{ left: '\(CSSValue.pixels(pose.left))', translate: '0 \(CSSValue.pixels(pose.top))', opacity: \(js(pose.opacity)) }"
    }.joined(separator: ", ")
    return style(
      file: "typing-indicator", name: "typingTokens",
      prefix: "--tanrei-comp-typing-indicator-",
      properties: [("dot", "dot-color", both(light.color, dark.color))],
      constants: [
        ("box-width", CSSValue.pixels(light.width)), ("box-height", CSSValue.pixels(light.height)),
        ("dot-size", CSSValue.pixels(light.dotSize)),
      ],
      curves: [("enterEasing", "comp.presence.enter-easing", light.presence.enterEasing)],
      extra: """

          /** Each dot at rest (the first frame, as reduced motion holds it): its place and opacity. */
          rest: [\(rest)],
          /** Each dot's keyframes over one cycle, the travels on `easing`. @param {string} easing */
          dots: (easing) => [
        \(dots),
          ],
          /** The travels' curve (`comp.typing-indicator.motion.easing`). */
          travelEasing: '\(CSSValue.curve(light.easing))',
          /** The name a typing indicator has with no label. */
          defaultLabel: '\(TypingIndicatorProps().label)',
        """, from: "TypingIndicatorTokens.tanrei and .tanreiDark, and TypingIndicator.frame")
  }

  // MARK: Progress

  static func progressSwift(_ systems: TokenSystems) throws -> GeneratedFile {
    let tokens = try ProgressTokens(system: systems.tanrei)
    let m = tokens.metrics
    return swift(
      "ProgressWebTokens", folder: "TanreiWebProgress", from: "ProgressTokens.tanrei",
      body: """
          /// The numbers of geometry and motion.
          static let metrics = ProgressMetrics(
            barLength: \(number(m.barLength)), barHeight: \(number(m.barHeight)), barCornerRadius: \(number(m.barCornerRadius)),
            barSegment: \(number(m.barSegment)), barCycleDuration: \(number(m.barCycleDuration)), ringSize: \(number(m.ringSize)),
            ringDiameter: \(number(m.ringDiameter)), ringThickness: \(number(m.ringThickness)), ringSweep: \(number(m.ringSweep)),
            ringCycleDuration: \(number(m.ringCycleDuration)), labelMinimumBox: \(number(m.labelMinimumBox)))
          /// The timing tokens (`comp.presence`).
          static let presence = \(presence(tokens.presence))
        """)
  }

  static func progressStyle(_ systems: TokenSystems) throws -> [GeneratedFile] {
    let light = try ProgressTokens(system: systems.tanrei)
    let dark = try ProgressTokens(system: systems.tanreiDark)
    let families = light.labelFamilies.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(
      separator: ", ")
    return style(
      file: "progress", name: "progressTokens",
      prefix: "--tanrei-comp-progress-",
      properties: [
        ("bar-track", "bar-track-color", both(light.barTrackColor, dark.barTrackColor)),
        (
          "bar-indicator", "bar-indicator-color",
          both(light.barIndicatorColor, dark.barIndicatorColor)
        ),
        ("ring-track", "ring-track-color", both(light.ringTrackColor, dark.ringTrackColor)),
        (
          "ring-indicator", "ring-indicator-color",
          both(light.ringIndicatorColor, dark.ringIndicatorColor)
        ),
        ("label", "ring-label-color", both(light.labelColor, dark.labelColor)),
        ("label-size", "ring-label-size", CSSValue.pixels(light.labelSize)),
        ("label-weight", "ring-label-weight", js(light.labelWeight)),
        ("label-family", "ring-label-family", families),
      ],
      curves: [
        ("enterEasing", "comp.presence.enter-easing", light.presence.enterEasing),
        ("barEasing", "comp.progress.bar.motion.easing, the segment's", light.barEasing),
      ],
      from: "ProgressTokens.tanrei and .tanreiDark")
  }
}
