/// One character on the terminal's grid: a grapheme, the columns it takes (1 or 2), its style.
struct TerminalCell: Hashable, Sendable {
  /// What is shown, one grapheme cluster (with any character of no width that
  /// follows it: a direction mark), already safe to write (see `SafeText`).
  var text: String
  /// The columns it takes.
  var width: Int
  /// How it is drawn.
  var style: CellStyle
}
