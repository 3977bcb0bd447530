/// The blur of a box shadow: a Gaussian of a given standard deviation, applied to a coverage
/// mask as two one-dimensional passes.
///
/// The kernel is the Gaussian sampled at whole pixels out to three standard deviations and
/// scaled to sum to 1, the kernel SVG's `feGaussianBlur` describes. Browsers and librsvg
/// approximate larger blurs with three box blurs; the two differ by far less than a level on
/// the faint shadows tokens give.
struct GaussianBlur: Sendable {
  /// The standard deviation in pixels.
  let deviation: Double
  /// Weights from the centre outwards: `weights[k]` is the weight of a pixel `k` away.
  let weights: [Double]

  /// A blur of `deviation` pixels; `nil` when it would change nothing.
  init?(deviation: Double) {
    guard deviation.isFinite, deviation > 0.05 else { return nil }
    self.deviation = deviation
    let radius = Int(min(1024, (3 * deviation).rounded(.up)))
    var raw: [Double] = []
    for k in 0...radius {
      let x = Double(k)
      raw.append(PortableMath.exponential(-(x * x) / (2 * deviation * deviation)))
    }
    let total = raw[0] + 2 * raw.dropFirst().reduce(0, +)
    weights = raw.map { $0 / total }
  }

  /// How far the blur spreads a pixel, in pixels.
  var radius: Int { weights.count - 1 }

  /// `mask` blurred, grown by the radius on each side and clipped to the canvas.
  func apply(to mask: CoverageMask, canvasWidth: Int, canvasHeight: Int) -> CoverageMask {
    guard !mask.isEmpty else { return mask }
    let left = max(0, mask.originX - radius)
    let top = max(0, mask.originY - radius)
    let right = min(canvasWidth, mask.originX + mask.width + radius)
    let bottom = min(canvasHeight, mask.originY + mask.height + radius)
    guard left < right, top < bottom else { return .empty }
    let width = right - left
    let height = bottom - top

    // Rows first, reading the source mask directly.
    var horizontal = [Double](repeating: 0, count: width * height)
    for row in 0..<height {
      let y = top + row
      guard y >= mask.originY, y < mask.originY + mask.height else { continue }
      for column in 0..<width {
        let x = left + column
        var sum = 0.0
        for (k, weight) in weights.enumerated() {
          sum += weight * mask.value(atX: x - k, y: y)
          if k > 0 { sum += weight * mask.value(atX: x + k, y: y) }
        }
        horizontal[row * width + column] = sum
      }
    }
    var result = [Double](repeating: 0, count: width * height)
    for row in 0..<height {
      for column in 0..<width {
        var sum = 0.0
        for (k, weight) in weights.enumerated() {
          if row - k >= 0 { sum += weight * horizontal[(row - k) * width + column] }
          if k > 0 && row + k < height { sum += weight * horizontal[(row + k) * width + column] }
        }
        result[row * width + column] = min(1, sum)
      }
    }
    return CoverageMask(originX: left, originY: top, width: width, height: height, values: result)
  }
}
