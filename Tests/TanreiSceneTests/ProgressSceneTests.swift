import TanreiCore
import Testing

@testable import TanreiScene

/// The progress ring keeps its percentage as text, for each front to set with its own fonts.
@Suite("Progress scene")
struct ProgressSceneTests {
  private func ring(value: Double?, length: Double? = nil) -> ProgressFrame {
    var lifecycle = ComponentLifecycle<ProgressIndicator>(
      props: ProgressProps(
        "Uploading", value: value, style: .ring, length: length,
        presence: PresenceProps(showDelay: .zero, enterDuration: .zero)),
      tokens: .tanrei)
    lifecycle.apply(.insert, at: .zero)
    return lifecycle.frame(at: .milliseconds(10))
  }

  private func texts(in nodes: [SceneNode]) -> [SceneText] {
    nodes.flatMap { node -> [SceneText] in
      switch node {
      case .text(let text): [text]
      case .group(let group): texts(in: group.children)
      case .shape, .shadow: []
      }
    }
  }

  @Test("the ring's label is text in the box's middle, with the tokens' size, weight and colour")
  func labelIsText() throws {
    let frame = ring(value: 0.4)
    let scene = ProgressScene.scene(for: frame)
    let text = try #require(texts(in: scene.nodes).first)
    #expect(text.string == "40%")
    let margin = ComponentCanvas.margin
    #expect(
      text.center == ScenePoint(x: margin + frame.box.width / 2, y: margin + frame.box.height / 2))
    #expect(text.size == frame.labelSize)
    #expect(text.weight == frame.labelWeight)
    #expect(text.families == frame.labelFamilies)
    #expect(text.color == frame.labelColor)
  }

  @Test("no label where none is shown: indeterminate, or a ring too small for one")
  func noLabel() {
    #expect(texts(in: ProgressScene.scene(for: ring(value: nil)).nodes).isEmpty)
    #expect(texts(in: ProgressScene.scene(for: ring(value: 0.5, length: 24)).nodes).isEmpty)
  }
}

/// The rule a front that measures boxes, not ink, fits a ring's label by.
@Suite("Scene text fits its ring")
struct SceneTextFitTests {
  let text = SceneText(
    "100%", center: ScenePoint(x: 24, y: 24), size: 12, weight: 600, families: [],
    color: RGBAColor(red: 0, green: 0, blue: 0), inkRadius: 10)

  @Test("a box whose half-diagonal exceeds the radius is scaled to touch it, no more")
  func scaledDown() {
    let scale = text.scaleToFit(width: 30, height: 16)
    let halfDiagonal = (15.0 * 15 + 8 * 8).squareRoot()
    #expect(abs(scale * halfDiagonal - 10) < 1e-12)
  }

  @Test("a box within the radius, no radius, or a box that is not a number keeps its size")
  func unchanged() {
    #expect(text.scaleToFit(width: 12, height: 8) == 1)
    var free = text
    free.inkRadius = nil
    #expect(free.scaleToFit(width: 300, height: 80) == 1)
    #expect(text.scaleToFit(width: .nan, height: 8) == 1)
    #expect(text.scaleToFit(width: .infinity, height: 8) == 1)
  }

  @Test("a ring's label carries the radius that keeps it clear of the ring")
  func ringCarriesItsRadius() throws {
    var lifecycle = ComponentLifecycle<ProgressIndicator>(
      props: ProgressProps(
        "Done", value: 1, style: .ring,
        presence: PresenceProps(showDelay: .zero, enterDuration: .zero)),
      tokens: .tanrei)
    lifecycle.apply(.insert, at: .zero)
    let frame = lifecycle.frame(at: .zero)
    let scene = ProgressScene.scene(for: frame)
    func texts(_ nodes: [SceneNode]) -> [SceneText] {
      nodes.flatMap { node -> [SceneText] in
        switch node {
        case .text(let text): [text]
        case .group(let group): texts(group.children)
        case .shape, .shadow: []
        }
      }
    }
    let label = try #require(texts(scene.nodes).first)
    let inner = frame.ringDiameter / 2 - frame.thickness / 2
    #expect(label.inkRadius == inner - ProgressScene.labelClearance)
  }
}
