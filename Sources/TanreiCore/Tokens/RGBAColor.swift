/// A colour in sRGB with straight (not premultiplied) alpha, each component in 0…1.
public struct RGBAColor: Sendable, Hashable, CustomStringConvertible {
  /// Red, 0…1, gamma-encoded sRGB.
  public var red: Double
  /// Green, 0…1, gamma-encoded sRGB.
  public var green: Double
  /// Blue, 0…1, gamma-encoded sRGB.
  public var blue: Double
  /// Opacity, 0…1.
  public var alpha: Double

  /// A colour from sRGB components and an alpha, each clamped to 0…1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.unit(red)
    self.green = Self.unit(green)
    self.blue = Self.unit(blue)
    self.alpha = Self.unit(alpha)
  }

  /// Reads `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`; `nil` for anything else.
  public init?(hex: String) {
    var digits = Substring(hex)
    guard digits.first == "#" else { return nil }
    digits = digits.dropFirst()
    let expanded: String
    switch digits.count {
    case 3, 4: expanded = digits.map { "\($0)\($0)" }.joined()
    case 6, 8: expanded = String(digits)
    default: return nil
    }
    guard let packed = UInt32(expanded, radix: 16) else { return nil }
    let hasAlpha = expanded.count == 8
    let rgb = hasAlpha ? packed >> 8 : packed
    self.init(
      red: Double((rgb >> 16) & 0xFF) / 255,
      green: Double((rgb >> 8) & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255,
      alpha: hasAlpha ? Double(packed & 0xFF) / 255 : 1
    )
  }

  /// Opaque black.
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = RGBAColor(red: 1, green: 1, blue: 1)
  /// Fully transparent black.
  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// `#rrggbb`, or `#rrggbbaa` when the colour is not opaque; components rounded to 8 bits.
  public var hexString: String {
    func byte(_ value: Double) -> String {
      let text = String(Int((value * 255).rounded()), radix: 16)
      return text.count == 1 ? "0" + text : text
    }
    let base = "#" + byte(red) + byte(green) + byte(blue)
    return alpha >= 1 ? base : base + byte(alpha)
  }

  /// The same colour at `opacity` times its alpha.
  public func withOpacity(_ opacity: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha * opacity)
  }

  /// This colour laid over an opaque `background` ("source over").
  public func composited(over background: RGBAColor) -> RGBAColor {
    RGBAColor(
      red: red * alpha + background.red * (1 - alpha),
      green: green * alpha + background.green * (1 - alpha),
      blue: blue * alpha + background.blue * (1 - alpha),
      alpha: 1
    )
  }

  /// Relative luminance as WCAG 2 defines it, from 0 (black) to 1 (white); alpha is ignored.
  public var relativeLuminance: Double {
    0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
  }

  /// The WCAG 2 contrast ratio of this colour, composited over `background`, against it.
  ///
  /// From 1 (no contrast) to 21 (black on white). Non-text elements such as the indicator's
  /// mark need at least 3 (WCAG 2.2, success criterion 1.4.11).
  public func contrastRatio(against background: RGBAColor) -> Double {
    let opaqueBackground = background.composited(over: .white)
    let foreground = composited(over: opaqueBackground)
    let lighter = max(foreground.relativeLuminance, opaqueBackground.relativeLuminance)
    let darker = min(foreground.relativeLuminance, opaqueBackground.relativeLuminance)
    return (lighter + 0.05) / (darker + 0.05)
  }

  /// `#4b4b4b`, or `#4b4b4bcc` with alpha.
  public var description: String { hexString }

  /// The sRGB transfer function undone: a gamma-encoded component as linear light.
  public static func linear(_ encoded: Double) -> Double {
    encoded <= 0.04045 ? encoded / 12.92 : Numerics.power((encoded + 0.055) / 1.055, 2.4)
  }

  private static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : min(1, max(0, value))
  }
}
