import TanreiCore
import TanreiScene
import TanreiText

extension Scene {
  /// The scene with every text node set as outlines, filled in the text's colour, so that SVG and
  /// PNG draw identical glyphs whatever fonts the viewer has.
  ///
  /// Text whose font cannot be found is left out, and a group that held only such text goes
  /// with it; `ProgressScene/labelProblem(for:)` says why a label is missing.
  public func outliningText() -> Scene {
    guard nodes.contains(where: \.holdsText) else { return self }
    return Scene(size: size, nodes: Self.outlining(nodes))
  }

  private static func outlining(_ nodes: [SceneNode]) -> [SceneNode] {
    nodes.compactMap { node in
      switch node {
      case .shape, .shadow:
        return node
      case .group(var group):
        guard group.children.contains(where: \.holdsText) else { return node }
        group.children = outlining(group.children)
        return group.children.isEmpty ? nil : .group(group)
      case .text(let text):
        guard case .success(let font) = font(for: text) else { return nil }
        let outline = font.outline(text.string).centred(atX: text.center.x, y: text.center.y)
        let contours = outline.contours.map { $0.map { Point(x: $0.x, y: $0.y) } }
        return .shape(.polygons(contours), .fill(text.color))
      }
    }
  }

  fileprivate static func font(for text: SceneText) -> Result<Font, TextError> {
    PercentLabelFont.font(families: text.families, weight: text.weight, size: text.size)
  }
}

extension SceneNode {
  /// Whether the node is text or holds some.
  fileprivate var holdsText: Bool {
    switch self {
    case .shape, .shadow: false
    case .text: true
    case .group(let group): group.children.contains(where: \.holdsText)
    }
  }
}

extension ProgressScene {
  /// Why the frame's percent label cannot be drawn as outlines, or `nil` when it can (or there
  /// is none).
  public static func labelProblem(for frame: ProgressFrame) -> TextError? {
    guard frame.label != nil else { return nil }
    let font = PercentLabelFont.font(
      families: frame.labelFamilies, weight: frame.labelWeight, size: frame.labelSize)
    if case .failure(let problem) = font { return problem }
    return nil
  }
}
