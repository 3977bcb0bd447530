/// The greys a terminal fades and pulses through: the terminal's stand-in for opacity.
///
/// A terminal cannot draw a character half transparent; it can draw it in a grey between the
/// background and the foreground. The ramp runs from the grey nearest the background to the one
/// nearest the text, and full opacity is the terminal's own foreground. With the 256-colour
/// palette there are four greys; with the basic colours, one; under `NO_COLOR`, none, and
/// everything is drawn at full strength at once.
struct GreyRamp: Sendable, Hashable {
  /// The styles below full opacity, faintest first.
  let steps: [CellStyle]

  /// The ramp for `profile`'s colours and background.
  init(_ profile: TerminalProfile) {
    switch profile.colors {
    case .none:
      steps = []
    case .basic:
      steps = [CellStyle(grey: .basic)]
    case .palette:
      // Greys 232…255 run from near black to near white.
      let greys: [UInt8] =
        profile.background == .dark ? [238, 242, 246, 250] : [253, 249, 245, 241]
      steps = greys.map { CellStyle(grey: .palette($0)) }
    }
  }

  /// Whether the terminal can show anything between absent and whole.
  var canDim: Bool { !steps.isEmpty }

  /// The style that stands for `opacity`: a grey of the ramp below 1, the terminal's own
  /// foreground at 1, and at full strength whatever the opacity when the ramp is empty.
  func style(forOpacity opacity: Double) -> CellStyle {
    guard canDim, opacity < 1 else { return .plain }
    let index = Int((max(0, opacity) * Double(steps.count)).rounded(.down))
    return steps[min(index, steps.count - 1)]
  }
}
