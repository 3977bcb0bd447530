/// A small terminal emulator for tests: it reads the bytes a program wrote to a terminal and
/// keeps what a person would see — the rows of text, where the cursor is, whether it is shown —
/// and any escape sequence it does not know, so that a test can fail on one.
///
/// It knows what this project's terminal front writes and what a pseudo-terminal adds: printable
/// text (wide East Asian characters take two columns), carriage return, line feed, backspace,
/// erasing (`ESC[K`, `ESC[2K`, `ESC[J`), moving along the line (`ESC[nC`, `ESC[nD`) and up and down
/// (`ESC[nA`, `ESC[nB`), showing and hiding the cursor (`ESC[?25h`, `ESC[?25l`) and colours
/// (`ESC[…m`, which it counts and otherwise ignores). ``reflow(columns:)`` narrows the window as
/// terminals that rewrap their lines do.
public struct TerminalScreen: Sendable {
  /// The rows, top first; trailing spaces are not kept.
  public private(set) var rows: [[Character]] = [[]]
  /// The cursor's row and column.
  public private(set) var row = 0
  /// The cursor's column.
  public private(set) var column = 0
  /// Whether the cursor is shown.
  public private(set) var cursorVisible = true
  /// How many colour sequences were read.
  public private(set) var colorSequences = 0
  /// Escape sequences this screen does not know, as written.
  public private(set) var unknownSequences: [String] = []
  /// How many times a line was erased.
  public private(set) var erasures = 0

  private var pending: [UInt8] = []

  /// An empty screen with the cursor at its top left.
  public init() {}

  /// A screen that has read `bytes`.
  public init(_ bytes: [UInt8]) {
    read(bytes)
  }

  /// The rows as text, without trailing spaces.
  public var lines: [String] {
    rows.map { String($0).replacingTrailingSpaces() }
  }

  /// The rows that hold text.
  public var nonEmptyLines: [String] { lines.filter { !$0.isEmpty } }

  /// The text of the cursor's row.
  public var currentLine: String { lines[row] }

  /// Reads more bytes.
  public mutating func read(_ bytes: [UInt8]) {
    pending += bytes
    var index = 0
    while index < pending.count {
      let byte = pending[index]
      switch byte {
      case 0x1B:
        guard let end = sequenceEnd(from: index) else {
          pending.removeFirst(index)
          return
        }
        apply(Array(pending[index...end]))
        index = end + 1
      case 0x0D:
        column = 0
        index += 1
      case 0x0A:
        row += 1
        if row == rows.count { rows.append([]) }
        index += 1
      case 0x08:
        column = max(0, column - 1)
        index += 1
      case 0x00..<0x20, 0x7F:
        unknownSequences.append(String(format: byte))
        index += 1
      default:
        let length = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        guard index + length <= pending.count else {
          pending.removeFirst(index)
          return
        }
        let text = String(decoding: pending[index..<(index + length)], as: UTF8.self)
        for character in text { put(character) }
        index += length
      }
    }
    pending.removeAll()
  }

  /// Narrows the window to `columns` as a terminal that reflows does: each row wider than that
  /// is wrapped onto as many rows as it needs, and the cursor moves with the character it was
  /// on.
  public mutating func reflow(columns: Int) {
    guard columns > 0 else { return }
    var wrapped: [[Character]] = []
    var cursor = (row: 0, column: 0)
    for (index, rowCells) in rows.enumerated() {
      let first = wrapped.count
      var cells = rowCells
      // The wide character's second half stands for nothing of its own.
      cells.removeAll { $0 == "\u{0}" }
      if cells.isEmpty { wrapped.append([]) }
      var start = 0
      while start < cells.count {
        wrapped.append(Array(cells[start..<min(cells.count, start + columns)]))
        start += columns
      }
      if index == row {
        cursor = (first + column / columns, column % columns)
      }
    }
    rows = wrapped.isEmpty ? [[]] : wrapped
    (row, column) = cursor
    while rows.count <= row { rows.append([]) }
  }

  private mutating func put(_ character: Character) {
    let width = Self.isWide(character) ? 2 : 1
    while rows[row].count < column + width { rows[row].append(" ") }
    rows[row][column] = character
    if width == 2 { rows[row][column + 1] = "\u{0}" }
    column += width
  }

  private func sequenceEnd(from start: Int) -> Int? {
    guard start + 1 < pending.count else { return nil }
    guard pending[start + 1] == UInt8(ascii: "[") else { return start + 1 }
    var index = start + 2
    while index < pending.count {
      if (0x40...0x7E).contains(pending[index]) { return index }
      index += 1
    }
    return nil
  }

  private mutating func apply(_ sequence: [UInt8]) {
    let text = String(decoding: sequence, as: UTF8.self)
    let body = String(text.dropFirst(2).dropLast())
    let count = Int(body) ?? 1
    switch (text.last, body) {
    case ("K", ""), ("K", "0"):
      if column < rows[row].count { rows[row].removeSubrange(column...) }
      erasures += 1
    case ("K", "2"):
      rows[row] = []
      erasures += 1
    case ("J", ""), ("J", "0"):
      if column < rows[row].count { rows[row].removeSubrange(column...) }
      for below in (row + 1)..<rows.count { rows[below] = [] }
      erasures += 1
    case ("A", _):
      row = max(0, row - count)
    case ("B", _):
      row += count
      while rows.count <= row { rows.append([]) }
    case ("C", _):
      column += count
    case ("D", _):
      column = max(0, column - count)
    case ("h", "?25"):
      cursorVisible = true
    case ("l", "?25"):
      cursorVisible = false
    case ("m", _):
      colorSequences += 1
    default:
      unknownSequences.append(text)
    }
  }

  private static func isWide(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
      || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
      || (0xFF00...0xFF60).contains(scalar.value) || (0x1F300...0x1F64F).contains(scalar.value)
      || (0x1F900...0x1F9FF).contains(scalar.value)
  }
}

extension String {
  fileprivate init(format byte: UInt8) {
    self = "\\x" + String(byte, radix: 16)
  }

  fileprivate func replacingTrailingSpaces() -> String {
    var text = self.filter { $0 != "\u{0}" }
    while text.last == " " { text.removeLast() }
    return text
  }
}
