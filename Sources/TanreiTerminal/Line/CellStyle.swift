/// How a cell is drawn: the terminal's own colour unless a grey is chosen, and whether it is
/// faint. Only what the fronts use is here: a grey to fade and pulse with, and faintness for the
/// progress bar's track.
struct CellStyle: Hashable, Sendable {
  /// A grey the cell is drawn in instead of the terminal's foreground colour.
  enum Grey: Hashable, Sendable {
    /// One of the 24 greys of the 256-colour palette, 232 (darkest) to 255 (lightest).
    case palette(UInt8)
    /// "Bright black", the one grey of the 16 basic colours.
    case basic
  }

  /// The grey, or `nil` for the terminal's foreground colour.
  var grey: Grey?
  /// Whether the cell is drawn faint (SGR 2).
  var faint: Bool

  /// The terminal's own foreground, not faint: what a cell is drawn in when nothing is set.
  static let plain = CellStyle(grey: nil, faint: false)

  init(grey: Grey? = nil, faint: Bool = false) {
    self.grey = grey
    self.faint = faint
  }

  /// The Select Graphic Rendition sequence that takes the terminal from `current` to this style.
  func transition(from current: CellStyle) -> [UInt8] {
    if self == current { return [] }
    if self == .plain { return Array("\u{1B}[0m".utf8) }
    var parameters: [String] = []
    // Faintness and a colour can only be taken away by a reset.
    if (current.faint && !faint) || (current.grey != nil && grey == nil) { parameters.append("0") }
    if faint && !(current.faint && parameters.isEmpty) { parameters.append("2") }
    switch grey {
    case .palette(let index): parameters.append("38;5;\(index)")
    case .basic: parameters.append("90")
    case nil: break
    }
    return Array("\u{1B}[\(parameters.joined(separator: ";"))m".utf8)
  }
}
