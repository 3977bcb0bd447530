import Synchronization
import TanreiDriver

/// The loading indicator as terminal cells: the mark, a space, the label.
///
/// The mark is the spec's quarter arc, one glyph per quarter turn, clockwise from the arc that
/// runs from 12 to 3 o'clock (`◝ ◞ ◟ ◜`); under reduced motion it is the whole circle (`○`),
/// pulsing through the grey ramp where the terminal can dim and still where it cannot. While a
/// grow entrance is in its lower half the mark is a dot (`·`). The entrance's opacity is the
/// grey ramp, applied to the whole line; without colours the line is whole at once.
///
/// The label's cells are kept from one draw to the next: between two quarter turns only the mark
/// changes, and making the label's cells again (safe text, widths, cutting) was most of a
/// redraw's cost.
final class LoadingIndicatorCells: Sendable {
  /// The arcs, one per quarter turn, in turning order: step 0 is the arc from 12 to 3 o'clock.
  static let arcs = GlyphSet.unicode.arcs

  /// The greys that stand for opacity.
  let ramp: GreyRamp
  /// The characters drawn.
  let glyphs: GlyphSet
  /// The wait after which the time so far follows the label, `nil` for never.
  let elapsedThreshold: Duration?

  /// The label's cells as last made, and what they were made for. A class, never optional:
  /// destroying a lock's optional or tuple value goes through run-time type metadata, whose
  /// first use costs more than the cells.
  private final class KeptLabel: Sendable {
    let label: String
    let room: Int
    let style: CellStyle
    let cells: TerminalLine

    /// Cells made for no label yet: a room no call asks for.
    static let none = KeptLabel(label: "", room: -1, style: .plain, cells: TerminalLine())

    init(label: String, room: Int, style: CellStyle, cells: TerminalLine) {
      self.label = label
      self.room = room
      self.style = style
      self.cells = cells
    }
  }

  private let kept = Mutex(KeptLabel.none)

  /// Cells drawn with `ramp` and `glyphs`, the time so far shown from `elapsedThreshold` on.
  init(ramp: GreyRamp, elapsedThreshold: Duration? = nil, glyphs: GlyphSet = .unicode) {
    self.ramp = ramp
    self.elapsedThreshold = elapsedThreshold
    self.glyphs = glyphs
  }

  /// The cells for `frame`, with `label`, in at most `columns` columns, the wait having lasted
  /// `elapsed`. The label is cut with an ellipsis to fit and left out when not even the mark and one
  /// character fit; below one column nothing is drawn. Past the threshold the time so far
  /// follows the label ("◝ Building  12 s"), and the label is cut first to keep it.
  func line(
    for frame: LoadingIndicatorFrame, label: String, columns: Int, elapsed: Duration = .zero
  ) -> TerminalLine {
    var line = TerminalLine()
    guard frame.isDrawn, columns > 0, let mark = frame.mark else { return line }
    let whole = ramp.style(forOpacity: frame.opacity)
    switch mark {
    case .arc:
      // Grow's scale follows the same curve as its opacity: the dot for the lower half of the
      // levels, the arc from there.
      let seedling =
        frame.entrance == .grow && frame.opacityLevel(of: ramp.levels) < (ramp.levels + 1) / 2
      line.append(
        glyph: seedling ? glyphs.seed : glyphs.arcs[frame.cycleStep(of: 4)], style: whole)
    case .circle(let opacity):
      line.append(glyph: glyphs.circle, style: ramp.style(forOpacity: frame.opacity * opacity))
    }
    var tail = TerminalLine()
    if let elapsedThreshold, elapsed >= elapsedThreshold {
      tail.append("  " + ElapsedTime.text(elapsed), style: whole)
    }
    // The count goes where the label would not keep three columns of its own.
    if columns - 2 - tail.columns < 3 { tail = TerminalLine() }
    if columns >= 3, !label.isEmpty {
      line.append(contentsOf: labelCells(label, room: columns - 2 - tail.columns, style: whole))
    }
    line.append(contentsOf: tail)
    return line
  }

  /// A space and the label cut to `room` columns, in `style`.
  private func labelCells(_ label: String, room: Int, style: CellStyle) -> TerminalLine {
    kept.withLock { kept in
      if kept.label == label, kept.room == room, kept.style == style {
        return kept.cells
      }
      var cells = TerminalLine()
      cells.append(" ", style: style)
      cells.append(label, fittingIn: room, style: style, ellipsis: glyphs.ellipsis)
      kept = KeptLabel(label: label, room: room, style: style, cells: cells)
      return cells
    }
  }
}
