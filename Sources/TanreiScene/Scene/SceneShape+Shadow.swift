extension SceneShape {
  /// A corner radius as drawn: not negative, and at most half the shorter side, as SVG and CSS
  /// clamp it.
  public static func clampedRadius(_ radius: Double, of rect: SceneRect) -> Double {
    guard radius.isFinite else { return min(rect.width, rect.height) / 2 }
    return max(0, min(radius, min(rect.width, rect.height) / 2))
  }

  /// The centres of a rounded rectangle's corner arcs, clockwise from the top right, each with
  /// the angle (degrees clockwise from 12 o'clock) at which its quarter turn begins: the order in
  /// which an outline traced clockwise from the top edge meets them.
  public static func cornerArcs(of rect: SceneRect, radius r: Double) -> [(
    center: ScenePoint, from: Double
  )] {
    [
      (ScenePoint(x: rect.maxX - r, y: rect.y + r), 0),
      (ScenePoint(x: rect.maxX - r, y: rect.maxY - r), 90),
      (ScenePoint(x: rect.x + r, y: rect.maxY - r), 180),
      (ScenePoint(x: rect.x + r, y: rect.y + r), 270),
    ]
  }

  /// The shape a box shadow of `spread` casts before it is blurred and moved: grown on every
  /// side, with corner radii grown as CSS grows them (a sharp corner stays sharp; a radius
  /// smaller than the spread grows less than the spread).
  public func spread(by spread: Double) -> SceneShape {
    guard spread != 0 else { return self }
    switch self {
    case .roundedRect(let rect, let cornerRadius):
      let radius = SceneShape.clampedRadius(cornerRadius, of: rect)
      var grown = max(0, radius + spread)
      if spread > 0 && radius < spread {
        let ratio = radius / spread - 1
        grown = (radius + spread) * (1 + ratio * ratio * ratio)
      }
      return .roundedRect(rect.outset(by: spread), cornerRadius: grown)
    case .circle(let center, let radius):
      return .circle(center: center, radius: max(0, radius + spread))
    case .arc, .polygons:
      return self
    }
  }

  /// The shape moved by (`dx`, `dy`).
  public func offsetBy(dx: Double, dy: Double) -> SceneShape {
    switch self {
    case .roundedRect(let rect, let cornerRadius):
      return .roundedRect(rect.offsetBy(dx: dx, dy: dy), cornerRadius: cornerRadius)
    case .circle(let center, let radius):
      return .circle(center: ScenePoint(x: center.x + dx, y: center.y + dy), radius: radius)
    case .arc(let center, let radius, let start, let sweep):
      return .arc(
        center: ScenePoint(x: center.x + dx, y: center.y + dy), radius: radius, startDegrees: start,
        sweepDegrees: sweep)
    case .polygons(let contours):
      return .polygons(contours.map { $0.map { ScenePoint(x: $0.x + dx, y: $0.y + dy) } })
    }
  }
}
