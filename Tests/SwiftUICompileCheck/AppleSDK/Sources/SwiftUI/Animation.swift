// Animations, and the modifier that applies one when a value changes.

/// How a change of a view's values is animated.
/// https://developer.apple.com/documentation/swiftui/animation
@frozen
public struct Animation: Equatable, Sendable {
  private init() {}

  /// https://developer.apple.com/documentation/swiftui/animation/timingcurve(_:_:_:_:duration:)
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation { Animation() }

  /// https://developer.apple.com/documentation/swiftui/animation/default
  public static let `default` = Animation()
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
  nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View
  where V: Equatable { self }
}
