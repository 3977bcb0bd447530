import CTanreiTerminal
import Synchronization
import TanreiDriver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lines at the bottom of a terminal where indicators live, one per indicator drawn at
/// once, and everything that keeps them honest: the thread that wakes them, the writer that
/// draws them, the lines printed above them, the signals that must not leave the terminal
/// broken, and the plain lines that stand in for them where nothing may be animated.
///
/// There is one region per output: indicators started on the same output form a group of lines,
/// in the order they were made, and never fight over a line. Its state is behind one lock, so
/// indicators may be changed from any thread; every write to the output is made under it.
///
/// On real time, one thread per region sleeps until the soonest moment any of its lines can
/// change (the core says when), reads the frames, and makes one write for the change: the
/// floor for an animation, and independent of the main thread, so that synchronous work under
/// an indicator does not stop it. The same wait also watches the signal handlers' notes (a
/// resize, a suspension) and a pipe other threads poke when they change what the thread must
/// wait for.
final class LiveRegion: Sendable {
  private let state: Mutex<State>
  private let key: Key

  /// What the regions are told apart by: the descriptor they write to, or the output object.
  private enum Key: Equatable {
    case descriptor(Int32)
    case object(ObjectIdentifier)
  }

  /// The regions in use: one per output, a handful at most, so a list. A dictionary keyed by
  /// `Key` would have the runtime look up its `Hashable` conformance when the first indicator
  /// is made, a scan costing tens of microseconds.
  private static let regions = Mutex<[LiveRegion]>([])

  /// The region of `output` (of its descriptor when it has one), made when there is none.
  static func region(for output: any TerminalOutput) -> LiveRegion {
    let key = output.fileDescriptor.map(Key.descriptor) ?? .object(ObjectIdentifier(output))
    return regions.withLock { regions in
      if let region = regions.first(where: { $0.key == key }) { return region }
      let region = LiveRegion(output: output, key: key)
      regions.append(region)
      return region
    }
  }

  private init(output: any TerminalOutput, key: Key) {
    self.key = key
    state = Mutex(State(output: output))
    let owner = ObjectIdentifier(self)
    // Unretained: a capture ends before the last entry, which holds the region, is gone.
    let address = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
    state.withLock { state in
      state.owner = owner
      state.regionAddress = address
      state.columns = state.measureColumns(fixed: nil)
    }
  }

  /// Changes the state from outside the thread's loop: the changes the thread worked out
  /// ahead no longer hold. The thread is woken, if `body` asks, after the lock is let go.
  private func change<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
    let (result, poke) = state.withLock { state -> (Result, Int32?) in
      state.settlePlan()
      let result = body(&state)
      defer { state.pokeRequested = false }
      return (result, state.pokeRequested ? state.wake?.write : nil)
    }
    // The pipe stays open while the region lives, and this is the region's own method.
    if let poke {
      var byte: UInt8 = 1
      _ = write(poke, &byte, 1)
    }
    return result
  }

  deinit {
    state.withLock { state in
      if let wake = state.wake {
        close(wake.read)
        close(wake.write)
      }
    }
  }

  // MARK: Entries

  /// Adds `entry`, not yet started.
  func add(_ entry: LiveEntry) {
    change { $0.entries.append(entry) }
  }

  /// Starts the entry `id`: its show delay starts now. With `loops`, it is woken at each moment
  /// it asks for: by the region's thread on real time, by a task sleeping on its clock
  /// otherwise (answered as `true`, for the caller to start).
  func start(_ id: ObjectIdentifier, loops: Bool) -> Bool {
    let (needsThread, needsTask) = change { state -> (Bool, Bool) in
      guard let index = state.index(of: id), !state.entries[index].isStarted else {
        return (false, false)
      }
      state.entries[index].isStarted = true
      state.entries[index].loops = loops
      // Forwarding must begin with the child; putting the terminal back matters only once
      // something is drawn, so a wait within the show delay installs nothing at all.
      if case .forward = state.entries[index].signals { state.subscribe(state.entries[index]) }
      state.entries[index].apply(.insert)
      state.entries[index].startedAt = state.entries[index].clock.elapsed()
      state.update(index..<(index + 1))
      let realTime = state.entries[index].clock.isRealTime
      guard loops else { return (false, false) }
      if realTime {
        if !state.threadRuns { return (true, false) }
        state.poke()
        return (false, false)
      }
      return (false, true)
    }
    if needsThread { startThread() }
    return needsTask
  }

  /// Reads the frames for now — entry `id`'s, and every other's in the region, as the thread
  /// does — and draws what changed.
  func update(_ id: ObjectIdentifier) {
    change { state in
      guard state.index(of: id) != nil else { return }
      state.update(state.entries.indices)
    }
  }

  /// When entry `id` next changes, `nil` when nothing can.
  func nextWake(_ id: ObjectIdentifier) -> Duration? {
    state.withLock { state in
      state.settlePlan(keepingRest: true)
      return state.index(of: id).flatMap { state.entries[$0].nextWake }
    }
  }

  /// The next `count` changes of entry `id` as the thread works them out ahead, from the lines
  /// shown now: for tests, which compare them with the changes the loop makes.
  func plannedChanges(of id: ObjectIdentifier, count: Int) -> [State.PlannedChange] {
    state.withLock { state in
      state.settlePlan()
      guard let index = state.index(of: id) else { return [] }
      return State.changes(
        of: state.entries[index], drawnBy: state.writer, columns: state.columns, count: count)
    }
  }

  /// Runs `body` on the state under the region's lock, as the thread does: for tests that
  /// play the thread's part.
  func withState<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
    state.withLock { body(&$0) }
  }

  /// Reads something about entry `id`.
  func read<Value: Sendable>(_ id: ObjectIdentifier, _ body: (LiveEntry) -> Value) -> Value? {
    state.withLock { state in
      // A reader (the label, the time so far) changes nothing: the plan holds.
      state.settlePlan(keepingRest: true)
      return state.index(of: id).map { body(state.entries[$0]) }
    }
  }

  /// Sets the label of entry `id`, and draws again.
  func setLabel(_ label: String, of id: ObjectIdentifier) {
    change { state in
      guard let index = state.index(of: id) else { return }
      state.entries[index].label = label
      state.draw()
    }
  }

  /// Writes the plain line `text` answers for entry `id` — given its label and the time on its
  /// clock — while the entry runs in plain lines and has been announced: a progress bar's line
  /// in a log.
  func announce(_ id: ObjectIdentifier, _ text: (String, Duration) -> String?) {
    change { state in
      guard let index = state.index(of: id) else { return }
      let entry = state.entries[index]
      guard entry.isStarted, !entry.isEnded, entry.isAnnounced,
        entry.profile.presentation == .lines,
        let words = text(entry.label, entry.clock.elapsed())
      else { return }
      state.writePlainLine(words)
    }
  }

  /// The text of entry `id`'s line as it would be drawn now with `label`, at the region's
  /// width.
  func text(of id: ObjectIdentifier, label: String) -> String? {
    state.withLock { state in
      state.settlePlan(keepingRest: true)
      guard let index = state.index(of: id) else { return nil }
      var entry = state.entries[index]
      entry.label = label
      return entry.line(columns: state.columns).text
    }
  }

  /// Draws again because something an entry's content reads changed (a progress value); a
  /// redraw held back for later is made by this one.
  func refresh() {
    change { state in
      for index in state.entries.indices { state.entries[index].refreshAt = nil }
      state.draw()
    }
  }

  /// Draws entry `id` again `delay` from now, unless it is drawn again before: a change held
  /// back to keep redraws to the terminal's useful rate. The latest moment asked for holds: a
  /// thread woken late for an earlier one draws then, and nothing asked for is left undrawn.
  func refresh(_ id: ObjectIdentifier, after delay: Duration) {
    change { state in
      guard let index = state.index(of: id) else { return }
      state.entries[index].refreshAt = state.entries[index].clock.elapsed() + delay
      state.poke()
    }
  }

  /// Ends entry `id`: it disappears at once, and an outcome line is written where it was if it
  /// was shown — `message`, or in plain lines a default one. When the work ended within the
  /// show delay nothing at all is written. The last entry to end puts the terminal back.
  /// Answers whether the entry had been shown, `nil` when it was not running.
  @discardableResult
  func end(_ id: ObjectIdentifier, success: Bool, message: String?) -> Bool? {
    // What the program printed before it ended the entry comes before the outcome line.
    flushCaptured()
    let wasShown = change { state -> Bool? in
      guard let index = state.index(of: id), state.entries[index].isStarted,
        !state.entries[index].isEnded
      else { return nil }
      let wasShown = state.entries[index].wasShown
      state.end(index, success: success, message: message)
      state.poke()
      return wasShown
    }
    endCaptureIfIdle()
    forgetIfIdle()
    return wasShown
  }

  /// Takes entry `id` away without a word: its handle is gone.
  func remove(_ id: ObjectIdentifier) {
    flushCaptured()
    change { state in
      guard let index = state.index(of: id) else { return }
      if state.entries[index].isStarted, !state.entries[index].isEnded {
        state.end(index, success: false, message: nil, silently: true)
        state.poke()
      } else {
        state.entries.remove(at: index)
      }
    }
    endCaptureIfIdle()
    forgetIfIdle()
  }

  // MARK: Standard output and error

  /// Writes what the program wrote to standard output or error above the lines (see
  /// ``TerminalSetup/passesStandardOutput``), as ``passThrough(_:to:readerEchoes:)`` does; or,
  /// `apart`, hands what it wrote to standard output to the pipe's reader, the lines kept
  /// clear until the reader has written it.
  func passCaptured(_ bytes: [UInt8], apart: Bool) {
    let apartOutput = state.withLock { $0.capturedApart }
    if apart, let apartOutput {
      passThrough(bytes, to: apartOutput, readerEchoes: true)
      return
    }
    change { state in
      guard state.captured != nil else { return }
      state.passThrough(bytes, to: nil, readerEchoes: false)
    }
  }

  /// Hands on at once what the program wrote before — what stdio holds for standard output,
  /// and what the capture's pipe holds — so that it comes before what comes next.
  private func flushCaptured() {
    tanrei_capture_flush()
  }

  /// Writes `bytes`, the program's own line, above the lines, after everything the program
  /// wrote to standard output or error before it.
  func printLine(_ bytes: [UInt8]) {
    flushCaptured()
    passThrough(bytes)
  }

  /// Puts standard output back once no entry is drawn. Outside the lock: the capture hands the
  /// last bytes back through ``passCaptured(_:)``.
  private func endCaptureIfIdle() {
    let ending = state.withLock { state -> Bool in
      state.captured != nil && !state.entries.contains { $0.isStarted && !$0.isEnded }
    }
    guard ending else { return }
    tanrei_capture_end()
    state.withLock { state in
      if let captured = state.captured { close(captured.descriptor) }
      if let apart = state.capturedApart { close(apart.descriptor) }
      state.captured = nil
      state.captureRead = -1
      state.capturedApart = nil
      state.captureApartRead = -1
    }
  }

  private func forgetIfIdle() {
    let idle = state.withLock { $0.entries.isEmpty }
    guard idle else { return }
    Self.regions.withLock { regions in
      if state.withLock({ $0.entries.isEmpty }) { regions.removeAll { $0 === self } }
    }
  }

  // MARK: Output above the lines

  /// Writes `bytes` above the lines: they are cleared, the bytes written to `target` (the
  /// region's own output when `nil`), and the lines drawn again below them once they end a
  /// line. A partial line (a prompt) makes the lines step aside — cleared, the cursor shown,
  /// typed keys echoed — until it ends.
  ///
  /// With `readerEchoes`, `target` is a pipe whose reader writes what it reads to this same
  /// terminal (`| cat`, `| tee`): the lines stay clear until the pipe is empty and the reader
  /// has had a moment to write, so that its text never lands on them.
  func passThrough(
    _ bytes: [UInt8], to target: (any TerminalOutput)? = nil, readerEchoes: Bool = false
  ) {
    guard !bytes.isEmpty else { return }
    let startThread = change { state -> Bool in
      state.passThrough(bytes, to: target, readerEchoes: readerEchoes)
      guard state.awaitingEcho != nil else { return false }
      if !state.threadRuns { return true }
      state.poke()
      return false
    }
    if startThread { self.startThread() }
  }

  /// Runs `body` with the lines cleared and the terminal as the program found it (cursor shown,
  /// keys echoed), and draws them again afterwards.
  func suspend<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // What the program printed before comes before; what the body prints (a question on
    // standard output) reaches the terminal before the lines come back.
    flushCaptured()
    change { $0.beginSuspension() }
    defer {
      flushCaptured()
      change { $0.endSuspension() }
    }
    return try body()
  }

  // MARK: The thread

  private func startThread() {
    let claimed = state.withLock { state -> Bool in
      guard !state.threadRuns else { return false }
      if state.wake == nil {
        var ends: [Int32] = [-1, -1]
        guard tanrei_pipe_nonblocking(&ends) == 0 else { return false }
        state.wake = (ends[0], ends[1])
      }
      state.threadRuns = true
      return true
    }
    guard claimed else { return }
    let context = Unmanaged.passRetained(self).toOpaque()
    let status = tanrei_thread_start(
      { context in
        guard let context else { return }
        Unmanaged<LiveRegion>.fromOpaque(context).takeRetainedValue().run()
      }, context)
    if status != 0 {
      Unmanaged<LiveRegion>.fromOpaque(context).release()
      state.withLock { $0.threadRuns = false }
    }
  }

  /// The thread's loop: sleep until the soonest change, a note or a poke; draw what changed.
  private func run() {
    while true {
      let plan = state.withLock {
        state -> (timeout: Int64, wake: Int32, notes: Int32, capture: Int32, apart: Int32)? in
        guard state.threadRuns, let wake = state.wake else { return nil }
        guard let timeout = state.timeout() else {
          // Nothing left to wake for: the thread ends, and the next start makes another.
          state.threadRuns = false
          return nil
        }
        return (timeout, wake.read, state.notes, state.captureRead, state.captureApartRead)
      }
      guard let plan else { return }
      // On the stack: the thread waits here at every wake.
      let ready = withUnsafeTemporaryAllocation(of: Int32.self, capacity: 4) { watched in
        watched.initializeElement(at: 0, to: plan.wake)
        watched.initializeElement(at: 1, to: plan.notes)
        watched.initializeElement(at: 2, to: plan.capture)
        watched.initializeElement(at: 3, to: plan.apart)
        return tanrei_wait_readable(watched.baseAddress, 4, plan.timeout)
      }
      if ready > 0, ready & 1 != 0 { Self.drain(plan.wake) }
      // Outside the lock: the capture hands the bytes back through passCaptured.
      if ready > 0, ready & (4 | 8) != 0 { tanrei_capture_take() }
      state.withLock { state in
        // Woken by time alone, with the change worked out ahead: make it and sleep again.
        if ready == 0, state.makePlannedChange() { return }
        state.settlePlan()
        state.threadHoldsState = true
        defer { state.threadHoldsState = false }
        if ready > 0, ready & 2 != 0, state.notes == plan.notes, plan.notes >= 0 {
          for event in SignalRelay.events(from: plan.notes) { state.handle(event) }
        }
        state.checkEcho()
        state.update(state.entries.indices)
        state.planAhead()
      }
    }
  }

  private static func drain(_ descriptor: Int32) {
    var sink = [UInt8](repeating: 0, count: 64)
    while sink.withUnsafeMutableBytes({ systemRead(descriptor, $0.baseAddress, $0.count) }) > 0 {}
  }
}

/// `read(2)`, named apart from ``LiveRegion/read(_:_:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  #if canImport(Glibc)
    return Glibc.read(descriptor, buffer, count)
  #elseif canImport(Musl)
    return Musl.read(descriptor, buffer, count)
  #else
    return Darwin.read(descriptor, buffer, count)
  #endif
}
