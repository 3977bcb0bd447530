/// The progress bar as terminal cells: the label, the bar, the percentage, and where asked
/// for and where they fit, the rate and the time remaining.
///
/// `Downloading ━━━━━━━━━━━─────────────  45%  3.20 MB/s  0:04 left`
///
/// The bar is drawn in whole cells — `━` done, `─` to go, the rest faint where the terminal has
/// colours — so it redraws only when a cell flips. When the line is narrow the time remaining
/// goes first, then the rate, then the label shortens; the percentage stays.
struct ProgressBarCells: Sendable {
  /// What the line shows besides the frame.
  struct Values: Sendable {
    var fraction: Double
    var rate: String?
    var remaining: String?
  }

  static let widestBar = 24
  static let narrowestBar = 6
  /// The narrowest bar worth keeping the rate and the time remaining for.
  static let comfortableBar = 10

  let ramp: GreyRamp
  /// The characters drawn: the bar's cells, and the ellipsis of a label cut to fit.
  var glyphs = GlyphSet.unicode

  /// The cells for `frame` with `values`, in at most `columns` columns.
  func line(
    for frame: LoadingIndicatorFrame, label: String, values: Values, columns: Int
  ) -> TerminalLine {
    var line = TerminalLine()
    guard frame.isDrawn, columns > 0 else { return line }
    let whole = ramp.style(forOpacity: frame.opacity)
    let fraction = values.fraction.isFinite ? min(1, max(0, values.fraction)) : 0
    let percent = "\(Int((fraction * 100).rounded(.down)))%"
    let padded = String(repeating: " ", count: max(0, 4 - percent.count)) + percent

    var tails = [padded]
    if let rate = values.rate { tails.append(padded + "  " + rate) }
    if let remaining = values.remaining { tails.append((tails.last ?? padded) + "  " + remaining) }
    let labelWidth = DisplayWidth.of(SafeText.sanitized(label))

    // The fullest tail that leaves the whole label a comfortable bar; failing that, the
    // percentage alone, with the label cut to leave the bar room.
    let comfortable = tails.reversed().first { tail in
      columns - DisplayWidth.of(tail) - 1 >= labelWidth + 1 + Self.comfortableBar
    }
    let tail = comfortable ?? padded
    let room = columns - DisplayWidth.of(tail) - 1
    if room >= Self.narrowestBar {
      // With room to spare the label stays whole; without, it keeps up to 12 columns before
      // the bar gives up any of its own.
      let bar =
        comfortable != nil
        ? min(Self.widestBar, room - labelWidth - 1)
        : min(Self.widestBar, max(Self.narrowestBar, room - min(labelWidth, 12) - 1))
      let labelRoom = room - bar - 1
      if labelRoom >= 1, labelWidth > 0 {
        line.append(label, fittingIn: labelRoom, style: whole, ellipsis: glyphs.ellipsis)
        line.append(" ", style: whole)
      }
      let filled = Int((fraction * Double(bar)).rounded(.down))
      line.append(String(repeating: glyphs.done, count: filled), style: whole)
      var track = whole
      if ramp.canDim { track.faint = true }
      line.append(String(repeating: glyphs.toGo, count: bar - filled), style: track)
      line.append(" " + tail, style: whole)
      return line
    }
    // Too narrow for a bar: the percentage alone, if even that fits.
    if DisplayWidth.of(percent) <= columns { line.append(percent, style: whole) }
    return line
  }
}
