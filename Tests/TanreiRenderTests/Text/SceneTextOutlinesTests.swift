import TanreiCore
import TanreiRender
import Testing

/// Text in a scene is set as outlines before SVG or pixels are made, so both draw the same
/// glyphs whatever fonts the viewer has.
@Suite("Scene text becomes outlines")
struct SceneTextOutlinesTests {
  private let label = SceneText(
    "50%", center: ScenePoint(x: 32, y: 32), size: 12, weight: 600, families: ["DejaVu Sans"],
    color: RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))

  private func holdsText(_ nodes: [SceneNode]) -> Bool {
    nodes.contains { node in
      switch node {
      case .text: true
      case .group(let group): holdsText(group.children)
      case .shape, .shadow: false
      }
    }
  }

  @Test("a text node becomes filled polygons in its colour, centred on the text's point")
  func outlined() throws {
    let scene = VectorScene(
      size: BoxSize(width: 64, height: 64),
      nodes: [.group(SceneGroup(name: "label", children: [.text(label)]))])
    let outlined = scene.outliningText()
    #expect(!holdsText(outlined.nodes))
    guard case .group(let group) = try #require(outlined.nodes.first),
      case .shape(.polygons(let contours), .fill(let color)) = try #require(group.children.first)
    else {
      Issue.record("expected the label group to hold one filled polygon shape")
      return
    }
    #expect(color == label.color)
    let points = contours.flatMap { $0 }
    let minX = try #require(points.map(\.x).min())
    let maxX = try #require(points.map(\.x).max())
    let minY = try #require(points.map(\.y).min())
    let maxY = try #require(points.map(\.y).max())
    // Centred by advance and cap height, not by ink: the ink's middle is within a pixel.
    #expect(abs((minX + maxX) / 2 - 32) < 1)
    #expect(abs((minY + maxY) / 2 - 32) < 1)
    #expect(maxX - minX > 12, "three glyphs at 12 px are wider than one em")
  }

  @Test("text whose font cannot be found is left out, with the group that held only it")
  func missingFont() {
    var unfound = label
    unfound.families = ["No Such Family Anywhere"]
    unfound.weight = .nan
    let scene = VectorScene(
      size: BoxSize(width: 64, height: 64),
      nodes: [
        .shape(.circle(center: ScenePoint(x: 32, y: 32), radius: 20), .fill(label.color)),
        .group(SceneGroup(name: "label", children: [.text(unfound)])),
      ])
    let outlined = scene.outliningText()
    #expect(!holdsText(outlined.nodes))
    // Either the font machinery fell back to a font and drew the text, or it left the label out;
    // never a text node, and never an empty group in the SVG.
    #expect(!SVGWriter().document(outlined).contains("<g class=\"label\">\n  </g>"))
  }

  @Test("a scene without text is returned as it is")
  func noText() {
    let scene = VectorScene(
      size: BoxSize(width: 10, height: 10),
      nodes: [.shape(.circle(center: ScenePoint(x: 5, y: 5), radius: 4), .fill(label.color))])
    #expect(scene.outliningText() == scene)
  }
}
