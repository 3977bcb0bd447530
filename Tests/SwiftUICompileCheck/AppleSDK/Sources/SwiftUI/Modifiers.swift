import Foundation

// Layout and appearance modifiers. Each returns `self` behind its documented opaque type: only
// the signature matters to the check.
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
    -> some View
  { self }

  /// https://developer.apple.com/documentation/swiftui/view/padding(_:)
  nonisolated public func padding(_ length: CGFloat) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    self
  }

  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  nonisolated public func disabled(_ disabled: Bool) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  nonisolated public func opacity(_ opacity: Double) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    self
  }

  /// https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
  nonisolated public func overlay<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View { self }
}

/// How content fills the space offered it.
/// https://developer.apple.com/documentation/swiftui/contentmode
public enum ContentMode: Hashable, CaseIterable, Sendable {
  case fit
  case fill
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
    /// https://developer.apple.com/documentation/swiftui/edge/set/all
    public static let all = Set(rawValue: 15)
    /// https://developer.apple.com/documentation/swiftui/edge/set/horizontal
    public static let horizontal = Set(rawValue: 10)
    /// https://developer.apple.com/documentation/swiftui/edge/set/vertical
    public static let vertical = Set(rawValue: 5)
  }
}
