#if canImport(SwiftUI)
  import SwiftUI
  import TanreiBridge
  import TanreiCore

  /// Any content, shown only when a wait outlasts the show delay: the loading indicator's
  /// wait-then-enter for a view of your own.
  ///
  /// ```swift
  /// import SwiftUI
  /// import Tanrei
  ///
  /// struct SearchFeedback: View {
  ///   var isLoading: Bool
  ///   var isSearching: Bool
  ///
  ///   var body: some View {
  ///     TanreiDelayed(isLoading) {
  ///       ProgressView("Loading")
  ///     }
  ///     TanreiDelayed(isSearching, minimumShown: .milliseconds(500)) {
  ///       Text("Still searching…")
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// While `isIndicating` is true the delay counts, from the moment it became true — whether or
  /// not the view is on screen then — or from `since`, the wait's start as the product's model
  /// holds it; a wait that ends within the delay shows and exposes nothing, so nothing flashes
  /// on and off. Once the delay has passed the content enters (fading, or growing as well) and
  /// is exposed with its own accessibility; when `isIndicating` turns false it goes at once, in
  /// `withAnimation` too — or, with `minimumShown`, once it has been on screen that long, so
  /// that a wait just past the delay does not flash it for a moment — and the next `true` waits
  /// the whole delay again. Throughout, the content keeps its frame, so nothing around it moves.
  /// This is the same mechanism, and the same tokens, as every Tanrei component's delay; the
  /// entrance runs as a SwiftUI animation on the design system's curve and length, and only
  /// where it is seen: one that ran its course while the view was hidden is not played again.
  /// A Tanrei component inside the content is inserted only once the content enters: until
  /// then it neither counts its own delay nor moves (give it `showDelay: .zero`).
  public struct TanreiDelayed<Content: View>: View {
    private let isIndicating: Bool
    private let props: DelayedPresenceProps
    private let since: ContinuousClock.Instant?
    private let content: Content

    private let surroundings = Surroundings()
    // The first value kept is the identity's making: its wait starts then if the flag is on.
    @State private var identity: ViewIdentity<ComponentLifecycle<DelayedPresence>>

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
    ///   - since: When the wait began, as the product's model holds it, for a view that a lazy
    ///     container may make again (its state discarded) while the wait goes on; `nil` counts
    ///     from the flag turning true. A start in the future counts from now, reported in debug
    ///     builds.
    ///   - content: What to show.
    public init(
      _ isIndicating: Bool, showDelay: Duration? = nil, entrance: TanreiLoadingEntrance? = nil,
      enterDuration: Duration? = nil, minimumShown: Duration? = nil,
      since: ContinuousClock.Instant? = nil, @ViewBuilder content: () -> Content
    ) {
      self.isIndicating = isIndicating
      self.since = since
      _identity = State(initialValue: ViewIdentity(isActive: isIndicating))
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
        props: props, tokens: .presence, isActive: isIndicating, since: since)
      let shown = identity.presentation(for: context)
      let entered = shown.phase == .entering || shown.phase == .shown
      let grows = shown.plan.entrance?.kind == .grow
      content
        // Held back until it enters: a Tanrei component inside is not inserted before.
        .environment(\.tanreiContentRevealed, entered)
        .opacity(entered ? 1 : 0)
        // Not 0: a singular transform is refused; a thousandth of the size is nothing seen.
        .scaleEffect(entered || !grows ? 1 : 0.001, anchor: .center)
        // What is left of an entrance that is seen; none for one that ended while hidden, and
        // none on leaving, whatever animation the change came in.
        .animation(entered ? Self.entrance(shown.seenEntrance) : nil, value: entered)
        .accessibilityHidden(shown.isAccessibilityHidden)
        .allowsHitTesting(!shown.isAccessibilityHidden)
        .modifier(
          ViewCallbacks(
            identity: $identity, context: context, viewName: "TanreiDelayed",
            postsAnnouncements: true)
        )
        .transition(AnyTransition.identity)
    }

    /// The entrance as SwiftUI animates it: the core's curve over what is left of the core's
    /// length; none for a length of 0, or on leaving (LDG-16's rule: gone at once).
    private static func entrance(_ plan: PresencePlan.Entrance?) -> Animation? {
      guard let plan, plan.duration > 0 else { return nil }
      let curve = plan.easing
      return .timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: plan.duration / 1000)
    }
  }
#endif
