/// A width and a height in logical pixels.
public struct BoxSize: Sendable, Hashable, CustomStringConvertible {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A size of `width` × `height`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A square of side `side`.
  public init(square side: Double) {
    self.init(width: side, height: side)
  }

  /// Nothing: 0 × 0.
  public static let zero = BoxSize(width: 0, height: 0)

  /// "24×24".
  public var description: String {
    "\(width.plainText)×\(height.plainText)"
  }
}
