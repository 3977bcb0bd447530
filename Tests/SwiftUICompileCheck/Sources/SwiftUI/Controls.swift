// Progress views and their styles, buttons, labels, images and the empty-state view.

/// A view that shows progress towards completion, or that work is under way.
/// https://developer.apple.com/documentation/swiftui/progressview
public struct ProgressView<Label, CurrentValueLabel> where Label: View, CurrentValueLabel: View {}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/progressview/init()
  public init() {}

  /// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:)
  public init<V>(value: V?, total: V = 1.0) where V: BinaryFloatingPoint {}
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)
  public init<S>(_ title: S) where S: StringProtocol {}

  /// https://developer.apple.com/documentation/swiftui/progressview/init(_:value:total:)
  public init<S, V>(_ title: S, value: V?, total: V = 1.0)
  where S: StringProtocol, V: BinaryFloatingPoint {}
}

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)
  public init(_ configuration: ProgressViewStyleConfiguration) {}
}

extension ProgressView: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}

/// The look of every progress view in a hierarchy.
/// https://developer.apple.com/documentation/swiftui/progressviewstyle
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view that represents the body of a progress view.
  associatedtype Body: View
  /// The properties of a progress view.
  typealias Configuration = ProgressViewStyleConfiguration
  /// https://developer.apple.com/documentation/swiftui/progressviewstyle/makebody(configuration:)
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
}

/// What a progress view style draws from.
/// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration
public struct ProgressViewStyleConfiguration {
  /// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/fractioncompleted
  public let fractionCompleted: Double?

  /// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/label-swift.property
  public var label: ProgressViewStyleConfiguration.Label? { nil }

  /// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/currentvaluelabel-swift.property
  public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel? { nil }

  /// The progress view's label, type-erased.
  /// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/label-swift.struct
  public struct Label: View {
    /// Primitive: no body.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
  }

  /// The progress view's current value label, type-erased.
  /// https://developer.apple.com/documentation/swiftui/progressviewstyleconfiguration/currentvaluelabel-swift.struct
  public struct CurrentValueLabel: View {
    /// Primitive: no body.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError() }
  }
}

/// A progress view drawn as a bar.
/// https://developer.apple.com/documentation/swiftui/linearprogressviewstyle
public struct LinearProgressViewStyle {
  /// https://developer.apple.com/documentation/swiftui/linearprogressviewstyle/init()
  public init() {}
}

extension LinearProgressViewStyle: ProgressViewStyle {
  /// https://developer.apple.com/documentation/swiftui/linearprogressviewstyle/makebody(configuration:)
  public func makeBody(configuration: LinearProgressViewStyle.Configuration) -> some View {
    EmptyView()
  }
}

/// A progress view drawn as a ring or a spinner.
/// https://developer.apple.com/documentation/swiftui/circularprogressviewstyle
public struct CircularProgressViewStyle {
  /// https://developer.apple.com/documentation/swiftui/circularprogressviewstyle/init()
  public init() {}
}

extension CircularProgressViewStyle: ProgressViewStyle {
  /// https://developer.apple.com/documentation/swiftui/circularprogressviewstyle/makebody(configuration:)
  public func makeBody(configuration: CircularProgressViewStyle.Configuration) -> some View {
    EmptyView()
  }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// https://developer.apple.com/documentation/swiftui/progressviewstyle/linear
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// https://developer.apple.com/documentation/swiftui/progressviewstyle/circular
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/progressviewstyle(_:)
  nonisolated public func progressViewStyle<S>(_ style: S) -> some View
  where S: ProgressViewStyle { self }
}

/// A control that runs an action.
/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label> where Label: View {
  /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)
  public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

extension Button: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}

/// A title with an icon.
/// https://developer.apple.com/documentation/swiftui/label
public struct Label<Title, Icon> where Title: View, Icon: View {
  /// https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

extension Label where Title == Text, Icon == Image {
  /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
  public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}

extension Label: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}

/// An image.
/// https://developer.apple.com/documentation/swiftui/image
@frozen
public struct Image: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  public init(systemName: String) {}
}

extension Image: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}

/// A view for a place with nothing to show.
/// https://developer.apple.com/documentation/swiftui/contentunavailableview
public struct ContentUnavailableView<Label, Description, Actions>
where Label: View, Description: View, Actions: View {}

extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)
  public init<S>(_ title: S, systemImage name: String, description: Text? = nil)
  where S: StringProtocol {}
}

extension ContentUnavailableView: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}
