// The transition a view is inserted and removed with.

/// A type-erased transition.
/// https://developer.apple.com/documentation/swiftui/anytransition
@frozen
public struct AnyTransition {
  private init() {}

  /// https://developer.apple.com/documentation/swiftui/anytransition/identity
  public static var identity: AnyTransition { AnyTransition() }

  /// https://developer.apple.com/documentation/swiftui/anytransition/opacity
  public static var opacity: AnyTransition { AnyTransition() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0
  /// Disfavoured in the SDK interface beside the iOS 17 `Transition` overload.
  @_disfavoredOverload
  nonisolated public func transition(_ t: AnyTransition) -> some View { self }
}
