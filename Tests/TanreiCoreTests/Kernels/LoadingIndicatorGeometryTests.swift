import Testing

@testable import TanreiCore

/// LDG-1 … LDG-3's geometry in numbers, which the web element draws from.
@Suite("The loading indicator's geometry (LDG-1, LDG-2, LDG-3)")
struct LoadingIndicatorGeometryTests {
  @Test(
    "LDG-2, LDG-3: the box is the square inline and the container contained; the arc's outer edge touches the square",
    arguments: [false, true])
  func eachSize(contained: Bool) throws {
    let tokens = LoadingIndicatorTokens.tanrei
    for size in tokens.sizes {
      let appearance = tokens.appearance(size: size, contained: contained)
      let geometry = appearance.geometry
      #expect(geometry.boxSide == (contained ? size.containerSize : size.indicatorSize))
      #expect(geometry.arcRadius + geometry.thickness / 2 == size.indicatorSize / 2)
      #expect(geometry.indicatorInset * 2 + size.indicatorSize == geometry.boxSide)
      #expect(geometry.containerCornerRadius == size.containerSize / 2, "9999 capped at half")
      #expect(appearance.box == BoxSize(square: geometry.boxSide))
    }
  }

  @Test("LDG-1: the arc is a quarter of the circle")
  func quarterArc() {
    let geometry = LoadingIndicatorGeometry(
      indicatorSize: 24, thickness: 2, containerSize: 32, cornerRadius: 9999, contained: false)
    #expect(abs(geometry.arcLength * 4 - geometry.circumference) < 1e-12)
    #expect(abs(geometry.circumference - 2 * Double.pi * 11) < 1e-12)
  }
}
