import TanreiCore

/// The canvas every component's scene is drawn on: its box with a transparent margin on every
/// side, as the loading indicator's fixtures have it, and the group that carries the entrance.
///
/// A front that lays the component out takes only the box; the margin is room for the
/// container's shadow, drawn outside the box without taking space.
public enum ComponentCanvas {
  /// Transparent space around the box, in logical pixels.
  public static let margin = LoadingIndicatorScene.margin

  /// The canvas for `box`.
  public static func size(of box: BoxSize) -> BoxSize {
    BoxSize(width: box.width + 2 * margin, height: box.height + 2 * margin)
  }

  /// The box's rectangle on the canvas.
  public static func rect(of box: BoxSize) -> SceneRect {
    SceneRect(x: margin, y: margin, width: box.width, height: box.height)
  }

  /// A scene whose only node is the `component` group: the entrance's opacity, and its scale
  /// about the box's centre, over `parts`. A frame that draws nothing gives an empty canvas of
  /// its box.
  public static func scene(_ frame: some PresenceFrame, parts: () -> [SceneNode]) -> VectorScene {
    let canvas = size(of: frame.box)
    guard frame.isShown else { return VectorScene(size: canvas, nodes: []) }
    let center = rect(of: frame.box).center
    let component = SceneGroup(
      name: "component", opacity: frame.opacity,
      transform: frame.scale == 1 ? .identity : .scale(frame.scale, about: center),
      children: parts())
    return VectorScene(size: canvas, nodes: [.group(component)])
  }
}
