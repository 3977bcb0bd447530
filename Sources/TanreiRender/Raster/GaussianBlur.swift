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

    // Rows first, reading the source mask directly; then columns.
    var horizontal = [Double](repeating: 0, count: width * height)
    var result = [Double](repeating: 0, count: width * height)
    let taps = radius
    weights.withUnsafeBufferPointer { weights in
      mask.values.withUnsafeBufferPointer { source in
        horizontal.withUnsafeMutableBufferPointer { horizontal in
          for row in 0..<height {
            let y = top + row - mask.originY
            guard y >= 0, y < mask.height else { continue }
            let sourceRow = y * mask.width
            for column in 0..<width {
              let x = left + column - mask.originX
              // The taps that land inside the mask's row.
              let from = max(-taps, -x)
              let to = min(taps, mask.width - 1 - x)
              guard from <= to else { continue }
              var sum = 0.0
              for k in from...to { sum += weights[abs(k)] * source[sourceRow + x + k] }
              horizontal[row * width + column] = sum
            }
          }
        }
      }
      horizontal.withUnsafeBufferPointer { horizontal in
        result.withUnsafeMutableBufferPointer { result in
          for row in 0..<height {
            let from = max(-taps, -row)
            let to = min(taps, height - 1 - row)
            for column in 0..<width {
              var sum = 0.0
              for k in from...to { sum += weights[abs(k)] * horizontal[(row + k) * width + column] }
              result[row * width + column] = min(1, sum)
            }
          }
        }
      }
    }
    return CoverageMask(originX: left, originY: top, width: width, height: height, values: result)
  }
}
