/// A piece of geometry a scene draws, in logical pixels.
///
/// Angles are degrees clockwise from 12 o'clock, the convention of the loading indicator's
/// turn, so a scene reads the way the spec describes the component.
public enum SceneShape: Sendable, Hashable {
  /// A rectangle whose corners are rounded by `cornerRadius`, capped at half the shorter side:
  /// a progress track, a skeleton block, and with a radius of half its side, a circle.
  case roundedRect(SceneRect, cornerRadius: Double)
  /// A circle.
  case circle(center: ScenePoint, radius: Double)
  /// An open arc of a circle, starting at `startDegrees` and running `sweepDegrees` clockwise.
  /// It has no inside, so it can only be stroked; filled, or given a shadow, it draws nothing.
  /// A sweep of 360 or more is the whole circle.
  case arc(center: ScenePoint, radius: Double, startDegrees: Double, sweepDegrees: Double)
  /// Closed polygons filled together with the non-zero rule: text set as outlines, whose holes
  /// run the other way round. They can only be filled.
  case polygons([[ScenePoint]])

  /// Whether the shape encloses an area, so that a fill or a shadow of it means something.
  public var isClosed: Bool {
    if case .arc = self { return false }
    return true
  }
}
