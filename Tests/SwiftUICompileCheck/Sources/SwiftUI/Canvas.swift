import Foundation

/// A view drawn in immediate mode through a graphics context.
/// https://developer.apple.com/documentation/swiftui/canvas
public struct Canvas<Symbols> where Symbols: View {}

extension Canvas where Symbols == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/canvas/init(opaque:colormode:rendersasynchronously:renderer:)
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {}
}

extension Canvas: View {
  /// Primitive: no body.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError() }
}

/// The working colour space and storage format of a drawing.
/// https://developer.apple.com/documentation/swiftui/colorrenderingmode
@frozen
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
  case nonLinear
  case linear
  case extendedLinear
}
