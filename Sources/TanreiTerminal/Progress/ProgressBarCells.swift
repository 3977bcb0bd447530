/// The progress bar as terminal cells: the label, the bar, the percentage, and where asked
/// for and where they fit, the count, the rate and the time remaining.
///
/// `Downloading ━━━━━━━━━━━─────────────  45%  1.5/3.4 MB  3.20 MB/s  0:01 left`
///
/// The bar is drawn in whole cells — `━` done, `─` to go, the rest faint where the terminal has
/// colours — so it redraws only when a cell flips. When the line is narrow the time remaining
/// goes first, then the rate, then the count, then the label shortens; the percentage stays.
/// While the total is unknown there is no bar and no percentage: the label, the count and the
/// rate (`Downloading  1.23 MB  3.20 MB/s`).
struct ProgressBarCells: Sendable {
  /// What the line shows besides the frame.
  struct Values: Sendable {
    /// How much is done, from 0 to 1; `nil` while the total is unknown.
    var fraction: Double?
    var count: String?
    var rate: String?
    var remaining: String?

    /// The percentage, clamped to 0…100 and rounded down: 100% only once it is done.
    var percent: String? {
      guard let fraction else { return nil }
      let clamped = fraction.isFinite ? min(1, max(0, fraction)) : 0
      return "\(Int((clamped * 100).rounded(.down)))%"
    }

    /// The parts after the bar, fullest last: each leaves out the last of what the one after
    /// it shows.
    var tails: [String] {
      let parts = [percent, count, rate, remaining].compactMap { $0 }
      return parts.indices.map { parts[...$0].joined(separator: "  ") }
    }

    /// Everything, for a plain line: "40%  400/1000  52.1 items/s  0:12 left".
    var plainText: String { tails.last ?? "" }
  }

  static let widestBar = 24
  static let narrowestBar = 6
  /// The narrowest bar worth keeping the count, the rate and the time remaining for.
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
    let labelWidth = DisplayWidth.of(SafeText.sanitized(label))
    guard let fraction = values.fraction, let percent = values.percent else {
      return unknownTotal(label: label, labelWidth: labelWidth, values: values, columns: columns)
        .styled(whole)
    }
    let padded = String(repeating: " ", count: max(0, 4 - percent.count)) + percent
    // The percentage padded to four columns, so that the bar keeps its length as it grows.
    let tails = values.tails.map { padded + $0.dropFirst(percent.count) }

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
      let clamped = fraction.isFinite ? min(1, max(0, fraction)) : 0
      let filled = Int((clamped * Double(bar)).rounded(.down))
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

  /// The line while the total is unknown: the label and the fullest of the count and the rate
  /// that leaves it whole, or the label cut before the count.
  private func unknownTotal(label: String, labelWidth: Int, values: Values, columns: Int)
    -> TerminalLine
  {
    var line = TerminalLine()
    let tails = values.tails
    let tail =
      tails.reversed().first { columns - DisplayWidth.of($0) - 2 >= labelWidth } ?? tails.first
    let room = columns - (tail.map { DisplayWidth.of($0) + 2 } ?? 0)
    if room >= 1, labelWidth > 0 {
      line.append(label, fittingIn: room, ellipsis: glyphs.ellipsis)
    }
    if let tail, DisplayWidth.of(tail) + (line.columns > 0 ? 2 : 0) <= columns {
      line.append((line.columns > 0 ? "  " : "") + tail)
    }
    return line
  }
}
