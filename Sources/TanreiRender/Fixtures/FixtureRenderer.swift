import TanreiCore

/// Renders fixtures to files: a PNG per fixture and scale, an SVG per fixture, the animated
/// SVGs of the fixtures that move (the motion, and its reduced-motion twin), and the gallery
/// that shows them all: the loading indicator's fixtures first, then the rest of the family in
/// each design system.
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
  /// Whether the web elements' module is copied beside the pages, in
  /// ``WebElementPage/moduleFolder``: the page of live elements then imports it, and otherwise
  /// says how to build it.
  public var includesWebModule = false

  /// The scales the spec's fixtures are drawn at.
  public static let standardScales: [Double] = [1, 2, 3]

  /// A renderer of `fixtures` at `scales`.
  public init(
    fixtures: [any RenderableFixture] = LoadingIndicatorFixture.all + FamilyFixture.all,
    scales: [Double] = standardScales, rasterizer: Rasterizer = Rasterizer(),
    includesWebModule: Bool = false
  ) {
    self.fixtures = fixtures
    self.scales = scales
    self.rasterizer = rasterizer
    self.includesWebModule = includesWebModule
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

  /// Every file, then a spec page for each component drawn (see ``SpecPage``), then the page
  /// of live web elements beside their fixtures (``WebElementPage``) where any fixture drawn has
  /// one, then the gallery (`index.html`) last; throws before returning anything when a scale cannot be
  /// drawn.
  public func renderAll() throws(RenderError) -> [RenderedFile] {
    var files: [RenderedFile] = []
    var entries: [FixtureGallery.Entry] = []
    for fixture in fixtures {
      var images: [RenderedFile] = []
      for scale in scales { images.append(try png(fixture, scale: scale)) }
      let vector = svg(fixture)
      let moving = animations(fixture)
      files += images + [vector] + moving
      entries.append(
        FixtureGallery.Entry(fixture: fixture, images: images, svg: vector, animations: moving))
    }
    // A spec page for each component drawn, linked from the gallery.
    let pages = SpecPage.all.filter { page in entries.contains { page.showsFixture($0.fixture) } }
    for page in pages {
      files.append(
        RenderedFile(
          name: page.file, kind: .html, bytes: Array(page.html(entries: entries).utf8),
          detail: "the \(page.title.lowercased())'s spec page"))
    }
    let links = pages.map { FixtureGallery.Link(title: $0.title, file: $0.file) }
    var sectionLinks: [String: FixtureGallery.Link] = [:]
    for entry in entries {
      guard let page = pages.first(where: { $0.showsFixture(entry.fixture) }) else { continue }
      sectionLinks[entry.fixture.group] = FixtureGallery.Link(
        title: "The \(page.title.lowercased())'s spec page", file: page.file)
    }
    let web = WebElementPage(entries: entries, includesModule: includesWebModule)
    var webLink: FixtureGallery.Link?
    if !web.isEmpty {
      files.append(
        RenderedFile(
          name: WebElementPage.fileName, kind: .html, bytes: Array(web.html().utf8),
          detail: "the web elements beside their fixtures"
            + (includesWebModule ? "" : " (without @tanrei/web: the page says how to add it)")))
      webLink = FixtureGallery.Link(
        title: "The web elements, live beside their SVG and PNG", file: WebElementPage.fileName)
    }
    let gallery = FixtureGallery(
      entries: entries, scales: scales, links: links, sectionLinks: sectionLinks,
      webPage: webLink
    ).html()
    files.append(
      RenderedFile(
        name: FixtureGallery.fileName, kind: .html, bytes: Array(gallery.utf8),
        detail: "\(entries.count) fixtures"))
    return files
  }
}
