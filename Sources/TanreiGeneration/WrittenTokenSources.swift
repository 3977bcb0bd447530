import TanreiCore

/// The components' tokens written out as values in the core: for the web build, which must not
/// resolve token files at run time, and for the loading indicator, so that a program's first
/// indicator need not resolve them either.
enum WrittenTokenSources {
  static func files(_ systems: TokenSystems) throws -> [GeneratedFile] {
    [
      try loadingIndicator(systems), try skeleton(systems), try spinner(systems),
      try typingIndicator(systems), try progress(systems),
    ]
  }

  /// The four systems a written-out component carries, by the name of its static member.
  private static func everySystem(_ systems: TokenSystems)
    -> [(name: String, what: String, system: DesignSystem)]
  {
    [
      ("writtenTanrei", "Tanrei, light", systems.tanrei),
      ("writtenTanreiDark", "Tanrei, dark", systems.tanreiDark),
      ("writtenAppetite", "Appetite UI, light", systems.appetite),
      ("writtenAppetiteDark", "Appetite UI, dark", systems.appetiteDark),
    ]
  }

  /// The file of `type`'s tokens in each of `systems`, read by `read` and written by `literal`.
  private static func file<Tokens>(
    _ type: String, folder: String,
    systems: [(name: String, what: String, system: DesignSystem)],
    access: String = "package ", read: (DesignSystem) throws -> Tokens,
    literal: (Tokens) -> [(label: String, value: SwiftLiteral)]
  ) throws -> GeneratedFile {
    let members = try systems.map { name, what, system in
      (
        documentation: "What the token files resolve to: \(what).",
        declaration: "\(access)static let \(name)",
        value: SwiftLiteral.call(type, literal(try read(system)))
      )
    }
    return GeneratedFile(
      path: "Sources/TanreiCore/\(folder)/Generated/\(type)+Generated.swift",
      source: "// swift-format-ignore-file\n\n"
        + SwiftLiteral.extension(of: type, members: members),
      from: "the token files under tokens/")
  }

  static func loadingIndicator(_ systems: TokenSystems) throws -> GeneratedFile {
    try file(
      "LoadingIndicatorTokens", folder: "LoadingIndicator",
      systems: [
        ("resolvedTanrei", "Tanrei, light", systems.tanrei),
        ("resolvedTanreiDark", "Tanrei, dark", systems.tanreiDark),
      ], access: "", read: LoadingIndicatorTokens.init(system:)
    ) { tokens in
      let sizes = tokens.sizes.map { size in
        SwiftLiteral.call(
          "SizeTokens",
          [
            ("name", .string(size.name)), ("indicatorSize", .number(size.indicatorSize)),
            ("thickness", .number(size.thickness)), ("containerSize", .number(size.containerSize)),
          ])
      }
      let elevation = tokens.containedElevation.map { layer in
        SwiftLiteral.call(
          "ShadowLayer",
          [
            ("color", .color(layer.color)), ("offsetX", .number(layer.offsetX)),
            ("offsetY", .number(layer.offsetY)), ("blur", .number(layer.blur)),
            ("spread", .number(layer.spread)), ("inset", .bool(layer.inset)),
          ])
      }
      return [
        ("systemName", .string(tokens.systemName)), ("sizes", .array(sizes)),
        ("indicatorColor", .color(tokens.indicatorColor)),
        ("containedIndicatorColor", .color(tokens.containedIndicatorColor)),
        ("containedContainerColor", .color(tokens.containedContainerColor)),
        ("containerCornerRadius", .number(tokens.containerCornerRadius)),
        ("containedElevation", .array(elevation)),
        ("cycleDuration", .number(tokens.cycleDuration)),
        ("enterDuration", .number(tokens.enterDuration)),
        ("showDelay", .number(tokens.showDelay)), ("enterEasing", .curve(tokens.enterEasing)),
        ("turnEasing", .curve(tokens.turnEasing)), ("pulseEasing", .curve(tokens.pulseEasing)),
        ("presence", .presence(tokens.presence)),
      ]
    }
  }

  static func skeleton(_ systems: TokenSystems) throws -> GeneratedFile {
    try file(
      "SkeletonTokens", folder: "Skeleton", systems: everySystem(systems),
      read: SkeletonTokens.init(system:)
    ) { tokens in
      [
        ("color", .color(tokens.color)), ("lowOpacity", .number(tokens.lowOpacity)),
        ("highOpacity", .number(tokens.highOpacity)),
        ("roundedRadius", .number(tokens.roundedRadius)),
        ("cycleDuration", .number(tokens.cycleDuration)), ("easing", .curve(tokens.easing)),
        ("presence", .presence(tokens.presence)),
      ]
    }
  }

  /// Only Appetite UI has a spinner: the default Tanrei system defines no `comp.spinner`.
  static func spinner(_ systems: TokenSystems) throws -> GeneratedFile {
    try file(
      "SpinnerTokens", folder: "Spinner", systems: Array(everySystem(systems).dropFirst(2)),
      read: SpinnerTokens.init(system:)
    ) { tokens in
      let sizes = tokens.sizes.map { size in
        SwiftLiteral.call(
          "SizeTokens", [("name", .string(size.name)), ("side", .number(size.side))])
      }
      return [
        ("sizes", .array(sizes)), ("defaultSize", .string(tokens.defaultSize)),
        ("innerRadius", .number(tokens.innerRadius)), ("sweep", .number(tokens.sweep)),
        ("trackColor", .color(tokens.trackColor)),
        ("indicatorColor", .color(tokens.indicatorColor)),
        ("cycleDuration", .number(tokens.cycleDuration)),
        ("presence", .presence(tokens.presence)),
      ]
    }
  }

  static func typingIndicator(_ systems: TokenSystems) throws -> GeneratedFile {
    try file(
      "TypingIndicatorTokens", folder: "TypingIndicator", systems: everySystem(systems),
      read: TypingIndicatorTokens.init(system:)
    ) { tokens in
      [
        ("width", .number(tokens.width)), ("height", .number(tokens.height)),
        ("dotSize", .number(tokens.dotSize)), ("pitch", .number(tokens.pitch)),
        ("rise", .number(tokens.rise)), ("restOpacity", .number(tokens.restOpacity)),
        ("color", .color(tokens.color)), ("dwell", .number(tokens.dwell)),
        ("travel", .number(tokens.travel)), ("easing", .curve(tokens.easing)),
        ("presence", .presence(tokens.presence)),
      ]
    }
  }

  static func progress(_ systems: TokenSystems) throws -> GeneratedFile {
    try file(
      "ProgressTokens", folder: "Progress", systems: everySystem(systems),
      read: ProgressTokens.init(system:)
    ) { tokens in
      [
        ("barLength", .number(tokens.barLength)), ("barHeight", .number(tokens.barHeight)),
        ("barCornerRadius", .number(tokens.barCornerRadius)),
        ("barTrackColor", .color(tokens.barTrackColor)),
        ("barIndicatorColor", .color(tokens.barIndicatorColor)),
        ("barSegment", .number(tokens.barSegment)),
        ("barCycleDuration", .number(tokens.barCycleDuration)),
        ("barEasing", .curve(tokens.barEasing)), ("ringSize", .number(tokens.ringSize)),
        ("ringDiameter", .number(tokens.ringDiameter)),
        ("ringThickness", .number(tokens.ringThickness)),
        ("ringTrackColor", .color(tokens.ringTrackColor)),
        ("ringIndicatorColor", .color(tokens.ringIndicatorColor)),
        ("labelColor", .color(tokens.labelColor)), ("labelSize", .number(tokens.labelSize)),
        ("labelWeight", .number(tokens.labelWeight)),
        ("labelFamilies", .array(tokens.labelFamilies.map(SwiftLiteral.string))),
        ("labelMinimumBox", .number(tokens.labelMinimumBox)),
        ("ringSweep", .number(tokens.ringSweep)),
        ("ringCycleDuration", .number(tokens.ringCycleDuration)),
        ("presence", .presence(tokens.presence)),
      ]
    }
  }
}
