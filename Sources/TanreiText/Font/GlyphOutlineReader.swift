import CFreeType

/// Walks a FreeType outline and flattens its quadratic and cubic curves into polygons, in font
/// units with y up.
enum GlyphOutlineReader {
  /// Segments per curve: at a 12 px size a curve spans a few pixels, and 16 segments keep the
  /// flattening error far below a hundredth of a pixel even at 4×.
  static let segmentsPerCurve = 16

  private final class Walk {
    var contours: [[TextOutline.Point]] = []
    var current: [TextOutline.Point] = []
    var pen = TextOutline.Point(x: 0, y: 0)

    func move(to point: TextOutline.Point) {
      if current.count > 2 { contours.append(current) }
      current = [point]
      pen = point
    }

    func line(to point: TextOutline.Point) {
      current.append(point)
      pen = point
    }

    func quadratic(control: TextOutline.Point, to end: TextOutline.Point) {
      let start = pen
      for step in 1...GlyphOutlineReader.segmentsPerCurve {
        let t = Double(step) / Double(GlyphOutlineReader.segmentsPerCurve)
        let u = 1 - t
        current.append(
          TextOutline.Point(
            x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
            y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
      }
      pen = end
    }

    func cubic(_ first: TextOutline.Point, _ second: TextOutline.Point, to end: TextOutline.Point) {
      let start = pen
      for step in 1...GlyphOutlineReader.segmentsPerCurve {
        let t = Double(step) / Double(GlyphOutlineReader.segmentsPerCurve)
        let u = 1 - t
        current.append(
          TextOutline.Point(
            x: u * u * u * start.x + 3 * u * u * t * first.x + 3 * u * t * t * second.x
              + t * t * t * end.x,
            y: u * u * u * start.y + 3 * u * u * t * first.y + 3 * u * t * t * second.y
              + t * t * t * end.y))
      }
      pen = end
    }

    func finish() -> [[TextOutline.Point]] {
      if current.count > 2 { contours.append(current) }
      current = []
      return contours
    }
  }

  static func contours(of outline: inout FT_Outline) -> [[TextOutline.Point]] {
    let walk = Walk()
    var functions = FT_Outline_Funcs()
    functions.move_to = { to, user in
      guard let to, let user else { return 0 }
      Unmanaged<Walk>.fromOpaque(user).takeUnretainedValue().move(to: point(to.pointee))
      return 0
    }
    functions.line_to = { to, user in
      guard let to, let user else { return 0 }
      Unmanaged<Walk>.fromOpaque(user).takeUnretainedValue().line(to: point(to.pointee))
      return 0
    }
    functions.conic_to = { control, to, user in
      guard let control, let to, let user else { return 0 }
      Unmanaged<Walk>.fromOpaque(user).takeUnretainedValue().quadratic(
        control: point(control.pointee), to: point(to.pointee))
      return 0
    }
    functions.cubic_to = { first, second, to, user in
      guard let first, let second, let to, let user else { return 0 }
      Unmanaged<Walk>.fromOpaque(user).takeUnretainedValue().cubic(
        point(first.pointee), point(second.pointee), to: point(to.pointee))
      return 0
    }
    functions.shift = 0
    functions.delta = 0
    let user = Unmanaged.passUnretained(walk).toOpaque()
    _ = withExtendedLifetime(walk) { FT_Outline_Decompose(&outline, &functions, user) }
    return walk.finish()
  }

}

/// A FreeType vector as a point; a free function, as C callbacks cannot capture a context.
private func point(_ vector: FT_Vector) -> TextOutline.Point {
  TextOutline.Point(x: Double(vector.x), y: Double(vector.y))
}
