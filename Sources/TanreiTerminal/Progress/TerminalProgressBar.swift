import TanreiDriver

/// A determinate progress bar on a terminal, for work whose progress can be measured.
///
/// ```swift
/// import TanreiTerminal
///
/// func download(_ chunks: [[UInt8]]) {
///   let bar = TerminalProgressBar(
///     "Downloading", total: nil, unit: .bytes, showsRate: true, showsTimeRemaining: true)
///   bar.start()
///   bar.total = Double(chunks.reduce(0) { $0 + $1.count })  // once the length is known
///   for chunk in chunks {
///     bar.advance(by: Double(chunk.count))
///   }
///   bar.finish(keepingLine: true)  // "Downloading ━━━━━━━━━━━━━  100%  3.4/3.4 MB  3.20 MB/s"
/// }
/// ```
///
/// It keeps the loading indicator's contract on the terminal: nothing during the show delay, so
/// work that ends in a moment draws no bar; then it enters through the grey ramp; it is redrawn
/// only when a visible cell changes (a cell of the bar, a digit of the percentage or the count,
/// the rate or the time remaining as shown), rewriting only those cells; completion is
/// announced once, by ``finish(_:showingElapsed:keepingLine:)``.
///
/// The count shows by default, as the total's unit reads it: "500/1000" for things,
/// "1.2/3.4 MB" for bytes (``ProgressUnit/binaryBytes`` for "MiB"). The rate is measured over
/// the last ten seconds and held while the pace stays within 1% of it, so it does not flicker
/// between neighbouring readings; the time left is the work left at that rate, to the nearest
/// second. The total may be unknown at the start (`nil`: no bar, the count and the rate alone)
/// and may change while the bar runs.
///
/// In a pipe, a file, CI, a dumb terminal or the accessible mode nothing is drawn: one plain
/// line when shown ("Downloading…"), then, as the work goes on, a progress line at least 10 s
/// and 10% of the work after the last ("Downloading: 40%  1.3/3.4 MB") so that a log shows the
/// work is alive, and one line when done.
///
/// The handle may be used from any thread or task; the bar is drawn from a thread of its own.
public final class TerminalProgressBar: Sendable {
  /// What is being done. Changing it while the bar is drawn redraws the label.
  public var label: String {
    get { line.label }
    set { line.label = newValue }
  }

  /// The amount that means done, `nil` while it is not known (a download before its length
  /// arrives): the bar then shows the count and the rate without a bar. Setting it redraws.
  public var total: Double? {
    get { state.total }
    set {
      state.total = newValue
      redraw()
    }
  }
  /// The amount done so far.
  public var completed: Double { state.completed }
  /// What is counted.
  public let unit: ProgressUnit
  /// What the output can show, as detected or given.
  public var profile: TerminalProfile { line.profile }
  /// Whether the bar has been shown: its delay ended before the work did.
  public var wasShown: Bool { line.wasShown }

  let line: LiveLine
  let state: ProgressState
  private let gate = RedrawGate()

  /// A progress bar for `label` counting up to `total`, not yet started.
  ///
  /// - Parameters:
  ///   - label: What is being done ("Downloading"); made safe to show, as the indicator's is.
  ///   - total: The amount that means done; a total of 0 or less shows 100%, `nil` one not
  ///     yet known (set ``total`` once it is).
  ///   - unit: What is counted, for the count and the rate.
  ///   - showsCount: Whether to show how much is done out of the total ("500/1000"). Things
  ///     are counted whole: a total of things below 2 or not a whole number (`total: 1` with
  ///     fractions of it done) shows none.
  ///   - showsRate: Whether to show the rate, once it can be told.
  ///   - showsTimeRemaining: Whether to show the time left at that rate.
  ///   - showDelay: The wait before it is drawn; the design system's when `nil`.
  ///   - entrance: How it enters; the design system's when `nil`.
  ///   - enterDuration: How long the entrance lasts; the design system's when `nil`.
  ///   - terminal: Where and how to draw.
  public init(
    _ label: String, total: Double?, unit: ProgressUnit = .items, showsCount: Bool = true,
    showsRate: Bool = false, showsTimeRemaining: Bool = false, showDelay: Duration? = nil,
    entrance: LoadingEntrance? = nil, enterDuration: Duration? = nil,
    terminal: TerminalSetup = TerminalSetup()
  ) {
    self.unit = unit
    let state = ProgressState(
      total: total, unit: unit, showsCount: showsCount, showsRate: showsRate,
      showsTimeRemaining: showsTimeRemaining)
    self.state = state
    let cells = ProgressBarCells(
      ramp: GreyRamp(terminal.profile), glyphs: GlyphSet.of(terminal.profile.glyphs))
    let props = LoadingIndicatorProps(
      label, showDelay: showDelay, entrance: entrance, enterDuration: enterDuration)
    // One wake a second: the bar itself does not move, but the rate and the time left do,
    // reckoned at the moment they are drawn, on the line's clock.
    line = LiveLine(props: props, setup: terminal, stepsPerCycle: 1) { drawing in
      cells.line(
        for: drawing.frame, label: drawing.label,
        values: state.values(at: drawing.now), columns: drawing.columns)
    }
  }

  /// Starts the show delay, and the clock the rate is measured from.
  public func start() {
    state.startedAt = line.now
    line.start()
  }

  /// Sets the amount done, and redraws if that changes what is shown; at most 20 redraws a
  /// second, as for ``advance(by:)``.
  public func update(completed: Double) {
    state.completed = completed
    redraw()
  }

  /// Adds `amount` to the amount done. Cheap enough for a tight loop: redraws come at most 20
  /// times a second, a change within 50 ms of the last redraw being drawn at the end of them.
  public func advance(by amount: Double = 1) {
    state.advance(by: amount)
    redraw()
  }

  /// Redraws now, or at the end of the interval since the last redraw. On a clock other than
  /// real time (a test's), every change is drawn at once. In plain lines nothing is redrawn: a
  /// progress line is written when one is due.
  private func redraw() {
    guard profile.presentation == .animated else {
      let state = state
      line.announce { label, now in state.plainLine(label: label, at: now) }
      return
    }
    guard line.isRealTime else {
      line.refresh()
      return
    }
    switch gate.admit(at: RealTime.nanoseconds()) {
    case .now: line.refresh()
    case .later(let delay): line.refresh(after: delay)
    case .due: break
    }
  }

  /// Prints `text` as a line above the bar (and any indicator drawn with it), after what the
  /// program wrote to its standard output and error before.
  public func println(_ text: String) {
    line.println(text)
  }

  /// Prints `text` as a line above the bar; the same as ``println(_:)``.
  public func print(_ text: String) {
    println(text)
  }

  /// Runs `body` with the bar taken off the terminal, and draws it again afterwards; see
  /// ``TerminalLoadingIndicator/suspend(_:)``.
  public func suspend<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try line.region.suspend(body)
  }

  /// Ends the bar after success: it disappears and the terminal is put back; if it was shown,
  /// `message` replaces it (in plain lines, "label: done" when `nil`). Calling it again, or
  /// ``fail(_:showingElapsed:)`` after it, does nothing: completion is announced once.
  ///
  /// - Parameters:
  ///   - message: The line that takes the bar's place; with `keepingLine`, the words that take
  ///     the label's.
  ///   - showingElapsed: Whether the message says how long the work took, past 10 s: "Indexed"
  ///     becomes "Indexed in 12 s".
  ///   - keepingLine: Whether the bar's last line stays where the bar was, as a line of text
  ///     (its bar, percentage, count and rate; no time left), as tqdm and indicatif leave
  ///     theirs; in plain lines, the last progress line ("Indexing: 100%  1000/1000").
  public func finish(
    _ message: String? = nil, showingElapsed: Bool = false, keepingLine: Bool = false
  ) {
    guard keepingLine else {
      line.end(success: true, message: message, showingElapsed: showingElapsed)
      return
    }
    state.finish()
    let label = message ?? line.label
    let kept =
      profile.presentation == .animated
      ? line.text(label: label)
      : label + ": " + state.values(at: line.now).plainText
    line.end(success: true, message: kept)
  }

  /// Ends the bar after a failure, as ``finish(_:showingElapsed:keepingLine:)`` does ("label:
  /// failed" in plain lines).
  public func fail(_ message: String? = nil, showingElapsed: Bool = false) {
    line.end(success: false, message: message, showingElapsed: showingElapsed)
  }
}
