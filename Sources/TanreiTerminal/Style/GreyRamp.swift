import TanreiCore

/// The greys a terminal fades and pulses through: the terminal's stand-in for opacity.
///
/// A terminal cannot draw a character half transparent; it can draw it in a grey between the
/// background and the foreground. The ramp runs from the grey nearest the background to the one
/// nearest the text, and full opacity is the terminal's own foreground. With the 256-colour
/// palette there are four greys; with the basic colours, one; under `NO_COLOR`, none, and
/// everything is drawn at full strength at once.
struct GreyRamp: Sendable, Hashable {
  /// The palette greys below full opacity, faintest first; empty with the basic colours or none.
  ///
  /// Kept as bytes rather than as styles: the first array of a type of the project's own costs
  /// the runtime tens of microseconds to lay out, and every indicator makes a ramp.
  private let palette: [UInt8]
  /// Whether the one grey of the basic colours stands below full opacity.
  private let basicGrey: Bool

  /// The ramp for `profile`'s colours and background.
  init(_ profile: TerminalProfile) {
    switch profile.colors {
    case .none:
      palette = []
      basicGrey = false
    case .basic:
      palette = []
      basicGrey = true
    case .palette:
      // Greys 232…255 run from near black to near white.
      palette = profile.background == .dark ? [238, 242, 246, 250] : [253, 249, 245, 241]
      basicGrey = false
    }
  }

  /// How many greys stand below full opacity.
  private var stepCount: Int { basicGrey ? 1 : palette.count }

  /// The style of grey `index`, faintest first.
  private func step(_ index: Int) -> CellStyle {
    basicGrey ? CellStyle(grey: .basic) : CellStyle(grey: .palette(palette[index]))
  }

  /// Whether the terminal can show anything between absent and whole.
  var canDim: Bool { stepCount > 0 }

  /// How many levels above nothing the ramp shows: its greys, and the terminal's own text
  /// colour as the last. A ramp without greys shows one: everything whole.
  var levels: Int { max(1, stepCount) }

  /// The style that stands for `opacity`: the grey of the level it rounds to (by the core's rule,
  /// ``LoadingIndicatorFrame/opacityLevel(_:of:)``), the terminal's own text colour at the top
  /// level, and full strength whatever the opacity when the ramp is empty. Opacity 0 takes the
  /// faintest grey rather than nothing, since a frame with opacity 0 is one the indicator is
  /// already shown in.
  func style(forOpacity opacity: Double) -> CellStyle {
    guard canDim else { return .plain }
    let level = LoadingIndicatorFrame.opacityLevel(opacity, of: levels)
    return level >= stepCount ? .plain : step(level)
  }
}
