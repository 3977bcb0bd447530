import Foundation

/// Read-only text, which also draws in a graphics context.
/// https://developer.apple.com/documentation/swiftui/text
@frozen
public struct Text: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  public init(verbatim content: String) {}

  /// https://developer.apple.com/documentation/swiftui/text/init(_:)
  public init<S>(_ content: S) where S: StringProtocol {}

  /// https://developer.apple.com/documentation/swiftui/text/font(_:)
  public func font(_ font: Font?) -> Text { self }

  /// https://developer.apple.com/documentation/swiftui/text/monospaceddigit()
  public func monospacedDigit() -> Text { self }

  /// https://developer.apple.com/documentation/swiftui/text/foregroundcolor(_:)
  public func foregroundColor(_ color: Color?) -> Text { self }
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

  /// https://developer.apple.com/documentation/swiftui/font/system(_:design:weight:)
  public static func system(
    _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
  ) -> Font { Font() }

  /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:)
  public static func custom(_ name: String, size: CGFloat) -> Font { Font() }

  /// https://developer.apple.com/documentation/swiftui/font/monospaceddigit()
  public func monospacedDigit() -> Font { self }

  /// https://developer.apple.com/documentation/swiftui/font/body
  public static let body = Font()

  /// https://developer.apple.com/documentation/swiftui/font/caption
  public static let caption = Font()

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

  /// A dynamic text style.
  /// https://developer.apple.com/documentation/swiftui/font/textstyle
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle
    case title
    case title2
    case title3
    case headline
    case subheadline
    case body
    case callout
    case footnote
    case caption
    case caption2
  }
}
