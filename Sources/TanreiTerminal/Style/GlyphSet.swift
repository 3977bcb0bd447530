/// The characters a profile's ``TerminalProfile/Glyphs`` stand for, named once for the indicator,
/// the bar and their lines.
struct GlyphSet: Sendable {
  /// The mark, one per quarter turn, in turning order.
  let arcs: [String]
  /// The reduced-motion mark.
  let circle: String
  /// The mark while a grow entrance is small.
  let seed: String
  /// What ends a label cut to fit, and follows it in a plain line ("Fetching packages…").
  let ellipsis: String
  /// The bar's cells done and to go.
  let done: String
  let toGo: String
  /// The mark of a failure line.
  let failure: String

  /// The design system's glyphs.
  static let unicode = GlyphSet(
    arcs: ["◝", "◞", "◟", "◜"], circle: "○", seed: "·", ellipsis: "…", done: "━", toGo: "─",
    failure: "✖")
  /// ASCII: a line turning clockwise by eighths of a turn, one per quarter step.
  static let ascii = GlyphSet(
    arcs: ["|", "/", "-", "\\"], circle: "o", seed: ".", ellipsis: "...", done: "=", toGo: "-",
    failure: "x")

  /// The set for `glyphs`.
  static func of(_ glyphs: TerminalProfile.Glyphs) -> GlyphSet {
    switch glyphs {
    case .unicode: unicode
    case .ascii: ascii
    }
  }
}
