/// A skeleton at one moment.
public struct SkeletonFrame: Sendable, Hashable {
  /// Its time, phase, box, visibility, entrance and whether it moves.
  public var presence: FramePresence
  /// The outline.
  public var shape: SkeletonShape
  /// The corner radius.
  public var cornerRadius: Double
  /// The fill colour, before ``fillOpacity``.
  public var color: RGBAColor
  /// The fill's opacity: the shimmer, between the low and high tokens.
  public var fillOpacity: Double

  /// A skeleton is never in the accessibility tree: it is a picture of content, not content.
  public var accessibility: AccessibilityNode? { nil }
}
