import TanreiCore

/// A picture as vector data: a canvas size and the nodes drawn on it, in logical pixels.
///
/// A scene knows nothing of time: a component's frame at one moment becomes a scene, and the
/// scene becomes SVG text or pixels (in `TanreiRender`), or a SwiftUI drawing. The canvas is
/// transparent where nothing is drawn.
public struct VectorScene: Sendable, Hashable {
  /// The canvas, in logical pixels.
  public var size: BoxSize
  /// What is drawn, in order.
  public var nodes: [SceneNode]

  /// A scene of `nodes` on a canvas of `size`.
  public init(size: BoxSize, nodes: [SceneNode]) {
    self.size = size
    self.nodes = nodes
  }
}
