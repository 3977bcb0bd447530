#if canImport(SwiftUI)
  import SwiftUI
  import TanreiBridge
  import TanreiCore

  /// Any content, shown only when a wait outlasts the show delay: the loading indicator's
  /// wait-then-enter for a view of your own.
  ///
  /// ```swift
  /// TanreiDelayed(isLoading) {
  ///   ProgressView().controlSize(.extraLarge)
  /// }
  /// ```
  ///
  /// While `isIndicating` is true the delay counts, from the moment it became true; a wait that
  /// ends within the delay shows and exposes nothing, so nothing flashes on and off. Once the
  /// delay has passed the content enters (fading, or growing as well) and is exposed with its own
  /// accessibility; when `isIndicating` turns false it goes at once, and the next `true` waits
  /// the whole delay again. Throughout, the content keeps its frame, so nothing around it moves.
  /// This is the same mechanism, and the same tokens, as every Tanrei component's delay.
  public struct TanreiDelayed<Content: View>: View {
    private let isIndicating: Bool
    private let props: DelayedPresenceProps
    private let content: Content

    @State private var bridge: DelayedPresenceBridge

    /// Shows `content` while `isIndicating` has been true for longer than the show delay.
    ///
    /// - Parameters:
    ///   - isIndicating: Whether the wait is on.
    ///   - showDelay: The wait before the content is shown; `nil` takes the system's
    ///     (`comp.presence.show-delay`).
    ///   - entrance: `.fade` or `.grow`; `nil` takes the system's.
    ///   - enterDuration: The entrance's length; `nil` takes the system's.
    ///   - content: What to show.
    public init(
      _ isIndicating: Bool, showDelay: Duration? = nil, entrance: TanreiLoadingEntrance? = nil,
      enterDuration: Duration? = nil, @ViewBuilder content: () -> Content
    ) {
      self.isIndicating = isIndicating
      // The content lays itself out; the presence's own box is not used to draw anything.
      let props = DelayedPresenceProps(
        box: .zero,
        presence: PresenceProps(
          showDelay: showDelay, entrance: entrance, enterDuration: enterDuration))
      self.props = props
      self.content = content()
      _bridge = State(initialValue: DelayedPresenceBridge(props, component: .presence))
    }

    /// The component, drawn and exposed as its bridge says.
    public var body: some View {
      let shown = isIndicating ? bridge.presentation : nil
      TimelineView(
        .animation(
          minimumInterval: bridge.frameIntervalInSeconds,
          paused: shown?.isAnimationPaused ?? true)
      ) { _ in
        let now = (shown?.isAnimationPaused ?? true) ? shown : bridge.sample()
        content
          .opacity(now?.opacity ?? 0)
          .scaleEffect(CGFloat(now?.scale ?? 1), anchor: .center)
      }
      .accessibilityHidden(shown?.isAccessibilityHidden ?? true)
      .allowsHitTesting(shown?.isAccessibilityHidden == false)
      .modifier(
        BridgeInputs(
          bridge: bridge, viewName: "TanreiDelayed", props: props,
          tokens: .presence, isActive: isIndicating, postsAnnouncements: true))
    }
  }
#endif
