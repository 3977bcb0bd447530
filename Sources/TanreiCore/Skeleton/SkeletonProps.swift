/// What a skeleton is given: the size of the content it stands for, its shape, and its timing.
public struct SkeletonProps: Sendable, Hashable {
  /// The width of the content it stands for.
  public var width: Double
  /// The height of the content it stands for.
  public var height: Double
  /// The outline.
  public var shape: SkeletonShape
  /// The show delay, entrance and enter duration; `nil` takes the system's tokens.
  public var presence: PresenceProps

  /// A skeleton of `width` × `height` logical pixels.
  public init(
    width: Double, height: Double, shape: SkeletonShape = .rectangle,
    presence: PresenceProps = PresenceProps()
  ) {
    self.width = width
    self.height = height
    self.shape = shape
    self.presence = presence
  }
}
