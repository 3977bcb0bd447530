import Testing

@testable import TanreiCore

/// The component tokens of the spec's table: every one of the 19, its alias and its light value.
@Suite("Loading indicator tokens: the spec's table")
struct LoadingIndicatorTokenTableTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var path: String
    var alias: String?
    var light: String
    var testDescription: String { path }
  }

  static let table: [Row] = [
    Row(
      path: "contained.container.color", alias: "sys.color.surface-container-lowest",
      light: "#ffffff"),
    Row(
      path: "contained.container.elevation", alias: "sys.elevation.level2",
      light: [
        ShadowLayer(color: RGBAColor.black.withOpacity(0.08), spread: 1),
        ShadowLayer(color: RGBAColor.black.withOpacity(0.04), offsetY: 1, blur: 2),
      ].map(\.description).joined(separator: ", ")),
    Row(path: "contained.indicator.color", alias: "sys.color.on-surface-variant", light: "#4b4b4b"),
    Row(path: "container.shape", alias: "sys.shape.corner.full", light: "9999px"),
    Row(path: "container.size.large", alias: nil, light: "48px"),
    Row(path: "container.size.medium", alias: nil, light: "32px"),
    Row(path: "container.size.small", alias: nil, light: "24px"),
    Row(path: "indicator.color", alias: "sys.color.on-surface-variant", light: "#4b4b4b"),
    Row(path: "indicator.size.large", alias: nil, light: "40px"),
    Row(path: "indicator.size.medium", alias: nil, light: "24px"),
    Row(path: "indicator.size.small", alias: nil, light: "16px"),
    Row(path: "indicator.thickness.large", alias: "sys.border.thick", light: "2px"),
    Row(path: "indicator.thickness.medium", alias: "sys.border.thick", light: "2px"),
    Row(path: "indicator.thickness.small", alias: "sys.border.thick", light: "2px"),
    Row(path: "motion.cycle-duration", alias: "sys.motion.duration.extra-long4", light: "1000ms"),
    Row(path: "motion.enter-duration", alias: "sys.motion.role.state.large", light: "250ms"),
    Row(
      path: "motion.enter-easing", alias: "sys.motion.easing.enter",
      light: "cubic-bezier(0.2, 0.0, 0.0, 1.0)"),
    // The table prints 0 for this token; Tanrei's token carries the entrance's name (see the
    // Tokens article of the documentation for why).
    Row(path: "motion.entrance", alias: nil, light: "fade"),
    Row(path: "motion.show-delay", alias: "sys.motion.role.show-delay", light: "300ms"),
  ]

  @Test("the system defines exactly the table's 19 component tokens")
  func exactlyTheTable() {
    let defined = DesignSystem.tanrei.tokens.paths.filter {
      $0.hasPrefix("comp.loading-indicator.")
    }
    #expect(defined.count == 19)
    #expect(Set(defined) == Set(Self.table.map { "comp.loading-indicator." + $0.path }))
  }

  @Test("each token has the table's alias and light value", arguments: table)
  func aliasAndLightValue(row: Row) throws {
    let token = try #require(DesignSystem.tanrei.tokens["comp.loading-indicator." + row.path])
    #expect(token.aliasOf == row.alias)
    #expect(token.value.description == row.light)
    #expect(token.file == "comp/loading-indicator.tokens.json")
  }

  @Test("the typed view of the tokens reads the same values")
  func typedTokens() {
    let tokens = LoadingIndicatorTokens.tanrei
    #expect(tokens.sizes.map(\.name) == ["large", "medium", "small"])
    #expect(
      tokens.size(named: "small")
        == .init(name: "small", indicatorSize: 16, thickness: 2, containerSize: 24))
    #expect(
      tokens.size(named: "medium")
        == .init(name: "medium", indicatorSize: 24, thickness: 2, containerSize: 32))
    #expect(
      tokens.size(named: "large")
        == .init(name: "large", indicatorSize: 40, thickness: 2, containerSize: 48))
    #expect(tokens.cycleDuration == 1000)
    #expect(tokens.enterDuration == 250)
    #expect(tokens.showDelay == 300)
    #expect(tokens.entrance == .fade)
    #expect(tokens.enterEasing == CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1))
    #expect(tokens.turnEasing == .linear)
    #expect(tokens.pulseEasing == CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1))
    #expect(tokens.indicatorColor.hexString == "#4b4b4b")
    #expect(tokens.containedContainerColor.hexString == "#ffffff")
    #expect(tokens.containerCornerRadius == 9999)
  }

  @Test("dark mode keeps every measure and motion token and changes colours and elevation")
  func darkMode() {
    let light = LoadingIndicatorTokens.tanrei
    let dark = LoadingIndicatorTokens.tanreiDark
    #expect(DesignSystem.tanreiDark.context == ["mode": "dark"])
    #expect(dark.sizes == light.sizes)
    #expect(dark.cycleDuration == light.cycleDuration)
    #expect(dark.showDelay == light.showDelay)
    #expect(dark.indicatorColor.hexString == "#c4c4c4")
    #expect(dark.containedIndicatorColor.hexString == "#c4c4c4")
    #expect(dark.containedContainerColor.hexString == "#242424")
    #expect(dark.containedElevation.count == 2)
    #expect(dark.containedElevation != light.containedElevation)
  }
}
