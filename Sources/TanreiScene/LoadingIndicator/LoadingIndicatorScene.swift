import TanreiCore

/// The loading indicator's frame as a scene: what the core decided at one moment, drawn.
///
/// The canvas is the component's box with ``margin`` logical pixels of transparent space on
/// every side, enough for the container's shadow. Inside it, in painting order:
///
/// - a group named `component`, carrying the frame's opacity and its scale about the box's
///   centre (the entrance, LDG-13);
/// - when contained, the elevation's shadow layers, the last layer first as CSS paints them,
///   then the container (LDG-3);
/// - a group named `mark`, carrying the mark's own opacity (the reduced-motion pulse, LDG-4),
///   holding either the quarter arc — a stroke with round caps whose outer edge touches the
///   indicator's square, from the frame's rotation clockwise through 90° (LDG-1) — or the whole
///   circle at the same radius and stroke.
///
/// A frame that draws nothing (absent, or waiting out its delay) gives an empty canvas of the
/// box it takes (LDG-11).
public enum LoadingIndicatorScene {
  /// Transparent space around the box, in logical pixels.
  public static let margin = 8.0

  /// The scene of `frame`.
  public static func scene(for frame: LoadingIndicatorFrame) -> VectorScene {
    let canvas = BoxSize(width: frame.box.width + 2 * margin, height: frame.box.height + 2 * margin)
    guard frame.isDrawn, let mark = frame.mark else { return VectorScene(size: canvas, nodes: []) }
    let appearance = frame.appearance
    let box = SceneRect(x: margin, y: margin, width: frame.box.width, height: frame.box.height)
    let center = box.center

    var parts: [SceneNode] = []
    if appearance.contained {
      let container = SceneShape.roundedRect(
        SceneRect(center: center, side: appearance.containerSize),
        cornerRadius: appearance.containerCornerRadius)
      for layer in appearance.containerElevation.reversed() {
        parts.append(.shadow(container, layer))
      }
      parts.append(.shape(container, .fill(appearance.containerColor)))
    }

    let stroke = ScenePaint.stroke(appearance.markColor, width: appearance.thickness, cap: .round)
    let markShape: SceneShape
    switch mark {
    case .arc(let rotation):
      markShape = .arc(
        center: center, radius: appearance.arcRadius, startDegrees: rotation,
        sweepDegrees: LoadingIndicatorAppearance.arcSweep)
    case .circle:
      markShape = .circle(center: center, radius: appearance.arcRadius)
    }
    parts.append(
      .group(
        SceneGroup(
          name: "mark", opacity: frame.markOpacity, children: [.shape(markShape, stroke)])))

    let component = SceneGroup(
      name: "component", opacity: frame.opacity,
      transform: frame.scale == 1 ? .identity : .scale(frame.scale, about: center),
      children: parts)
    return VectorScene(size: canvas, nodes: [.group(component)])
  }
}
