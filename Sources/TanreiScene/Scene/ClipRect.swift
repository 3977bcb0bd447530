/// A rounded rectangle that clips a group: a progress bar's fill clipped to its track.
public struct ClipRect: Sendable, Hashable {
  /// The rectangle.
  public var rect: SceneRect
  /// The corner radius, capped at half the shorter side.
  public var cornerRadius: Double

  /// A clip to `rect` with corners of `cornerRadius`.
  public init(_ rect: SceneRect, cornerRadius: Double = 0) {
    self.rect = rect
    self.cornerRadius = cornerRadius
  }

  /// The clip as a shape.
  public var shape: SceneShape { .roundedRect(rect, cornerRadius: cornerRadius) }
}
