/// Everything a front needs to draw the loading indicator, in logical pixels: the measurements of
/// its size and the colours of its parts.
///
/// The box is the container when contained and the indicator's square otherwise (LDG-2, LDG-3);
/// the arc is centred in it, its stroke's outer edge touching the indicator's square (LDG-1).
public struct LoadingIndicatorAppearance: Sendable, Hashable {
  /// The size the tokens were taken for (the default when the one asked for was unknown).
  public var sizeName: String
  /// Whether the indicator is drawn on its container.
  public var contained: Bool
  /// The side of the square the arc is drawn in.
  public var indicatorSize: Double
  /// The arc's stroke width.
  public var thickness: Double
  /// The side of the container, whether or not it is drawn.
  public var containerSize: Double
  /// The container's corner radius, at most half its side.
  public var containerCornerRadius: Double
  /// The arc's colour (the contained colour when contained).
  public var markColor: RGBAColor
  /// The container's fill.
  public var containerColor: RGBAColor
  /// The container's shadow layers.
  public var containerElevation: [ShadowLayer]

  /// The box the component takes: the container when contained, the indicator's square otherwise.
  public var box: Size { Size(square: contained ? containerSize : indicatorSize) }

  /// The radius of the arc's centre line, so that the stroke's outer edge touches the square.
  public var arcRadius: Double { (indicatorSize - thickness) / 2 }

  /// How far the indicator's square sits inside the box on each side: 0 inline, and half the
  /// difference between container and indicator when contained, which centres it.
  public var indicatorInset: Double { (box.width - indicatorSize) / 2 }

  /// The arc's length in degrees: a quarter of the circle (LDG-1).
  public static let arcSweep = 90.0
}
