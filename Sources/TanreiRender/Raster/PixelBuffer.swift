import TanreiCore

/// A canvas being painted: premultiplied red, green, blue and alpha per pixel, as doubles, with
/// colour in gamma-encoded sRGB.
///
/// Compositing happens on the encoded values, not on linear light. That is what CSS, SVG
/// (whose `color-interpolation` defaults to sRGB for painting), browsers and librsvg do, so a
/// half-covered edge pixel of #4b4b4b over nothing comes out as they draw it; blending in
/// linear light would make anti-aliased edges visibly heavier than a browser's. Doubles keep
/// every intermediate exact enough that rounding to 8 bits happens once, at the end.
struct PixelBuffer: Sendable {
  let width: Int
  let height: Int
  /// `width` × `height` × 4 premultiplied values, 0…1.
  var values: [Double]

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    values = [Double](repeating: 0, count: width * height * 4)
  }

  /// Lays `color`, at `opacity` and each pixel's coverage, over what is there (source over).
  mutating func paint(_ color: RGBAColor, opacity: Double = 1, through mask: CoverageMask) {
    guard !mask.isEmpty else { return }
    let alpha = color.alpha * opacity
    guard alpha > 0 else { return }
    let red = color.red * alpha
    let green = color.green * alpha
    let blue = color.blue * alpha
    let width = self.width
    values.withUnsafeMutableBufferPointer { values in
      mask.values.withUnsafeBufferPointer { coverage in
        for row in 0..<mask.height {
          let y = mask.originY + row
          for column in 0..<mask.width {
            let m = coverage[row * mask.width + column]
            guard m > 0 else { continue }
            let index = (y * width + mask.originX + column) * 4
            let keep = 1 - alpha * m
            values[index] = red * m + values[index] * keep
            values[index + 1] = green * m + values[index + 1] * keep
            values[index + 2] = blue * m + values[index + 2] * keep
            values[index + 3] = alpha * m + values[index + 3] * keep
          }
        }
      }
    }
  }

  /// Lays `layer` over what is there at `opacity`, as a group is composited.
  mutating func composite(_ layer: PixelBuffer, opacity: Double) {
    guard opacity > 0 else { return }
    values.withUnsafeMutableBufferPointer { values in
      layer.values.withUnsafeBufferPointer { source in
        var index = 0
        while index < values.count {
          let sourceAlpha = source[index + 3] * opacity
          if sourceAlpha > 0 {
            let keep = 1 - sourceAlpha
            values[index] = source[index] * opacity + values[index] * keep
            values[index + 1] = source[index + 1] * opacity + values[index + 1] * keep
            values[index + 2] = source[index + 2] * opacity + values[index + 2] * keep
            values[index + 3] = sourceAlpha + values[index + 3] * keep
          }
          index += 4
        }
      }
    }
  }

  /// Keeps each pixel in proportion to `mask`'s coverage of it: a clip.
  mutating func clip(to mask: CoverageMask) {
    let width = self.width
    values.withUnsafeMutableBufferPointer { values in
      for y in 0..<height {
        for x in 0..<width {
          let m = mask.value(atX: x, y: y)
          guard m < 1 else { continue }
          let index = (y * width + x) * 4
          for channel in 0..<4 { values[index + channel] *= m }
        }
      }
    }
  }

  /// The pixels as 8-bit straight-alpha RGBA, each value rounded once, to the nearest level.
  func image() -> RGBAImage {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    values.withUnsafeBufferPointer { values in
      bytes.withUnsafeMutableBufferPointer { bytes in
        var index = 0
        while index < values.count {
          let alpha = min(1, max(0, values[index + 3]))
          let alphaLevel = (alpha * 255).rounded()
          if alphaLevel > 0 {
            for channel in 0..<3 {
              let straight = min(1, max(0, values[index + channel] / alpha))
              bytes[index + channel] = UInt8((straight * 255).rounded())
            }
            bytes[index + 3] = UInt8(alphaLevel)
          }
          index += 4
        }
      }
    }
    return RGBAImage(width: width, height: height, bytes: bytes)
  }
}
