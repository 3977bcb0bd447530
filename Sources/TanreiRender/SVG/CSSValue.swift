import TanreiCore

/// Token values as CSS writes them: what SVG styles, the gallery's pages and the web elements'
/// generated stylesheets all use, so that the three never spell a colour differently.
public enum CSSValue {
  /// `rgb(75 75 75 / 1)`: channels rounded to whole steps of 255, alpha to thousandths.
  public static func color(_ color: RGBAColor) -> String {
    func channel(_ value: Double) -> String {
      SVGNumber.format((max(0, min(1, value)) * 255).rounded())
    }
    let alpha = SVGNumber.format((max(0, min(1, color.alpha)) * 1000).rounded() / 1000)
    return "rgb(\(channel(color.red)) \(channel(color.green)) \(channel(color.blue)) / \(alpha))"
  }

  /// A length in pixels: `2px`.
  public static func pixels(_ value: Double) -> String {
    SVGNumber.format(value) + "px"
  }

  /// Shadow layers as a `box-shadow` value, each layer's colour written by `color`; `none` for
  /// no layer.
  public static func shadow(
    _ layers: [ShadowLayer], color: (Int, RGBAColor) -> String = { CSSValue.color($1) }
  ) -> String {
    guard !layers.isEmpty else { return "none" }
    return layers.enumerated().map { index, layer in
      (layer.inset ? "inset " : "")
        + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(pixels)
        .joined(separator: " ") + " " + color(index, layer.color)
    }.joined(separator: ", ")
  }

  /// A cubic Bézier as CSS's easing function.
  public static func curve(_ curve: CubicBezier) -> String {
    "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map(SVGNumber.format).joined(separator: ", ")))"
  }
}
