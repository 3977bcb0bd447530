/// Keeps the terminal's live line in step with what should be shown, writing as few bytes as
/// it can: it remembers what the line shows and whether the cursor is hidden, and for each new
/// line rewrites only the cells that changed.
///
/// After every write the cursor rests at the start of the live line. There, a terminal that
/// reflows its lines when the window narrows keeps the cursor on the first row of the wrapped
/// line, so erasing from the cursor to the end of the screen (`ESC[J`) removes every piece of
/// it; a cursor left at the end of the line would sit below pieces it can no longer reach.
///
/// It writes into a byte buffer and never to a device, so what it writes can be checked byte by
/// byte. The cursor is hidden on the first draw and shown again by ``release(into:)``; colours
/// are reset after every write, so that nothing the program prints afterwards inherits a grey.
struct LineWriter: Sendable {
  /// What the line shows, or `nil` when it shows nothing of ours.
  private(set) var shown: TerminalLine?
  /// Whether the writer hid the cursor and has not shown it again.
  private(set) var cursorHidden = false
  /// Whether the cursor is known to stand at the start of an empty line.
  private var onFreshLine = false

  /// The sequences, named once.
  enum Sequence {
    static let hideCursor = Array("\u{1B}[?25l".utf8)
    static let showCursor = Array("\u{1B}[?25h".utf8)
    static let eraseToEnd = Array("\u{1B}[K".utf8)
    /// Erases from the cursor to the end of the screen: the line, and whatever a reflowing
    /// terminal wrapped of it onto the rows below.
    static let eraseBelow = Array("\u{1B}[J".utf8)
    static let carriageReturn: [UInt8] = [0x0D]
    static let reset = Array("\u{1B}[0m".utf8)
    /// What a signal handler writes to put the terminal back while our line is shown.
    static let restoreShown = Array("\r\u{1B}[0m\u{1B}[J\u{1B}[?25h".utf8)
    /// What it writes while the cursor is hidden but the line holds someone else's text.
    static let restoreCursor = Array("\u{1B}[0m\u{1B}[?25h".utf8)
  }

  /// What a signal handler should write to put the terminal back now, or nothing when the
  /// terminal is as the program found it.
  var restoreSequence: [UInt8] {
    guard cursorHidden else { return [] }
    return shown == nil ? Sequence.restoreCursor : Sequence.restoreShown
  }

  /// Makes the terminal show `line`, appending the bytes that do so to `bytes`. An empty line
  /// takes the live line away; a line equal to the one shown writes nothing.
  mutating func draw(_ line: TerminalLine, into bytes: inout [UInt8]) {
    guard !line.cells.isEmpty else {
      clear(into: &bytes)
      return
    }
    if !cursorHidden {
      bytes += Sequence.hideCursor
      cursorHidden = true
    }
    guard let old = shown else {
      // A line feed leaves the cursor at the start of the next line only where the terminal
      // turns it into a new line (ONLCR, the default), so return first whatever the mode.
      // Whatever a program left on the line is not ours to keep beside the indicator.
      bytes += Sequence.carriageReturn
      if !onFreshLine { bytes += Sequence.eraseBelow }
      write(line.cells[...], into: &bytes)
      bytes += Sequence.carriageReturn
      shown = line
      onFreshLine = false
      return
    }
    let a = old.cells
    let b = line.cells
    var first = 0
    while first < a.count, first < b.count, a[first] == b[first] { first += 1 }
    if first == a.count, first == b.count { return }
    let start = b[..<first].reduce(0) { $0 + $1.width }
    if start > 0 { bytes += Array("\u{1B}[\(start)C".utf8) }
    let sameShape =
      a.count == b.count && zip(a[first...], b[first...]).allSatisfy { $0.width == $1.width }
    if sameShape {
      // Only the changed stretch is rewritten; the cells after it stay as they are.
      var last = b.count - 1
      while a[last] == b[last] { last -= 1 }
      write(b[first...last], into: &bytes)
    } else {
      write(b[first...], into: &bytes)
      if line.columns < old.columns { bytes += Sequence.eraseToEnd }
    }
    bytes += Sequence.carriageReturn
    shown = line
  }

  /// Erases the live line, and anything a reflowing terminal wrapped of it onto the rows below,
  /// leaving the cursor at its start and hidden if it was.
  mutating func clear(into bytes: inout [UInt8]) {
    guard shown != nil else { return }
    bytes += Sequence.carriageReturn + Sequence.eraseBelow
    shown = nil
    onFreshLine = true
  }

  /// Erases the live line and shows the cursor again: the terminal as the program found it.
  mutating func release(into bytes: inout [UInt8]) {
    clear(into: &bytes)
    if cursorHidden {
      bytes += Sequence.showCursor
      cursorHidden = false
    }
  }

  /// Notes that the line was left at the start of a new, empty line by someone else's output
  /// (a line printed above the indicator ends with a line feed).
  mutating func noteFreshLine() {
    shown = nil
    onFreshLine = true
  }

  /// Forgets what the terminal shows, after something outside the writer changed it (a signal
  /// handler restored it, the process was stopped and continued, the window was resized): the
  /// next draw starts over, hiding the cursor again if `cursorShown`.
  mutating func forget(cursorShown: Bool) {
    shown = nil
    onFreshLine = false
    if cursorShown { cursorHidden = false }
  }

  private func write(_ cells: ArraySlice<TerminalCell>, into bytes: inout [UInt8]) {
    var pen = CellStyle.plain
    for cell in cells {
      bytes += cell.style.transition(from: pen)
      pen = cell.style
      bytes += Array(cell.text.utf8)
    }
    bytes += CellStyle.plain.transition(from: pen)
  }
}
