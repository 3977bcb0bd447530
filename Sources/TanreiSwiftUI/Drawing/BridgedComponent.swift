#if canImport(SwiftUI)
  import SwiftUI
  import TanreiBridge
  import TanreiCore
  import TanreiScene

  /// How a drawn component takes space.
  enum ComponentLayout {
    /// Exactly its box, from the first layout on (LDG-2, LDG-3, LDG-11).
    case box
    /// The width it is offered, at its box's height: a progress bar.
    case fillsWidth
    /// The largest square it is offered, as a shape in a frame: a progress ring.
    case fillsSquare
  }

  /// The one view every drawn Tanrei component goes through: it holds the component's
  /// ``ViewIdentity``, hands SwiftUI's callbacks to it (``ViewCallbacks``), and draws and
  /// exposes what it answers.
  ///
  /// Nothing here decides: the delay, entrance, visibility rules, accessibility and geometry are
  /// the bridge's and the core's, tested on every platform. Frames come from a
  /// `TimelineView(.animation(minimumInterval:paused:))` that the bridge pauses whenever nothing
  /// moves (waiting, hidden, still); there is no `repeatForever` animation. What the timeline
  /// runs reads the bridge's `Sendable` snapshot, never the bridge, and draws the moment of its
  /// context's `date`, as Apple's examples pass the date into what they draw: the scene is the
  /// frame's input, so SwiftUI sees it change. Removal is at once, inside `withAnimation` too:
  /// the component opts out of the default transition (LDG-16).
  struct BridgedComponent<Lifecycle: PresenceLifecycle, Representation: View>: View
  where Lifecycle.Frame: DrawableFrame {
    /// The name diagnostics are logged under.
    let viewName: String
    /// The props the view was given.
    let props: Lifecycle.Props
    /// Which of a design system's tokens the component takes.
    let tokens: ComponentTokens<Lifecycle.Tokens>
    /// How it takes space.
    let layout: ComponentLayout
    /// Whether announcements are posted.
    let postsAnnouncements: Bool
    /// When the wait began, as the product's model holds it; `nil` counts from the making.
    let since: ContinuousClock.Instant?
    /// The platform's own element that stands for the component to assistive technology.
    let representation: (BridgePresentation) -> Representation

    private let surroundings = Surroundings()
    // At each init only the clock is read: the first value kept is the identity's making, which
    // starts the wait; the bridge is made at the first callback.
    @State private var identity: ViewIdentity<Lifecycle>

    init(
      _ viewName: String, props: Lifecycle.Props, tokens: ComponentTokens<Lifecycle.Tokens>,
      layout: ComponentLayout = .box, postsAnnouncements: Bool = true,
      since: ContinuousClock.Instant? = nil,
      identity: ViewIdentity<Lifecycle> = ViewIdentity(),
      @ViewBuilder representation: @escaping (BridgePresentation) -> Representation
    ) {
      self.viewName = viewName
      self.props = props
      self.tokens = tokens
      self.layout = layout
      self.postsAnnouncements = postsAnnouncements
      self.since = since
      self.representation = representation
      _identity = State(initialValue: identity)
    }

    var body: some View {
      let context: ViewContext<Lifecycle> = surroundings.context(
        props: props, tokens: tokens, since: since)
      let shown = identity.presentation(for: context)
      let moving = shown.isAnimationPaused ? nil : identity.bridge?.snapshot
      let still = shown.scene
      let interval = identity.bridge?.frameIntervalInSeconds ?? 1.0 / 60
      let drawn = TimelineView(
        .animation(minimumInterval: interval, paused: shown.isAnimationPaused)
      ) { @Sendable timeline in
        SceneFrame(scene: moving?.scene(at: timeline.date) ?? still)
      }
      // The drawing reaches past the box by the margin (the container's shadow) without taking
      // space.
      .padding(-CGFloat(shown.drawingMargin))
      .frame(width: CGFloat(shown.layoutBox.width), height: CGFloat(shown.layoutBox.height))
      placed(drawn, box: shown.layoutBox)
        .allowsHitTesting(false)
        .accessibilityRepresentation { representation(shown) }
        .accessibilityHidden(shown.isAccessibilityHidden)
        .modifier(
          ViewCallbacks(
            identity: $identity, context: context, viewName: viewName,
            postsAnnouncements: postsAnnouncements)
        )
        // Gone at once when taken out, inside `withAnimation` and across an animated `id`
        // change alike: no fade of a component that goes on turning (LDG-16).
        .transition(AnyTransition.identity)
    }

    /// The drawing in the space the layout gives it.
    @ViewBuilder
    private func placed(_ drawn: some View, box: BoxSize) -> some View {
      switch layout {
      case .box:
        drawn
      case .fillsWidth:
        drawn.frame(minWidth: 0, maxWidth: .infinity).frame(height: CGFloat(box.height))
      case .fillsSquare:
        drawn
          .frame(
            minWidth: 0, idealWidth: CGFloat(box.width), maxWidth: .infinity, minHeight: 0,
            idealHeight: CGFloat(box.height), maxHeight: .infinity
          )
          .aspectRatio(1, contentMode: .fit)
      }
    }
  }
#endif
