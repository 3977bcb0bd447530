/// Where the loading indicator's parts go, from the measurements of its size: the rules of
/// LDG-1 … LDG-3 in numbers, in logical pixels.
///
/// The box is the container when contained and the indicator's square otherwise; the arc is
/// centred in it, its stroke's outer edge touching the indicator's square. Every front draws
/// from these: ``LoadingIndicatorAppearance`` natively, and the web element from the same
/// numbers in the WebAssembly module.
public struct LoadingIndicatorGeometry: Sendable, Hashable, BitwiseCopyable {
  /// The side of the square the arc is drawn in.
  public var indicatorSize: Double
  /// The arc's stroke width.
  public var thickness: Double
  /// The side of the container, whether or not it is drawn.
  public var containerSize: Double
  /// The container's corner radius, at most half its side.
  public var containerCornerRadius: Double
  /// Whether the indicator is drawn on its container.
  public var contained: Bool

  /// The geometry of a size with these measurements; `cornerRadius` is the shape token, capped
  /// here at half the container's side.
  public init(
    indicatorSize: Double, thickness: Double, containerSize: Double, cornerRadius: Double,
    contained: Bool
  ) {
    self.indicatorSize = indicatorSize
    self.thickness = thickness
    self.containerSize = containerSize
    containerCornerRadius = min(cornerRadius, containerSize / 2)
    self.contained = contained
  }

  /// The side of the square box the component takes: the container when contained, the
  /// indicator's square otherwise (LDG-2, LDG-3).
  public var boxSide: Double { contained ? containerSize : indicatorSize }

  /// The radius of the arc's centre line, so that the stroke's outer edge touches the square.
  public var arcRadius: Double { (indicatorSize - thickness) / 2 }

  /// How far the indicator's square sits inside the box on each side: 0 inline, and half the
  /// difference between container and indicator when contained, which centres it.
  public var indicatorInset: Double { (boxSide - indicatorSize) / 2 }

  /// The length of the arc's centre line's whole circle.
  public var circumference: Double { 2 * Double.pi * arcRadius }

  /// The arc's length along its centre line: a quarter of the circle, for a front that draws it
  /// as a dash of the whole circle.
  public var arcLength: Double { circumference * Self.arcSweep / 360 }

  /// The arc's length in degrees: a quarter of the circle (LDG-1).
  public static let arcSweep = 90.0
}
