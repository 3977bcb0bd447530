import Foundation

/// A view drawn in immediate mode through a graphics context.
/// https://developer.apple.com/documentation/swiftui/canvas
/// In the iOS 18 SDK the struct and its initializer are main-actor isolated; later SDKs make them
/// `nonisolated`. The renderer is not `@Sendable` in either.
@MainActor @preconcurrency
public struct Canvas<Symbols> where Symbols: View {}

extension Canvas where Symbols == EmptyView {
  #if SDK_XCODE16
    /// https://developer.apple.com/documentation/swiftui/canvas/init(opaque:colormode:rendersasynchronously:renderer:)
    public init(
      opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
      rendersAsynchronously: Bool = false,
      renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {}
  #else
    /// https://developer.apple.com/documentation/swiftui/canvas/init(opaque:colormode:rendersasynchronously:renderer:)
    nonisolated public init(
      opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
      rendersAsynchronously: Bool = false,
      renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {}
  #endif
}

extension Canvas: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}

/// The working colour space and storage format of a drawing.
/// https://developer.apple.com/documentation/swiftui/colorrenderingmode (not @frozen)
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
  case nonLinear
  case linear
  case extendedLinear
}
