/// The words and controls of a region that loads content: what a person hears in each state.
///
/// Loading, empty and failure must never sound alike: a region whose empty message reads like
/// its loading label is corrected, with a diagnostic.
public struct LoadingRegion: Sendable, Hashable {
  /// The one loading element's name ("Loading orders").
  public var loadingLabel: String
  /// What is said once when content arrives after a wait that was shown ("Orders loaded");
  /// `nil` says nothing, for a product that moves focus to the content instead.
  public var loadedAnnouncement: String?
  /// What an empty region says ("No orders yet").
  public var emptyMessage: String
  /// The failure message used when a failure comes without one.
  public var failureFallback: String
  /// The name of the processing step of a phased load ("Processing document").
  public var processingLabel: String
  /// The name of the retry button.
  public var retryLabel: String
  /// Controls that stay exposed and reachable in every state (Back, Cancel).
  public var persistentControls: [String]
  /// The wait before any loading feedback appears; `nil` takes the system's tokens.
  public var presence: PresenceProps
  /// Once the loading feedback has been shown, how long it stays before what ended the wait —
  /// the content, an empty message, a failure — takes its place: sooner, that waits until then,
  /// and the region stays busy. `nil` (the default) shows it at once; a negative time does too,
  /// with a diagnostic.
  public var minimumShown: Duration?
  /// What an empty region says instead of an empty message that sounds like loading.
  public var emptyFallback: String

  /// A region's words; the defaults suit a list of orders only in spirit, so name yours.
  public init(
    loadingLabel: String, loadedAnnouncement: String?, emptyMessage: String,
    failureFallback: String, processingLabel: String = "Processing",
    retryLabel: String = "Try again", persistentControls: [String] = ["Back"],
    presence: PresenceProps = PresenceProps(), minimumShown: Duration? = nil,
    emptyFallback: String = "Nothing here yet"
  ) {
    self.loadingLabel = loadingLabel
    self.loadedAnnouncement = loadedAnnouncement
    self.emptyMessage = emptyMessage
    self.failureFallback = failureFallback
    self.processingLabel = processingLabel
    self.retryLabel = retryLabel
    self.persistentControls = persistentControls
    self.presence = presence
    self.minimumShown = minimumShown
    self.emptyFallback = emptyFallback
  }
}

/// Where keyboard and screen-reader focus is within a loading region.
public enum FocusTarget: Sendable, Hashable {
  /// One of the region's persistent controls, by name.
  case control(String)
  /// A content item, by identity.
  case item(String)
  /// The failure message.
  case failureMessage
  /// The retry button.
  case retry
  /// The region itself, with nothing inside it focused.
  case region
}

/// What happens to a loading region, at a moment.
public enum LoadingStateEvent: Sendable, Hashable {
  /// A load starts with nothing to show yet; `blocking` when the whole screen waits for it.
  case startLoading(blocking: Bool)
  /// The first phase of a phased load: data in transit, a skeleton in its place.
  case fetch
  /// The second phase: local work with a known share done, 0…1.
  case process(Double)
  /// Content arrived; each item named by a stable identity.
  case loaded(ids: [String])
  /// The load finished with nothing to show.
  case empty
  /// The load failed; the message says why.
  case failed(message: String?)
  /// The person asked for fresh content while the old stays in place.
  case refresh
  /// The person asked to try a failed load again.
  case retry
  /// The person moved focus.
  case focus(FocusTarget)
}
