import TanreiCore

/// A skeleton frame as a scene: one rounded rectangle in a `fill` group carrying the shimmer's
/// opacity.
public enum SkeletonScene {
  /// The scene of `frame`.
  public static func scene(for frame: SkeletonFrame) -> VectorScene {
    ComponentCanvas.scene(frame) {
      let block = SceneShape.roundedRect(
        ComponentCanvas.rect(of: frame.box), cornerRadius: frame.cornerRadius)
      return [
        .group(
          SceneGroup(
            name: "fill", opacity: frame.fillOpacity, children: [.shape(block, .fill(frame.color))])
        )
      ]
    }
  }
}
