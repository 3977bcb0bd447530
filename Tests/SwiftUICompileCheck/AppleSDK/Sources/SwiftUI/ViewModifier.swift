extension View {
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
