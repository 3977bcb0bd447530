// Core Graphics types that SwiftUI re-exports on Apple platforms and that Foundation on Linux
// lacks (CGFloat, CGPoint, CGSize and CGRect come from Foundation here).
import Foundation

/// A 2-D affine transform: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
/// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
@frozen
public struct CGAffineTransform: Equatable, Sendable {
  /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/a
  public var a: CGFloat
  /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/b
  public var b: CGFloat
  /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/c
  public var c: CGFloat
  /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/d
  public var d: CGFloat
  /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/tx
  public var tx: CGFloat
  /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/ty
  public var ty: CGFloat

  /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }
}

/// How the ends of a stroked line are drawn.
/// https://developer.apple.com/documentation/coregraphics/cglinecap
@frozen
public enum CGLineCap: Int32, Sendable {
  case butt = 0
  case round = 1
  case square = 2
}

/// How the corners of a stroked path are drawn.
/// https://developer.apple.com/documentation/coregraphics/cglinejoin
@frozen
public enum CGLineJoin: Int32, Sendable {
  case miter = 0
  case round = 1
  case bevel = 2
}
