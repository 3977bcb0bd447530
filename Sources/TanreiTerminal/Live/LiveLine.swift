import TanreiDriver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The line at the bottom of the terminal where an indicator lives, and everything that keeps
/// it honest: the driver that times it, the writer that draws it, the lines printed above it,
/// the signals that must not leave the terminal broken, and the plain lines that stand in for it
/// where nothing may be animated.
///
/// The spinner and the progress bar are this, with different cells: each gives a function from
/// a frame and a width to the line to show. Timing is the driver's alone; this type maps frames
/// to cells and cells to bytes.
@MainActor
final class LiveLine {
  /// How the work under the indicator ended.
  enum Outcome: Sendable {
    case success
    case failure
  }

  /// The line to show for a frame, with a label, in so many columns; an empty line shows
  /// nothing.
  typealias Content = (_ frame: LoadingIndicatorFrame, _ label: String, _ columns: Int) ->
    TerminalLine

  let output: any TerminalOutput
  let profile: TerminalProfile
  let driver: LoadingIndicatorDriver
  /// What is loading: the label drawn, and the words of the plain lines.
  var label: String

  private let content: Content
  private let signals: SignalHandling
  private let relay = SignalRelay.shared
  private var writer = LineWriter()
  private var running: Task<Void, Never>?
  private var pacer: MainQueuePacer?
  private let pacedByMainQueue: Bool
  private var isStarted = false
  private var isEnded = false
  private var isAnnounced = false
  /// Whether the shared terminal line is empty: false while someone else's partial line (a
  /// child's output without its line feed yet) sits on it, when the indicator must wait.
  private var atLineStart = true
  private var outputIsGone = false
  private var goneTargets: Set<ObjectIdentifier> = []
  private var columns: Int
  private var isSubscribed = false
  /// The restore sequence the signal handlers hold.
  private var armed: [UInt8] = []

  /// Whether the indicator has been shown (its delay ended before the work did).
  private(set) var wasShown = false

  /// A live line for an indicator with `props`.
  ///
  /// - Parameter stepsPerCycle: How many positions the content draws a cycle in, which is how
  ///   often the driver wakes once the entrance is over.
  init(
    props: LoadingIndicatorProps, setup: TerminalSetup, stepsPerCycle: Int,
    content: @escaping Content
  ) {
    output = setup.output
    profile = setup.profile
    signals = setup.signals
    pacedByMainQueue = setup.clock is ContinuousClock
    label = props.label
    self.content = content

    var props = props
    let animated = profile.presentation == .animated
    let resolved = ResolvedLoadingIndicator(props: props, tokens: .tanrei)
    // An entrance the terminal cannot draw — any, in plain lines; a fade, where it cannot dim —
    // takes no time, so the driver does not wake through it for nothing.
    let entrance = profile.reducedMotion ? EntranceKind.fade : resolved.entrance
    if !animated || (entrance == .fade && !GreyRamp(profile).canDim) {
      props.enterDuration = .zero
    }
    // Wake only when a cell can change: at each step of the cycle the content draws, and at
    // each grey of the entrance.
    let steps = animated ? stepsPerCycle : 1
    driver = LoadingIndicatorDriver(
      props: props, environment: ComponentEnvironment(reducedMotion: profile.reducedMotion),
      clock: setup.clock, maximumFrameRate: 30, cycleSteps: steps,
      opacityLevels: GreyRamp(profile).levels)
    columns = 80
    columns = measureColumns()
    driver.onFrame = { [weak self] frame in self?.receive(frame) }
  }

  /// Inserts the indicator: its show delay starts now. With `runsLoop` (always, but in tests
  /// that step the clock themselves), the driver is woken at each moment it asks for until
  /// ``end(_:message:)``: by a main-queue timer on the continuous clock, by its own loop on
  /// any other.
  func start(runsLoop: Bool = true) {
    guard !isStarted else { return }
    isStarted = true
    // Forwarding must begin with the child; putting the terminal back matters only once
    // something is drawn, so a wait within the show delay installs nothing at all.
    if case .forward = signals { subscribeToSignals() }
    driver.insert()
    guard runsLoop else { return }
    if pacedByMainQueue {
      let pacer = MainQueuePacer(driver: driver)
      pacer.reschedule()
      self.pacer = pacer
    } else {
      let driver = driver
      running = Task { await driver.run() }
    }
  }

  /// Reads the frame for now, as the driver's loop does when it wakes.
  func update() { driver.update() }

  /// When the driver's loop will next wake, `nil` when nothing can change.
  var nextWake: Duration? { driver.nextWake }

  /// Draws again because the content changed (a new label, a new value).
  func refresh() { draw() }

  /// Writes `bytes` — another program's output, or a line the program prints — above the
  /// indicator: the live line is cleared, the bytes written to `target` (the indicator's own
  /// output when `nil`), and the indicator drawn again below them once they end a line.
  func passThrough(_ bytes: [UInt8], to target: (any TerminalOutput)? = nil) {
    guard !bytes.isEmpty else { return }
    var lead: [UInt8] = []
    writer.clear(into: &lead)
    if let target, target !== output {
      send(lead)
      let key = ObjectIdentifier(target)
      if !goneTargets.contains(key), !target.write(bytes) { goneTargets.insert(key) }
    } else {
      send(lead + bytes)
    }
    atLineStart = bytes.last == 0x0A
    if atLineStart {
      writer.noteFreshLine()
      draw()
    } else {
      writer.forget(cursorShown: false)
    }
  }

  /// Ends the indicator: it disappears at once, the terminal is put back, and an outcome line
  /// is written if the indicator was shown — `message`, or in plain lines a default one. When
  /// the work ended within the show delay nothing at all is written.
  func end(_ outcome: Outcome, message: String?) {
    guard isStarted, !isEnded else { return }
    isEnded = true
    running?.cancel()
    running = nil
    pacer?.stop()
    pacer = nil
    driver.remove()
    var bytes: [UInt8] = []
    writer.release(into: &bytes)
    let line: String? =
      switch profile.presentation {
      case .animated: wasShown ? message : nil
      case .lines:
        isAnnounced
          ? message ?? "\(label): \(outcome == .success ? "done" : "failed")" : nil
      }
    if let line {
      if !atLineStart { bytes.append(0x0A) }
      bytes += Array(SafeText.sanitized(line).utf8) + [0x0A]
    }
    send(bytes)
    if isSubscribed {
      relay.unsubscribe(ObjectIdentifier(self))
      isSubscribed = false
    }
  }

  // MARK: Frames

  private func receive(_ frame: LoadingIndicatorFrame) {
    guard !isEnded else { return }
    if frame.isDrawn { wasShown = true }
    switch profile.presentation {
    case .animated:
      draw()
    case .lines:
      guard frame.isDrawn, !isAnnounced else { return }
      isAnnounced = true
      var bytes: [UInt8] = atLineStart ? [] : [0x0A]
      bytes += Array((SafeText.sanitized(label) + "…\n").utf8)
      send(bytes)
      atLineStart = true
    }
  }

  private func draw() {
    guard profile.presentation == .animated, isStarted, !isEnded, atLineStart, !outputIsGone,
      !relay.isEnding
    else { return }
    let frame = driver.frame
    // The window may have changed size during the delay, before anyone listened for SIGWINCH.
    if frame.isDrawn, !writer.cursorHidden { columns = measureColumns() }
    var bytes: [UInt8] = []
    if frame.isDrawn {
      writer.draw(content(frame, label, max(0, columns - 1)), into: &bytes)
    } else {
      writer.clear(into: &bytes)
    }
    send(bytes)
  }

  private func send(_ bytes: [UInt8]) {
    guard !bytes.isEmpty, !outputIsGone else { return }
    if !isSubscribed, writer.cursorHidden { subscribeToSignals() }
    // The writer already stands where these bytes leave the terminal. A signal may come between
    // the write and the arming: arm first what the terminal will need after the write, unless
    // that is nothing, in which case what it needs now stays armed until the write is done.
    let after = writer.restoreSequence
    if !after.isEmpty { arm(after) }
    // A handler ending the process waits for this write before it puts the terminal back, and
    // once it has begun nothing more is written.
    var written = false
    guard relay.whileWriting({ written = output.write(bytes) }) else { return }
    if written {
      arm(after)
    } else {
      // The terminal or pipe is gone: stop drawing; the work goes on.
      outputIsGone = true
      arm([])
    }
  }

  /// Tells the signal handlers what would put the terminal back, when that changed.
  private func arm(_ sequence: [UInt8]) {
    guard isSubscribed, sequence != armed else { return }
    armed = sequence
    relay.arm(sequence)
  }

  // MARK: Signals and size

  private func subscribeToSignals() {
    guard !isSubscribed, let descriptor = output.fileDescriptor else { return }
    let forwardTo: Int32?
    switch signals {
    case .none: return
    case .restoreThenEnd:
      // Plain lines leave nothing to put back.
      guard profile.presentation == .animated else { return }
      forwardTo = nil
    case .forward(let pid): forwardTo = pid
    }
    isSubscribed = true
    relay.subscribe(ObjectIdentifier(self), descriptor: descriptor, forwardTo: forwardTo) {
      [weak self] event in self?.handle(event)
    }
  }

  private func handle(_ event: SignalRelay.Event) {
    guard !isEnded else { return }
    switch event {
    case .resized:
      columns = measureColumns()
      // The terminal may have moved the old line about; start it over.
      var bytes: [UInt8] = []
      writer.clear(into: &bytes)
      send(bytes)
      draw()
    case .continued(let restored):
      writer.forget(cursorShown: restored)
      draw()
    case .restored:
      writer.forget(cursorShown: true)
    }
  }

  private func measureColumns() -> Int {
    if let fixed = profile.columns { return max(0, fixed) }
    if let reported = output.reportedColumns, reported > 0 { return reported }
    if let variable = getenv("COLUMNS"), let value = Int(String(cString: variable)), value > 0 {
      return value
    }
    return 80
  }
}
