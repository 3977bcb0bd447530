import Testing

@testable import TanreiScene

/// The path commands a front builds its paths from: on the true geometry, turning clockwise on
/// screen, and empty rather than wrong for shapes that draw nothing.
@Suite("Scene paths")
struct ScenePathTests {
  /// The points of a path, each curve sampled at `samples` places.
  private func samples(_ path: ScenePath, samples: Int = 16) -> [ScenePoint] {
    var points: [ScenePoint] = []
    var current = ScenePoint.zero
    for element in path.elements {
      switch element {
      case .move(let to), .line(let to):
        points.append(to)
        current = to
      case .curve(let to, let c1, let c2):
        for step in 1...samples {
          let t = Double(step) / Double(samples)
          let u = 1 - t
          let x =
            u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x
          let y =
            u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * to.y
          points.append(ScenePoint(x: x, y: y))
        }
        current = to
      case .close:
        break
      }
    }
    return points
  }

  private func distance(_ a: ScenePoint, _ b: ScenePoint) -> Double {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }

  /// Degrees clockwise from 12 o'clock of `point` round `center`, in 0..<360.
  private func angle(of point: ScenePoint, round center: ScenePoint) -> Double {
    let radians = atan2Approximation(x: point.x - center.x, y: -(point.y - center.y))
    let degrees = radians * 180 / PortableMath.pi
    return (degrees + 360).truncatingRemainder(dividingBy: 360)
  }

  /// atan2 for "clockwise from 12": x to the right, y up.
  private func atan2Approximation(x: Double, y: Double) -> Double {
    // Bisection on the angle whose sine and cosine match the direction: exact enough for tests.
    var low = 0.0
    var high = 2 * PortableMath.pi
    for _ in 0..<60 {
      let middle = (low + high) / 2
      let cross = PortableMath.sine(middle) * y - PortableMath.cosine(middle) * x
      // Positive cross: the direction lies clockwise of `middle`.
      if cross < 0 { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  @Test("a circle's curves stay within 0.03 % of its radius of the true circle")
  func circleIsRound() {
    let center = ScenePoint(x: 20, y: 20)
    let path = ScenePath(.circle(center: center, radius: 11))
    let points = samples(path)
    #expect(points.count > 16)
    for point in points {
      #expect(abs(distance(point, center) - 11) < 11 * 0.0003)
    }
  }

  @Test(
    "an arc starts at its start angle, ends at start plus sweep, and runs clockwise",
    arguments: [(0.0, 90.0), (90.0, 90.0), (300.0, 120.0), (45.0, 270.0)])
  func arcRunsClockwise(start: Double, sweep: Double) throws {
    let center = ScenePoint(x: 12, y: 12)
    let path = ScenePath(
      .arc(center: center, radius: 11, startDegrees: start, sweepDegrees: sweep))
    let first = try #require(samples(path).first)
    let last = try #require(samples(path).last)
    #expect(distance(first, center.onCircle(radius: 11, degrees: start)) < 1e-9)
    #expect(distance(last, center.onCircle(radius: 11, degrees: start + sweep)) < 1e-6)
    // Every sample lies on the arc, between its ends, and the angle only grows.
    var travelled = 0.0
    var previous = start
    for point in samples(path).dropFirst() {
      let now = angle(of: point, round: center)
      var step = now - previous
      if step < -180 { step += 360 }
      #expect(step >= -1e-6, "the path turned anticlockwise at \(now)°")
      travelled += step
      previous = now
    }
    #expect(abs(travelled - sweep) < 1e-3)
    // An open arc is not closed.
    #expect(path.elements.last != .close)
  }

  @Test("a rounded rectangle touches each side and keeps its corners inside their radius")
  func roundedRectangle() {
    let rect = SceneRect(x: 4, y: 6, width: 320, height: 8)
    let path = ScenePath(.roundedRect(rect, cornerRadius: 9999))
    let points = samples(path)
    #expect(path.elements.last == .close)
    #expect(abs((points.map(\.x).min() ?? 0) - rect.x) < 1e-9)
    #expect(abs((points.map(\.x).max() ?? 0) - rect.maxX) < 1e-9)
    #expect(abs((points.map(\.y).min() ?? 0) - rect.y) < 1e-9)
    #expect(abs((points.map(\.y).max() ?? 0) - rect.maxY) < 1e-9)
    // The radius is clamped to half the height, so the ends are half circles of radius 4.
    let leftCenter = ScenePoint(x: rect.x + 4, y: rect.y + 4)
    for point in points where point.x < leftCenter.x {
      #expect(abs(distance(point, leftCenter) - 4) < 4 * 0.0003)
    }
  }

  @Test("a square-cornered rectangle is its four corners")
  func squareCorners() {
    let path = ScenePath(.roundedRect(SceneRect(x: 0, y: 0, width: 10, height: 5), cornerRadius: 0))
    let corners = Set(samples(path).map { "\($0.x),\($0.y)" })
    #expect(corners == ["0.0,0.0", "10.0,0.0", "10.0,5.0", "0.0,5.0"])
  }

  @Test(
    "shapes that draw nothing give an empty path",
    arguments: [
      SceneShape.circle(center: .zero, radius: 0),
      .circle(center: .zero, radius: -3),
      .circle(center: ScenePoint(x: .nan, y: 0), radius: 3),
      .arc(center: .zero, radius: 5, startDegrees: 0, sweepDegrees: 0),
      .arc(center: .zero, radius: 5, startDegrees: .infinity, sweepDegrees: 90),
      .roundedRect(SceneRect(x: 0, y: 0, width: 0, height: 4), cornerRadius: 1),
      .roundedRect(SceneRect(x: 0, y: 0, width: .nan, height: 4), cornerRadius: 1),
      .polygons([[ScenePoint.zero, ScenePoint(x: 1, y: 1)]]),
    ])
  func nothingToDraw(shape: SceneShape) {
    #expect(ScenePath(shape).isEmpty)
  }
}
