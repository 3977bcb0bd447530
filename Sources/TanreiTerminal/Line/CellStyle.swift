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
    if self == .plain { return LineWriter.Sequence.reset }
    // Built byte by byte: see `LineWriter.Sequence.appendDecimal`.
    var bytes: [UInt8] = [0x1B, 0x5B]
    var first = true
    func parameter(_ digits: [UInt8]) {
      if !first { bytes.append(0x3B) }
      bytes += digits
      first = false
    }
    // Faintness and a colour can only be taken away by a reset.
    let resets = (current.faint && !faint) || (current.grey != nil && grey == nil)
    if resets { parameter([0x30]) }
    if faint && !(current.faint && !resets) { parameter([0x32]) }
    switch grey {
    case .palette(let index):
      var digits: [UInt8] = [0x33, 0x38, 0x3B, 0x35, 0x3B]
      LineWriter.Sequence.appendDecimal(Int(index), to: &digits)
      parameter(digits)
    case .basic: parameter([0x39, 0x30])
    case nil: break
    }
    bytes.append(0x6D)
    return bytes
  }
}
