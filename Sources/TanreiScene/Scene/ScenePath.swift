/// A shape as path commands — moves, lines, cubic Bézier curves and closes — for a front whose
/// graphics library builds paths from such commands, as SwiftUI's `Path` and Core Graphics do.
///
/// Arcs and circles become cubic curves of at most a quarter turn each, which stray from the
/// true circle by less than 0.03 % of its radius. Curves rather than the library's own arc
/// calls, because an arc call's "clockwise" means the opposite in a y-down coordinate system
/// from what it means in a y-up one: with curves, the front draws exactly the points computed
/// here, clockwise on screen as the spec turns.
public struct ScenePath: Sendable, Hashable {
  /// One step of a path.
  public enum Element: Sendable, Hashable {
    /// Starts a new subpath at a point.
    case move(to: ScenePoint)
    /// A straight line to a point.
    case line(to: ScenePoint)
    /// A cubic Bézier curve to a point, with two control points.
    case curve(to: ScenePoint, control1: ScenePoint, control2: ScenePoint)
    /// Closes the current subpath with a line back to its start.
    case close
  }

  /// The steps, in order.
  public var elements: [Element]

  /// A path of `elements`.
  public init(elements: [Element]) {
    self.elements = elements
  }

  /// The path of `shape`: a rounded rectangle clockwise from the top edge's start, a circle
  /// clockwise from 12 o'clock, an arc from its start clockwise through its sweep (left open),
  /// polygons as closed subpaths. A shape with nothing to draw (no width, a radius of 0 or less,
  /// a value that is not finite) gives an empty path.
  public init(_ shape: SceneShape) {
    var elements: [Element] = []
    switch shape {
    case .roundedRect(let rect, let cornerRadius):
      guard rect.width > 0, rect.height > 0, rect.x.isFinite, rect.y.isFinite,
        rect.width.isFinite, rect.height.isFinite
      else { break }
      let r = SceneShape.clampedRadius(cornerRadius, of: rect)
      elements.append(.move(to: ScenePoint(x: rect.x + r, y: rect.y)))
      for (center, from) in SceneShape.cornerArcs(of: rect, radius: r) {
        // The straight side up to where this corner's arc begins.
        elements.append(.line(to: center.onCircle(radius: r, degrees: from)))
        if r > 0 {
          Self.appendArc(to: &elements, center: center, radius: r, from: from, sweep: 90)
        }
      }
      elements.append(.close)
    case .circle(let center, let radius):
      guard radius > 0, radius.isFinite, center.x.isFinite, center.y.isFinite else { break }
      elements.append(.move(to: center.onCircle(radius: radius, degrees: 0)))
      Self.appendArc(to: &elements, center: center, radius: radius, from: 0, sweep: 360)
      elements.append(.close)
    case .arc(let center, let radius, let start, let sweep):
      guard radius > 0, radius.isFinite, center.x.isFinite, center.y.isFinite, start.isFinite,
        sweep.isFinite, sweep > 0
      else { break }
      let turn = min(sweep, 360)
      elements.append(.move(to: center.onCircle(radius: radius, degrees: start)))
      Self.appendArc(to: &elements, center: center, radius: radius, from: start, sweep: turn)
      if sweep >= 360 { elements.append(.close) }
    case .polygons(let contours):
      for contour in contours where contour.count >= 3 {
        guard contour.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
        elements.append(.move(to: contour[0]))
        for point in contour.dropFirst() { elements.append(.line(to: point)) }
        elements.append(.close)
      }
    }
    self.elements = elements
  }

  /// Whether the path draws nothing.
  public var isEmpty: Bool { elements.isEmpty }

  /// Appends curves along the circle from `from` degrees clockwise through `sweep`, in pieces of
  /// at most 90°, each with the control points that make a cubic follow a circular arc.
  private static func appendArc(
    to elements: inout [Element], center: ScenePoint, radius: Double, from: Double, sweep: Double
  ) {
    let pieces = max(1, Int((sweep / 90).rounded(.up)))
    let step = sweep / Double(pieces)
    // The tangent length for a piece of `step` degrees: 4/3 · tan(step / 4) of the radius.
    let quarter = step / 4 * PortableMath.radiansPerDegree
    let handle =
      4.0 / 3.0 * PortableMath.sine(quarter) / PortableMath.cosine(quarter) * radius
    for index in 0..<pieces {
      let a = from + step * Double(index)
      let b = a + step
      let start = center.onCircle(radius: radius, degrees: a)
      let end = center.onCircle(radius: radius, degrees: b)
      // Clockwise on screen, the tangent at angle θ points along (cos θ, sin θ) in y-down terms.
      let startTangent = ScenePoint(
        x: PortableMath.cosine(a * PortableMath.radiansPerDegree),
        y: PortableMath.sine(a * PortableMath.radiansPerDegree))
      let endTangent = ScenePoint(
        x: PortableMath.cosine(b * PortableMath.radiansPerDegree),
        y: PortableMath.sine(b * PortableMath.radiansPerDegree))
      elements.append(
        .curve(
          to: end,
          control1: ScenePoint(
            x: start.x + handle * startTangent.x, y: start.y + handle * startTangent.y),
          control2: ScenePoint(x: end.x - handle * endTangent.x, y: end.y - handle * endTangent.y)))
    }
  }
}
