import Foundation

/// How a change is animated over time.
/// https://developer.apple.com/documentation/swiftui/animation
@frozen
public struct Animation: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/animation/default
  public static let `default` = Animation()

  /// https://developer.apple.com/documentation/swiftui/animation/linear
  public static var linear: Animation { Animation() }

  /// https://developer.apple.com/documentation/swiftui/animation/linear(duration:)
  public static func linear(duration: TimeInterval) -> Animation { Animation() }

  /// https://developer.apple.com/documentation/swiftui/animation/easeinout
  public static var easeInOut: Animation { Animation() }

  /// https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:)
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }

  /// https://developer.apple.com/documentation/swiftui/animation/easeout(duration:)
  public static func easeOut(duration: TimeInterval) -> Animation { Animation() }

  /// https://developer.apple.com/documentation/swiftui/animation/delay(_:)
  public func delay(_ delay: TimeInterval) -> Animation { self }
}

/// How a view enters and leaves the hierarchy, type-erased.
/// https://developer.apple.com/documentation/swiftui/anytransition
@frozen
public struct AnyTransition {
  /// https://developer.apple.com/documentation/swiftui/anytransition/opacity
  public static let opacity = AnyTransition()

  /// https://developer.apple.com/documentation/swiftui/anytransition/identity
  public static let identity = AnyTransition()

  /// https://developer.apple.com/documentation/swiftui/anytransition/scale
  public static var scale: AnyTransition { AnyTransition() }

  /// https://developer.apple.com/documentation/swiftui/anytransition/combined(with:)
  public func combined(with other: AnyTransition) -> AnyTransition { self }

  /// https://developer.apple.com/documentation/swiftui/anytransition/animation(_:)
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/transition(_:)
  nonisolated public func transition(_ t: AnyTransition) -> some View { self }

  /// https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
  nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View
  where V: Equatable { self }

  /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier applied to a view or to another modifier, making a new one.
/// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View
  /// The content the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>
  /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The content a view modifier receives.
/// https://developer.apple.com/documentation/swiftui/_viewmodifier_content
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {}

extension _ViewModifier_Content: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}

/// A view with a modifier applied.
/// https://developer.apple.com/documentation/swiftui/modifiedcontent
@frozen
public struct ModifiedContent<Content, Modifier> {
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/content
  public var content: Content
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
  public var modifier: Modifier

  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}
