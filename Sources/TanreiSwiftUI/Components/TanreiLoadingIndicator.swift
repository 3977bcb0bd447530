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
  /// TanreiLoadingIndicator("Loading messages")
  /// TanreiLoadingIndicator("Refreshing", size: .large, contained: true)
  /// TanreiLoadingIndicator("Saving", size: .small, showDelay: .zero)   // a busy button
  /// ```
  ///
  /// Put it in the hierarchy when the wait starts and take it out when the wait ends: its delay
  /// starts with its `.task` and is cancelled when it leaves (a new identity waits again). Until
  /// the delay ends it keeps its frame, draws nothing and is hidden from VoiceOver; then it fades
  /// (or grows) in and is read as the platform's busy progress indicator named by `label`,
  /// announcing nothing itself. It pauses while its scene is not active, it is scrolled away or
  /// it is off screen; under Reduce Motion its arc becomes a pulsing circle. A `nil` time takes
  /// the design system's token; a negative one takes it too, reported in debug builds, as an
  /// empty label is.
  public struct TanreiLoadingIndicator: View {
    private let props: LoadingIndicatorProps
    /// A bridge made elsewhere, for a harness that renders the view without running its task.
    private let givenBridge: LoadingIndicatorBridge?

    /// An indicator named `label` (what is loading: "Loading messages", not "Loading").
    ///
    /// - Parameters:
    ///   - label: The accessible name.
    ///   - size: `.small` in a control, `.medium` beside text, `.large` for an empty section.
    ///   - contained: Draws it on a raised circle of its own, to float over content.
    ///   - showDelay: The wait before it is shown; `nil` takes the system's, `.zero` shows it at
    ///     once.
    ///   - entrance: `.fade` or `.grow`; `nil` takes the system's.
    ///   - enterDuration: The entrance's length; `nil` takes the system's, `.zero` none.
    public init(
      _ label: String, size: LoadingIndicatorSize = .medium, contained: Bool = false,
      showDelay: Duration? = nil, entrance: TanreiLoadingEntrance? = nil,
      enterDuration: Duration? = nil
    ) {
      props = LoadingIndicatorProps(
        label, size: size, contained: contained, showDelay: showDelay, entrance: entrance,
        enterDuration: enterDuration)
      givenBridge = nil
    }

    /// The indicator drawn by `bridge`, which the caller has already driven (a snapshot harness
    /// inserts it on a manual clock, since an image renderer runs no task).
    init(bridge: LoadingIndicatorBridge) {
      props = bridge.props
      givenBridge = bridge
    }

    /// The component, drawn and exposed as its bridge says.
    public var body: some View {
      BridgedComponent(
        "TanreiLoadingIndicator", props: props, tokens: .loadingIndicator,
        bridge: givenBridge ?? LoadingIndicatorBridge(props)
      ) { shown in
        // The platform's own busy progress indicator, with the label as its name and no value.
        ProgressView(shown.accessibility?.name ?? props.label)
      }
    }
  }
#endif
