#if canImport(SwiftUI)
  import SwiftUI
  import TanreiBridge
  import TanreiCore

  /// A region that loads content, drawn and voiced by the loading-state contract: one loading
  /// element while it waits, a hidden placeholder, the content when it comes, a message that
  /// never sounds like loading when there is none, and a failure that takes focus with a way to
  /// try again.
  ///
  /// ```swift
  /// TanreiLoadingRegion(
  ///   model.state,
  ///   region: LoadingRegion(
  ///     loadingLabel: "Loading orders", loadedAnnouncement: "Orders loaded",
  ///     emptyMessage: "No orders yet", failureFallback: "Orders could not be loaded"),
  ///   retry: { model.reload() }
  /// ) {
  ///   OrdersList(orders: model.orders)          // items with stable identities
  /// } placeholder: {
  ///   OrdersSkeleton()
  /// }
  /// ```
  ///
  /// Give it the state as it changes (``RegionState``). A wait shorter than the show delay shows
  /// and says nothing; a longer one shows the placeholder (hidden from VoiceOver) with a loading
  /// indicator named by the loading label, or during a phased load's processing step a progress
  /// bar. What is said — a blocking wait's label when it appears, the arrival of content after a
  /// shown wait, an empty region's message, a processing step once — is posted once each. A
  /// refresh keeps the content, focus and scroll position.
  public struct TanreiLoadingRegion<Content: View, Placeholder: View>: View {
    private let state: RegionState
    private let retry: () -> Void
    private let content: Content
    private let placeholder: Placeholder

    @State private var bridge: LoadingRegionBridge
    @AccessibilityFocusState private var failureFocused: Bool

    /// A region in `state`, with `region`'s words.
    public init(
      _ state: RegionState, region: LoadingRegion, retry: @escaping () -> Void,
      @ViewBuilder content: () -> Content, @ViewBuilder placeholder: () -> Placeholder
    ) {
      self.state = state
      self.retry = retry
      self.content = content()
      self.placeholder = placeholder()
      _bridge = State(initialValue: LoadingRegionBridge(region: region))
    }

    /// The region in its state, as the contract draws it.
    public var body: some View {
      let snapshot = bridge.snapshot
      let words = bridge.region
      ZStack {
        switch snapshot.state {
        case .idle:
          EmptyView()
        case .loading, .fetching:
          if snapshot.showsSkeleton {
            placeholder.accessibilityHidden(true)
          }
          if snapshot.showsFeedback {
            TanreiLoadingIndicator(words.loadingLabel, size: .large, showDelay: .zero)
          }
        case .processing(let share):
          if snapshot.showsFeedback {
            TanreiProgress(
              value: share, label: words.processingLabel, completionAnnouncement: nil,
              presence: PresenceProps(showDelay: .zero), postsAnnouncements: false)
          }
        case .loaded:
          content
        case .refreshing:
          content.overlay(alignment: .top) {
            if snapshot.showsFeedback {
              TanreiLoadingIndicator(words.loadingLabel, contained: true, showDelay: .zero)
            }
          }
        case .empty:
          Text(words.emptyMessage)
        case .failed(let message):
          VStack(spacing: 12) {
            Text(message).accessibilityFocused($failureFocused)
            Button(words.retryLabel, action: retry)
          }
        }
      }
      .task { await bridge.run() }
      .onAppear {
        bridge.onAnnouncement = { AccessibilityNotification.Announcement($0.text).post() }
        bridge.onDiagnostic = { DiagnosticLog.report($0, in: "TanreiLoadingRegion") }
      }
      .onChange(of: state, initial: true) { _, new in bridge.stateChanged(new) }
      .onChange(of: snapshot.focus, initial: true) { _, focus in
        failureFocused = focus == .failureMessage
      }
    }
  }
#endif
