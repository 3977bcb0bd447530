/// Keeps the terminal's live lines — one per indicator drawn at once, stacked at the bottom — in
/// step with what should be shown, writing as few bytes as it can: it remembers what each line
/// shows and whether the cursor is hidden, and rewrites only the cells that changed.
///
/// After every write the cursor rests at the start of the first live line. There, a terminal
/// that reflows its lines when the window narrows keeps the cursor on the first row of the
/// wrapped lines, so erasing from the cursor to the end of the screen (`ESC[J`) removes every
/// piece of them; a cursor left at the end of a line would sit below pieces it can no longer
/// reach.
///
/// It writes into a byte buffer and never to a device, so what it writes can be checked byte by
/// byte. The cursor is hidden on the first draw and shown again by ``release(into:)``; colours
/// are reset after every write, so that nothing the program prints afterwards inherits a grey.
struct LineWriter: Sendable {
  /// What the live lines show, top first; empty when they show nothing of ours.
  private(set) var shownLines: [TerminalLine] = []
  /// Whether the writer hid the cursor and has not shown it again.
  private(set) var cursorHidden = false
  /// Whether the cursor is known to stand at the start of an empty line.
  private var onFreshLine = false

  /// The sequences, named once.
  enum Sequence {
    static let hideCursor = Array("\u{1B}[?25l".utf8)
    static let showCursor = Array("\u{1B}[?25h".utf8)
    static let eraseToEnd = Array("\u{1B}[K".utf8)
    /// Erases from the cursor to the end of the screen: the lines, and whatever a reflowing
    /// terminal wrapped of them onto the rows below.
    static let eraseBelow = Array("\u{1B}[J".utf8)
    static let carriageReturn: [UInt8] = [0x0D]
    static let newLine: [UInt8] = [0x0D, 0x0A]
    static let reset = Array("\u{1B}[0m".utf8)
    /// What a signal handler writes to put the terminal back while our lines are shown.
    static let restoreShown = Array("\r\u{1B}[0m\u{1B}[J\u{1B}[?25h".utf8)
    /// What it writes while the cursor is hidden but the line holds someone else's text.
    static let restoreCursor = Array("\u{1B}[0m\u{1B}[?25h".utf8)

    /// The control sequence ESC [ `number` `final`, such as a move up by `number` rows.
    static func control(_ number: Int, _ final: Unicode.Scalar) -> [UInt8] {
      var bytes: [UInt8] = [0x1B, 0x5B]
      appendDecimal(number, to: &bytes)
      bytes.append(UInt8(ascii: final))
      return bytes
    }

    /// Appends `number`'s decimal digits (a sign first if negative). Written digit by digit,
    /// not through string interpolation: the first interpolation of a number in a process
    /// pulls the standard library's formatting code into memory, tens of microseconds in the
    /// indicator's first draw.
    static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
      if number < 0 { bytes.append(0x2D) }
      var rest = number.magnitude
      var digits: [UInt8] = []
      repeat {
        digits.append(0x30 + UInt8(rest % 10))
        rest /= 10
      } while rest > 0
      bytes.append(contentsOf: digits.reversed())
    }
  }

  /// The single line shown, when one is; the first when several are.
  var shown: TerminalLine? { shownLines.first }

  /// What a signal handler should write to put the terminal back now, or nothing when the
  /// terminal is as the program found it.
  var restoreSequence: [UInt8] {
    guard cursorHidden else { return [] }
    return shownLines.isEmpty ? Sequence.restoreCursor : Sequence.restoreShown
  }

  /// Makes the terminal show `line` alone.
  mutating func draw(_ line: TerminalLine, into bytes: inout [UInt8]) {
    draw([line], into: &bytes)
  }

  /// Makes the terminal show `lines`, top first, appending the bytes that do so to `bytes`.
  /// Empty lines take no row; no line at all takes the live lines away; lines equal to those
  /// shown write nothing.
  mutating func draw(_ lines: [TerminalLine], into bytes: inout [UInt8]) {
    let lines = lines.contains { $0.cells.isEmpty } ? lines.filter { !$0.cells.isEmpty } : lines
    guard !lines.isEmpty else {
      clear(into: &bytes)
      return
    }
    if lines == shownLines { return }
    if !cursorHidden {
      bytes += Sequence.hideCursor
      cursorHidden = true
    }
    if shownLines.isEmpty {
      // A line feed leaves the cursor at the start of the next line only where the terminal
      // turns it into a new line (ONLCR, the default), so return first whatever the mode.
      // Whatever a program left on the line is not ours to keep beside the indicator.
      bytes += Sequence.carriageReturn
      if !onFreshLine { bytes += Sequence.eraseBelow }
      writeWhole(lines, into: &bytes, erasing: false)
    } else if lines.count != shownLines.count {
      bytes += Sequence.carriageReturn
      writeWhole(lines, into: &bytes, erasing: true)
    } else {
      var row = 0
      for (index, (old, new)) in zip(shownLines, lines).enumerated() where old != new {
        if index > row { bytes += Sequence.control(index - row, "B") }
        row = index
        rewrite(from: old, to: new, into: &bytes)
        bytes += Sequence.carriageReturn
      }
      if row > 0 { bytes += Sequence.control(row, "A") }
    }
    shownLines = lines
    onFreshLine = false
  }

  /// Erases the live lines, and anything a reflowing terminal wrapped of them onto the rows
  /// below, leaving the cursor at their start and hidden if it was.
  mutating func clear(into bytes: inout [UInt8]) {
    guard !shownLines.isEmpty else { return }
    bytes += Sequence.carriageReturn + Sequence.eraseBelow
    shownLines = []
    onFreshLine = true
  }

  /// Erases the live lines and shows the cursor again: the terminal as the program found it.
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
    shownLines = []
    onFreshLine = true
  }

  /// Forgets what the terminal shows, after something outside the writer changed it (a signal
  /// handler restored it, the process was stopped and continued, the window was resized): the
  /// next draw starts over, hiding the cursor again if `cursorShown`.
  mutating func forget(cursorShown: Bool) {
    shownLines = []
    onFreshLine = false
    if cursorShown { cursorHidden = false }
  }

  /// Every line from the cursor's row down, each erased to its end, the last erasing what
  /// follows when `erasing` (fewer lines than before); then back to the first line's start.
  private func writeWhole(_ lines: [TerminalLine], into bytes: inout [UInt8], erasing: Bool) {
    for (index, line) in lines.enumerated() {
      if index > 0 { bytes += Sequence.newLine }
      write(line.cells[...], into: &bytes)
      if index < lines.count - 1 {
        bytes += Sequence.eraseToEnd
      } else if erasing {
        bytes += Sequence.eraseBelow
      }
    }
    bytes += Sequence.carriageReturn
    if lines.count > 1 { bytes += Sequence.control(lines.count - 1, "A") }
  }

  /// The bytes that turn `old` into `new` on the cursor's row, from its start: only the
  /// stretch that differs, and an erase when the new line is shorter.
  private func rewrite(from old: TerminalLine, to new: TerminalLine, into bytes: inout [UInt8]) {
    let a = old.cells
    let b = new.cells
    var first = 0
    while first < a.count, first < b.count, a[first] == b[first] { first += 1 }
    let start = b[..<first].reduce(0) { $0 + $1.width }
    if start > 0 { bytes += Sequence.control(start, "C") }
    let sameShape =
      a.count == b.count && zip(a[first...], b[first...]).allSatisfy { $0.width == $1.width }
    if sameShape {
      // Only the changed stretch is rewritten; the cells after it stay as they are.
      var last = b.count - 1
      while a[last] == b[last] { last -= 1 }
      write(b[first...last], into: &bytes)
    } else {
      write(b[first...], into: &bytes)
      if new.columns < old.columns { bytes += Sequence.eraseToEnd }
    }
  }

  private func write(_ cells: ArraySlice<TerminalCell>, into bytes: inout [UInt8]) {
    var pen = CellStyle.plain
    for cell in cells {
      if cell.style != pen { bytes += cell.style.transition(from: pen) }
      pen = cell.style
      bytes.append(contentsOf: cell.text.utf8)
    }
    if pen != .plain { bytes += CellStyle.plain.transition(from: pen) }
  }
}
