/// Pixels as a PNG holds them: rows of red, green, blue and alpha, 8 bits each, sRGB-encoded,
/// with straight (not premultiplied) alpha.
public struct RGBAImage: Sendable, Hashable {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int
  /// `width` × `height` × 4 bytes, row by row from the top.
  public var bytes: [UInt8]

  /// An image of the given pixels, `width` × `height` × 4 bytes of them.
  ///
  /// A negative side counts as 0; bytes beyond the image are dropped and missing ones are
  /// transparent, so the image is always whole.
  public init(width: Int, height: Int, bytes: [UInt8]) {
    let width = max(0, width)
    let height = max(0, height)
    let count = width.multipliedReportingOverflow(by: height).partialValue * 4
    var bytes = bytes
    if bytes.count > count { bytes.removeLast(bytes.count - count) }
    if bytes.count < count { bytes += [UInt8](repeating: 0, count: count - bytes.count) }
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// A transparent image.
  public init(width: Int, height: Int) {
    self.init(width: width, height: height, bytes: [])
  }

  /// The pixel at column `x`, row `y`: red, green, blue, alpha.
  public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let index = (y * width + x) * 4
    return (bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3])
  }

  /// The pixel at column `x`, row `y` with its colour multiplied by its alpha, each 0…255:
  /// what the pixel adds over any background, which is how two renderings are compared (a
  /// nearly transparent pixel's colour is otherwise noise).
  public func premultipliedPixel(x: Int, y: Int) -> [Double] {
    let index = (y * width + x) * 4
    let alpha = Double(bytes[index + 3]) / 255
    return [
      Double(bytes[index]) * alpha, Double(bytes[index + 1]) * alpha,
      Double(bytes[index + 2]) * alpha, Double(bytes[index + 3]),
    ]
  }

  /// The part of the image in the rectangle at (`x`, `y`) of `width` × `height`, transparent
  /// where the rectangle leaves the image.
  public func cropped(x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
    var result = RGBAImage(width: max(0, width), height: max(0, height))
    for row in 0..<result.height {
      let sourceRow = y + row
      guard sourceRow >= 0, sourceRow < self.height else { continue }
      for column in 0..<result.width {
        let sourceColumn = x + column
        guard sourceColumn >= 0, sourceColumn < self.width else { continue }
        let from = (sourceRow * self.width + sourceColumn) * 4
        let to = (row * result.width + column) * 4
        for channel in 0..<4 { result.bytes[to + channel] = bytes[from + channel] }
      }
    }
    return result
  }
}
