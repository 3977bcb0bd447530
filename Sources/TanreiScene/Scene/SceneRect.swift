/// An axis-aligned rectangle in a scene's coordinates (logical pixels).
public struct SceneRect: Sendable, Hashable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width; a rectangle with a width or height of 0 or less covers nothing.
  public var width: Double
  /// The height.
  public var height: Double

  /// The rectangle whose top-left corner is (`x`, `y`).
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The square of side `side` centred on `center`.
  public init(center: ScenePoint, side: Double) {
    self.init(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
  }

  /// The centre.
  public var center: ScenePoint { ScenePoint(x: x + width / 2, y: y + height / 2) }

  /// The right edge.
  public var maxX: Double { x + width }

  /// The bottom edge.
  public var maxY: Double { y + height }

  /// The rectangle grown by `amount` on every side (shrunk when negative, never below zero).
  public func outset(by amount: Double) -> SceneRect {
    let grownWidth = max(0, width + 2 * amount)
    let grownHeight = max(0, height + 2 * amount)
    return SceneRect(
      x: center.x - grownWidth / 2, y: center.y - grownHeight / 2, width: grownWidth,
      height: grownHeight)
  }

  /// The rectangle moved by (`dx`, `dy`).
  public func offsetBy(dx: Double, dy: Double) -> SceneRect {
    SceneRect(x: x + dx, y: y + dy, width: width, height: height)
  }
}
