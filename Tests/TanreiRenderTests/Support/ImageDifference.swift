import TanreiRender

/// How two images differ, pixel by pixel, compared as premultiplied 8-bit values: what each
/// pixel adds over any background. Straight colour is left out on purpose, because the colour
/// of a nearly transparent pixel is noise that no one can see.
struct ImageDifference {
  /// The largest difference of any channel, in levels (0…255).
  var largest: Double
  /// How many pixels differ by more than the tolerance in some channel.
  var differing: Int
  /// How many pixels were compared.
  var total: Int
  /// A picture of the differences: the expected image faded, differing pixels in red.
  var picture: RGBAImage
  /// Whether the sizes matched; when they do not, nothing else was compared.
  var sizesMatch: Bool

  var differingFraction: Double { total == 0 ? 0 : Double(differing) / Double(total) }

  init(expected: RGBAImage, actual: RGBAImage, tolerance: Double) {
    guard expected.width == actual.width, expected.height == actual.height else {
      largest = 255
      differing = max(expected.width * expected.height, actual.width * actual.height)
      total = differing
      picture = actual
      sizesMatch = false
      return
    }
    sizesMatch = true
    total = expected.width * expected.height
    largest = 0
    differing = 0
    picture = RGBAImage(width: expected.width, height: expected.height)
    for y in 0..<expected.height {
      for x in 0..<expected.width {
        let a = expected.premultipliedPixel(x: x, y: y)
        let b = actual.premultipliedPixel(x: x, y: y)
        var worst = 0.0
        for channel in 0..<4 { worst = max(worst, abs(a[channel] - b[channel])) }
        largest = max(largest, worst)
        let index = (y * expected.width + x) * 4
        if worst > tolerance {
          differing += 1
          picture.bytes[index] = 255
          picture.bytes[index + 1] = 0
          picture.bytes[index + 2] = 0
          picture.bytes[index + 3] = UInt8(min(255, 96 + worst))
        } else {
          let grey = UInt8(min(255, (255 - a[3]) + a[0]))
          picture.bytes[index] = grey
          picture.bytes[index + 1] = grey
          picture.bytes[index + 2] = grey
          picture.bytes[index + 3] = UInt8(a[3] / 4)
        }
      }
    }
  }

  func summary(tolerance: Double) -> String {
    guard sizesMatch else { return "the sizes differ" }
    let percent = (differingFraction * 10_000).rounded() / 100
    return "\(differing) of \(total) pixels (\(percent) %) differ by more than "
      + "\(tolerance) levels; the largest difference is \(largest) levels"
  }
}
