import TanreiCore
import Testing

@testable import TanreiScene

/// The progress ring keeps its percentage as text, for each front to set with its own fonts.
@Suite("Progress scene")
struct ProgressSceneTests {
  private func ring(value: Double?, length: Double? = nil) -> ProgressFrame {
    var lifecycle = ComponentLifecycle<Progress>(
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
    #expect(text.center == Point(x: margin + frame.box.width / 2, y: margin + frame.box.height / 2))
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
