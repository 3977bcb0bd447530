/// A length from a DTCG `dimension` token: a number and its unit, `px` or `rem`.
public struct TokenDimension: Sendable, Hashable, CustomStringConvertible {
  /// The units DTCG 2025.10 allows for a dimension.
  public enum Unit: String, Sendable, Hashable {
    /// Logical pixels.
    case px
    /// Multiples of the root font size, taken as 16 px (see ``pixelsPerRem``).
    case rem
  }

  /// The number as written.
  public var value: Double
  /// The unit as written.
  public var unit: Unit

  /// The root font size the core assumes when it turns `rem` into pixels.
  public static let pixelsPerRem = 16.0

  /// A length of `value` in `unit`.
  public init(_ value: Double, _ unit: Unit = .px) {
    self.value = value
    self.unit = unit
  }

  /// The length in logical pixels.
  public var pixels: Double { unit == .px ? value : value * Self.pixelsPerRem }

  /// "16px".
  public var description: String {
    value.plainText + unit.rawValue
  }
}

/// One layer of a DTCG `shadow` token, in logical pixels.
public struct ShadowLayer: Sendable, Hashable, CustomStringConvertible {
  /// The shadow's colour, alpha included.
  public var color: RGBAColor
  /// Horizontal offset; positive moves the shadow right.
  public var offsetX: Double
  /// Vertical offset; positive moves the shadow down.
  public var offsetY: Double
  /// Blur radius, as CSS's `box-shadow` blur: the shadow's edge fades over this length.
  public var blur: Double
  /// Spread: how much the shape grows (or, negative, shrinks) before it is blurred.
  public var spread: Double
  /// Whether the shadow falls inside the shape.
  public var inset: Bool

  /// A shadow layer with the given geometry, all lengths in logical pixels.
  public init(
    color: RGBAColor, offsetX: Double = 0, offsetY: Double = 0, blur: Double = 0,
    spread: Double = 0, inset: Bool = false
  ) {
    self.color = color
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.blur = blur
    self.spread = spread
    self.inset = inset
  }

  /// As CSS writes it: "0px 2px 6px 0px rgb(0 0 0 / 0.3)".
  public var description: String {
    func px(_ value: Double) -> String {
      value.plainText + "px"
    }
    let channels = [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded())) }
    let alphaText = String((color.alpha * 1000).rounded() / 1000)
    let prefix = inset ? "inset " : ""
    return prefix + "\(px(offsetX)) \(px(offsetY)) \(px(blur)) \(px(spread)) "
      + "rgb(\(channels.joined(separator: " ")) / \(alphaText))"
  }
}
