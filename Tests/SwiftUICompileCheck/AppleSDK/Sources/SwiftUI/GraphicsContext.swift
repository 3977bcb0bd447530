import Foundation

/// An immediate-mode drawing destination and its current state.
/// https://developer.apple.com/documentation/swiftui/graphicscontext
@frozen
public struct GraphicsContext {
  /// https://developer.apple.com/documentation/swiftui/graphicscontext/opacity
  public var opacity: Double {
    get { 1 }
    set {}
  }

  /// https://developer.apple.com/documentation/swiftui/graphicscontext/translateby(x:y:)
  public mutating func translateBy(x: CGFloat, y: CGFloat) {}

  /// https://developer.apple.com/documentation/swiftui/graphicscontext/scaleby(x:y:)
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {}

  /// https://developer.apple.com/documentation/swiftui/graphicscontext/concatenate(_:)
  public mutating func concatenate(_ matrix: CGAffineTransform) {}

  /// https://developer.apple.com/documentation/swiftui/graphicscontext/fill(_:with:style:)
  public func fill(
    _ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()
  ) {}

  /// https://developer.apple.com/documentation/swiftui/graphicscontext/stroke(_:with:style:)
  public func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) {}

  /// https://developer.apple.com/documentation/swiftui/graphicscontext/drawlayer(content:)
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {}

  /// https://developer.apple.com/documentation/swiftui/graphicscontext/clip(to:style:options:)
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(),
    options: GraphicsContext.ClipOptions = ClipOptions()
  ) {}

  /// https://developer.apple.com/documentation/swiftui/graphicscontext/addfilter(_:options:)
  public mutating func addFilter(
    _ filter: GraphicsContext.Filter, options: GraphicsContext.FilterOptions = FilterOptions()
  ) {}

  /// https://developer.apple.com/documentation/swiftui/graphicscontext/draw(_:at:anchor:)
  public func draw(
    _ text: GraphicsContext.ResolvedText, at point: CGPoint, anchor: UnitPoint = .center
  ) {}

  /// https://developer.apple.com/documentation/swiftui/graphicscontext/resolve(_:)
  public func resolve(_ text: Text) -> GraphicsContext.ResolvedText { ResolvedText() }

  /// A colour or pattern to fill or stroke with.
  /// https://developer.apple.com/documentation/swiftui/graphicscontext/shading
  public struct Shading: Sendable {
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/shading/color(_:)
    public static func color(_ color: Color) -> GraphicsContext.Shading { Shading() }
  }

  /// A filter applied to what is drawn after it.
  /// https://developer.apple.com/documentation/swiftui/graphicscontext/filter
  public struct Filter: Sendable {
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/filter/blur(radius:options:)
    public static func blur(
      radius: CGFloat, options: GraphicsContext.BlurOptions = BlurOptions()
    ) -> GraphicsContext.Filter { Filter() }
  }

  /// Options for a blur filter.
  /// https://developer.apple.com/documentation/swiftui/graphicscontext/bluroptions
  @frozen
  public struct BlurOptions: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/bluroptions/rawvalue
    public let rawValue: UInt32
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/bluroptions/init(rawvalue:)
    public init(rawValue: UInt32) { self.rawValue = rawValue }
  }

  /// Options for filters.
  /// https://developer.apple.com/documentation/swiftui/graphicscontext/filteroptions
  @frozen
  public struct FilterOptions: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/filteroptions/rawvalue
    public let rawValue: UInt32
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/filteroptions/init(rawvalue:)
    public init(rawValue: UInt32) { self.rawValue = rawValue }
  }

  /// Options for clip shapes.
  /// https://developer.apple.com/documentation/swiftui/graphicscontext/clipoptions
  @frozen
  public struct ClipOptions: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/clipoptions/rawvalue
    public let rawValue: UInt32
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/clipoptions/init(rawvalue:)
    public init(rawValue: UInt32) { self.rawValue = rawValue }
  }

  /// Text prepared for drawing in this context.
  /// https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedtext
  public struct ResolvedText {
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedtext/measure(in:)
    public func measure(in size: CGSize) -> CGSize { .zero }
  }
}
