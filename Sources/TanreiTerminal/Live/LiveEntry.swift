import TanreiDriver

/// One indicator or bar of a live region: its lifecycle on its own clock, what it shows, and
/// how far it has got. Kept in the region's state and changed only under the region's lock.
struct LiveEntry: Sendable {
  /// What a line is drawn from.
  struct Drawing: Sendable {
    /// The frame to show.
    var frame: LoadingIndicatorFrame
    /// What is loading.
    var label: String
    /// The columns the line may take.
    var columns: Int
    /// How long since the indicator started: the wait so far.
    var elapsed: Duration
    /// The time now, on the entry's clock.
    var now: Duration
  }

  /// The line to show for a drawing; an empty line shows nothing.
  typealias Content = @Sendable (Drawing) -> TerminalLine

  /// How often a front that shows motion continuously samples it: 30 frames a second.
  static let frameInterval = Duration.nanoseconds(33_333_334)

  let id: ObjectIdentifier
  let clock: TerminalClock
  let profile: TerminalProfile
  let signals: SignalHandling
  /// Whether standard output passes above the lines while this entry's are drawn.
  let passesStandardOutput: Bool
  let content: Content
  /// The steps a turn is drawn in, and the greys an entrance is, which are the only moments
  /// the line can change.
  let cycleSteps: Int
  let opacityLevels: Int
  /// Whether the content reads nothing but the drawing it is given, so that its lines can be
  /// worked out ahead for moments to come (a loading indicator; not a progress bar, whose value
  /// changes from outside).
  let drawsFromDrawingAlone: Bool
  var lifecycle: LoadingIndicatorLifecycle
  var label: String
  /// Whether the entry is woken at the moments it asks for (not in tests that step the clock).
  var loops = false
  var isStarted = false
  var isEnded = false
  var isAnnounced = false
  var wasShown = false
  /// When the entry's frame was last read, on its clock.
  var lastUpdate = Duration.zero
  /// The frame last delivered, `nil` before the first.
  var frame: LoadingIndicatorFrame?
  /// When the indicator started, on its clock.
  var startedAt = Duration.zero
  /// When a change made from outside is to be drawn, on its clock: a progress bar's value,
  /// held back to keep redraws to the terminal's useful rate.
  var refreshAt: Duration?

  /// When the frame next changes, reckoned from the last reading so that no moment is skipped;
  /// `nil` while nothing can change.
  var nextWake: Duration? {
    guard isStarted, !isEnded else { return nil }
    let time = lastUpdate
    let next: Duration? =
      switch lifecycle.nextChange(
        after: time, cycleSteps: cycleSteps, opacityLevels: opacityLevels)
      {
      case .none: nil
      case .at(let moment): moment
      case .continuous: time + Self.frameInterval
      }
    guard let refreshAt else { return next }
    return min(next ?? refreshAt, refreshAt)
  }

  /// Applies `event` now.
  mutating func apply(_ event: LoadingIndicatorEvent) {
    let now = clock.elapsed()
    lifecycle.apply(event, at: now)
    // Only the present matters here; keep the lifecycle's history from growing.
    lifecycle.discardHistory(before: now)
  }

  /// Reads the frame for now; answers whether it differs from the last one in anything but its
  /// time.
  mutating func update() -> Bool {
    update(at: clock.elapsed())
  }

  /// Reads the frame for `time` on the entry's clock, as ``update()`` does for now.
  mutating func update(at time: Duration) -> Bool {
    lastUpdate = time
    let current = lifecycle.frame(at: time)
    if let refreshAt, time >= refreshAt {
      self.refreshAt = nil
      frame = current
      if current.isDrawn { wasShown = true }
      return true
    }
    if let frame, Self.sameContent(frame, current) { return false }
    frame = current
    if current.isDrawn { wasShown = true }
    return true
  }

  /// The line to draw now in `columns` columns; empty while nothing is to be drawn.
  func line(columns: Int) -> TerminalLine {
    line(columns: columns, now: clock.elapsed())
  }

  /// The line to draw at `now` on the entry's clock, as ``line(columns:)`` does for now.
  func line(columns: Int, now: Duration) -> TerminalLine {
    guard isStarted, !isEnded, let frame, frame.isDrawn else { return TerminalLine() }
    return content(
      Drawing(
        frame: frame, label: label, columns: max(0, (profile.columns ?? columns) - 1),
        elapsed: now - startedAt, now: now))
  }

  private static func sameContent(_ a: LoadingIndicatorFrame, _ b: LoadingIndicatorFrame) -> Bool {
    var a = a
    a.time = b.time
    return a == b
  }
}
