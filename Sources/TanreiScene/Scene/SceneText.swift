import TanreiCore

/// A line of text a scene draws, centred on a point: the progress ring's percentage.
///
/// A scene keeps text as text, so that each front sets it with its own type machinery: SwiftUI
/// with the platform's fonts, the renderer as outlines through FreeType (``string`` is always
/// short and never wraps). ``center`` is the middle of the text's advance across, and the middle
/// of its cap height (taken as 0.72 of the font's ascent) up and down: figures and a percent sign
/// sit between the baseline and the cap height, so that is where their middle is, whatever the
/// font's descent.
public struct SceneText: Sendable, Hashable {
  /// The characters.
  public var string: String
  /// Where the text's middle goes, in the scene's coordinates (see above for which middle).
  public var center: ScenePoint
  /// The font size in logical pixels.
  public var size: Double
  /// The weight, on CSS's scale: 400 regular, 600 semibold, 700 bold.
  public var weight: Double
  /// Font families, first preferred; a front takes the first it has, or its own default.
  public var families: [String]
  /// The colour.
  public var color: RGBAColor
  /// The farthest from ``center`` any of the text's ink may reach, or `nil` for no limit: text
  /// whose ink would reach farther in the font a front sets it in should be set smaller, about
  /// its centre, until it stays inside. The renderer does so exactly, on the outlines it draws,
  /// so the ring's percentage keeps clear of the ring whatever font is installed.
  public var inkRadius: Double?

  /// `string` at `size` and `weight` in the first of `families`, in `color`, centred on `center`,
  /// its ink within `inkRadius` of it if given.
  public init(
    _ string: String, center: ScenePoint, size: Double, weight: Double, families: [String],
    color: RGBAColor, inkRadius: Double? = nil
  ) {
    self.string = string
    self.center = center
    self.size = size
    self.weight = weight
    self.families = families
    self.color = color
    self.inkRadius = inkRadius
  }
}

extension SceneText {
  /// The scale, at most 1, that keeps a box of `width` × `height` centred on ``center`` within
  /// ``inkRadius``: for a front that can measure its text's box but not its ink (SwiftUI).
  ///
  /// A text's box holds its ink, so the box's half-diagonal reaching no farther than the radius
  /// keeps the ink at least as clear as the renderer keeps its outlines, if a little smaller.
  /// Without a radius, or for a box of nothing or of a size that is not a number, the scale is 1.
  public func scaleToFit(width: Double, height: Double) -> Double {
    guard let limit = inkRadius, width.isFinite, height.isFinite else { return 1 }
    let reach = ((width / 2) * (width / 2) + (height / 2) * (height / 2)).squareRoot()
    guard reach > limit, reach > 0 else { return 1 }
    return max(0, limit) / reach
  }
}
