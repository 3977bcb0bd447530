import Foundation

/// Read-only text, which also draws in a graphics context.
/// https://developer.apple.com/documentation/swiftui/text
@frozen
public struct Text: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  public init(verbatim content: String) {}

  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  @_disfavoredOverload
  public init<S>(_ content: S) where S: StringProtocol {}

  /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {}

  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-1ixt1
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {}

  /// https://developer.apple.com/documentation/swiftui/text/font(_:)
  public func font(_ font: Font?) -> Text { self }

  /// https://developer.apple.com/documentation/swiftui/text/foregroundstyle(_:)
  public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { self }
}

extension Text: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}

/// A font for text.
/// https://developer.apple.com/documentation/swiftui/font
@frozen
public struct Font: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)
  public static func system(
    size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil
  ) -> Font { Font() }

  /// A font weight.
  /// https://developer.apple.com/documentation/swiftui/font/weight
  @frozen
  public struct Weight: Hashable, Sendable {
    private let value: Double

    /// https://developer.apple.com/documentation/swiftui/font/weight/ultralight
    public static let ultraLight = Weight(value: -0.8)
    /// https://developer.apple.com/documentation/swiftui/font/weight/thin
    public static let thin = Weight(value: -0.6)
    /// https://developer.apple.com/documentation/swiftui/font/weight/light
    public static let light = Weight(value: -0.4)
    /// https://developer.apple.com/documentation/swiftui/font/weight/regular
    public static let regular = Weight(value: 0)
    /// https://developer.apple.com/documentation/swiftui/font/weight/medium
    public static let medium = Weight(value: 0.23)
    /// https://developer.apple.com/documentation/swiftui/font/weight/semibold
    public static let semibold = Weight(value: 0.3)
    /// https://developer.apple.com/documentation/swiftui/font/weight/bold
    public static let bold = Weight(value: 0.4)
    /// https://developer.apple.com/documentation/swiftui/font/weight/heavy
    public static let heavy = Weight(value: 0.56)
    /// https://developer.apple.com/documentation/swiftui/font/weight/black
    public static let black = Weight(value: 0.62)
  }

  /// A design of the system font.
  /// https://developer.apple.com/documentation/swiftui/font/design
  public enum Design: Hashable, Sendable {
    case `default`
    case serif
    case rounded
    case monospaced
  }

}

/// The key of a string looked up in the app's String Catalog when a view shows it.
/// https://developer.apple.com/documentation/swiftui/localizedstringkey
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
  public init(_ value: String) {}

  /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
  public init(stringLiteral value: String) {}

  /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

  /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
  public struct StringInterpolation: StringInterpolationProtocol {
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/init(literalcapacity:interpolationcount:)
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:)
    public mutating func appendLiteral(_ literal: String) {}
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-3mmsu
    public mutating func appendInterpolation<T>(_ value: T) {}
  }
}

/// Apple's interface (iOS 18 SDK): LocalizedStringKey is explicitly not Sendable.
@available(*, unavailable) extension LocalizedStringKey: Sendable {}
