/// Nodes composited as one: drawn together, clipped, then laid down at an opacity.
///
/// Opacity applies to the group as a whole, as CSS's `opacity` does: a shadow under a
/// container does not show through it when the group fades.
public struct SceneGroup: Sendable, Hashable {
  /// A name for what the group is ("component", "mark"), written as the SVG element's class so
  /// that an animation can address it; it changes nothing drawn.
  public var name: String?
  /// The group's opacity, 0…1.
  public var opacity: Double
  /// Maps the children's coordinates into the parent's.
  public var transform: SceneTransform
  /// A rounded rectangle, in the children's coordinates, outside which nothing of the group is
  /// drawn; its edge is anti-aliased like any other.
  public var clip: ClipRect?
  /// What the group draws, in order.
  public var children: [SceneNode]

  /// A group of `children`; by default unnamed, opaque, untransformed and unclipped.
  public init(
    name: String? = nil, opacity: Double = 1, transform: SceneTransform = .identity,
    clip: ClipRect? = nil, children: [SceneNode]
  ) {
    self.name = name
    self.opacity = opacity
    self.transform = transform
    self.clip = clip
    self.children = children
  }
}
