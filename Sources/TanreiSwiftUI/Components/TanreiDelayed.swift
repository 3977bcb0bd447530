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
  /// TanreiDelayed(isSearching, minimumShown: .milliseconds(500)) {
  ///   Text("Still searching…")
  /// }
  /// ```
  ///
  /// While `isIndicating` is true the delay counts, from the moment it became true; a wait that
  /// ends within the delay shows and exposes nothing, so nothing flashes on and off. Once the
  /// delay has passed the content enters (fading, or growing as well) and is exposed with its own
  /// accessibility; when `isIndicating` turns false it goes at once — or, with `minimumShown`,
  /// once it has been on screen that long, so that a wait just past the delay does not flash it
  /// for a moment — and the next `true` waits the whole delay again. Throughout, the content
  /// keeps its frame, so nothing around it moves. This is the same mechanism, and the same
  /// tokens, as every Tanrei component's delay; the entrance runs as a SwiftUI animation on the
  /// design system's curve and length.
  public struct TanreiDelayed<Content: View>: View {
    private let isIndicating: Bool
    private let props: DelayedPresenceProps
    private let content: Content

    private let surroundings = Surroundings()
    @State private var identity = ViewIdentity<ComponentLifecycle<DelayedPresence>>()

    /// Shows `content` while `isIndicating` has been true for longer than the show delay.
    ///
    /// - Parameters:
    ///   - isIndicating: Whether the wait is on.
    ///   - showDelay: The wait before the content is shown; `nil` takes the system's
    ///     (`comp.presence.show-delay`).
    ///   - entrance: `.fade` or `.grow`; `nil` takes the system's.
    ///   - enterDuration: The entrance's length; `nil` takes the system's.
    ///   - minimumShown: Once shown, how long the content stays before `isIndicating` turning
    ///     false takes it away; `nil` takes it away at once.
    ///   - content: What to show.
    public init(
      _ isIndicating: Bool, showDelay: Duration? = nil, entrance: TanreiLoadingEntrance? = nil,
      enterDuration: Duration? = nil, minimumShown: Duration? = nil,
      @ViewBuilder content: () -> Content
    ) {
      self.isIndicating = isIndicating
      // The content lays itself out; the presence's own box is not used to draw anything.
      props = DelayedPresenceProps(
        box: .zero,
        presence: PresenceProps(
          showDelay: showDelay, entrance: entrance, enterDuration: enterDuration),
        minimumShown: minimumShown)
      self.content = content()
    }

    /// The content, shown and exposed as its bridge says.
    public var body: some View {
      let context: ViewContext<ComponentLifecycle<DelayedPresence>> = surroundings.context(
        props: props, tokens: .presence, isActive: isIndicating)
      let shown = identity.presentation(for: context)
      let entered = shown.phase == .entering || shown.phase == .shown
      let grows = shown.plan.entrance?.kind == .grow
      content
        .opacity(entered ? 1 : 0)
        // Not 0: a singular transform is refused; a thousandth of the size is nothing seen.
        .scaleEffect(entered || !grows ? 1 : 0.001, anchor: .center)
        .animation(entered ? Self.entrance(shown.plan.entrance) : nil, value: entered)
        .accessibilityHidden(shown.isAccessibilityHidden)
        .allowsHitTesting(!shown.isAccessibilityHidden)
        .modifier(
          ViewCallbacks(
            identity: $identity, context: context, viewName: "TanreiDelayed",
            postsAnnouncements: true))
    }

    /// The entrance as SwiftUI animates it: the core's curve over the core's length; none for a
    /// length of 0, or on leaving (LDG-16's rule: gone at once).
    private static func entrance(_ plan: PresencePlan.Entrance?) -> Animation? {
      guard let plan, plan.duration > 0 else { return nil }
      let curve = plan.easing
      return .timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: plan.duration / 1000)
    }
  }
#endif
