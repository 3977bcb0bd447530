import TanreiCore

/// A typing indicator frame as a scene: three dots, each in a group (`dot-1` … `dot-3`) carrying
/// its own opacity.
public enum TypingIndicatorScene {
  /// The scene of `frame`.
  public static func scene(for frame: TypingIndicatorFrame) -> VectorScene {
    ComponentCanvas.scene(frame) {
      let origin = ComponentCanvas.rect(of: frame.box)
      return frame.dots.enumerated().map { index, dot in
        .group(
          SceneGroup(
            name: "dot-\(index + 1)", opacity: dot.opacity,
            children: [
              .shape(
                .circle(
                  center: ScenePoint(x: origin.x + dot.centerX, y: origin.y + dot.centerY),
                  radius: frame.dotSize / 2), .fill(frame.color))
            ]))
      }
    }
  }
}
