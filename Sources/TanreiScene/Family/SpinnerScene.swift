import TanreiCore

/// A spinner frame as a scene: the track, a stroked circle, and the `mark` group holding the
/// arc, from the frame's rotation clockwise through its sweep, with round caps.
public enum SpinnerScene {
  /// The scene of `frame`.
  public static func scene(for frame: SpinnerFrame) -> VectorScene {
    ComponentCanvas.scene(frame) {
      let center = ComponentCanvas.rect(of: frame.box).center
      return [
        .shape(
          .circle(center: center, radius: frame.centerRadius),
          .stroke(frame.trackColor, width: frame.strokeWidth, cap: .butt)),
        .group(
          SceneGroup(
            name: "mark",
            children: [
              .shape(
                .arc(
                  center: center, radius: frame.centerRadius, startDegrees: frame.rotation,
                  sweepDegrees: frame.sweep),
                .stroke(frame.indicatorColor, width: frame.strokeWidth, cap: .round))
            ])),
      ]
    }
  }
}
