/// Turns a scene into pixels at a scale: anti-aliased by exact area coverage, composited in
/// gamma-encoded sRGB, the same bytes on every machine.
///
/// - Coverage: each shape's outline is flattened in device pixels to chords within
///   ``flatteningTolerance`` of the curve, and each pixel gets the exact area of it that the
///   polygon covers (see the module's documentation). No sampling pattern, so no pattern of
///   errors that depends on where an edge falls.
/// - Compositing: source over, on premultiplied gamma-encoded values, as browsers and librsvg
///   composite; a group with an opacity or a clip is drawn on a layer of its own first.
/// - Determinism: only IEEE 754 arithmetic (and `PortableMath` for angles and the blur's
///   kernel) between the scene and the 8-bit values, each rounded once.
public struct Rasterizer: Sendable {
  /// The widest or tallest canvas accepted, in pixels.
  public static let maximumSide = 4096
  /// The most pixels a canvas may have.
  public static let maximumPixelCount = 4_194_304

  /// The largest distance, in device pixels, between a curve and the chords drawn for it.
  public var flatteningTolerance: Double

  /// A rasterizer; the default tolerance, a hundredth of a pixel, is invisible at 8 bits.
  public init(flatteningTolerance: Double = 0.01) {
    self.flatteningTolerance = flatteningTolerance
  }

  /// The canvas of `scene` at `scale`, in pixels; throws when the scale is not a finite number
  /// above 0 or the canvas would be larger than the rasterizer accepts.
  public static func pixelSize(of scene: VectorScene, scale: Double) throws(RenderError) -> (
    width: Int, height: Int
  ) {
    guard scale.isFinite, scale > 0 else {
      throw RenderError(.invalidScale, "scale \(scale) is not a finite number above 0")
    }
    let width = scene.size.width * scale
    let height = scene.size.height * scale
    guard width.isFinite, height.isFinite, width >= 0, height >= 0,
      width <= Double(maximumSide), height <= Double(maximumSide)
    else {
      throw RenderError(
        .canvasTooLarge,
        "a \(scene.size) canvas at scale \(scale) is larger than \(maximumSide) pixels a side")
    }
    let size = (width: Int(width.rounded(.up)), height: Int(height.rounded(.up)))
    guard size.width * size.height <= maximumPixelCount else {
      throw RenderError(
        .canvasTooLarge,
        "a \(scene.size) canvas at scale \(scale) has more than \(maximumPixelCount) pixels")
    }
    return size
  }

  /// The pixels of `scene` at `scale` device pixels per logical pixel.
  public func render(_ scene: VectorScene, scale: Double) throws(RenderError) -> RGBAImage {
    let size = try Self.pixelSize(of: scene, scale: scale)
    var buffer = PixelBuffer(width: size.width, height: size.height)
    draw(scene.outliningText().nodes, transform: .scale(scale), into: &buffer)
    return buffer.image()
  }

  private func draw(
    _ nodes: [SceneNode], transform: SceneTransform, into buffer: inout PixelBuffer
  ) {
    for node in nodes {
      switch node {
      case .shape(let shape, let paint):
        let outline = Outline.painting(
          shape, with: paint, tolerance: tolerance(under: transform))
        buffer.paint(paint.color, through: mask(outline.transformed(by: transform), buffer))
      case .shadow(let shape, let layer):
        // Inset shadows fall inside a shape; no token uses one, and they draw nothing here.
        guard shape.isClosed, !layer.inset else { continue }
        let cast = shape.spread(by: layer.spread).offsetBy(dx: layer.offsetX, dy: layer.offsetY)
        var coverage = mask(
          Outline.filling(cast, tolerance: tolerance(under: transform)).transformed(
            by: transform), buffer)
        // CSS: a blur of B is a Gaussian of standard deviation B / 2.
        if let blur = GaussianBlur(deviation: layer.blur / 2 * transform.lengthScale) {
          coverage = blur.apply(
            to: coverage, canvasWidth: buffer.width, canvasHeight: buffer.height)
        }
        buffer.paint(layer.color, through: coverage)
      case .group(let group):
        guard group.opacity > 0 else { continue }
        let inner = transform.concatenating(group.transform)
        if group.opacity >= 1 && group.clip == nil {
          draw(group.children, transform: inner, into: &buffer)
          continue
        }
        var layer = PixelBuffer(width: buffer.width, height: buffer.height)
        draw(group.children, transform: inner, into: &layer)
        if let clip = group.clip {
          let outline = Outline.filling(clip.shape, tolerance: tolerance(under: inner))
          layer.clip(to: mask(outline.transformed(by: inner), buffer))
        }
        buffer.composite(layer, opacity: min(1, group.opacity))
      case .text:
        // Set as outlines before drawing begins (`outliningText()`); none is left here.
        continue
      }
    }
  }

  private func tolerance(under transform: SceneTransform) -> Double {
    flatteningTolerance / max(transform.lengthScale, 1e-9)
  }

  private func mask(_ outline: Outline, _ buffer: PixelBuffer) -> CoverageMask {
    CoverageMask.covering(outline, canvasWidth: buffer.width, canvasHeight: buffer.height)
  }
}
