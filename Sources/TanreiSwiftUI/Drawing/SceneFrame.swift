#if canImport(SwiftUI)
  import SwiftUI
  import TanreiBridge
  import TanreiCore
  import TanreiScene

  /// One frame of a component, drawn in a `Canvas`: the still picture, or, while something
  /// moves, the scene of this moment from the bridge's snapshot.
  ///
  /// A `TimelineView` makes one for every frame, and SwiftUI may do so, and run the canvas's
  /// renderer, off the main thread: the initializer is `nonisolated`, what it keeps is
  /// `Sendable`, and the renderer is a `@Sendable` closure that calls only ``SceneDrawing``.
  struct SceneFrame<Lifecycle: PresenceLifecycle>: View where Lifecycle.Frame: DrawableFrame {
    /// What to draw while nothing moves.
    let still: VectorScene
    /// Where the moving picture comes from, or `nil` while nothing moves.
    let moving: BridgeSnapshot<Lifecycle>?

    nonisolated init(still: VectorScene, moving: BridgeSnapshot<Lifecycle>?) {
      self.still = still
      self.moving = moving
    }

    var body: some View {
      let still = still
      let moving = moving
      Canvas(opaque: false, colorMode: .nonLinear, rendersAsynchronously: false) {
        @Sendable context, _ in
        SceneDrawing.draw((moving?.scene() ?? still).nodes, in: &context)
      }
      .frame(width: CGFloat(still.size.width), height: CGFloat(still.size.height))
      // The scene is drawn as the core laid it out, never mirrored, whatever the direction of
      // the place it is in (LDG-8): the direction reaches the bridge, not the drawing.
      .environment(\.layoutDirection, .leftToRight)
    }
  }
#endif
