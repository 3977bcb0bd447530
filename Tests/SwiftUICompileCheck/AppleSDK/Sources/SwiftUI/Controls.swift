// The progress view that stands for a component to assistive technology, and the button.

/// A view that shows progress towards completion, or that work is under way.
/// https://developer.apple.com/documentation/swiftui/progressview
public struct ProgressView<Label, CurrentValueLabel> where Label: View, CurrentValueLabel: View {}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)-3q5nf
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S) where S: StringProtocol {}

  /// The StringProtocol overload of the iOS 18 SDK's interface.
  /// https://developer.apple.com/documentation/swiftui/progressview
  @_disfavoredOverload
  nonisolated public init<S, V>(_ title: S, value: V?, total: V = 1.0)
  where S: StringProtocol, V: BinaryFloatingPoint {}
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Foundation's progress, as an upload reports it.
  /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)-l5vj
  nonisolated public init(_ progress: Progress) {}
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
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
  @preconcurrency
  nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
  }

  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @preconcurrency @_disfavoredOverload
  nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
  where S: StringProtocol {}
}

extension Button {
  /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency
  nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)
  {}
}

extension Button: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}
