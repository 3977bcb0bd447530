/// Keeps the terminal's live line in step with what should be shown, writing as few bytes as
/// it can: it remembers what the line shows, where the cursor is and whether it is hidden, and
/// for each new line rewrites only the cells that changed.
///
/// It writes into a byte buffer and never to a device, so what it writes can be checked byte by
/// byte. The cursor is hidden on the first draw and shown again by ``release(into:)``; colours
/// are reset after every write, so that nothing the program prints afterwards inherits a grey.
struct LineWriter: Sendable {
  /// What the line shows, or `nil` when it shows nothing of ours.
  private(set) var shown: TerminalLine?
  /// Whether the writer hid the cursor and has not shown it again.
  private(set) var cursorHidden = false
  /// The cursor's column while a line is shown.
  private var column = 0
  /// Whether the cursor is known to stand at the start of an empty line.
  private var onFreshLine = false

  /// The sequences, named once.
  enum Sequence {
    static let hideCursor = Array("\u{1B}[?25l".utf8)
    static let showCursor = Array("\u{1B}[?25h".utf8)
    static let eraseToEnd = Array("\u{1B}[K".utf8)
    static let carriageReturn: [UInt8] = [0x0D]
    static let reset = Array("\u{1B}[0m".utf8)
    /// What a signal handler writes to put the terminal back while our line is shown.
    static let restoreShown = Array("\r\u{1B}[0m\u{1B}[2K\u{1B}[?25h".utf8)
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
      if !onFreshLine { bytes += Sequence.eraseToEnd }
      write(line.cells[...], into: &bytes)
      column = line.columns
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
    let sameShape =
      a.count == b.count && zip(a[first...], b[first...]).allSatisfy { $0.width == $1.width }
    if sameShape {
      // Only the changed stretch is rewritten; the cells after it stay as they are.
      var last = b.count - 1
      while a[last] == b[last] { last -= 1 }
      move(to: start, into: &bytes)
      write(b[first...last], into: &bytes)
      column = start + b[first...last].reduce(0) { $0 + $1.width }
    } else {
      move(to: start, into: &bytes)
      write(b[first...], into: &bytes)
      column = line.columns
      if line.columns < old.columns { bytes += Sequence.eraseToEnd }
    }
    shown = line
  }

  /// Erases the live line, leaving the cursor at its start and hidden if it was.
  mutating func clear(into bytes: inout [UInt8]) {
    guard shown != nil else { return }
    bytes += Sequence.carriageReturn + Sequence.eraseToEnd
    shown = nil
    column = 0
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
    column = 0
    onFreshLine = true
  }

  /// Forgets what the terminal shows, after something outside the writer changed it (a signal
  /// handler restored it, the process was stopped and continued, the window was resized): the
  /// next draw starts over, hiding the cursor again if `cursorShown`.
  mutating func forget(cursorShown: Bool) {
    shown = nil
    column = 0
    onFreshLine = false
    if cursorShown { cursorHidden = false }
  }

  private mutating func move(to target: Int, into bytes: inout [UInt8]) {
    guard target != column else { return }
    if target == 0 {
      bytes += Sequence.carriageReturn
    } else if target < column {
      let back = Array("\u{1B}[\(column - target)D".utf8)
      let again = Sequence.carriageReturn + Array("\u{1B}[\(target)C".utf8)
      bytes += back.count <= again.count ? back : again
    } else {
      bytes += Array("\u{1B}[\(target - column)C".utf8)
    }
    column = target
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
