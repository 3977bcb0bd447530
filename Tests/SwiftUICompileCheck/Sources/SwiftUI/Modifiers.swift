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

  /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  { self }

  /// https://developer.apple.com/documentation/swiftui/view/padding(_:)
  nonisolated public func padding(_ length: CGFloat) -> some View { self }

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

  /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  nonisolated public func background<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View { self }

  /// https://developer.apple.com/documentation/swiftui/view/id(_:)
  nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { self }

  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  nonisolated public func disabled(_ disabled: Bool) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/tint(_:)
  nonisolated public func tint(_ tint: Color?) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/font(_:)
  nonisolated public func font(_ font: Font?) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/monospaceddigit()
  nonisolated public func monospacedDigit() -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    self
  }
}
