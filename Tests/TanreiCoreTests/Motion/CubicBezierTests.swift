import Testing

@testable import TanreiCore

@Suite("CubicBezier eases as CSS's cubic-bezier() does")
struct CubicBezierTests {
  /// The eased value by plain bisection on the parameter, slow and sure, to check the fast path.
  static func reference(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double)
    -> Double
  {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, y1, y2)
  }

  static let curves: [(Double, Double, Double, Double)] = [
    (0.2, 0, 0, 1), (0.4, 0, 0.2, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.25, 0.1, 0.25, 1),
    (0.68, -0.6, 0.32, 1.6), (0, 1, 1, 0),
  ]

  @Test("agrees with a bisection reference across the whole curve", arguments: curves)
  func agreesWithReference(curve: (Double, Double, Double, Double)) throws {
    let easing = try #require(CubicBezier(x1: curve.0, y1: curve.1, x2: curve.2, y2: curve.3))
    for step in 1..<200 {
      let x = Double(step) / 200
      let expected = Self.reference(curve.0, curve.1, curve.2, curve.3, at: x)
      #expect(abs(easing.value(at: x) - expected) < 1e-6, "x = \(x)")
    }
  }

  @Test("0 and 1 map to exactly 0 and 1, and progress is clamped")
  func endpoints() throws {
    let easing = try #require(CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1))
    #expect(easing.value(at: 0) == 0)
    #expect(easing.value(at: 1) == 1)
    #expect(easing.value(at: -3) == 0)
    #expect(easing.value(at: 7) == 1)
  }

  @Test("linear is the identity")
  func linear() {
    for step in 0...10 {
      let x = Double(step) / 10
      #expect(CubicBezier.linear.value(at: x) == x)
    }
  }

  @Test(
    "control points that would not make a function of time are refused",
    arguments: [
      (-0.1, 0.0, 0.5, 1.0), (0.5, 0, 1.2, 1), (Double.nan, 0, 0.5, 1), (0, .infinity, 1, 1),
    ])
  func refused(curve: (Double, Double, Double, Double)) {
    #expect(CubicBezier(x1: curve.0, y1: curve.1, x2: curve.2, y2: curve.3) == nil)
  }
}
