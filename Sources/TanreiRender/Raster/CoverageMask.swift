/// How much of each pixel an outline covers, 0…1, over the rectangle of pixels it touches.
///
/// Coverage is exact area, not a sample count: every edge of the flattened outline adds, to
/// the pixels of each row it crosses, the signed area between it and the row's left end, and a
/// running sum along the row turns those into the area inside the outline. Holes run the other
/// way and subtract. Because the areas are exact, an edge at x = 10.25 covers three quarters of
/// its pixel at every scale; librsvg's anti-aliasing approximates the same areas closely, and
/// Chromium's within about a quarter pixel.
struct CoverageMask: Sendable {
  /// The mask's left column and top row in the canvas.
  var originX: Int
  var originY: Int
  var width: Int
  var height: Int
  /// Row by row, `width` × `height` values.
  var values: [Double]

  static let empty = CoverageMask(originX: 0, originY: 0, width: 0, height: 0, values: [])

  var isEmpty: Bool { width == 0 || height == 0 }

  /// The coverage at a canvas pixel, 0 outside the mask.
  func value(atX x: Int, y: Int) -> Double {
    let column = x - originX
    let row = y - originY
    guard column >= 0, column < width, row >= 0, row < height else { return 0 }
    return values[row * width + column]
  }

  /// The coverage of `outline`, in canvas pixels, clipped to a canvas of `canvasWidth` ×
  /// `canvasHeight`.
  static func covering(_ outline: Outline, canvasWidth: Int, canvasHeight: Int) -> CoverageMask {
    // Points a million pixels away are pulled in to that distance: what lies between is off
    // the canvas anyway, and the arithmetic below stays far from overflow.
    let limit = 1e6
    var outline = outline
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for c in outline.contours.indices {
      for p in outline.contours[c].indices {
        var point = outline.contours[c][p]
        guard point.x.isFinite, point.y.isFinite else { return .empty }
        if abs(point.x) > limit || abs(point.y) > limit {
          point = ScenePoint(
            x: min(limit, max(-limit, point.x)), y: min(limit, max(-limit, point.y)))
          outline.contours[c][p] = point
        }
        minX = min(minX, point.x)
        maxX = max(maxX, point.x)
        minY = min(minY, point.y)
        maxY = max(maxY, point.y)
      }
    }
    guard minX <= maxX, minY <= maxY else { return .empty }
    let left = max(0, Int(max(-1, min(Double(canvasWidth), minX.rounded(.down)))))
    let right = min(canvasWidth, Int(max(0, min(Double(canvasWidth), maxX.rounded(.up)))))
    let top = max(0, Int(max(-1, min(Double(canvasHeight), minY.rounded(.down)))))
    let bottom = min(canvasHeight, Int(max(0, min(Double(canvasHeight), maxY.rounded(.up)))))
    guard left < right, top < bottom else { return .empty }

    var accumulator = Accumulator(width: right - left, height: bottom - top)
    let dx = Double(left)
    let dy = Double(top)
    for contour in outline.contours where contour.count > 2 {
      var previous = contour[contour.count - 1]
      for point in contour {
        accumulator.addEdge(
          from: ScenePoint(x: previous.x - dx, y: previous.y - dy),
          to: ScenePoint(x: point.x - dx, y: point.y - dy))
        previous = point
      }
    }
    return CoverageMask(
      originX: left, originY: top, width: right - left, height: bottom - top,
      values: accumulator.coverage())
  }

  /// Signed areas per pixel, in rows one cell wider on each side than the mask so that an edge
  /// on the right border has somewhere to put its remainder.
  private struct Accumulator {
    let width: Int
    let height: Int
    let stride: Int
    var cells: [Double]

    init(width: Int, height: Int) {
      self.width = width
      self.height = height
      stride = width + 2
      cells = Array(repeating: 0, count: stride * height)
    }

    /// Adds an edge, first cut where it leaves the columns 0…width: a part beyond either side
    /// is laid along that side, which changes no covered area inside.
    mutating func addEdge(from start: ScenePoint, to end: ScenePoint) {
      guard start.y != end.y else { return }
      let right = Double(width)
      var cuts: [Double] = []
      if start.x != end.x {
        for boundary in [0, right] {
          let t = (boundary - start.x) / (end.x - start.x)
          if t > 0 && t < 1 { cuts.append(t) }
        }
        cuts.sort()
      }
      var from = start
      for t in cuts + [1] {
        let to =
          t == 1
          ? end : ScenePoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        addClampedEdge(
          from: ScenePoint(x: min(right, max(0, from.x)), y: from.y),
          to: ScenePoint(x: min(right, max(0, to.x)), y: to.y))
        from = to
      }
    }

    /// Adds an edge lying within the columns 0…width.
    private mutating func addClampedEdge(from start: ScenePoint, to end: ScenePoint) {
      guard start.y != end.y else { return }
      let direction: Double = start.y < end.y ? 1 : -1
      let (upper, lower) = start.y < end.y ? (start, end) : (end, start)
      let slope = (lower.x - upper.x) / (lower.y - upper.y)
      let right = Double(width)
      let firstRow = max(0, Int(max(-1, min(Double(height), upper.y.rounded(.down)))))
      let endRow = min(height, Int(max(0, min(Double(height), lower.y.rounded(.up)))))
      guard firstRow < endRow else { return }
      cells.withUnsafeMutableBufferPointer { cells in
        for row in firstRow..<endRow {
          let top = max(Double(row), upper.y)
          let bottom = min(Double(row + 1), lower.y)
          guard bottom > top else { continue }
          let xTop = min(right, max(0, upper.x + (top - upper.y) * slope))
          let xBottom = min(right, max(0, upper.x + (bottom - upper.y) * slope))
          let d = (bottom - top) * direction
          let x0 = min(xTop, xBottom)
          let x1 = max(xTop, xBottom)
          let x0Floor = x0.rounded(.down)
          let x1Ceiling = x1.rounded(.up)
          let i0 = Int(x0Floor)
          let i1 = Int(x1Ceiling)
          let base = row * stride
          if i1 <= i0 + 1 {
            // Within one column: the part right of the edge's mean x is covered.
            let middle = 0.5 * (xTop + xBottom) - x0Floor
            cells[base + i0] += d * (1 - middle)
            cells[base + i0 + 1] += d * middle
          } else {
            // Across columns: a triangle in the first, trapezoids between, a triangle's
            // complement in the last, each the exact area right of the edge.
            let inverseWidth = 1 / (x1 - x0)
            let f0 = x0 - x0Floor
            let a0 = 0.5 * inverseWidth * (1 - f0) * (1 - f0)
            let f1 = x1 - x1Ceiling + 1
            let aEnd = 0.5 * inverseWidth * f1 * f1
            cells[base + i0] += d * a0
            if i1 == i0 + 2 {
              cells[base + i0 + 1] += d * (1 - a0 - aEnd)
            } else {
              let a1 = inverseWidth * (1.5 - f0)
              cells[base + i0 + 1] += d * (a1 - a0)
              if i0 + 2 < i1 - 1 {
                for column in (i0 + 2)..<(i1 - 1) { cells[base + column] += d * inverseWidth }
              }
              let a2 = a1 + Double(i1 - i0 - 3) * inverseWidth
              cells[base + i1 - 1] += d * (1 - a2 - aEnd)
            }
            cells[base + i1] += d * aEnd
          }
        }
      }
    }

    /// The running sums: covered area per pixel, its magnitude, at most 1.
    func coverage() -> [Double] {
      var result = [Double](repeating: 0, count: width * height)
      cells.withUnsafeBufferPointer { cells in
        result.withUnsafeMutableBufferPointer { result in
          for row in 0..<height {
            var sum = 0.0
            let base = row * stride
            let out = row * width
            for column in 0..<width {
              sum += cells[base + column]
              result[out + column] = min(1, abs(sum))
            }
          }
        }
      }
      return result
    }
  }
}
