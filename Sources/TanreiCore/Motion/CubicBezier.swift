/// An easing curve as CSS's `cubic-bezier()` and DTCG's `cubicBezier` tokens describe it.
///
/// The curve runs from (0, 0) to (1, 1) through the control points (x1, y1) and (x2, y2). For a
/// progress `x` in 0…1 it answers the eased value `y`, solving the curve's x polynomial for its
/// parameter first, as browsers do, so an entrance eased here matches the web component's.
public struct CubicBezier: Sendable, Hashable, CustomStringConvertible {
  /// The first control point's x, in 0…1.
  public let x1: Double
  /// The first control point's y; may leave 0…1 for an overshoot.
  public let y1: Double
  /// The second control point's x, in 0…1.
  public let x2: Double
  /// The second control point's y; may leave 0…1 for an overshoot.
  public let y2: Double

  // Polynomial coefficients, so that x(s) = ((ax·s + bx)·s + cx)·s, and likewise for y.
  private let ax, bx, cx, ay, by, cy: Double
  // The parameter s for x = 0, 1/16, … 1, solved once: interpolated, it is a first guess so close
  // that one step of Newton's method finishes the work, where starting from x takes five or six.
  private var guesses: Guesses
  private typealias Guesses = (
    Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
    Double, Double, Double, Double, Double
  )
  private static let guessCount = 16

  /// A curve through the given control points, or `nil` when an x lies outside 0…1 or a value is
  /// not finite: such a curve would not be a function of time.
  public init?(x1: Double, y1: Double, x2: Double, y2: Double) {
    guard [x1, y1, x2, y2].allSatisfy({ $0.isFinite }), (0...1).contains(x1), (0...1).contains(x2)
    else { return nil }
    self.init(uncheckedX1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// Constant speed: `cubic-bezier(0, 0, 1, 1)`.
  public static let linear = CubicBezier(uncheckedX1: 0, y1: 0, x2: 1, y2: 1)

  /// A curve through control points known to be valid: the resolved tokens written out as
  /// values, and the constants here.
  init(uncheckedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    guesses = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    guesses = makeGuesses()
  }

  private func makeGuesses() -> Guesses {
    var table = guesses
    withUnsafeMutableBytes(of: &table) { raw in
      for index in 0...Self.guessCount {
        let x = Double(index) / Double(Self.guessCount)
        raw.storeBytes(
          of: solve(x, from: x, tolerance: 1e-12), toByteOffset: index * 8, as: Double.self)
      }
    }
    return table
  }

  // Inlined, and reading only scalars from the curve, so that a caller whose curve sits in
  // shared memory (a token, a timeline's content) reads it in place instead of copying it.
  /// The eased value at `progress`; progress is clamped to 0…1, and 0 and 1 map to exactly 0 and 1.
  @inline(__always)
  public func value(at progress: Double) -> Double {
    guard progress > 0 else { return 0 }
    guard progress < 1 else { return 1 }
    if x1 == y1 && x2 == y2 { return progress }
    let scaled = progress * Double(Self.guessCount)
    let index = min(Self.guessCount - 1, Int(scaled))
    let below = guess(index)
    let start = below + (guess(index + 1) - below) * (scaled - Double(index))
    let s = Self.solve(progress, from: start, tolerance: Self.tolerance, ax: ax, bx: bx, cx: cx)
    return ((ay * s + by) * s + cy) * s
  }

  /// `cubic-bezier(0.2, 0, 0, 1)`.
  public var description: String { "cubic-bezier(\(x1), \(y1), \(x2), \(y2))" }

  /// Whether the two hold the same values.
  public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  /// Hashes the values that identify this one.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }

  /// The table's guess at `index`, read field by field so the table is never copied.
  @inline(__always)
  private func guess(_ index: Int) -> Double {
    switch index {
    case 0: guesses.0
    case 1: guesses.1
    case 2: guesses.2
    case 3: guesses.3
    case 4: guesses.4
    case 5: guesses.5
    case 6: guesses.6
    case 7: guesses.7
    case 8: guesses.8
    case 9: guesses.9
    case 10: guesses.10
    case 11: guesses.11
    case 12: guesses.12
    case 13: guesses.13
    case 14: guesses.14
    case 15: guesses.15
    default: guesses.16
    }
  }

  /// How close x(s) must come to x: a millionth of the animation's length is far below anything
  /// a person can see or a trace prints, and one Newton step from the table's guess reaches it.
  private static let tolerance = 1e-7

  /// The parameter s with x(s) within `tolerance` of x, by Newton's method from `start`; where the slope vanishes
  /// Newton cannot converge, and bisection, which always does on this monotonic x(s), takes over.
  private func solve(_ x: Double, from start: Double, tolerance: Double) -> Double {
    Self.solve(x, from: start, tolerance: tolerance, ax: ax, bx: bx, cx: cx)
  }

  /// ``solve(_:from:tolerance:)`` on the x polynomial's coefficients alone.
  private static func solve(
    _ x: Double, from start: Double, tolerance: Double, ax: Double, bx: Double, cx: Double
  ) -> Double {
    func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    var s = start
    for _ in 0..<8 {
      let error = sampleX(s) - x
      if abs(error) < tolerance { return s }
      let slope = slopeX(s)
      if abs(slope) < 1e-9 { break }
      s -= error / slope
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<64 {
      let sampled = sampleX(s)
      if abs(sampled - x) < tolerance { break }
      if sampled < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }
}
