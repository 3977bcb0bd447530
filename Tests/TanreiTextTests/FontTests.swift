import TanreiTestSupport
import Testing

@testable import TanreiText

@Suite("Text as outlines")
struct FontTests {
  static func dejaVu(size: Double = 12) throws -> OutlineFont {
    try OutlineFont(families: ["DejaVu Sans"], weight: 600, size: size, alphabet: "0123456789%")
  }

  @Test("the tokens' family is found and read")
  func found() throws {
    let font = try Self.dejaVu()
    #expect(font.matchedFamily == "DejaVu Sans")
    #expect(font.file.hasSuffix(".ttf"))
  }

  @Test("a percentage becomes closed contours that advance with the text")
  func outline() throws {
    let font = try Self.dejaVu()
    let forty = font.outline("40%")
    #expect(forty.contours.count >= 4)
    #expect(forty.contours.allSatisfy { $0.count >= 3 })
    #expect(forty.advance > 20 && forty.advance < 40)
    let wider = font.outline("100%")
    #expect(wider.advance > forty.advance)
    // Digits stand on the baseline and rise above it (y grows downwards).
    let ys = forty.contours.flatMap { $0.map(\.y) }
    #expect((ys.min() ?? 0) < -7)
    #expect((ys.max() ?? 1) <= 0.5)
  }

  @Test("outlines scale with the size and are the same every time")
  func scaleAndRepeat() throws {
    let small = try Self.dejaVu(size: 12).outline("7")
    let large = try Self.dejaVu(size: 24).outline("7")
    #expect(abs(large.advance - 2 * small.advance) < 1e-9)
    #expect(try Self.dejaVu(size: 12).outline("7") == small)
  }

  @Test("an unknown family falls back to an installed one, and says which")
  func fallback() throws {
    let font = try OutlineFont(
      families: ["No Such Family Anywhere"], weight: 400, size: 12, alphabet: "1")
    #expect(!font.matchedFamily.isEmpty)
    #expect(font.outline("1").advance > 0)
  }

  @Test(
    "a family without a face at the weight gives way to the next that has one",
    .requires(.inter))
  func weightHonoured() throws {
    guard Requirement.inter.confirm() else { return }
    let font = try OutlineFont(
      families: ["DejaVu Sans", "Inter", "sans-serif"], weight: 600, size: 12, alphabet: "1")
    #expect(font.matchedFamily == "Inter")
    #expect(font.matchedWeight == 600)
  }

  @Test("with no family at the weight, the first installed one stands in at its nearest weight")
  func nearestWeight() throws {
    let font = try Self.dejaVu()
    #expect(font.matchedFamily == "DejaVu Sans")
    #expect(font.matchedWeight == 700)
    let regular = try OutlineFont(families: ["DejaVu Sans"], weight: 400, size: 12, alphabet: "1")
    #expect(regular.matchedWeight == 400)
  }

  @Test("a size that is not positive is refused", arguments: [0.0, -3, .nan])
  func badSize(size: Double) {
    #expect(throws: TextError.self) {
      try OutlineFont(families: ["DejaVu Sans"], weight: 400, size: size, alphabet: "1")
    }
  }

  @Test("characters outside the alphabet draw nothing")
  func outsideAlphabet() throws {
    #expect(try Self.dejaVu().outline("x").contours.isEmpty)
  }
}

/// A weight that is not a usable number asks for the regular face instead of trapping.
@Suite("Font weights out of range")
struct FontWeightFallbackTests {
  @Test(
    "weights that are not numbers or lie outside 1…1000 still find a face",
    arguments: [
      Double.nan, .infinity, -.infinity, -5, 0, 5000,
    ])
  func unusableWeight(weight: Double) throws {
    let font = try OutlineFont(families: ["DejaVu Sans"], weight: weight, size: 12, alphabet: "0%")
    #expect(font.outline("0%").advance > 0)
  }
}
