import Foundation

/// Children laid over each other.
/// https://developer.apple.com/documentation/swiftui/zstack
@frozen
public struct ZStack<Content> where Content: View {
  /// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

extension ZStack: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}

/// Children in a column.
/// https://developer.apple.com/documentation/swiftui/vstack
@frozen
public struct VStack<Content> where Content: View {
  /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

extension VStack: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}

/// A horizontal and a vertical alignment together.
/// https://developer.apple.com/documentation/swiftui/alignment
@frozen
public struct Alignment: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/alignment/horizontal
  public var horizontal: HorizontalAlignment
  /// https://developer.apple.com/documentation/swiftui/alignment/vertical
  public var vertical: VerticalAlignment

  /// https://developer.apple.com/documentation/swiftui/alignment/init(horizontal:vertical:)
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// https://developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// https://developer.apple.com/documentation/swiftui/alignment/top
  public static let top = Alignment(horizontal: .center, vertical: .top)
}

/// An alignment along the horizontal axis.
/// https://developer.apple.com/documentation/swiftui/horizontalalignment
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
  private let position: Int

  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  public static let leading = HorizontalAlignment(position: 0)

  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment(position: 1)
}

/// An alignment along the vertical axis.
/// https://developer.apple.com/documentation/swiftui/verticalalignment
@frozen
public struct VerticalAlignment: Equatable, Sendable {
  private let position: Int

  /// https://developer.apple.com/documentation/swiftui/verticalalignment/top
  public static let top = VerticalAlignment(position: 0)
  /// https://developer.apple.com/documentation/swiftui/verticalalignment/center
  public static let center = VerticalAlignment(position: 1)
}

/// A point in a view's unit square: (0, 0) is its top leading corner.
/// https://developer.apple.com/documentation/swiftui/unitpoint
@frozen
public struct UnitPoint: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/unitpoint/x
  public var x: CGFloat
  /// https://developer.apple.com/documentation/swiftui/unitpoint/y
  public var y: CGFloat

  /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// https://developer.apple.com/documentation/swiftui/unitpoint/center
  public static let center = UnitPoint(x: 0.5, y: 0.5)
}
