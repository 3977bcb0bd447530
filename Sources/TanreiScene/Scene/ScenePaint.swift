import TanreiCore

/// How a shape is painted: its inside filled, or its outline stroked, in one colour.
///
/// Colours are sRGB with straight alpha, exactly as tokens give them.
public enum ScenePaint: Sendable, Hashable {
  /// The inside of a closed shape.
  case fill(RGBAColor)
  /// A band of `width` centred on the shape's outline; `cap` ends an open arc.
  ///
  /// A stroked circle is a ring (an annulus), the reduced-motion mark; a stroked arc with round
  /// caps is the loading indicator's moving mark.
  case stroke(RGBAColor, width: Double, cap: SceneLineCap)

  /// The colour.
  public var color: RGBAColor {
    switch self {
    case .fill(let color), .stroke(let color, _, _): color
    }
  }
}
