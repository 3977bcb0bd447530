/// A line as the terminal will show it: cells from the first column, never wider than the
/// columns it was built for, so it never wraps.
struct TerminalLine: Hashable, Sendable {
  /// The cells, left to right.
  private(set) var cells: [TerminalCell] = []
  /// The columns the cells take.
  private(set) var columns = 0

  /// An empty line.
  init() {}

  /// Appends `text`, made safe first, in `style`. A character that takes no column (a direction
  /// mark, a combining mark on its own) joins the cell before it, or makes a cell of no width
  /// at the start.
  mutating func append(_ text: String, style: CellStyle = .plain) {
    // Printable ASCII, most labels: a column a byte, nothing to make safe or measure. Walking
    // it as characters would consult Unicode's tables, whose first use in a process costs tens
    // of microseconds.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      cells.reserveCapacity(cells.count + text.utf8.count)
      for byte in text.utf8 {
        cells.append(TerminalCell(text: String(Unicode.Scalar(byte)), width: 1, style: style))
      }
      columns += text.utf8.count
      return
    }
    for character in SafeText.sanitized(text) {
      let width = DisplayWidth.of(character)
      guard width > 0 else {
        if let last = cells.indices.last {
          cells[last].text.append(character)
        } else {
          cells.append(TerminalCell(text: String(character), width: 0, style: style))
        }
        continue
      }
      cells.append(TerminalCell(text: String(character), width: width, style: style))
      columns += width
    }
  }

  /// Appends one glyph this module chose itself, whose width it knows: no need to make it safe
  /// or measure it.
  mutating func append(glyph: String, width: Int = 1, style: CellStyle = .plain) {
    cells.append(TerminalCell(text: glyph, width: width, style: style))
    columns += width
  }

  /// Appends `text` cut to at most `limit` columns: the text whole when it fits, otherwise as
  /// much of it as fits followed by `ellipsis` (ASCII, or "…"). Characters are never cut in half.
  mutating func append(
    _ text: String, fittingIn limit: Int, style: CellStyle = .plain, ellipsis: String = "…"
  ) {
    guard limit > 0 else { return }
    var piece = TerminalLine()
    piece.append(text, style: style)
    if piece.columns <= limit {
      append(contentsOf: piece)
      return
    }
    // The ellipsis is "…" or ASCII: a column a byte.
    let room = ellipsis == "…" ? 1 : ellipsis.utf8.count
    guard room < limit else {
      append(String(ellipsis.prefix(limit)), style: style)
      return
    }
    var used = 0
    for cell in piece.cells {
      if used + cell.width > limit - room { break }
      cells.append(cell)
      columns += cell.width
      used += cell.width
    }
    cells.append(TerminalCell(text: ellipsis, width: room, style: style))
    columns += room
  }

  /// Appends the cells of `other`.
  mutating func append(contentsOf other: TerminalLine) {
    cells += other.cells
    columns += other.columns
  }

  /// The same line with every cell in `style`.
  func styled(_ style: CellStyle) -> TerminalLine {
    var line = self
    for index in line.cells.indices { line.cells[index].style = style }
    return line
  }

  /// The text of the line, without its styles.
  var text: String { cells.map(\.text).joined() }
}
