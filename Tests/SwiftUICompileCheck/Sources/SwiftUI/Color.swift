/// A colour that adapts to its environment; also a view that fills its space with it.
/// https://developer.apple.com/documentation/swiftui/color
@frozen
public struct Color: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {}

  /// A profile for red, green and blue components.
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
