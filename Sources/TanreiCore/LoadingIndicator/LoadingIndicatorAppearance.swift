/// Everything a front needs to draw the loading indicator, in logical pixels: the measurements of
/// its size and the colours of its parts.
///
/// The box is the container when contained and the indicator's square otherwise (LDG-2, LDG-3);
/// the arc is centred in it, its stroke's outer edge touching the indicator's square (LDG-1).
///
/// An appearance is resolved once per change of props and shared, unchanged, by every frame
/// drawn with it; it is an immutable reference so that handing it to a frame costs one retain,
/// whatever it holds.
public final class LoadingIndicatorAppearance: Sendable, Hashable {
  /// The size the tokens were taken for (the default when the one asked for was unknown).
  public let sizeName: String
  /// Whether the indicator is drawn on its container.
  public let contained: Bool
  /// The side of the square the arc is drawn in.
  public let indicatorSize: Double
  /// The arc's stroke width.
  public let thickness: Double
  /// The side of the container, whether or not it is drawn.
  public let containerSize: Double
  /// The container's corner radius, at most half its side.
  public let containerCornerRadius: Double
  /// The arc's colour (the contained colour when contained).
  public let markColor: RGBAColor
  /// The container's fill.
  public let containerColor: RGBAColor
  /// The container's shadow layers.
  public let containerElevation: [ShadowLayer]

  /// An appearance with the given measurements (logical pixels) and colours.
  public init(
    sizeName: String, contained: Bool, indicatorSize: Double, thickness: Double,
    containerSize: Double, containerCornerRadius: Double, markColor: RGBAColor,
    containerColor: RGBAColor, containerElevation: [ShadowLayer]
  ) {
    self.sizeName = sizeName
    self.contained = contained
    self.indicatorSize = indicatorSize
    self.thickness = thickness
    self.containerSize = containerSize
    self.containerCornerRadius = containerCornerRadius
    self.markColor = markColor
    self.containerColor = containerColor
    self.containerElevation = containerElevation
  }

  /// Whether the two hold the same values.
  public static func == (lhs: LoadingIndicatorAppearance, rhs: LoadingIndicatorAppearance) -> Bool {
    lhs === rhs
      || (lhs.sizeName == rhs.sizeName && lhs.contained == rhs.contained
        && lhs.indicatorSize == rhs.indicatorSize && lhs.thickness == rhs.thickness
        && lhs.containerSize == rhs.containerSize
        && lhs.containerCornerRadius == rhs.containerCornerRadius
        && lhs.markColor == rhs.markColor && lhs.containerColor == rhs.containerColor
        && lhs.containerElevation == rhs.containerElevation)
  }

  /// Hashes the values that identify this one.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(sizeName)
    hasher.combine(contained)
    hasher.combine(indicatorSize)
    hasher.combine(containerSize)
    hasher.combine(markColor)
  }

  /// The measurements as the rules place them.
  public var geometry: LoadingIndicatorGeometry {
    LoadingIndicatorGeometry(
      indicatorSize: indicatorSize, thickness: thickness, containerSize: containerSize,
      cornerRadius: containerCornerRadius, contained: contained)
  }

  /// The box the component takes: the container when contained, the indicator's square otherwise.
  public var box: BoxSize { BoxSize(square: geometry.boxSide) }

  /// The radius of the arc's centre line, so that the stroke's outer edge touches the square.
  public var arcRadius: Double { geometry.arcRadius }

  /// How far the indicator's square sits inside the box on each side: 0 inline, and half the
  /// difference between container and indicator when contained, which centres it.
  public var indicatorInset: Double { geometry.indicatorInset }

  /// The arc's length in degrees: a quarter of the circle (LDG-1).
  public static let arcSweep = LoadingIndicatorGeometry.arcSweep
}
