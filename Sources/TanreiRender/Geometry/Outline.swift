/// Shapes turned into closed polygons: what the rasterizer fills.
///
/// Every paint becomes a fill of an outline. A stroked circle is two circles of opposite
/// direction (a ring); a stroked arc with round caps is one loop: the outer arc, a half disc
/// round the end, the inner arc back, and a half disc round the start. Curves are flattened
/// into chords no further than `tolerance` from the true curve, placed so that the polygon has
/// the curve's exact area.
///
/// Outer contours run clockwise on screen and holes counter-clockwise, and no two contours of
/// one outline overlap; the rasterizer relies on both, adding signed areas and taking the
/// magnitude of the sum.
struct Outline: Sendable {
  /// Closed polygons; the last point joins the first.
  var contours: [[ScenePoint]]

  static let empty = Outline(contours: [])

  /// The area `paint` covers on `shape`; `tolerance` is the largest gap allowed between a chord
  /// and its curve, in the shape's units.
  static func painting(_ shape: SceneShape, with paint: ScenePaint, tolerance: Double) -> Outline {
    switch paint {
    case .fill:
      return filling(shape, tolerance: tolerance)
    case .stroke(_, let width, let cap):
      return stroking(shape, width: width, cap: cap, tolerance: tolerance)
    }
  }

  /// The inside of a closed shape; nothing for an arc.
  static func filling(_ shape: SceneShape, tolerance: Double) -> Outline {
    switch shape {
    case .roundedRect(let rect, let cornerRadius):
      return roundedRect(rect, cornerRadius: cornerRadius, tolerance: tolerance)
        .map { Outline(contours: [$0]) } ?? .empty
    case .circle(let center, let radius):
      guard radius > 0, radius.isFinite else { return .empty }
      return Outline(contours: [circle(center: center, radius: radius, tolerance: tolerance)])
    case .arc:
      return .empty
    case .polygons(let contours):
      return Outline(
        contours: contours.filter { contour in
          contour.count >= 3 && contour.allSatisfy { $0.x.isFinite && $0.y.isFinite }
        })
    }
  }

  /// The band of `width` centred on the shape's outline.
  static func stroking(_ shape: SceneShape, width: Double, cap: SceneLineCap, tolerance: Double)
    -> Outline
  {
    guard width > 0, width.isFinite else { return .empty }
    let half = width / 2
    switch shape {
    case .roundedRect(let rect, let cornerRadius):
      let radius = SceneShape.clampedRadius(cornerRadius, of: rect)
      // Outside, corners stay round when the rectangle's are (and mitred when square).
      let outerRadius = radius > 0 ? radius + half : 0
      guard
        let outer = roundedRect(
          rect.outset(by: half), cornerRadius: outerRadius, tolerance: tolerance)
      else { return .empty }
      let innerRect = rect.outset(by: -half)
      guard
        let inner = roundedRect(
          innerRect, cornerRadius: max(0, radius - half), tolerance: tolerance)
      else { return Outline(contours: [outer]) }
      return Outline(contours: [outer, inner.reversed()])
    case .circle(let center, let radius):
      return ring(center: center, radius: radius, half: half, tolerance: tolerance)
    case .polygons:
      // Text is filled, never stroked.
      return .empty
    case .arc(let center, let radius, let start, let sweep):
      guard radius >= 0, radius.isFinite, start.isFinite, sweep.isFinite else { return .empty }
      if abs(sweep) >= 360 {
        return ring(center: center, radius: radius, half: half, tolerance: tolerance)
      }
      let from = sweep < 0 ? start + sweep : start
      let length = abs(sweep)
      if length == 0 {
        // A zero-length path with round caps is a dot, as SVG draws it.
        guard cap == .round else { return .empty }
        let dot = center.onCircle(radius: radius, degrees: from)
        return Outline(contours: [circle(center: dot, radius: half, tolerance: tolerance)])
      }
      return Outline(
        contours: [
          arcBand(
            center: center, radius: radius, half: half, from: from, sweep: length, cap: cap,
            tolerance: tolerance)
        ])
    }
  }

  /// The outline with every point mapped through `transform`.
  func transformed(by transform: SceneTransform) -> Outline {
    if transform.isIdentity { return self }
    return Outline(contours: contours.map { $0.map(transform.apply(to:)) })
  }

  // MARK: Pieces

  private static func ring(center: ScenePoint, radius: Double, half: Double, tolerance: Double)
    -> Outline
  {
    guard radius.isFinite, radius + half > 0 else { return .empty }
    let outer = circle(center: center, radius: radius + half, tolerance: tolerance)
    guard radius - half > 0 else { return Outline(contours: [outer]) }
    let inner = circle(center: center, radius: radius - half, tolerance: tolerance)
    return Outline(contours: [outer, inner.reversed()])
  }

  private static func arcBand(
    center: ScenePoint, radius: Double, half: Double, from: Double, sweep: Double,
    cap: SceneLineCap,
    tolerance: Double
  ) -> [ScenePoint] {
    let to = from + sweep
    let inner = max(0, radius - half)
    var points: [ScenePoint] = []
    appendArc(
      to: &points, center: center, radius: radius + half, from: from, sweep: sweep,
      tolerance: tolerance)
    if cap == .round {
      // Round the end: from the outer edge, forwards, to the inner edge.
      appendArc(
        to: &points, center: center.onCircle(radius: radius, degrees: to), radius: half,
        from: to, sweep: 180, tolerance: tolerance, skipFirst: true)
    }
    appendArc(
      to: &points, center: center, radius: inner, from: to, sweep: -sweep,
      tolerance: tolerance, skipFirst: cap == .round)
    if cap == .round {
      appendArc(
        to: &points, center: center.onCircle(radius: radius, degrees: from), radius: half,
        from: from + 180, sweep: 180, tolerance: tolerance, skipFirst: true)
      points.removeLast()  // back where the loop began
    }
    return points
  }

  private static func circle(center: ScenePoint, radius: Double, tolerance: Double) -> [ScenePoint]
  {
    var points: [ScenePoint] = []
    appendArc(
      to: &points, center: center, radius: radius, from: 0, sweep: 360, tolerance: tolerance)
    points.removeLast()
    return points
  }

  private static func roundedRect(_ rect: SceneRect, cornerRadius: Double, tolerance: Double)
    -> [ScenePoint]?
  {
    guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
      rect.x.isFinite, rect.y.isFinite
    else { return nil }
    let r = SceneShape.clampedRadius(cornerRadius, of: rect)
    guard r > 0 else {
      return [
        ScenePoint(x: rect.x, y: rect.y), ScenePoint(x: rect.maxX, y: rect.y),
        ScenePoint(x: rect.maxX, y: rect.maxY), ScenePoint(x: rect.x, y: rect.maxY),
      ]
    }
    var points: [ScenePoint] = []
    for (center, from) in SceneShape.cornerArcs(of: rect, radius: r) {
      appendArc(
        to: &points, center: center, radius: r, from: from, sweep: 90, tolerance: tolerance)
    }
    return points
  }

  /// Appends the points of an arc, both ends included (the first left out when `skipFirst`).
  ///
  /// The step is the angle whose chord strays `tolerance` from the circle, 2·√(2·tolerance/r),
  /// from square roots only so that every platform picks the same number of chords.
  private static func appendArc(
    to points: inout [ScenePoint], center: ScenePoint, radius: Double, from: Double, sweep: Double,
    tolerance: Double, skipFirst: Bool = false
  ) {
    guard radius > 0 else {
      if !skipFirst || points.isEmpty { points.append(center) }
      return
    }
    let stepDegrees: Double
    if tolerance <= 0 || tolerance >= radius {
      stepDegrees = 45
    } else {
      stepDegrees = min(
        45, 2 * (2 * tolerance / radius).squareRoot() / PortableMath.radiansPerDegree)
    }
    // Clamped as a double first: a huge radius gives a tiny step, and Int(∞) would trap.
    let steps = (abs(sweep) / stepDegrees).rounded(.up)
    let count = steps.isNaN ? 1 : Int(max(1, min(4096, steps)))
    // Chords through points on the circle would cut a sliver off every step, so the polygon
    // would always be a little small. Points on a radius grown by √(θ / sin θ) give each
    // step's triangle the area of its sector: the chords cross the circle, and the area is
    // exact.
    let step = abs(sweep) / Double(count) * PortableMath.radiansPerDegree
    let sine = PortableMath.sine(step)
    let grown = step > 0 && sine > 0 ? radius * (step / sine).squareRoot() : radius
    // A part of a circle meets straight edges or caps at its ends, which must lie on the true
    // circle: a grown end would push a rounded rectangle's side out by a sliver along its whole
    // length. The whole circle has no ends, so there every point is grown.
    let whole = abs(sweep) >= 360
    for index in (skipFirst ? 1 : 0)...count {
      let degrees = from + sweep * Double(index) / Double(count)
      let isEnd = index == 0 || index == count
      points.append(center.onCircle(radius: isEnd && !whole ? radius : grown, degrees: degrees))
    }
  }
}
