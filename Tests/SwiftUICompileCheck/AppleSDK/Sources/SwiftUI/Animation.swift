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

/// Runs `body` with `animation` as the current transaction's, as the documentation's examples
/// leave a loading state.
/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
  rethrows -> Result
{ try body() }

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
  nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View
  where V: Equatable { self }
}
