/// A 2-D affine transform, as SVG's `matrix(a b c d e f)` writes it: a point (x, y) goes to
/// (a·x + c·y + e, b·x + d·y + f).
public struct SceneTransform: Sendable, Hashable {
  /// Horizontal scale.
  public var a: Double
  /// Vertical shear.
  public var b: Double
  /// Horizontal shear.
  public var c: Double
  /// Vertical scale.
  public var d: Double
  /// Horizontal translation.
  public var e: Double
  /// Vertical translation.
  public var f: Double

  /// The transform with the given coefficients.
  public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.e = e
    self.f = f
  }

  /// The transform that changes nothing.
  public static let identity = SceneTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

  /// A uniform scale by `factor`.
  public static func scale(_ factor: Double) -> SceneTransform {
    SceneTransform(a: factor, b: 0, c: 0, d: factor, e: 0, f: 0)
  }

  /// A translation by (`dx`, `dy`).
  public static func translation(dx: Double, dy: Double) -> SceneTransform {
    SceneTransform(a: 1, b: 0, c: 0, d: 1, e: dx, f: dy)
  }

  /// A uniform scale by `factor` that leaves `center` where it is, as the grow entrance
  /// scales a component about the centre of its box.
  public static func scale(_ factor: Double, about center: ScenePoint) -> SceneTransform {
    SceneTransform(
      a: factor, b: 0, c: 0, d: factor, e: center.x * (1 - factor), f: center.y * (1 - factor))
  }

  /// A clockwise rotation by `degrees` about `center` (clockwise on screen, where y points down).
  public static func rotation(degrees: Double, about center: ScenePoint) -> SceneTransform {
    let radians = degrees * PortableMath.radiansPerDegree
    let cosine = PortableMath.cosine(radians)
    let sine = PortableMath.sine(radians)
    return SceneTransform(
      a: cosine, b: sine, c: -sine, d: cosine,
      e: center.x - cosine * center.x + sine * center.y,
      f: center.y - sine * center.x - cosine * center.y)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }

  /// `self` applied after `inner`: a point goes through `inner` first.
  public func concatenating(_ inner: SceneTransform) -> SceneTransform {
    SceneTransform(
      a: a * inner.a + c * inner.b,
      b: b * inner.a + d * inner.b,
      c: a * inner.c + c * inner.d,
      d: b * inner.c + d * inner.d,
      e: a * inner.e + c * inner.f + e,
      f: b * inner.e + d * inner.f + f)
  }

  /// Where `point` goes.
  public func apply(to point: ScenePoint) -> ScenePoint {
    ScenePoint(x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f)
  }

  /// How much the transform scales lengths on average: the square root of the area it scales
  /// by. Exact for the uniform scales and rotations scenes use; used to size blurs and the
  /// flattening of curves.
  public var lengthScale: Double { abs(a * d - b * c).squareRoot() }
}
