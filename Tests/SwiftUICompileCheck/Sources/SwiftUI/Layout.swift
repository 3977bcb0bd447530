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

/// Children in a row.
/// https://developer.apple.com/documentation/swiftui/hstack
@frozen
public struct HStack<Content> where Content: View {
  /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

extension HStack: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}

/// Views computed from a collection of identified data.
/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach where Content: View {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, Data.Element: Identifiable {}

  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
}

extension ForEach: View where Content: View {
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
  /// https://developer.apple.com/documentation/swiftui/alignment/leading
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// https://developer.apple.com/documentation/swiftui/alignment/trailing
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// https://developer.apple.com/documentation/swiftui/alignment/top
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// https://developer.apple.com/documentation/swiftui/alignment/bottom
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// https://developer.apple.com/documentation/swiftui/alignment/topleading
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
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
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/trailing
  public static let trailing = HorizontalAlignment(position: 2)
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
  /// https://developer.apple.com/documentation/swiftui/verticalalignment/bottom
  public static let bottom = VerticalAlignment(position: 2)
}

/// A point in a view's unit square: (0, 0) is its top leading corner.
/// https://developer.apple.com/documentation/swiftui/unitpoint
@frozen
public struct UnitPoint: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/unitpoint/x
  public var x: CGFloat
  /// https://developer.apple.com/documentation/swiftui/unitpoint/y
  public var y: CGFloat

  /// https://developer.apple.com/documentation/swiftui/unitpoint/init()
  public init() {
    x = 0
    y = 0
  }

  /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// https://developer.apple.com/documentation/swiftui/unitpoint/zero
  public static let zero = UnitPoint(x: 0, y: 0)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/center
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/leading
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/trailing
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/top
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/bottom
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/topleading
  public static let topLeading = UnitPoint(x: 0, y: 0)
}

/// An edge of a rectangle.
/// https://developer.apple.com/documentation/swiftui/edge
@frozen
public enum Edge: Int8, CaseIterable, Sendable {
  case top
  case leading
  case bottom
  case trailing

  /// A set of edges.
  /// https://developer.apple.com/documentation/swiftui/edge/set
  @frozen
  public struct Set: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/swiftui/edge/set/rawvalue
    public let rawValue: Int8

    /// https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:)
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/swiftui/edge/set/init(_:)
    public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }

    /// https://developer.apple.com/documentation/swiftui/edge/set/top
    public static let top = Set(.top)
    /// https://developer.apple.com/documentation/swiftui/edge/set/leading
    public static let leading = Set(.leading)
    /// https://developer.apple.com/documentation/swiftui/edge/set/bottom
    public static let bottom = Set(.bottom)
    /// https://developer.apple.com/documentation/swiftui/edge/set/trailing
    public static let trailing = Set(.trailing)
    /// https://developer.apple.com/documentation/swiftui/edge/set/all
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// https://developer.apple.com/documentation/swiftui/edge/set/horizontal
    public static let horizontal: Set = [.leading, .trailing]
    /// https://developer.apple.com/documentation/swiftui/edge/set/vertical
    public static let vertical: Set = [.top, .bottom]
  }
}
