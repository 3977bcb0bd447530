import TanreiCore
import TanreiRender

extension LoadingIndicatorFixture: GalleryFixture {
  /// The tokens the picture shows: the box, the stroke, the colours and, contained, the
  /// container's.
  public var shownTokens: [FixtureToken] {
    let appearance = frame().appearance
    let p = "comp.loading-indicator."
    let size = appearance.sizeName
    var list: [FixtureToken] = [
      .pixels(p + "indicator.size." + size, appearance.indicatorSize),
      .pixels(p + "indicator.thickness." + size, appearance.thickness),
      .color(
        p + (appearance.contained ? "contained.indicator.color" : "indicator.color"),
        appearance.markColor),
    ]
    if appearance.contained {
      list += [
        .pixels(p + "container.size." + size, appearance.containerSize),
        .color(p + "contained.container.color", appearance.containerColor),
        .pixels(p + "container.shape", appearance.containerCornerRadius),
      ]
    }
    list.append(.milliseconds(p + "motion.cycle-duration", tokens.cycleDuration))
    return list
  }

  /// What the picture shows, in words, for a reader who cannot see it.
  public var depiction: String {
    let appearance = frame().appearance
    let tone = variant == .dark ? "light grey" : "dark grey"
    let place =
      appearance.contained
      ? "on a raised \(variant == .dark ? "dark grey" : "white") circle" : "with no container"
    let kind = "\(props.size) loading indicator, \(place)"
    switch variant {
    case .canonical, .dark:
      return "\(kind): a \(tone) quarter arc with round ends, from 12 to 3 o'clock"
    case .quarterTurn:
      return "\(kind): a \(tone) quarter arc with round ends, turned on to 3 to 6 o'clock"
    case .growHalfway:
      return "\(kind), half grown and half faded in: a quarter arc from 12 to 3 o'clock"
    case .reducedMotion:
      return "\(kind): a whole \(tone) circle, its pulse just starting to fade"
    }
  }
}
