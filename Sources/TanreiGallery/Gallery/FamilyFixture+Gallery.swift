import TanreiCore
import TanreiRender

extension FamilyFixture: GalleryFixture {
  /// The tokens the picture shows: its box and stroke, and its colours with their paths.
  public var shownTokens: [FixtureToken] {
    switch subject {
    case .progress(let props):
      let tokens = system.progress
      if props.style == .bar {
        let p = "comp.progress-bar."
        return [
          .pixels(p + "width", props.length ?? tokens.barLength),
          .pixels(p + "height", tokens.barHeight),
          .pixels(p + "shape", tokens.barCornerRadius),
          .color(p + "track.color", tokens.barTrackColor),
          .color(p + "indicator.color", tokens.barIndicatorColor),
        ]
      }
      let p = "comp.progress-ring."
      var list: [FixtureToken] = [
        .pixels(p + "size", props.length ?? tokens.ringSize),
        .pixels(p + "diameter", tokens.ringDiameter),
        .pixels(p + "thickness", tokens.ringThickness),
        .color(p + "track.color", tokens.ringTrackColor),
        .color(p + "indicator.color", tokens.ringIndicatorColor),
      ]
      if props.showsPercentLabel {
        list += [
          .color(p + "label.color", tokens.labelColor),
          .pixels(p + "label.size", tokens.labelSize),
          .number(p + "label.weight", tokens.labelWeight),
        ]
      }
      return list
    case .skeleton:
      let tokens = system.skeleton
      return [
        .color("comp.skeleton.color", tokens.color),
        .pixels("comp.skeleton.shape.rounded", tokens.roundedRadius),
        .milliseconds("comp.skeleton.motion.cycle-duration", tokens.cycleDuration),
      ]
    case .typingIndicator:
      let tokens = system.typingIndicator
      let p = "comp.typing-indicator."
      return [
        .pixels(p + "width", tokens.width), .pixels(p + "height", tokens.height),
        .pixels(p + "dot.size", tokens.dotSize), .pixels(p + "dot.pitch", tokens.pitch),
        .pixels(p + "dot.rise", tokens.rise), .color(p + "dot.color", tokens.color),
      ]
    case .spinner(let props):
      guard let tokens = system.spinner else { return [] }
      let name = props.size ?? tokens.defaultSize
      let side = tokens.sizes.first { $0.name == name }?.side ?? 0
      return [
        .pixels("comp.spinner.size." + name, side),
        .number("comp.spinner.inner-radius", tokens.innerRadius),
        .color("comp.spinner.track.color", tokens.trackColor),
        .color("comp.spinner.indicator.color", tokens.indicatorColor),
      ]
    }
  }

  /// What the picture shows, in words, for a reader who cannot see it.
  public var depiction: String {
    let mode = system.isDark ? " on a dark page" : ""
    switch subject {
    case .progress(let props):
      let percent = props.value.map { Int(($0 * 100).rounded()) }
      if props.style == .bar {
        guard let percent else {
          return "Progress bar\(mode) with no known value: a short segment on the track"
        }
        return "Progress bar\(mode), filled \(percent)% from the left"
      }
      let label = props.showsPercentLabel ? ", reading \(percent.map { "\($0)%" } ?? "")" : ""
      guard let percent else {
        return "Progress ring\(mode) with no known value: an arc on the circular track"
      }
      return
        "Progress ring\(mode), its arc round \(percent)% of the circle from 12 o'clock"
        + label
    case .skeleton(let props):
      return "Skeleton placeholder\(mode): a grey \(props.shape.rawValue) shape, "
        + "\(SVGNumber.format(props.width)) by \(SVGNumber.format(props.height)) px"
    case .typingIndicator:
      let step = Int(time.inMilliseconds / 300)
      let raised = step < 3 ? "dot \(step + 1) raised" : "all three at rest"
      return "Typing indicator\(mode): three dots in a row, \(raised)"
    case .spinner(let props):
      return "Spinner\(mode), size \(props.size ?? "default"): a blue arc round most of a "
        + "grey circular track"
    }
  }
}
