import CTanreiTerminal
import TanreiDriver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension LiveRegion {
  /// A live region's state, changed only under its lock.
  struct State {
    /// The output the region was made for.
    let output: any TerminalOutput
    /// Who the region is to the signal relay.
    var owner: ObjectIdentifier?
    /// The indicators and bars, in the order they were made: their lines stack in that order.
    var entries: [LiveEntry] = []
    var writer = LineWriter()
    /// Whether the terminal's line is empty: false while someone else's partial line (a
    /// prompt) sits on it, when the lines must wait.
    var atLineStart = true
    /// Bytes handed to a pipe whose reader writes them to this terminal, not yet written there.
    var awaitingEcho: EchoWait?
    /// How many ``LiveRegion/suspend(_:)`` calls are running.
    var suspensions = 0
    /// What the output passed above the lines left the terminal in: the screen, the pen.
    var passed = PassedOutput()
    var outputIsGone = false
    var goneTargets: Set<ObjectIdentifier> = []
    /// The terminal's width, read at the first draw and on every resize.
    var columns = 80
    /// Whether the echo of typed keys is off while the lines are drawn.
    var echoSilenced = false
    /// Whether turning it off was tried since the lines were last taken away: where it cannot
    /// be done (the echo is off already, the program is in the background) it is not tried
    /// again at every draw.
    var echoTried = false
    var isSubscribed = false
    /// The restore sequence the signal handlers hold.
    var armed: [UInt8] = []
    /// The pipe the signal handlers' notes come on, or -1.
    var notes: Int32 = -1
    /// The pipe that wakes the region's thread: made with the first thread, kept (and reused
    /// by the next) until the region goes, so that it can be written without the lock.
    var wake: (read: Int32, write: Int32)?
    /// Whether the region's thread runs.
    var threadRuns = false
    /// Whether the thread is to be woken once the lock is let go.
    var pokeRequested = false
    /// The region itself, as the capture of the program's output hands bytes back to it.
    var regionAddress: UInt = 0
    /// The terminal, through a descriptor of the region's own, while the program's standard
    /// output and error are captured (passed above the lines), `nil` otherwise: descriptor 2,
    /// the output's, is then the capture's pipe.
    var captured: FileDescriptorOutput?
    /// The pipe standard output and error are while captured, which the thread watches; -1
    /// otherwise.
    var captureRead: Int32 = -1
    /// Where standard output went, through a descriptor of the region's own, while it is a pipe
    /// whose reader writes to this terminal (`| cat`) and is captured apart; `nil` otherwise.
    var capturedApart: FileDescriptorOutput?
    /// The pipe standard output is while captured apart, which the thread watches; -1
    /// otherwise.
    var captureApartRead: Int32 = -1
    /// How many resizes of the window the lines have been fitted to (``SignalRelay/resizes``).
    var fittedResizes = SignalRelay.shared.resizes
    /// Whether the region's own thread holds the state, after which it reckons its sleep
    /// anyway: it need not be poked.
    var threadHoldsState = false
    /// The changes the thread has worked out ahead, in order. Those made so far are counted,
    /// not applied: the entry's frame and the writer are brought up to date only when anything
    /// else looks at the state (``settlePlan()``), so that a wake that makes a planned change
    /// touches as little memory as it can.
    var planned: [PlannedChange] = []
    /// How many of ``planned`` have been written.
    var plannedMade = 0

    /// A change worked out ahead: at `moment` on the only entry's clock, its frame becomes
    /// `frame`, and `bytes` take the terminal from the lines shown before to `writer`'s.
    struct PlannedChange {
      var moment: Duration
      var frame: LoadingIndicatorFrame
      var writer: LineWriter
      var bytes: [UInt8]
    }

    /// How many changes the thread works out at once. Each wake after a long sleep finds the
    /// drawing code cold, which costs several times what running it again at once does.
    static let changesPlanned = 16

    /// What is awaited of a pipe's reader.
    struct EchoWait {
      var descriptor: Int32
      var endsLine: Bool
      /// When the pipe was first seen empty, on ``RealTime``.
      var quietSince: Duration?
    }

    /// How long the pipe must stay empty before its reader is taken to have written it all.
    static let echoSettling = Duration.milliseconds(40)
    /// How often the pipe is looked at meanwhile.
    static let echoCheck = Duration.milliseconds(20)

    private let relay = SignalRelay.shared

    init(output: any TerminalOutput) {
      self.output = output
    }

    /// Where the region writes: the output, or the terminal itself while the program's output
    /// is captured.
    var terminal: any TerminalOutput { captured ?? output }

    func index(of id: ObjectIdentifier) -> Int? {
      entries.firstIndex { $0.id == id }
    }

    /// Whether an entry is running: started and not ended.
    private static func isLive(_ entry: LiveEntry) -> Bool { entry.isStarted && !entry.isEnded }

    /// Whether an entry draws an animated line now.
    private static func isAnimatedLive(_ entry: LiveEntry) -> Bool {
      isLive(entry) && entry.profile.presentation == .animated
    }

    // MARK: Frames

    /// Reads the frames of the entries at `indices`, announces those in plain lines, and draws
    /// the animated lines if any changed.
    mutating func update(_ indices: Range<Int>) {
      var redraw = false
      for index in indices where entries[index].isStarted && !entries[index].isEnded {
        guard entries[index].update(), let frame = entries[index].frame else { continue }
        switch entries[index].profile.presentation {
        case .animated:
          redraw = true
        case .lines:
          guard frame.isDrawn, !entries[index].isAnnounced else { continue }
          entries[index].isAnnounced = true
          let ellipsis = GlyphSet.of(entries[index].profile.glyphs).ellipsis
          writePlainLine(entries[index].label + ellipsis)
        }
      }
      if redraw { draw() }
    }

    /// Writes `text`, made safe, as a line of its own: on a new line if someone else's partial
    /// line holds the terminal's.
    mutating func writePlainLine(_ text: String) {
      var bytes: [UInt8] = atLineStart ? [] : [0x0A]
      bytes += Array((SafeText.sanitized(text) + "\n").utf8)
      send(bytes)
      atLineStart = true
    }

    /// Draws the animated lines as they should be now, where nothing else holds the line.
    mutating func draw() {
      var bytes: [UInt8] = []
      draw(into: &bytes)
      send(bytes)
    }

    /// The bytes that draw the animated lines, appended to `bytes` for one write.
    mutating func draw(into bytes: inout [UInt8]) {
      guard atLineStart, awaitingEcho == nil, suspensions == 0, !outputIsGone, !relay.isEnding,
        !passed.ownsScreen
      else { return }
      // The thread draws here at every visible change: no array is made but the lines'.
      guard entries.contains(where: Self.isAnimatedLive), isForeground else { return }
      // The window may have changed size during the delay, before anyone listened for SIGWINCH.
      if !writer.cursorHidden { columns = measureColumns(fixed: nil) }
      refitIfResized(into: &bytes)
      var lines: [TerminalLine] = []
      lines.reserveCapacity(entries.count)
      for index in entries.indices where Self.isAnimatedLive(entries[index]) {
        lines.append(entries[index].line(columns: columns))
      }
      guard !passed.pen.isEmpty else {
        writer.draw(lines, into: &bytes)
        return
      }
      var own: [UInt8] = []
      writer.draw(lines, into: &own)
      bytes += carryingPen(own)
    }

    /// Whether the output may be drawn on: its terminal's foreground process group is ours (a
    /// job sent to the background with `&` or `bg` draws nothing until `fg`), or it is no
    /// terminal of ours to ask.
    var isForeground: Bool {
      guard let descriptor = terminal.fileDescriptor else { return true }
      return tanrei_terminal_in_foreground(descriptor) != 0
    }

    /// Our own `bytes`, written where the output passed above the lines set a pen of its own:
    /// drawn from the default pen, and the other's put back after them.
    func carryingPen(_ bytes: [UInt8]) -> [UInt8] {
      guard !passed.pen.isEmpty, !bytes.isEmpty else { return bytes }
      return LineWriter.Sequence.reset + bytes + passed.pen
    }

    /// Ends the entry at `index`: its line goes, an outcome line is written unless `silently`,
    /// and the others are drawn below it. The last to end puts the terminal back.
    mutating func end(_ index: Int, success: Bool, message: String?, silently: Bool = false) {
      var entry = entries.remove(at: index)
      entry.isEnded = true
      entry.apply(.remove)
      let line: String? =
        if silently {
          nil
        } else {
          switch entry.profile.presentation {
          case .animated: entry.wasShown ? (success ? message : message ?? entry.label) : nil
          case .lines:
            entry.isAnnounced
              ? message ?? "\(entry.label): \(success ? "done" : "failed")" : nil
          }
        }
      let othersDrawn = entries.contains(where: Self.isAnimatedLive)
      var bytes: [UInt8] = []
      if othersDrawn { writer.clear(into: &bytes) } else { writer.release(into: &bytes) }
      if let line, !passed.ownsScreen {
        if !atLineStart { bytes.append(0x0A) }
        if !success, entry.profile.presentation == .animated {
          bytes += Self.failureMark(entry.profile) + [0x20]
        }
        bytes += Array(SafeText.sanitized(line).utf8) + [0x0A]
        atLineStart = true
        if othersDrawn { writer.noteFreshLine() }
      }
      var all = carryingPen(bytes)
      if othersDrawn { draw(into: &all) }
      send(all)
      if !entries.contains(where: Self.isLive) { unsubscribe() }
    }

    /// The mark a failure line starts with: `✖` (`x` in ASCII), red where colours are allowed.
    static func failureMark(_ profile: TerminalProfile) -> [UInt8] {
      let mark = Array(GlyphSet.of(profile.glyphs).failure.utf8)
      guard profile.colors != .none else { return mark }
      return Array("\u{1B}[31m".utf8) + mark + LineWriter.Sequence.reset
    }

    // MARK: Output above the lines

    mutating func passThrough(
      _ bytes: [UInt8], to target: (any TerminalOutput)?, readerEchoes: Bool
    ) {
      let wasOwned = passed.ownsScreen
      var lead: [UInt8] = []
      var after = passed
      after.read(bytes)
      if after.ownsScreen, !wasOwned {
        // A full-screen program takes over: nothing of ours is left, the cursor its to show.
        writer.release(into: &lead)
      } else {
        writer.clear(into: &lead)
      }
      lead = carryingPen(lead)
      passed = after
      // Leaving the alternate screen puts the cursor back where it was, at the start of the
      // lines cleared before it was entered; escape sequences alone leave the line as it was.
      let endsLine = passed.leftAlternateScreen || (passed.lastReadEndsLine ?? atLineStart)
      if !endsLine, !readerEchoes {
        // A partial line, such as a prompt: step aside before it is shown.
        if writer.cursorHidden { lead += LineWriter.Sequence.showCursor }
        writer.forget(cursorShown: true)
      }
      if let target, target !== output {
        send(lead)
        let key = ObjectIdentifier(target)
        if !goneTargets.contains(key), !target.write(bytes) { goneTargets.insert(key) }
        if readerEchoes, let descriptor = target.fileDescriptor {
          if awaitingEcho == nil {
            awaitingEcho = EchoWait(descriptor: descriptor, endsLine: true, quietSince: nil)
          }
          awaitingEcho?.endsLine = endsLine
          awaitingEcho?.quietSince = nil
          return
        }
        atLineStart = endsLine
        if atLineStart {
          writer.noteFreshLine()
          draw()
        }
      } else {
        // The bytes and the lines drawn again below them, in one write.
        var all = lead + bytes
        atLineStart = endsLine
        if atLineStart {
          writer.noteFreshLine()
          draw(into: &all)
        }
        send(all)
      }
    }

    /// Once the pipe's reader has taken everything and the pipe has stayed empty a moment, the
    /// reader has written it, and the lines come back.
    mutating func checkEcho() {
      guard let wait = awaitingEcho else { return }
      // A reader that has gone (`| head -1`) writes nothing more: what is left in the pipe is
      // never shown, and the lines come back at once.
      let readerGone = tanrei_pipe_reader_gone(wait.descriptor) != 0
      let pending = readerGone ? -1 : tanrei_pending_bytes(wait.descriptor)
      let now = RealTime.now()
      if pending > 0 {
        awaitingEcho?.quietSince = nil
        return
      }
      // A reader that is gone, or a pipe that cannot be asked, leaves nothing to wait for.
      if pending == 0 {
        guard let since = wait.quietSince else {
          awaitingEcho?.quietSince = now
          return
        }
        guard now - since >= Self.echoSettling else { return }
      }
      awaitingEcho = nil
      atLineStart = wait.endsLine || readerGone
      if atLineStart {
        writer.noteFreshLine()
        draw()
      } else {
        stepAside()
      }
    }

    /// Someone else's partial line holds the terminal's line: show the cursor and let typed
    /// keys echo until the line is finished.
    mutating func stepAside() {
      var bytes: [UInt8] = []
      if writer.cursorHidden { bytes += LineWriter.Sequence.showCursor }
      writer.forget(cursorShown: true)
      send(bytes)
    }

    mutating func beginSuspension() {
      suspensions += 1
      guard suspensions == 1 else { return }
      var bytes: [UInt8] = []
      writer.release(into: &bytes)
      send(carryingPen(bytes))
    }

    /// The lines come back on the cursor's line, whatever was written meanwhile: a question
    /// asked on either stream, then its answer, which the person ended with Return.
    mutating func endSuspension() {
      suspensions -= 1
      guard suspensions == 0 else { return }
      writer.forget(cursorShown: true)
      atLineStart = true
      draw()
    }

    // MARK: Planning ahead

    /// Works out the next changes of the only entry, while nothing but time can change them:
    /// one entry, drawn from its frame alone, on real time, its line drawn and nothing holding
    /// the terminal's line.
    mutating func planAhead() {
      settlePlan()
      guard entries.count == 1, let entry = entries.first, Self.isAnimatedLive(entry),
        entry.loops, entry.clock.isRealTime, entry.drawsFromDrawingAlone, writer.cursorHidden,
        isSubscribed, atLineStart, awaitingEcho == nil, suspensions == 0, !outputIsGone,
        passed.pen.isEmpty, !passed.ownsScreen, isForeground
      else { return }
      planned = Self.changes(of: entry, drawnBy: writer, columns: columns)
    }

    /// The next `count` changes of `entry`, in order, as the thread would make them at the
    /// moments it would wake for them, with the lines shown by `writer` to start from. The
    /// plan stops before a change that would leave the terminal needing another restore
    /// sequence: the planned wakes write with the writer as it was.
    static func changes(
      of entry: LiveEntry, drawnBy writer: LineWriter, columns: Int,
      count: Int = changesPlanned
    ) -> [PlannedChange] {
      var entry = entry
      var writer = writer
      let restore = writer.restoreSequence
      var changes: [PlannedChange] = []
      for _ in 0..<count {
        guard let moment = entry.nextWake else { break }
        _ = entry.update(at: moment)
        guard let frame = entry.frame else { break }
        var bytes: [UInt8] = []
        writer.draw([entry.line(columns: columns, now: moment)], into: &bytes)
        guard writer.restoreSequence == restore else { break }
        changes.append(PlannedChange(moment: moment, frame: frame, writer: writer, bytes: bytes))
      }
      return changes
    }

    /// Writes the next planned change if it is due, as ``update(_:)`` would have drawn it;
    /// answers `false` when there is none to make, or when the wake came so late that the one
    /// after it is due too and the changes must be worked out afresh.
    mutating func makePlannedChange() -> Bool {
      guard plannedMade < planned.count, entries.count == 1, relay.resizes == fittedResizes,
        isForeground
      else { return false }
      let now = entries[0].clock.elapsed()
      // Woken a hair early: the thread sleeps the rest.
      guard now >= planned[plannedMade].moment else { return true }
      let following = plannedMade + 1
      if following < planned.count, now >= planned[following].moment { return false }
      plannedMade = following
      send(planned[following - 1].bytes)
      if plannedMade == planned.count { settlePlan() }
      return true
    }

    /// Brings the entry's frame and the writer up to the last planned change written, and drops
    /// the rest of the plan — or, `keepingRest` (for a reader, who changes nothing), keeps it.
    mutating func settlePlan(keepingRest: Bool = false) {
      if plannedMade > 0, entries.count == 1, plannedMade <= planned.count {
        let made = planned[plannedMade - 1]
        entries[0].lastUpdate = made.moment
        entries[0].frame = made.frame
        if made.frame.isDrawn { entries[0].wasShown = true }
        writer = made.writer
      }
      if keepingRest {
        planned.removeFirst(min(plannedMade, planned.count))
      } else {
        planned.removeAll(keepingCapacity: true)
      }
      plannedMade = 0
    }

    // MARK: Waking

    /// How long the thread may sleep, in nanoseconds (-1: until poked or signalled), or `nil`
    /// when it has nothing left to wake for.
    func timeout() -> Int64? {
      if plannedMade < planned.count, entries.count == 1 {
        return max(0, Self.nanoseconds(planned[plannedMade].moment - entries[0].clock.elapsed()))
      }
      // The thread asks this at every wake: no array of entries is made for it.
      var looping = false
      var soonest = Int64.max
      for index in entries.indices {
        guard entries[index].isStarted, !entries[index].isEnded, entries[index].loops,
          entries[index].clock.isRealTime
        else { continue }
        looping = true
        guard let wake = entries[index].nextWake else { continue }
        soonest = min(soonest, Self.nanoseconds(wake - entries[index].clock.elapsed()))
      }
      let echoing = awaitingEcho != nil
      guard looping || echoing else { return nil }
      if echoing { soonest = min(soonest, Self.nanoseconds(Self.echoCheck)) }
      return soonest == .max ? -1 : max(0, soonest)
    }

    /// `duration` in whole nanoseconds, saturating.
    private static func nanoseconds(_ duration: Duration) -> Int64 {
      let (seconds, attoseconds) = duration.components
      guard seconds < Int64.max / 1_000_000_000, seconds > Int64.min / 1_000_000_000 else {
        return seconds < 0 ? Int64.min : Int64.max
      }
      return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    /// Has the thread woken, once the lock is let go, so that it reckons its sleep again.
    /// Woken while the lock is held, it would find the lock taken and wait on it, and letting
    /// it go would cost the waker a round through the kernel.
    mutating func poke() {
      if threadRuns, !threadHoldsState { pokeRequested = true }
    }

    // MARK: Writing

    mutating func send(_ bytes: [UInt8]) {
      guard !outputIsGone else { return }
      // Keys must stop echoing before the lines appear, and echo again before what follows
      // them (a prompt) is shown.
      if !writer.cursorHidden { echoTried = false }
      silenceEcho(writer.cursorHidden)
      guard !bytes.isEmpty else { return }
      if !isSubscribed, writer.cursorHidden, let first = entries.first(where: Self.isLive) {
        subscribe(first)
      }
      if captured == nil, writer.cursorHidden { captureStandardOutput() }
      // The writer already stands where these bytes leave the terminal. A signal may come
      // between the write and the arming: arm first what the terminal will need after the
      // write, unless that is nothing, in which case what it needs now stays armed until the
      // write is done.
      let after = writer.restoreSequence
      if !after.isEmpty { arm(after) }
      // A handler ending the process waits for this write before it puts the terminal back, and
      // once it has begun nothing more is written: no line lands after the restore sequence.
      var written = false
      guard relay.whileWriting({ written = terminal.write(bytes) }) else { return }
      if written {
        arm(after)
      } else {
        // The terminal or pipe is gone: stop drawing; the work goes on.
        outputIsGone = true
        arm([])
      }
    }

    /// Has standard output and error pass above the lines from now on, where the entries ask
    /// for it and they are the terminal the lines are drawn on.
    private mutating func captureStandardOutput() {
      // The region's thread watches the pipe: only entries woken on real time have one.
      guard let descriptor = output.fileDescriptor, regionAddress != 0,
        entries.contains(where: {
          Self.isLive($0) && $0.passesStandardOutput && $0.loops && $0.clock.isRealTime
        }),
        tanrei_capture_possible(descriptor) != 0,
        let context = UnsafeMutableRawPointer(bitPattern: regionAddress)
      else { return }
      // Output to a pipe whose reader writes to this terminal (`| cat`) is handed to the reader
      // apart, the lines kept clear until it has written it. Asked once the lines are first
      // drawn: by then the shell has started every command of the pipeline.
      let apart = PipeReader.writesToTerminal(pipe: 1, terminal: descriptor)
      var own: Int32 = -1
      var apartRead: Int32 = -1
      var apartOriginal: Int32 = -1
      let pipe = tanrei_capture_begin(
        descriptor, apart ? 1 : 0, deliverCaptured, context, &own, &apartRead, &apartOriginal)
      guard pipe >= 0 else { return }
      captured = FileDescriptorOutput(own)
      captureRead = pipe
      if apartOriginal >= 0 {
        capturedApart = FileDescriptorOutput(apartOriginal)
        captureApartRead = apartRead
      }
      // The thread, if it sleeps, must watch the pipe from now on.
      poke()
    }

    /// Keeps typed keys from being echoed over the drawn lines (they still reach whoever reads
    /// the terminal), and lets them echo again once the lines are gone.
    private mutating func silenceEcho(_ silenced: Bool) {
      guard silenced != echoSilenced, let descriptor = terminal.fileDescriptor else { return }
      if silenced {
        guard !echoTried else { return }
        echoTried = true
        echoSilenced = tanrei_terminal_silence_echo(descriptor) != 0
      } else {
        tanrei_terminal_restore_echo()
        echoSilenced = false
        echoTried = false
      }
    }

    /// Tells the signal handlers what would put the terminal back, when that changed.
    private mutating func arm(_ sequence: [UInt8]) {
      guard isSubscribed, sequence != armed else { return }
      armed = sequence
      relay.arm(sequence)
    }

    // MARK: Signals and size

    mutating func subscribe(_ entry: LiveEntry) {
      guard !isSubscribed, let owner, let descriptor = output.fileDescriptor else { return }
      let forwardTo: Int32?
      switch entry.signals {
      case .none: return
      case .restoreThenEnd:
        // Plain lines leave nothing to put back.
        guard entry.profile.presentation == .animated else { return }
        forwardTo = nil
      case .forward(let pid): forwardTo = pid
      }
      guard let notes = relay.subscribe(owner, descriptor: descriptor, forwardTo: forwardTo)
      else { return }
      isSubscribed = true
      armed = []
      self.notes = notes
      poke()
    }

    private mutating func unsubscribe() {
      guard isSubscribed, let owner else { return }
      isSubscribed = false
      armed = []
      // The thread reads the notes only under the lock, after checking they are still these.
      if let closing = relay.unsubscribe(owner) { close(closing) }
      notes = -1
    }

    mutating func handle(_ event: SignalRelay.Event) {
      switch event {
      case .resized:
        // Drawing fits the lines to the window first, whoever draws after the resize.
        draw()
      case .continued(let restored):
        // The handler that put the terminal back gave the keys their echo too.
        if restored { (echoSilenced, echoTried) = (false, false) }
        writer.forget(cursorShown: restored)
        draw()
      case .restored:
        (echoSilenced, echoTried) = (false, false)
        writer.forget(cursorShown: true)
      }
    }

    /// After a resize of the window, the width read again and the lines taken away, to be
    /// drawn whole at the new width: a terminal that reflows them when it narrows has wrapped
    /// them onto more rows, and only their start is known. The cursor rests there, at the
    /// start of the first line, on the first row of its wrapped pieces, and erasing to the
    /// end of the screen takes every piece away without moving up across rows whose number is
    /// no longer known; what is above is left as the terminal reflowed it.
    ///
    /// The width is also read at every draw (one `ioctl`): the terminal has reflowed before
    /// the signal's handler runs, and on a busy machine a draw can come between the two; at
    /// the old width it would wrap, and leave its first row behind.
    mutating func refitIfResized(into bytes: inout [UInt8]) {
      let resizes = relay.resizes
      let measured = measureColumns(fixed: nil)
      guard resizes != fittedResizes || measured != columns else { return }
      fittedResizes = resizes
      columns = measured
      var clearing: [UInt8] = []
      writer.clear(into: &clearing)
      bytes += carryingPen(clearing)
    }

    func measureColumns(fixed: Int?) -> Int {
      if let fixed { return max(0, fixed) }
      if let reported = terminal.reportedColumns, reported > 0 { return reported }
      if let variable = getenv("COLUMNS"), let value = Int(String(cString: variable)), value > 0 {
        return value
      }
      return 80
    }
  }
}

/// Hands what the program wrote to its terminal (`stream` 0), or to standard output captured
/// apart (1), to the region that captured it.
private func deliverCaptured(
  _ context: UnsafeMutableRawPointer?, _ stream: Int32, _ bytes: UnsafePointer<UInt8>?,
  _ count: Int
) {
  guard let context, let bytes, count > 0 else { return }
  let region = Unmanaged<LiveRegion>.fromOpaque(context).takeUnretainedValue()
  region.passCaptured(Array(UnsafeBufferPointer(start: bytes, count: count)), apart: stream == 1)
}
