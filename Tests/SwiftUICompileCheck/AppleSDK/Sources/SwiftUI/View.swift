// Test-only transcription: the SwiftUI declarations TanreiSwiftUI uses, as Apple documents them,
// so those sources can be type-checked where SwiftUI does not exist. Every declaration names the
// page it was copied from; bodies do nothing and are never run. Availability is left out.

/// A piece of user interface described by the views in its body.
/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View
  /// The content of this view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// SwiftUI's conformance of `Never` to `View`, the body type of primitive views.
/// https://developer.apple.com/documentation/swift/never
extension Never: View {
  /// The body of a view that has none.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}

/// A result builder that composes views from closures.
/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public struct ViewBuilder {
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
    content
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > where repeat each Content: View {
    TupleView((repeat each content))
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    content
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    fatalError()
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    fatalError()
  }
}

/// A view made of a tuple of views, what a view builder makes of several statements.
/// https://developer.apple.com/documentation/swiftui/tupleview
@frozen
public struct TupleView<T> {
  /// The views.
  public var value: T

  /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
  public init(_ value: T) { self.value = value }
}

extension TupleView: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}

/// The view a view builder makes of an `if`/`else` or a `switch`.
/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}

/// SwiftUI's conformance of `Optional` to `View`, what a view builder makes of an `if` alone.
/// https://developer.apple.com/documentation/swift/optional
extension Optional: View where Wrapped: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}

/// A view that shows nothing.
/// https://developer.apple.com/documentation/swiftui/emptyview
@frozen
public struct EmptyView {
  /// https://developer.apple.com/documentation/swiftui/emptyview/init()
  public init() {}
}

extension EmptyView: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}
