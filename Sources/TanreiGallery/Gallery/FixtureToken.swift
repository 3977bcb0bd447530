import TanreiCore
import TanreiRender

/// One token value a fixture shows, for the gallery's card: its path, the value as drawn, and
/// the colour itself when it is one, so that the card can show a swatch.
public struct FixtureToken: Sendable, Hashable {
  /// The token's path (`comp.loading-indicator.indicator.color`).
  public var path: String
  /// The value as drawn (`24 px`, `#4b4b4b`, `1000 ms`).
  public var value: String
  /// The colour, for a colour token.
  public var color: RGBAColor?

  /// A dimension, in logical pixels.
  public static func pixels(_ path: String, _ value: Double) -> FixtureToken {
    FixtureToken(path: path, value: SVGNumber.format(value) + " px")
  }

  /// A colour, written as hex with its alpha when not opaque.
  public static func color(_ path: String, _ color: RGBAColor) -> FixtureToken {
    let opaque = RGBAColor(red: color.red, green: color.green, blue: color.blue)
    let alpha = color.alpha < 1 ? " at \(SVGNumber.format(color.alpha * 100))%" : ""
    return FixtureToken(path: path, value: opaque.hexString + alpha, color: color)
  }

  /// A length of time.
  public static func milliseconds(_ path: String, _ value: Double) -> FixtureToken {
    FixtureToken(path: path, value: SVGNumber.format(value) + " ms")
  }

  /// A plain number.
  public static func number(_ path: String, _ value: Double) -> FixtureToken {
    FixtureToken(path: path, value: SVGNumber.format(value))
  }

  /// A token of the named path, with `value` as written.
  public init(path: String, value: String, color: RGBAColor? = nil) {
    self.path = path
    self.value = value
    self.color = color
  }
}
