// The progress view that stands for a component to assistive technology, and the button.

/// A view that shows progress towards completion, or that work is under way.
/// https://developer.apple.com/documentation/swiftui/progressview
public struct ProgressView<Label, CurrentValueLabel> where Label: View, CurrentValueLabel: View {}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)-3q5nf
  public init<S>(_ title: S) where S: StringProtocol {}

  /// https://developer.apple.com/documentation/swiftui/progressview/init(_:value:total:)
  public init<S, V>(_ title: S, value: V?, total: V = 1.0)
  where S: StringProtocol, V: BinaryFloatingPoint {}
}

extension ProgressView: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}

/// A control that runs an action.
/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label> where Label: View {}

extension Button where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @preconcurrency
  public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

extension Button: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}
