import TanreiCore

/// Renders fixtures to files: a PNG per fixture and scale, an SVG per fixture, and the animated
/// SVGs of the fixtures that move (the motion, and its reduced-motion twin). The pages that show
/// them are `TanreiGallery`'s.
///
/// Names follow the project's convention: `<fixture>@<scale>x.png`, `<fixture>.svg`, and
/// `<fixture>.animated.svg` and `<fixture>-reduced-motion.animated.svg` for the animations.
/// Nothing is written to disk here; a caller writes the files it gets.
public struct FixtureRenderer: Sendable {
  /// The fixtures to draw, in order.
  public var fixtures: [any RenderableFixture]
  /// The scales, device pixels per logical pixel.
  public var scales: [Double]
  /// The rasterizer used for PNGs.
  public var rasterizer: Rasterizer

  /// The scales the spec's fixtures are drawn at.
  public static let standardScales: [Double] = [1, 2, 3]

  /// A renderer of `fixtures` at `scales`.
  public init(
    fixtures: [any RenderableFixture] = LoadingIndicatorFixture.all + FamilyFixture.all,
    scales: [Double] = standardScales, rasterizer: Rasterizer = Rasterizer()
  ) {
    self.fixtures = fixtures
    self.scales = scales
    self.rasterizer = rasterizer
  }

  /// "small@2x.png"; a fractional scale keeps its decimals ("small@1.5x.png").
  public static func pngName(_ id: String, scale: Double) -> String {
    "\(id)@\(SVGNumber.format(scale))x.png"
  }

  /// The PNG of `fixture` at `scale`.
  public func png(_ fixture: any RenderableFixture, scale: Double) throws(RenderError)
    -> RenderedFile
  {
    let image = try rasterizer.render(fixture.scene(), scale: scale)
    return RenderedFile(
      name: Self.pngName(fixture.id, scale: scale), kind: .png, bytes: try image.pngData(),
      detail: "\(image.width)×\(image.height) px", width: Double(image.width),
      height: Double(image.height))
  }

  /// The SVG of `fixture`, its names in a namespace of its own and named by its title.
  public func svg(_ fixture: any RenderableFixture) -> RenderedFile {
    let scene = fixture.scene()
    let name = fixture.id + ".svg"
    let text = SVGWriter(namespace: SVGWriter.namespace(forFile: name)).document(
      scene, title: fixture.title)
    return RenderedFile(
      name: name, kind: .svg, bytes: Array(text.utf8),
      detail: "\(scene.size) px", width: scene.size.width, height: scene.size.height)
  }

  /// The animations of a fixture's props as the system would show them (its own show delay
  /// and entrance, not the harness's): the motion and its reduced-motion twin, for a fixture
  /// that moves; none for a still variant.
  public func animations(_ fixture: any RenderableFixture) -> [RenderedFile] {
    fixture.animations().map { document in
      RenderedFile(
        name: document.name, kind: .svg, bytes: Array(document.svg.utf8),
        detail: "\(document.size) px, animated", width: document.size.width,
        height: document.size.height)
    }
  }

  /// What could not be drawn as asked, across the fixtures, for the person reading the output:
  /// each cause once, with the fixtures it touched ("progress-ring-25, progress-ring-50 and 10
  /// more: the percent label is set in …").
  public var notes: [String] {
    var causes: [(note: String, fixtures: [String])] = []
    for fixture in fixtures {
      for note in fixture.notes {
        if let index = causes.firstIndex(where: { $0.note == note }) {
          causes[index].fixtures.append(fixture.id)
        } else {
          causes.append((note, [fixture.id]))
        }
      }
    }
    return causes.map { cause in
      let named = cause.fixtures.prefix(2).joined(separator: ", ")
      let more = cause.fixtures.count > 2 ? " and \(cause.fixtures.count - 2) more" : ""
      return "\(named)\(more): \(cause.note)"
    }
  }
}
