import TanreiCore
import TanreiRender
import Testing

/// SVG text: numbers, stability, and how each part of a scene is written.
@Suite("SVG text is stable and says what the scene says")
struct SVGWriterTests {
  @Test(
    "numbers are written with at most four decimals, no exponent, never -0",
    arguments: [
      (0.0, "0"), (-0.0, "0"), (12, "12"), (12.5, "12.5"), (0.04, "0.04"), (-3.25, "-3.25"),
      (1.0 / 3, "0.3333"), (0.00001, "0"), (-0.00004, "0"), (1e20, "0"), (.nan, "0"),
      (31.77817459, "31.7782"), (2.00005, "2.0001"),
    ])
  func numbers(value: Double, text: String) {
    #expect(SVGNumber.format(value) == text)
  }

  @Test("the same scene gives the same text; ids come from content and place, not counters")
  func stable() {
    let fixture = LoadingIndicatorFixture.canonical[3]
    let first = SVGWriter().document(fixture.scene())
    _ = SVGWriter().document(LoadingIndicatorFixture.canonical[5].scene())
    let second = SVGWriter().document(fixture.scene())
    #expect(first == second)
    #expect(first.contains("id=\"blur-1\""))
  }

  @Test("the arc is a stroked path with round caps from 12 to 3 o'clock at the centre-line radius")
  func arc() {
    let text = SVGWriter().document(LoadingIndicatorFixture.canonical[2].scene())
    #expect(
      text.contains(
        "<path d=\"M 20 9 A 11 11 0 0 1 31 20\" fill=\"none\" stroke=\"#4b4b4b\" "
          + "stroke-width=\"2\" stroke-linecap=\"round\"/>"))
    #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"40\""))
  }

  @Test("groups carry class, opacity, transform and clip; clips are defined once each")
  func groups() {
    let scene = VectorScene(
      size: BoxSize(width: 20, height: 10),
      nodes: [
        .group(
          SceneGroup(
            name: "track", opacity: 0.5, transform: .translation(dx: 1, dy: 2),
            clip: ClipRect(SceneRect(x: 0, y: 0, width: 10, height: 4), cornerRadius: 2),
            children: [
              .shape(
                .roundedRect(SceneRect(x: 0, y: 0, width: 20, height: 4), cornerRadius: 9),
                .fill(.black)
              )
            ]))
      ])
    let text = SVGWriter().document(scene)
    #expect(
      text.contains(
        "<g class=\"track\" opacity=\"0.5\" transform=\"matrix(1 0 0 1 1 2)\" clip-path=\"url(#clip-1)\">"
      ))
    #expect(text.contains("<clipPath id=\"clip-1\">"))
    #expect(text.contains("rx=\"2\" ry=\"2\""))
  }

  @Test("a shadow is its shape grown by the spread, moved by the offset, blurred by half the blur")
  func shadow() {
    let text = SVGWriter().document(LoadingIndicatorFixture.canonical[5].scene())
    #expect(text.contains("<feGaussianBlur stdDeviation=\"1\"/>"))
    #expect(
      text.contains(
        "<rect x=\"8\" y=\"9\" width=\"48\" height=\"48\" rx=\"24\" ry=\"24\" fill=\"#000000\" "
          + "fill-opacity=\"0.04\" filter=\"url(#blur-1)\"/>"))
    #expect(
      text.contains(
        "<rect x=\"7\" y=\"7\" width=\"50\" height=\"50\" rx=\"25\" ry=\"25\" fill=\"#000000\" "
          + "fill-opacity=\"0.08\"/>"))
  }
}
