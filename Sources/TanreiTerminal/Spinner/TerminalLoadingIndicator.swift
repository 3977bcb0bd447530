import TanreiDriver

/// The loading indicator on a terminal, for a wait whose length cannot be told.
///
/// ```swift
/// import TanreiTerminal
///
/// func fetchPackages() async throws -> [String] { ["swift-argument-parser", "swift-log"] }
///
/// let indicator = TerminalLoadingIndicator("Fetching packages")
/// indicator.start()
/// do {
///   let packages = try await fetchPackages()
///   indicator.finish("Fetched \(packages.count) packages")
/// } catch {
///   indicator.fail()
///   throw error
/// }
/// ```
///
/// `withLoadingIndicator(_:showDelay:entrance:enterDuration:success:failure:terminal:operation:)`
/// does the same around a closure. What the person sees follows the loading indicator's spec:
///
/// - Nothing during the show delay (300 ms by default): a wait shorter than it writes not a
///   byte (LDG-11, LDG-16).
/// - Then, on an interactive terminal, the mark and the label on one line, entering through a
///   grey ramp, the arc turning clockwise once a second, redrawn only when a glyph or grey
///   changes, and only the cells that changed (LDG-1, LDG-12, LDG-13).
/// - Under reduced motion a circle that pulses at most once a second, or stays still where the
///   terminal cannot dim (LDG-4).
/// - In a pipe, a file, CI, a dumb terminal or the accessible mode: no animation and no escape
///   sequence; one line when shown ("Fetching packages…") and one when done.
/// - The cursor is hidden while the indicator is drawn and always shown again, the line
///   cleared: when the work ends either way, on Ctrl-C and SIGTERM, at exit, and around a
///   suspension (see ``SignalHandling``).
///
/// The handle may be used from any thread or task: set the label, print above the indicator,
/// finish or fail. The indicator animates from a thread of its own, so it turns even while the
/// thread that started it is busy with synchronous work. Print with ``println(_:)`` while it
/// runs so that lines appear above it without tearing, or ``suspend(_:)`` it around output of
/// your own. Indicators started on the same output at once stack as a group of lines, in the
/// order they were made.
public final class TerminalLoadingIndicator: Sendable {
  /// What is loading. Changing it while the indicator is drawn redraws the label.
  public var label: String {
    get { line.label }
    set { line.label = newValue }
  }

  /// What the output can show, as detected or given.
  public var profile: TerminalProfile { line.profile }

  /// Whether the indicator has been shown: its delay ended before the work did.
  public var wasShown: Bool { line.wasShown }

  let line: LiveLine

  /// An indicator for `label`, not yet started.
  ///
  /// - Parameters:
  ///   - label: What is loading, in a few words ("Fetching packages"). Control characters and
  ///     escape sequences in it are shown as visible symbols, never acted on.
  ///   - showDelay: The wait before it is drawn; the design system's (300 ms) when `nil`,
  ///     `.zero` to draw it at once.
  ///   - entrance: How it enters; the design system's (a fade) when `nil`.
  ///   - enterDuration: How long the entrance lasts; the design system's (250 ms) when `nil`.
  ///   - showsElapsedAfter: The wait after which the time so far follows the label, to say
  ///     what is taking so long (10 s unless given); `nil` never shows it.
  ///   - terminal: Where and how to draw.
  public init(
    _ label: String, showDelay: Duration? = nil, entrance: LoadingEntrance? = nil,
    enterDuration: Duration? = nil,
    showsElapsedAfter: Duration? = ElapsedTime.defaultThreshold,
    terminal: TerminalSetup = TerminalSetup()
  ) {
    let cells = LoadingIndicatorCells(
      ramp: GreyRamp(terminal.profile), elapsedThreshold: showsElapsedAfter,
      glyphs: GlyphSet.of(terminal.profile.glyphs))
    let props = LoadingIndicatorProps(
      label, showDelay: showDelay, entrance: entrance, enterDuration: enterDuration)
    let steps = terminal.profile.reducedMotion ? (cells.ramp.canDim ? 8 : 1) : 4
    line = LiveLine(
      props: props, setup: terminal, stepsPerCycle: steps, elapsedThreshold: showsElapsedAfter,
      drawsFromDrawingAlone: true
    ) { drawing in
      cells.line(
        for: drawing.frame, label: drawing.label, columns: drawing.columns,
        elapsed: drawing.elapsed)
    }
  }

  /// Starts the show delay. Calling it again does nothing.
  public func start() {
    line.start()
  }

  /// Prints `text` as a line above the indicator (and any other indicator drawn with it).
  public func println(_ text: String) {
    line.println(text)
  }

  /// Prints `text` as a line above the indicator; the same as ``println(_:)``.
  public func print(_ text: String) {
    println(text)
  }

  /// Runs `body` with the indicator taken off the terminal — its line cleared, the cursor shown,
  /// typed keys echoed — and draws it again afterwards: for output of your own that does not go
  /// through ``println(_:)``, or a question to the person.
  public func suspend<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try line.region.suspend(body)
  }

  /// Writes `bytes` above the indicator as they are — another program's output — to `output`,
  /// or to the indicator's own output when `nil`. The indicator is cleared first, and drawn
  /// again once the bytes end a line; until then it steps aside (cursor shown, typed keys
  /// echoed), so a partial line such as a prompt is never torn.
  ///
  /// - Parameters:
  ///   - bytes: What to write, as it is.
  ///   - output: Where to write it; the indicator's own output when `nil`.
  ///   - readerEchoes: Whether `output` is a pipe whose reader writes what it reads to the
  ///     indicator's terminal (`| cat`): the indicator then stays away until the pipe is empty
  ///     and the reader has had a moment to write.
  public func write(
    _ bytes: [UInt8], to output: (any TerminalOutput)? = nil, readerEchoes: Bool = false
  ) {
    line.passThrough(bytes, to: output, readerEchoes: readerEchoes)
  }

  /// How long since ``start()``: the wait so far.
  public var elapsed: Duration { line.elapsed }

  /// Ends the indicator after success: it disappears and the terminal is put back. If it was
  /// shown, `message` replaces it (in plain lines, "label: done" when `message` is `nil`). If
  /// the work ended within the show delay, nothing at all is written.
  ///
  /// - Parameters:
  ///   - message: The line that takes the indicator's place.
  ///   - showingElapsed: Whether the message says how long the work took, once that is past
  ///     the threshold the indicator shows it from: "Built" becomes "Built in 12 s".
  public func finish(_ message: String? = nil, showingElapsed: Bool = false) {
    line.end(success: true, message: message, showingElapsed: showingElapsed)
  }

  /// Ends the indicator after a failure. If it was shown, a failure line takes its place:
  /// animated, the mark `✖` (`x` in ASCII; red where colours are allowed) and `message`, or the
  /// label when `message` is `nil` ("✖ Fetching packages"); in plain lines, `message` or
  /// "label: failed". If the work ended within the show delay, nothing at all is written.
  public func fail(_ message: String? = nil, showingElapsed: Bool = false) {
    line.end(success: false, message: message, showingElapsed: showingElapsed)
  }

  /// Ends the indicator without a word, in either presentation: it disappears, the terminal is
  /// put back, and no line takes its place — for work the person called off (Ctrl-C), which
  /// the shell reports itself.
  public func dismiss() {
    line.dismiss()
  }
}
