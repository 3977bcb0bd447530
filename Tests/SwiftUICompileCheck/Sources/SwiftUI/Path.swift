import Foundation

/// The outline of a 2-D shape.
/// https://developer.apple.com/documentation/swiftui/path
@frozen
public struct Path: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/path/init()
  public init() {}

  /// https://developer.apple.com/documentation/swiftui/path/init(_:)
  public init(_ rect: CGRect) {}

  /// https://developer.apple.com/documentation/swiftui/path/init(ellipsein:)
  public init(ellipseIn rect: CGRect) {}

  /// https://developer.apple.com/documentation/swiftui/path/init(roundedrect:cornerradius:style:)
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {}

  /// https://developer.apple.com/documentation/swiftui/path/isempty
  public var isEmpty: Bool { true }

  /// https://developer.apple.com/documentation/swiftui/path/boundingrect
  public var boundingRect: CGRect { .zero }

  /// https://developer.apple.com/documentation/swiftui/path/move(to:)
  public mutating func move(to end: CGPoint) {}

  /// https://developer.apple.com/documentation/swiftui/path/addline(to:)
  public mutating func addLine(to end: CGPoint) {}

  /// https://developer.apple.com/documentation/swiftui/path/addquadcurve(to:control:)
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}

  /// https://developer.apple.com/documentation/swiftui/path/addcurve(to:control1:control2:)
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}

  /// https://developer.apple.com/documentation/swiftui/path/closesubpath()
  public mutating func closeSubpath() {}

  /// https://developer.apple.com/documentation/swiftui/path/addrect(_:transform:)
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {}

  /// https://developer.apple.com/documentation/swiftui/path/addellipse(in:transform:)
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {}

  /// https://developer.apple.com/documentation/swiftui/path/applying(_:)
  public func applying(_ transform: CGAffineTransform) -> Path { self }
}

/// The shape of a rounded rectangle's corners.
/// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
@frozen
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
  case circular
  case continuous
}

/// How a stroke traces a path.
/// https://developer.apple.com/documentation/swiftui/strokestyle
@frozen
public struct StrokeStyle: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/strokestyle/linewidth
  public var lineWidth: CGFloat
  /// https://developer.apple.com/documentation/swiftui/strokestyle/linecap
  public var lineCap: CGLineCap
  /// https://developer.apple.com/documentation/swiftui/strokestyle/linejoin
  public var lineJoin: CGLineJoin
  /// https://developer.apple.com/documentation/swiftui/strokestyle/miterlimit
  public var miterLimit: CGFloat
  /// https://developer.apple.com/documentation/swiftui/strokestyle/dash
  public var dash: [CGFloat]
  /// https://developer.apple.com/documentation/swiftui/strokestyle/dashphase
  public var dashPhase: CGFloat

  /// https://developer.apple.com/documentation/swiftui/strokestyle/init(linewidth:linecap:linejoin:miterlimit:dash:dashphase:)
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How a path is filled.
/// https://developer.apple.com/documentation/swiftui/fillstyle
@frozen
public struct FillStyle: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/fillstyle/iseofilled
  public var isEOFilled: Bool
  /// https://developer.apple.com/documentation/swiftui/fillstyle/isantialiased
  public var isAntialiased: Bool

  /// https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}
