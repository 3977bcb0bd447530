#if canImport(SwiftUI)
  import SwiftUI
  import TanreiBridge
  import TanreiCore
  import TanreiScene

  /// The one view every drawn Tanrei component goes through: it owns the component's bridge,
  /// forwards the view's inputs to it (``BridgeInputs``), and draws and exposes what the bridge
  /// answers.
  ///
  /// Nothing here decides: the delay, entrance, visibility rules, accessibility and geometry are
  /// the bridge's and the core's, tested on every platform. Frames come from a
  /// `TimelineView(.animation(minimumInterval:paused:))` that the bridge pauses whenever nothing
  /// moves (waiting, hidden, still); there is no `repeatForever` animation.
  struct BridgedComponent<Lifecycle: PresenceLifecycle, Representation: View>: View
  where Lifecycle.Frame: DrawableFrame {
    /// The name diagnostics are logged under.
    let viewName: String
    /// The props the view was given; a change is forwarded.
    let props: Lifecycle.Props
    /// Which of a design system's tokens the component takes.
    let tokens: ComponentTokens<Lifecycle.Tokens>
    /// Whether announcements are posted.
    let postsAnnouncements: Bool
    /// The platform's own element that stands for the component to assistive technology.
    let representation: (BridgePresentation) -> Representation

    @State private var bridge: ComponentBridge<Lifecycle>

    init(
      _ viewName: String, props: Lifecycle.Props,
      tokens: ComponentTokens<Lifecycle.Tokens>,
      postsAnnouncements: Bool = true,
      bridge: @autoclosure () -> ComponentBridge<Lifecycle>,
      @ViewBuilder representation: @escaping (BridgePresentation) -> Representation
    ) {
      self.viewName = viewName
      self.props = props
      self.tokens = tokens
      self.postsAnnouncements = postsAnnouncements
      self.representation = representation
      // Made once per identity: SwiftUI keeps the first and drops those later inits make.
      _bridge = State(initialValue: bridge())
    }

    var body: some View {
      let shown = bridge.presentation
      TimelineView(
        .animation(minimumInterval: bridge.frameIntervalInSeconds, paused: shown.isAnimationPaused)
      ) { _ in
        SceneCanvas(scene: shown.isAnimationPaused ? shown.scene : bridge.sample().scene)
      }
      // The drawing reaches past the box by the margin (the container's shadow) without taking
      // space: the layout is the box, the same from the first layout on (LDG-11).
      .padding(-CGFloat(shown.drawingMargin))
      .frame(width: CGFloat(shown.layoutBox.width), height: CGFloat(shown.layoutBox.height))
      .allowsHitTesting(false)
      .accessibilityRepresentation { representation(shown) }
      .accessibilityHidden(shown.isAccessibilityHidden)
      .modifier(
        BridgeInputs(
          bridge: bridge, viewName: viewName, props: props, tokens: tokens, isActive: true,
          postsAnnouncements: postsAnnouncements))
    }
  }
#endif
