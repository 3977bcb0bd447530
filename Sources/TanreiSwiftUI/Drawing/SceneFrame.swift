#if canImport(SwiftUI)
  import SwiftUI
  import TanreiScene

  /// One frame of a component, drawn in a `Canvas`: the scene of one moment, which the
  /// timeline's content computed for its context's date.
  ///
  /// A `TimelineView` makes one for every date of its schedule, and SwiftUI may do so, and run
  /// the canvas's renderer, off the main thread: the initializer is `nonisolated`, what it keeps
  /// is `Sendable`, and the renderer is a `@Sendable` closure that calls only ``SceneDrawing``.
  /// The scene is its only input, so each new date hands SwiftUI a changed view to draw.
  struct SceneFrame: View {
    /// What to draw.
    let scene: VectorScene

    nonisolated init(scene: VectorScene) {
      self.scene = scene
    }

    var body: some View {
      let scene = scene
      Canvas(opaque: false, colorMode: .nonLinear, rendersAsynchronously: false) {
        @Sendable context, _ in
        SceneDrawing.draw(scene.nodes, in: &context)
      }
      .frame(width: CGFloat(scene.size.width), height: CGFloat(scene.size.height))
      // The scene is drawn as the core laid it out, never mirrored, whatever the direction of
      // the place it is in (LDG-8): the direction reaches the bridge, not the drawing.
      .environment(\.layoutDirection, .leftToRight)
    }
  }
#endif
