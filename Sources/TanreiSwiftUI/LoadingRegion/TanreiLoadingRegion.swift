#if canImport(SwiftUI)
  import SwiftUI
  import TanreiBridge
  import TanreiCore
  #if canImport(Accessibility)
    import Accessibility
  #endif

  /// A region that loads content, drawn and voiced by the loading-state contract: one loading
  /// element while it waits, a hidden placeholder, the content when it comes, a message that
  /// never sounds like loading when there is none, and a failure that takes focus with a way to
  /// try again.
  ///
  /// ```swift
  /// import SwiftUI
  /// import Tanrei
  ///
  /// struct OrdersRegion: View {
  ///   var state: RegionState
  ///   var orders: [String]
  ///   var reload: @MainActor () -> Void
  ///
  ///   var body: some View {
  ///     TanreiLoadingRegion(
  ///       state,
  ///       region: TanreiRegionWords(
  ///         loadingLabel: "Loading orders", loadedAnnouncement: "Orders loaded",
  ///         emptyMessage: "No orders yet", failureFallback: "Orders could not be loaded",
  ///         minimumShown: .milliseconds(500)),
  ///       retry: reload
  ///     ) {
  ///       List { ForEach(orders, id: \.self) { Text($0) } }   // items with stable identities
  ///     } placeholder: {
  ///       TanreiSkeleton(width: 240, height: 16)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Give it the state as it changes (``RegionState``). A wait shorter than the show delay shows
  /// and says nothing; a longer one shows the placeholder (hidden from VoiceOver) with a loading
  /// indicator named by the loading label, or during a phased load's processing step a progress
  /// bar. With the region's `minimumShown`, feedback once shown stays that long before the
  /// content takes its place. What is said — a blocking wait's label when it appears, the
  /// arrival of content after a shown wait, an empty region's message, a processing step once —
  /// is posted once each. A refresh keeps the content, focus and scroll position. The words are
  /// looked up in the view's locale (``TanreiRegionWords``); new words, or a new locale, apply
  /// from the moment they are given. The feedback leaves at once when the wait ends, inside
  /// `withAnimation` too; to animate the content in, give it a transition of your own
  /// (`.transition(.opacity)`).
  public struct TanreiLoadingRegion<Content: View, Placeholder: View>: View {
    private let state: RegionState
    private let regionWords: TanreiRegionWords
    private let retry: @MainActor () -> Void
    private let content: Content
    private let placeholder: Placeholder

    // Nothing is made at each init: the bridge is made when the region first appears.
    @State private var identity = RegionIdentity()
    @AccessibilityFocusState private var failureFocused: Bool
    @Environment(\.locale) private var locale

    /// A region in `state`, saying `region`'s words.
    public init(
      _ state: RegionState, region: TanreiRegionWords, retry: @escaping @MainActor () -> Void,
      @ViewBuilder content: () -> Content, @ViewBuilder placeholder: () -> Placeholder
    ) {
      self.state = state
      regionWords = region
      self.retry = retry
      self.content = content()
      self.placeholder = placeholder()
    }

    /// The region in its state, as the contract draws it.
    public var body: some View {
      let region = regionWords.region(in: locale)
      let snapshot = identity.bridge?.snapshot
      let words = identity.bridge?.region ?? region
      ZStack {
        switch snapshot?.state ?? .idle {
        case .idle:
          EmptyView()
        case .loading, .fetching:
          if snapshot?.showsSkeleton == true {
            placeholder.accessibilityHidden(true)
          }
          if snapshot?.showsFeedback == true {
            TanreiLoadingIndicator(words.loadingLabel, size: .large, showDelay: .zero)
          }
        case .processing(let share):
          if snapshot?.showsFeedback == true {
            TanreiProgress(
              value: share, label: .verbatim(words.processingLabel), completionAnnouncement: nil,
              presence: PresenceProps(showDelay: .zero), postsAnnouncements: false)
          }
        case .loaded:
          content
        case .refreshing:
          content.overlay(alignment: .top) {
            if snapshot?.showsFeedback == true {
              TanreiLoadingIndicator(words.loadingLabel, contained: true, showDelay: .zero)
            }
          }
        // The words are already in the view's locale, the bridge's corrections made.
        case .empty:
          Text(verbatim: words.emptyMessage)
        case .failed(let message):
          VStack(spacing: 12) {
            Text(verbatim: message).accessibilityFocused($failureFocused)
            Button(words.retryLabel, action: retry)
          }
        }
      }
      .onAppear {
        let bridge = identity.appeared(region: region, state: state)
        bridge.onAnnouncement = { announcement in
          #if canImport(Accessibility)
            AccessibilityNotification.Announcement(announcement.text).post()
          #endif
        }
        bridge.onDiagnostic = { DiagnosticLog.report($0, in: "TanreiLoadingRegion") }
      }
      .task { [identity = $identity, region, state] in
        await identity.wrappedValue.appeared(region: region, state: state).run()
      }
      .onChange(of: state) { _, new in identity.bridge?.stateChanged(new) }
      .onChange(of: region) { _, new in identity.bridge?.regionChanged(new) }
      .onChange(of: snapshot?.focus) { _, focus in
        failureFocused = focus == .failureMessage
      }
    }
  }
#endif
