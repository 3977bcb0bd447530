/// The loading-state contract as an executable model: for each state of a region that loads
/// content, exactly what is drawn, what assistive technology sees, what is said (once) and where
/// focus goes.
///
/// The rules:
/// - A wait marks the region busy at once, and shows feedback only after the show delay, through
///   the presence mechanism every component shares: a wait shorter than the delay shows and says
///   nothing.
/// - Loading exposes one element, a busy progressbar named by the loading label; a skeleton, if
///   drawn, is hidden. A blocking load says its label once, when its feedback appears.
/// - A phased load fetches (skeleton) then processes (a progress value, updating frequently,
///   never announced per update); entering processing is said once.
/// - Loaded content is said once (the loaded announcement) if the wait was long enough to be shown;
///   focus stays where it was.
/// - Empty exposes and, after a shown wait, says its message, which never sounds like loading.
/// - A failure exposes its message and a retry button, and moves focus to the message.
/// - A refresh keeps the content, focus and scroll position; when the reload replaced every
///   identity, focus cannot be kept, and the snapshot says so.
/// - The persistent controls (Back, Cancel) stay exposed in every state.
/// - With a ``LoadingRegion/minimumShown`` time, feedback once shown stays that long: what ends
///   the wait sooner (and every event after it, in order) takes effect when it is up, the region
///   busy meanwhile.
/// - The region's words may change (``setRegion(_:at:)``): they apply from that moment, so that
///   nothing already said is said again.
/// Nonsensical changes (a failure without a message, loaded content replaced without a refresh,
/// an empty message that sounds like loading) take a fallback with a diagnostic.
public struct LoadingStateLifecycle: Sendable {
  /// The region's words and controls as last set, corrected where they could mislead.
  public var region: LoadingRegion { regions[regions.count - 1].region }
  private let presenceTokens: PresenceTokens
  private var events: [(time: Duration, event: LoadingStateEvent)] = []
  /// The region's words from each moment they were set, the first from the start.
  private var regions: [(time: Duration, region: LoadingRegion)]
  /// The fallbacks taken for the region's words.
  private var regionDiagnostics: [Diagnostic] = []

  /// A region, idle.
  public init(region: LoadingRegion, presenceTokens: PresenceTokens = .tanrei) {
    self.presenceTokens = presenceTokens
    regions = []
    regions = [(.zero, corrected(region))]
  }

  /// New words for the region from `time` on: what is said from then says them; what was said
  /// is not said again.
  public mutating func setRegion(_ region: LoadingRegion, at time: Duration) {
    let corrected = corrected(region)
    guard corrected != self.region else { return }
    regions.append((max(time, regions[regions.count - 1].time), corrected))
  }

  /// `region`, with an empty message that sounds like loading replaced, and a diagnostic.
  private mutating func corrected(_ region: LoadingRegion) -> LoadingRegion {
    var region = region
    if Self.soundsAlike(region.emptyMessage, region.loadingLabel) {
      regionDiagnostics.append(
        Diagnostic(
          .invalidTransition,
          "the empty message \"\(region.emptyMessage)\" sounds like the loading label; "
            + "using \"\(region.emptyFallback)\""))
      region.emptyMessage = region.emptyFallback
    }
    if let minimum = region.minimumShown, minimum < .zero {
      regionDiagnostics.append(
        Diagnostic(
          .invalidMinimumShown,
          "minimumShown \(Milliseconds.format(minimum.inMilliseconds)) is negative; what ends a "
            + "wait shows at once"))
      region.minimumShown = nil
    }
    return region
  }

  /// The words in force at `time`.
  private func region(at time: Duration) -> LoadingRegion {
    regions.last { $0.time <= time }?.region ?? regions[0].region
  }

  /// Applies `event` at `time`. Events come in time order; one timed before the last is taken
  /// at the last one's time, with a diagnostic.
  public mutating func apply(_ event: LoadingStateEvent, at time: Duration) {
    if let last = events.last?.time, time < last {
      regionDiagnostics.append(
        Diagnostic(
          .eventOutOfOrder,
          "an event at \(Milliseconds.format(time.inMilliseconds)) comes before one already "
            + "applied at \(Milliseconds.format(last.inMilliseconds)); applied then"))
      events.append((last, event))
    } else {
      events.append((time, event))
    }
  }

  /// The region at `time`.
  public func snapshot(at time: Duration) -> LoadingStateSnapshot {
    replay(through: time).snapshot
  }

  /// Everything said up to `time`, in order.
  public func announcements(through time: Duration) -> [Announcement] {
    replay(through: time).announcements
  }

  /// The fallbacks taken up to `time`.
  public func diagnostics(through time: Duration) -> [Diagnostic] {
    regionDiagnostics + replay(through: time).diagnostics
  }

  /// When the region next changes with no new event, after `time`: the moment a wait in
  /// progress outlasts the show delay and its feedback appears (and, for a blocking wait, its
  /// label is said), or the moment an event held back by the minimum time shown takes effect;
  /// `nil` when nothing is pending.
  public func nextChange(after time: Duration) -> Duration? {
    let replay = replay(through: time)
    switch (replay.feedbackAt, replay.heldUntil) {
    case (nil, nil): return nil
    case (let moment?, nil), (nil, let moment?): return moment
    case (let feedback?, let held?): return min(feedback, held)
    }
  }

  // MARK: The model

  private struct Replay {
    var snapshot: LoadingStateSnapshot
    var announcements: [Announcement] = []
    var diagnostics: [Diagnostic] = []
    /// When the wait in progress is shown, if that is still to come.
    var feedbackAt: Duration?
    /// When the first event held back by the minimum time shown takes effect, if that is still
    /// to come.
    var heldUntil: Duration?
  }

  /// A wait in progress: when it began and whether it is a kind that speaks when shown.
  private struct Wait {
    var start: Duration
    var shownAt: Duration
    var speaksWhenShown: Bool
    var drawsSkeleton: Bool
  }

  private func replay(through time: Duration) -> Replay {
    var region = regions[0].region
    var timing = presenceTokens.resolve(region.presence, motionScale: 1)
    var delay = Duration.fromMilliseconds(timing.showDelay)
    var replay = Replay(
      snapshot: LoadingStateSnapshot(
        state: .idle, isBusy: false, showsFeedback: false, showsSkeleton: false, exposed: [],
        focus: .region, keepsScrollPosition: true, identitiesReplaced: false))
    replay.diagnostics += timing.diagnostics
    var wait: Wait?
    var items: [String] = []

    func beginWait(at moment: Duration, speaks: Bool, skeleton: Bool) {
      if wait == nil {
        wait = Wait(
          start: moment, shownAt: moment + delay, speaksWhenShown: speaks, drawsSkeleton: skeleton)
      }
    }
    /// Ends the wait at `moment`; whether it had been shown by then.
    func endWait(at moment: Duration) -> Bool {
      defer { wait = nil }
      guard let current = wait else { return false }
      if current.speaksWhenShown, current.shownAt <= moment {
        replay.announcements.append(Announcement(region.loadingLabel, at: current.shownAt))
      }
      return current.shownAt <= moment
    }

    // Events take effect in order, none before the one before it: an event held back by the
    // minimum time shown holds back those after it.
    var earliest = Duration.zero
    for (written, event) in events {
      guard written <= time else { break }
      var moment = max(written, earliest)
      if event.endsWait, let current = wait, current.shownAt <= moment,
        let minimum = self.region(at: current.start).minimumShown,
        moment < current.shownAt + minimum
      {
        moment = current.shownAt + minimum
      }
      guard moment <= time else {
        replay.heldUntil = moment
        break
      }
      earliest = moment
      let words = self.region(at: moment)
      if words != region {
        region = words
        timing = presenceTokens.resolve(region.presence, motionScale: 1)
        delay = Duration.fromMilliseconds(timing.showDelay)
      }
      switch event {
      case .startLoading(let blocking):
        beginWait(at: moment, speaks: blocking, skeleton: !blocking)
        replay.snapshot.state = .loading(blocking: blocking)
        items = []
      case .retry:
        guard case .failed = replay.snapshot.state else {
          replay.diagnostics.append(
            Diagnostic(.invalidTransition, "retry ignored: nothing has failed"))
          continue
        }
        beginWait(at: moment, speaks: false, skeleton: true)
        replay.snapshot.state = .loading(blocking: false)
        // The failure message that held focus is gone; focus goes to the region, not nowhere.
        replay.snapshot.focus = .region
      case .fetch:
        beginWait(at: moment, speaks: false, skeleton: true)
        replay.snapshot.state = .fetching
      case .process(let given):
        let share = given.isFinite ? min(1, max(0, given)) : 0
        if !(given.isFinite && (0...1).contains(given)) {
          replay.diagnostics.append(
            Diagnostic(.valueOutOfRange, "processing share \(given) is outside 0…1; using \(share)")
          )
        }
        let alreadyProcessing: Bool
        if case .processing = replay.snapshot.state {
          alreadyProcessing = true
        } else {
          alreadyProcessing = false
        }
        if !alreadyProcessing {
          beginWait(at: moment, speaks: false, skeleton: false)
          // The skeleton of the fetching phase gives way to the progress of this one.
          wait?.drawsSkeleton = false
          // A phase change that matters: said once, whatever the updates that follow.
          replay.announcements.append(Announcement(region.processingLabel, at: moment))
        }
        replay.snapshot.state = .processing(share)
      case .loaded(let ids):
        var refreshing = false
        if case .refreshing = replay.snapshot.state { refreshing = true }
        if case .loaded = replay.snapshot.state {
          replay.diagnostics.append(
            Diagnostic(
              .invalidTransition,
              "loaded content was replaced without a refresh; treated as one"))
          refreshing = true
        }
        let shown = endWait(at: moment)
        if refreshing, !items.isEmpty, Set(items).isDisjoint(with: ids) {
          replay.snapshot.identitiesReplaced = true
          replay.diagnostics.append(
            Diagnostic(
              .invalidTransition,
              "the reload replaced every item's identity, so focus and place could not be kept; "
                + "keep identities stable across reloads"))
        } else {
          replay.snapshot.identitiesReplaced = false
        }
        if case .item(let focused) = replay.snapshot.focus, !ids.contains(focused) {
          replay.snapshot.focus = .region
        }
        items = ids
        replay.snapshot.state = .loaded
        if shown, let text = region.loadedAnnouncement {
          replay.announcements.append(Announcement(text, at: moment))
        }
      case .empty:
        let shown = endWait(at: moment)
        items = []
        replay.snapshot.state = .empty
        if shown { replay.announcements.append(Announcement(region.emptyMessage, at: moment)) }
      case .failed(let message):
        _ = endWait(at: moment)
        var text = message ?? ""
        if text.trimmingSpaces.isEmpty {
          replay.diagnostics.append(
            Diagnostic(
              .missingText, "a failure came without a message; using \"\(region.failureFallback)\"")
          )
          text = region.failureFallback
        }
        items = []
        replay.snapshot.state = .failed(message: text)
        // Focus goes to the message, which is read on arrival; no separate announcement.
        replay.snapshot.focus = .failureMessage
      case .refresh:
        guard case .loaded = replay.snapshot.state else {
          replay.diagnostics.append(
            Diagnostic(.invalidTransition, "refresh ignored: there is no content to refresh"))
          continue
        }
        beginWait(at: moment, speaks: false, skeleton: false)
        replay.snapshot.state = .refreshing
      case .focus(let target):
        replay.snapshot.focus = target
      }
    }

    let shownNow = wait.map { $0.shownAt <= time } ?? false
    replay.feedbackAt = wait.flatMap { $0.shownAt > time ? $0.shownAt : nil }
    if let current = wait, current.speaksWhenShown, shownNow {
      replay.announcements.append(Announcement(region.loadingLabel, at: current.shownAt))
    }
    replay.snapshot.isBusy = wait != nil
    replay.snapshot.showsFeedback = shownNow
    replay.snapshot.showsSkeleton = shownNow && (wait?.drawsSkeleton ?? false)
    replay.snapshot.keepsScrollPosition = !replay.snapshot.identitiesReplaced
    replay.snapshot.exposed = exposed(
      replay.snapshot.state, items: items, shown: shownNow, region: self.region(at: time))
    // A blocking wait's label is said when it was shown, which can precede what ended the wait.
    replay.announcements.sort { $0.time < $1.time }
    return replay
  }

  private func exposed(
    _ state: LoadingStateSnapshot.State, items: [String], shown: Bool, region: LoadingRegion
  ) -> [AccessibilityNode] {
    var nodes = region.persistentControls.map {
      AccessibilityNode(role: .button, name: $0, isFocusable: true)
    }
    let loading = AccessibilityNode(role: .progressbar, name: region.loadingLabel, isBusy: true)
    switch state {
    case .idle:
      break
    case .loading, .fetching:
      if shown { nodes.append(loading) }
    case .processing(let share):
      if shown {
        nodes.append(
          AccessibilityNode(
            role: .progressbar, name: region.processingLabel,
            value: "\(Int((share * 100).rounded(.down))) percent", updatesFrequently: true))
      }
    case .loaded:
      nodes += items.map { AccessibilityNode(role: .group, name: $0, isFocusable: true) }
    case .refreshing:
      nodes += items.map { AccessibilityNode(role: .group, name: $0, isFocusable: true) }
      if shown { nodes.append(loading) }
    case .empty:
      nodes.append(AccessibilityNode(role: .text, name: region.emptyMessage))
    case .failed(let message):
      nodes.append(AccessibilityNode(role: .text, name: message, isFocusable: true))
      nodes.append(AccessibilityNode(role: .button, name: region.retryLabel, isFocusable: true))
    }
    return nodes
  }

  /// Whether two texts would sound alike to a listener: the same words, case and spacing aside.
  static func soundsAlike(_ a: String, _ b: String) -> Bool {
    a.lowercased().trimmingSpaces == b.lowercased().trimmingSpaces
  }
}

extension LoadingStateEvent {
  /// Whether the event ends a wait: content, an empty region or a failure takes its place.
  fileprivate var endsWait: Bool {
    switch self {
    case .loaded, .empty, .failed: true
    default: false
    }
  }
}

extension String {
  /// The text without leading or trailing spaces and newlines.
  var trimmingSpaces: String {
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return String(text)
  }
}
