import TanreiCore

/// A line of text as filled outlines, in logical pixels: what a renderer needs to draw it exactly
/// as it draws any other shape, with no font on the other side.
///
/// The origin is the left end of the baseline; y grows downwards, as on a canvas. Contours are
/// closed polygons, curves flattened finely enough for any scale up to 4×; they are filled with
/// the non-zero rule.
public struct TextOutline: Sendable, Hashable {
  /// A point of a contour.
  public struct Point: Sendable, Hashable {
    /// Distance right of the origin.
    public var x: Double
    /// Distance below the baseline (negative above it).
    public var y: Double
  }

  /// The closed contours of every glyph.
  public var contours: [[Point]]
  /// The width the text advances by.
  public var advance: Double
  /// How far the font rises above the baseline.
  public var ascent: Double
  /// How far the font falls below the baseline (positive).
  public var descent: Double

  /// The outline moved by (`dx`, `dy`).
  public func offset(dx: Double, dy: Double) -> TextOutline {
    var moved = self
    moved.contours = contours.map { $0.map { Point(x: $0.x + dx, y: $0.y + dy) } }
    return moved
  }

  /// The outline placed so that its advance is centred on `x` and the middle of its digits'
  /// height (the cap height, taken as 0.72 of the ascent) sits on `y`: how a percentage is
  /// centred in a ring.
  public func centred(atX x: Double, y: Double) -> TextOutline {
    offset(dx: x - advance / 2, dy: y + ascent * 0.36)
  }
}
