/// A colour that adapts to its environment; also a view that fills its space with it.
/// https://developer.apple.com/documentation/swiftui/color
@frozen
public struct Color: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {}

  /// https://developer.apple.com/documentation/swiftui/color/opacity(_:)
  public func opacity(_ opacity: Double) -> Color { self }

  /// https://developer.apple.com/documentation/swiftui/color/resolve(in:)
  public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
    Color.Resolved(red: 0, green: 0, blue: 0)
  }

  /// https://developer.apple.com/documentation/swiftui/color/green
  public static var green: Color { Color(red: 0, green: 1, blue: 0) }
  /// https://developer.apple.com/documentation/swiftui/color/blue
  public static var blue: Color { Color(red: 0, green: 0, blue: 1) }
  /// https://developer.apple.com/documentation/swiftui/color/orange
  public static var orange: Color { Color(red: 1, green: 0.5, blue: 0) }
  /// https://developer.apple.com/documentation/swiftui/color/accentcolor
  public static var accentColor: Color { Color(red: 0, green: 0, blue: 1) }

  /// A concrete colour: linear sRGB components, extended range (`red`, `green` and `blue` are
  /// computed from them in sRGB).
  /// https://developer.apple.com/documentation/swiftui/color/resolved
  @frozen
  public struct Resolved: Hashable {
    /// https://developer.apple.com/documentation/swiftui/color/resolved/linearred
    public var linearRed: Float
    /// https://developer.apple.com/documentation/swiftui/color/resolved/lineargreen
    public var linearGreen: Float
    /// https://developer.apple.com/documentation/swiftui/color/resolved/linearblue
    public var linearBlue: Float
    /// https://developer.apple.com/documentation/swiftui/color/resolved/opacity
    public var opacity: Float

    /// https://developer.apple.com/documentation/swiftui/color/resolved/init(colorspace:red:green:blue:opacity:)
    public init(
      colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float,
      opacity: Float = 1
    ) {
      linearRed = red
      linearGreen = green
      linearBlue = blue
      self.opacity = opacity
    }

    /// https://developer.apple.com/documentation/swiftui/color/resolved/red
    public var red: Float { linearRed }
    /// https://developer.apple.com/documentation/swiftui/color/resolved/green
    public var green: Float { linearGreen }
    /// https://developer.apple.com/documentation/swiftui/color/resolved/blue
    public var blue: Float { linearBlue }
  }

  /// A profile for red, green and blue components; not @frozen.
  /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
  public enum RGBColorSpace: Equatable, Hashable, Sendable {
    case sRGB
    case sRGBLinear
    case displayP3
  }
}

extension Color: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}

extension Color: ShapeStyle {}

/// A colour or pattern to use when drawing a shape.
/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}
