import Foundation

/// The outline of a 2-D shape.
/// https://developer.apple.com/documentation/swiftui/path
@frozen
public struct Path: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/path/init()
  public init() {}

  /// https://developer.apple.com/documentation/swiftui/path/move(to:)
  public mutating func move(to end: CGPoint) {}

  /// https://developer.apple.com/documentation/swiftui/path/addline(to:)
  public mutating func addLine(to end: CGPoint) {}

  /// https://developer.apple.com/documentation/swiftui/path/addcurve(to:control1:control2:)
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}

  /// https://developer.apple.com/documentation/swiftui/path/closesubpath()
  public mutating func closeSubpath() {}
}

/// How a stroke traces a path.
/// https://developer.apple.com/documentation/swiftui/strokestyle
@frozen
public struct StrokeStyle: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/strokestyle/init(linewidth:linecap:linejoin:miterlimit:dash:dashphase:)
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {}
}

/// How a path is filled.
/// https://developer.apple.com/documentation/swiftui/fillstyle
@frozen
public struct FillStyle: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}
