import Testing

@testable import TanreiCore

/// Nothing but the turning mark tells a person that work is under way, so it must keep at least 3:1
/// against what is behind it (WCAG 2.2, 1.4.11 non-text contrast), in every mode.
@Suite("Indicator colours keep 3:1 non-text contrast")
struct ContrastTests {
  static let modes: [(String, DesignSystem)] = [("light", .tanrei), ("dark", .tanreiDark)]

  @Test("the WCAG contrast computation matches known values")
  func knownRatios() {
    #expect(abs(RGBAColor.black.contrastRatio(against: .white) - 21) < 1e-9)
    #expect(abs(RGBAColor.white.contrastRatio(against: .white) - 1) < 1e-9)
    // #767676 on white is the well-known 4.54:1 grey.
    let grey = RGBAColor(hex: "#767676")!
    #expect(abs(grey.contrastRatio(against: .white) - 4.54) < 0.01)
  }

  @Test("the inline indicator against each surface it may sit on", arguments: ["light", "dark"])
  func inlineIndicator(mode: String) throws {
    let system = mode == "light" ? DesignSystem.tanrei : DesignSystem.tanreiDark
    let mark = try system.tokens.color("comp.loading-indicator.indicator.color")
    for surface in ["sys.color.surface", "sys.color.surface-container-lowest"] {
      let ratio = mark.contrastRatio(against: try system.tokens.color(surface))
      #expect(ratio >= 3, "\(mode): indicator on \(surface) is \(ratio):1")
    }
  }

  @Test("the contained indicator against its container", arguments: ["light", "dark"])
  func containedIndicator(mode: String) throws {
    let system = mode == "light" ? DesignSystem.tanrei : DesignSystem.tanreiDark
    let mark = try system.tokens.color("comp.loading-indicator.contained.indicator.color")
    let container = try system.tokens.color("comp.loading-indicator.contained.container.color")
    let ratio = mark.contrastRatio(against: container)
    #expect(ratio >= 3, "\(mode): contained indicator on its container is \(ratio):1")
  }

  @Test("a colour below 3:1 is caught")
  func lowContrastIsCaught() {
    let pale = RGBAColor(hex: "#cccccc")!
    #expect(pale.contrastRatio(against: .white) < 3)
  }
}
