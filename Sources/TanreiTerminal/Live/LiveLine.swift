import CTanreiTerminal
import Synchronization
import TanreiDriver

/// One indicator's place in its output's live region: what the spinner and the progress bar
/// are made of, with different cells. Each gives a function from a frame and a width to the
/// line to show; timing is the core's, through the region's thread; this maps frames to cells.
///
/// Every method may be called from any thread.
final class LiveLine: Sendable {
  let region: LiveRegion
  let profile: TerminalProfile
  private let clock: TerminalClock
  private let elapsedThreshold: Duration?
  /// The output's descriptor, when it has one.
  private let descriptor: Int32?
  /// Whether the indicator had been shown when it ended; `nil` until it ends.
  private let shownWhenEnded = Mutex<Bool?>(nil)
  private var id: ObjectIdentifier { ObjectIdentifier(self) }

  /// A live line for an indicator with `props`.
  ///
  /// - Parameter stepsPerCycle: How many positions the content draws a cycle in, which is how
  ///   often the line wakes once the entrance is over.
  ///   `elapsedThreshold` is the wait after which an outcome line may say how long it took.
  init(
    props: LoadingIndicatorProps, setup: TerminalSetup, stepsPerCycle: Int,
    elapsedThreshold: Duration? = ElapsedTime.defaultThreshold,
    drawsFromDrawingAlone: Bool = false,
    content: @escaping LiveEntry.Content
  ) {
    self.elapsedThreshold = elapsedThreshold
    profile = setup.profile
    clock = TerminalClock(setup.clock)
    region = LiveRegion.region(for: setup.output)
    descriptor = setup.output.fileDescriptor

    var props = props
    let animated = profile.presentation == .animated
    let resolved = ResolvedLoadingIndicator(props: props, tokens: .tanrei)
    // An entrance the terminal cannot draw — any, in plain lines; a fade, where it cannot dim —
    // takes no time, so the line does not wake through it for nothing.
    let entrance = profile.reducedMotion ? EntranceKind.fade : resolved.entrance
    if !animated || (entrance == .fade && !GreyRamp(profile).canDim) {
      props.enterDuration = .zero
    }
    let lifecycle = LoadingIndicatorLifecycle(
      props: props, tokens: .tanrei,
      environment: ComponentEnvironment(reducedMotion: profile.reducedMotion))
    // Wake only when a cell can change: at each step of the cycle the content draws, and at
    // each grey of the entrance.
    region.add(
      LiveEntry(
        id: ObjectIdentifier(self), clock: clock, profile: profile, signals: setup.signals,
        passesStandardOutput: setup.passesStandardOutput,
        content: content, cycleSteps: animated ? max(1, stepsPerCycle) : 1,
        opacityLevels: GreyRamp(profile).levels, drawsFromDrawingAlone: drawsFromDrawingAlone,
        lifecycle: lifecycle, label: props.label))
  }

  // A handle dropped without being ended takes its line away.
  deinit {
    region.remove(ObjectIdentifier(self))
  }

  /// What is loading: the label drawn, and the words of the plain lines.
  var label: String {
    get { region.read(id) { $0.label } ?? "" }
    set { region.setLabel(newValue, of: id) }
  }

  /// Whether the indicator has been shown (its delay ended before the work did).
  var wasShown: Bool {
    shownWhenEnded.withLock { $0 } ?? region.read(id) { $0.wasShown } ?? false
  }

  /// The time on the line's clock, from when it was made.
  var now: Duration { clock.elapsed() }

  /// Inserts the indicator: its show delay starts now. With `runsLoop` (always, but in tests
  /// that step the clock themselves), it is woken at each moment it asks for until
  /// ``end(success:message:)``.
  func start(runsLoop: Bool = true) {
    // In a log that standard output shares (2>&1), what is printed keeps its order with the
    // plain lines only if it is written when printed.
    if profile.presentation == .lines, let descriptor {
      tanrei_line_buffer_shared_output(descriptor)
    }
    guard region.start(id, loops: runsLoop) else { return }
    // A clock other than real time (a test's manual clock): a task sleeps on it. It holds the
    // region, not the handle, so that a handle dropped still takes its line away.
    let (clock, region, id) = (clock, region, id)
    Task {
      while let wake = region.nextWake(id) {
        do { try await clock.sleepUntil(wake) } catch { return }
        region.update(id)
      }
    }
  }

  /// Reads the frame for now, as the region's thread does when it wakes.
  func update() { region.update(id) }

  /// When the line will next wake, `nil` when nothing can change.
  var nextWake: Duration? { region.nextWake(id) }

  /// Draws again because the content changed (a new value).
  func refresh() { region.refresh() }

  /// Draws again `delay` from now because the content changed; see
  /// ``LiveRegion/refresh(_:after:)``.
  func refresh(after delay: Duration) { region.refresh(id, after: delay) }

  /// Whether the line is timed by real time, on which its region's thread wakes it.
  var isRealTime: Bool { clock.isRealTime }

  /// Takes the line away without a word, in either presentation; the terminal is put back.
  func dismiss() {
    guard let shown = region.read(id, { $0.wasShown }) else { return }
    region.remove(id)
    shownWhenEnded.withLock { $0 = shown }
  }

  /// Writes the plain line `text` answers, given the label and the time on the line's clock,
  /// while the line is announced in plain lines; see ``LiveRegion/announce(_:_:)``.
  func announce(_ text: (String, Duration) -> String?) {
    region.announce(id, text)
  }

  /// The text of the line as it would be drawn now with `label`, at the region's width; empty
  /// while it is not drawn.
  func text(label: String) -> String {
    region.text(of: id, label: label) ?? ""
  }

  /// Prints `text` as a line above the region's lines, after what the program wrote to its
  /// standard output and error before; see ``LiveRegion/printLine(_:)``.
  func println(_ text: String) {
    region.printLine(Array(text.utf8) + [0x0A])
  }

  /// Writes `bytes` above the region's lines; see ``LiveRegion/passThrough(_:to:readerEchoes:)``.
  func passThrough(
    _ bytes: [UInt8], to target: (any TerminalOutput)? = nil, readerEchoes: Bool = false
  ) {
    region.passThrough(bytes, to: target, readerEchoes: readerEchoes)
  }

  /// How long since the start, zero before it.
  var elapsed: Duration {
    region.read(id) { $0.isStarted ? $0.clock.elapsed() - $0.startedAt : .zero } ?? .zero
  }

  /// Ends the indicator; see ``LiveRegion/end(_:success:message:)``. With `showingElapsed`,
  /// a message gets " in 12 s" once the wait is past the threshold.
  func end(success: Bool, message: String?, showingElapsed: Bool = false) {
    var message = message
    let elapsed = self.elapsed
    if showingElapsed, let words = message, let elapsedThreshold, elapsed >= elapsedThreshold {
      message = "\(words) in \(ElapsedTime.text(elapsed))"
    }
    guard let shown = region.end(id, success: success, message: message) else { return }
    shownWhenEnded.withLock { $0 = shown }
  }
}
