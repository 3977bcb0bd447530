import TanreiRender

/// Everything `tanrei render` writes: each fixture's files (`FixtureRenderer`), a spec page
/// for each component drawn (``SpecPage``), the page of live web elements beside their
/// fixtures (``WebElementPage``) where any fixture drawn has one, and the gallery
/// (``FixtureGallery``) that links them all.
///
/// Nothing is written to disk here; a caller writes the files it gets.
public struct SiteRenderer: Sendable {
  /// The fixtures to show, in order: the loading indicator's first, then the rest of the family
  /// in each design system.
  public var fixtures: [any GalleryFixture]
  /// The scales, device pixels per logical pixel.
  public var scales: [Double]
  /// The rasterizer used for PNGs.
  public var rasterizer: Rasterizer
  /// Whether the web elements' module is copied beside the pages, in
  /// ``WebElementPage/moduleFolder``: the page of live elements then imports it, and otherwise
  /// says how to build it.
  public var includesWebModule = false

  /// A site of `fixtures` at `scales`.
  public init(
    fixtures: [any GalleryFixture] = LoadingIndicatorFixture.all + FamilyFixture.all,
    scales: [Double] = FixtureRenderer.standardScales, rasterizer: Rasterizer = Rasterizer(),
    includesWebModule: Bool = false
  ) {
    self.fixtures = fixtures
    self.scales = scales
    self.rasterizer = rasterizer
    self.includesWebModule = includesWebModule
  }

  /// What draws the fixtures' files.
  public var renderer: FixtureRenderer {
    FixtureRenderer(fixtures: fixtures, scales: scales, rasterizer: rasterizer)
  }

  /// What could not be drawn as asked, across the fixtures (`FixtureRenderer.notes`).
  public var notes: [String] { renderer.notes }

  /// Every fixture's files, then a spec page for each component drawn, then the page of live
  /// web elements where any fixture drawn has one, then the gallery (`index.html`) last; throws
  /// before returning anything when a scale cannot be drawn.
  public func renderAll() throws(RenderError) -> [RenderedFile] {
    let renderer = self.renderer
    var files: [RenderedFile] = []
    var entries: [FixtureGallery.Entry] = []
    for fixture in fixtures {
      var images: [RenderedFile] = []
      for scale in scales { images.append(try renderer.png(fixture, scale: scale)) }
      let vector = renderer.svg(fixture)
      let moving = renderer.animations(fixture)
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
