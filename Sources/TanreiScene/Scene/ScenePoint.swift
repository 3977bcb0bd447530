/// A point in a scene's coordinates: logical pixels, x to the right, y down.
public struct ScenePoint: Sendable, Hashable {
  /// Distance from the left edge.
  public var x: Double
  /// Distance from the top edge.
  public var y: Double

  /// The point at (`x`, `y`).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = ScenePoint(x: 0, y: 0)

  /// The point on a circle of `radius` about this one at `degrees` clockwise from 12 o'clock,
  /// the way the project measures the loading indicator's turn.
  ///
  /// Uses ``PortableMath`` rather than the platform's `sin` and `cos`, so the same angle gives
  /// the same point on every machine.
  public func onCircle(radius: Double, degrees: Double) -> ScenePoint {
    let radians = degrees * PortableMath.radiansPerDegree
    return ScenePoint(
      x: x + radius * PortableMath.sine(radians), y: y - radius * PortableMath.cosine(radians))
  }
}
