import TanreiCore
import TanreiScene
import TanreiText

extension VectorScene {
  /// The scene with every text node set as outlines, filled in the text's colour, so that SVG and
  /// PNG draw identical glyphs whatever fonts the viewer has.
  ///
  /// Text whose font cannot be found is left out, and a group that held only such text goes
  /// with it; `ProgressScene/labelProblem(for:)` says why a label is missing.
  public func outliningText() -> VectorScene {
    guard nodes.contains(where: \.holdsText) else { return self }
    return VectorScene(size: size, nodes: Self.outlining(nodes))
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
        var contours = outline.contours.map { $0.map { ScenePoint(x: $0.x, y: $0.y) } }
        if let limit = text.inkRadius {
          contours = fitted(contours, within: limit, of: text.center)
        }
        return .shape(.polygons(contours), .fill(text.color))
      }
    }
  }

  /// `contours` scaled about `center` just enough that no point lies farther than `limit` from
  /// it. The ink of a polygon reaches no farther than its farthest vertex, so this is exact.
  static func fitted(_ contours: [[ScenePoint]], within limit: Double, of center: ScenePoint)
    -> [[ScenePoint]]
  {
    // Square roots are correctly rounded everywhere, so the result is the same on every machine.
    let reach =
      contours.joined().map {
        (($0.x - center.x) * ($0.x - center.x) + ($0.y - center.y) * ($0.y - center.y)).squareRoot()
      }
      .max() ?? 0
    guard reach > limit, reach > 0 else { return contours }
    let factor = limit / reach
    return contours.map { contour in
      contour.map {
        ScenePoint(
          x: center.x + ($0.x - center.x) * factor, y: center.y + ($0.y - center.y) * factor)
      }
    }
  }

  fileprivate static func font(for text: SceneText) -> Result<OutlineFont, TextError> {
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
  /// The family and weight the frame's percentage is set in, or `nil` when it has none or no
  /// font is found. The weight differs from the tokens' only where no installed family of the
  /// list has a face at it (see `OutlineFont`).
  public static func labelFace(for frame: ProgressFrame) -> (family: String, weight: Double)? {
    guard frame.label != nil,
      case .success(let font) = PercentLabelFont.font(
        families: frame.labelFamilies, weight: frame.labelWeight, size: frame.labelSize)
    else { return nil }
    return (font.matchedFamily, font.matchedWeight)
  }

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
