#if canImport(SwiftUI)
  import SwiftUI
  import TanreiBridge
  import TanreiCore

  /// How a loading indicator enters once its show delay has passed: `.fade`, `.grow`, or `.auto`
  /// (the design system's choice). `nil` is `.auto` too.
  public typealias TanreiLoadingEntrance = LoadingEntrance

  /// Tanrei's loading indicator: a quarter arc that turns, after a show delay, for a short wait
  /// whose length is unknown.
  ///
  /// ```swift
  /// import SwiftUI
  /// import Tanrei
  ///
  /// struct Waits: View {
  ///   var body: some View {
  ///     TanreiLoadingIndicator("Loading messages")
  ///     TanreiLoadingIndicator("Refreshing", size: .large, contained: true)
  ///     TanreiLoadingIndicator("Saving", size: .small, showDelay: .zero)   // a busy button
  ///   }
  /// }
  /// ```
  ///
  /// Put it in the hierarchy when the wait starts and take it out when the wait ends: its delay
  /// starts when its identity is made — on screen or not — and its identity's end removes it at
  /// once, inside `withAnimation` too (a new identity waits again). Being covered by a pushed
  /// screen, a tab not selected, a row scrolled away or the app in the background only hides
  /// it: the delay counts on and the turn pauses. A lazy container may discard a far row's state
  /// and make it again: give such a row `since`, the wait's start as your model holds it, and
  /// the row made again does not wait again. Until the
  /// delay ends it keeps its frame, draws nothing and is hidden from VoiceOver; then it fades (or
  /// grows) in and is read as the platform's busy progress indicator named by `label`, announcing
  /// nothing itself. Under Reduce Motion its arc becomes a pulsing circle. A `nil` time takes the
  /// design system's token; a negative one takes it too, reported in debug builds, as an empty
  /// label is.
  public struct TanreiLoadingIndicator: View {
    private let label: ViewLabel
    private let size: LoadingIndicatorSize
    private let contained: Bool
    private let presence: PresenceProps
    private let since: ContinuousClock.Instant?
    /// An identity already made, for a harness that renders the view without running it.
    private let identity: ViewIdentity<LoadingIndicatorLifecycle>?

    @Environment(\.locale) private var locale

    /// An indicator named by `label`, localized (what is loading: "Loading messages", not
    /// "Loading").
    ///
    /// - Parameters:
    ///   - label: The accessible name, looked up in the view's locale.
    ///   - size: `.small` in a control, `.medium` beside text, `.large` for an empty section.
    ///   - contained: Draws it on a raised circle of its own, to float over content.
    ///   - showDelay: The wait before it is shown; `nil` takes the system's, `.zero` shows it at
    ///     once.
    ///   - entrance: `.fade` or `.grow`; `nil` takes the system's.
    ///   - enterDuration: The entrance's length; `nil` takes the system's, `.zero` none.
    ///   - since: When the wait began, as the product's model holds it; `nil` counts from the
    ///     view's making. A start in the future counts from now, reported in debug builds.
    public init(
      _ label: LocalizedStringResource, size: LoadingIndicatorSize = .medium,
      contained: Bool = false, showDelay: Duration? = nil,
      entrance: TanreiLoadingEntrance? = nil, enterDuration: Duration? = nil,
      since: ContinuousClock.Instant? = nil
    ) {
      self.init(
        label: .localized(label), size: size, contained: contained,
        presence: PresenceProps(
          showDelay: showDelay, entrance: entrance, enterDuration: enterDuration), since: since)
    }

    /// An indicator named by `label`, taken as it is.
    @_disfavoredOverload
    public init<Label: StringProtocol>(
      _ label: Label, size: LoadingIndicatorSize = .medium, contained: Bool = false,
      showDelay: Duration? = nil, entrance: TanreiLoadingEntrance? = nil,
      enterDuration: Duration? = nil, since: ContinuousClock.Instant? = nil
    ) {
      self.init(
        label: .verbatim(String(label)), size: size, contained: contained,
        presence: PresenceProps(
          showDelay: showDelay, entrance: entrance, enterDuration: enterDuration), since: since)
    }

    private init(
      label: ViewLabel, size: LoadingIndicatorSize, contained: Bool, presence: PresenceProps,
      since: ContinuousClock.Instant?
    ) {
      self.label = label
      self.size = size
      self.contained = contained
      self.presence = presence
      self.since = since
      identity = nil
    }

    /// The indicator drawn by `bridge`, which the caller has already driven (a snapshot harness
    /// inserts it on a manual clock, since an image renderer runs no task).
    init(bridge: LoadingIndicatorBridge) {
      let props = bridge.props
      label = .verbatim(props.label)
      size = props.size
      contained = props.contained
      presence = PresenceProps(
        showDelay: props.showDelay, entrance: props.entrance, enterDuration: props.enterDuration)
      since = nil
      identity = ViewIdentity(bridge: bridge)
    }

    /// The component, drawn and exposed as its bridge says.
    public var body: some View {
      let props = LoadingIndicatorProps(
        label.text(in: locale), size: size, contained: contained,
        showDelay: presence.showDelay, entrance: presence.entrance,
        enterDuration: presence.enterDuration)
      BridgedComponent(
        "TanreiLoadingIndicator", props: props, tokens: .loadingIndicator, since: since,
        identity: identity ?? ViewIdentity()
      ) { shown in
        // The platform's own busy progress indicator, with the label as its name and no value.
        ProgressView(shown.accessibility?.name ?? props.label)
      }
    }
  }
#endif
