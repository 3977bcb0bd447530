import Foundation

// Layout and appearance modifiers. Each returns `self` behind its documented opaque type: only
// the signature matters to the check.
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { self }

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
}
