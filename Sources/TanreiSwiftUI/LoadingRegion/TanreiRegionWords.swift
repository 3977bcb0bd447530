#if canImport(SwiftUI)
  import Foundation
  import TanreiCore

  /// What a ``TanreiLoadingRegion`` says in each state, each looked up in the view's locale: the
  /// words a product gives, and for those it leaves out the package's own, localized.
  ///
  /// ```swift
  /// import SwiftUI
  /// import Tanrei
  ///
  /// let orderWords = TanreiRegionWords(
  ///   loadingLabel: "Loading orders", loadedAnnouncement: "Orders loaded",
  ///   emptyMessage: "No orders yet", failureFallback: "Orders could not be loaded",
  ///   minimumShown: .milliseconds(500))
  /// ```
  ///
  /// Literals are extracted into the product's String Catalog, as any `LocalizedStringResource`
  /// is. An empty message that sounds like the loading label is replaced, with a diagnostic in
  /// debug builds: loading, empty and failure never sound alike.
  public struct TanreiRegionWords {
    /// The one loading element's name ("Loading orders").
    public var loadingLabel: LocalizedStringResource
    /// Said once when content arrives after a wait that was shown; `nil` says nothing.
    public var loadedAnnouncement: LocalizedStringResource?
    /// What an empty region says ("No orders yet").
    public var emptyMessage: LocalizedStringResource
    /// The failure message when a failure comes without one.
    public var failureFallback: LocalizedStringResource
    /// The processing step's name; `nil` takes the package's "Processing".
    public var processingLabel: LocalizedStringResource?
    /// The retry button's name; `nil` takes the package's "Try again".
    public var retryLabel: LocalizedStringResource?
    /// Controls that stay exposed in every state; `nil` takes the package's "Back".
    public var persistentControls: [LocalizedStringResource]?
    /// The wait before any feedback appears; `nil` takes the system's tokens.
    public var showDelay: Duration?
    /// Once feedback has been shown, how long it stays before what ended the wait replaces it;
    /// `nil` replaces it at once.
    public var minimumShown: Duration?

    /// A region's words; those left `nil` are the package's own.
    public init(
      loadingLabel: LocalizedStringResource, loadedAnnouncement: LocalizedStringResource?,
      emptyMessage: LocalizedStringResource, failureFallback: LocalizedStringResource,
      processingLabel: LocalizedStringResource? = nil, retryLabel: LocalizedStringResource? = nil,
      persistentControls: [LocalizedStringResource]? = nil, showDelay: Duration? = nil,
      minimumShown: Duration? = nil
    ) {
      self.loadingLabel = loadingLabel
      self.loadedAnnouncement = loadedAnnouncement
      self.emptyMessage = emptyMessage
      self.failureFallback = failureFallback
      self.processingLabel = processingLabel
      self.retryLabel = retryLabel
      self.persistentControls = persistentControls
      self.showDelay = showDelay
      self.minimumShown = minimumShown
    }

    /// The words as text in `locale`, for the region's bridge.
    func region(in locale: Locale) -> LoadingRegion {
      func text(_ resource: LocalizedStringResource) -> String {
        ViewLabel.localized(resource).text(in: locale)
      }
      return LoadingRegion(
        loadingLabel: text(loadingLabel), loadedAnnouncement: loadedAnnouncement.map(text),
        emptyMessage: text(emptyMessage), failureFallback: text(failureFallback),
        processingLabel: text(processingLabel ?? PackageWords.processing),
        retryLabel: text(retryLabel ?? PackageWords.tryAgain),
        persistentControls: (persistentControls ?? [PackageWords.back]).map(text),
        presence: PresenceProps(showDelay: showDelay), minimumShown: minimumShown,
        emptyFallback: text(PackageWords.nothingHereYet))
    }
  }
#endif
