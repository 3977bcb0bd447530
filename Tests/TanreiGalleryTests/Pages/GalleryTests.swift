import Foundation
import TanreiCore
import TanreiGallery
import TanreiRender
import Testing

/// The gallery's page as text: what a browser, a screen reader and a person need of it, checked
/// without a browser (the browser checks are in BrowserPageTests).
@Suite("The gallery is a page a person and a screen reader can use")
struct GalleryTests {
  static var page: String {
    get async {
      await RenderedPages.all.value.first { $0.name == FixtureGallery.fileName }
        .map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
    }
  }

  @Test("a viewport for phones, a main landmark, and headings one level at a time")
  func structure() async throws {
    let page = await Self.page
    #expect(
      page.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
    #expect(page.components(separatedBy: "<main>").count == 2)
    #expect(page.components(separatedBy: "<h1").count == 2)
    let levels = try Regex(#"<h([1-6])"#)
    var last = 0
    for match in page.matches(of: levels) {
      let level = Int(match.output[1].substring ?? "") ?? 0
      #expect(level <= last + 1, "a heading skips from h\(last) to h\(level)")
      last = level
    }
  }

  @Test("the six fixtures first, each light beside dark, before any other section")
  func overviewFirst() async throws {
    let page = await Self.page
    let overview = try #require(page.range(of: "<h2 id=\"overview\">"))
    let firstGroup = try #require(page.range(of: "<h2 id=\"loading-indicator--small\">"))
    #expect(overview.lowerBound < firstGroup.lowerBound)
    let section = page[overview.upperBound..<firstGroup.lowerBound]
    for fixture in LoadingIndicatorFixture.canonical {
      #expect(section.contains("src=\"\(fixture.base).svg\""), "\(fixture.base)")
      #expect(section.contains("src=\"\(fixture.base)-dark.svg\""), "\(fixture.base)-dark")
    }
  }

  @Test("each card lists the token values it shows, colours with their paths")
  func tokensPerCard() async throws {
    let page = await Self.page
    let card = try #require(page.range(of: "id=\"contained-large\""))
    let rest = page[card.upperBound...]
    let end = try #require(rest.range(of: "</article>"))
    let text = rest[..<end.lowerBound]
    #expect(text.contains("<dt>comp.loading-indicator.indicator.size.large</dt><dd>40 px</dd>"))
    #expect(text.contains("<dt>comp.loading-indicator.contained.container.color</dt>"))
    #expect(text.contains("#ffffff</dd>"))
  }

  @Test("alt text says what is drawn, never the file's name")
  func altText() async throws {
    let pattern = try Regex(#"<img src="([^"]+)"[^>]*alt="([^"]*)""#)
    let page = await Self.page
    var count = 0
    for match in page.matches(of: pattern) {
      let source = String(match.output[1].substring ?? "")
      let alt = String(match.output[2].substring ?? "")
      #expect(!alt.isEmpty && !alt.contains(source) && !alt.hasSuffix(".png"), "\(source): \(alt)")
      count += 1
    }
    #expect(count > 200)
    #expect(
      page.contains(
        "alt=\"large loading indicator, on a raised white circle: a dark grey quarter arc with "
          + "round ends, from 12 to 3 o'clock\""))
  }

  @Test("one control pauses all motion, paused from the start under reduced motion")
  func motionControl() async {
    let page = await Self.page
    #expect(
      page.contains(
        "<button type=\"button\" id=\"motion\" aria-pressed=\"false\">Pause motion</button>"))
    #expect(
      page.contains("matchMedia('(prefers-reduced-motion: reduce)').matches) setPaused(true)"))
    #expect(page.contains("document.getAnimations()"))
    // The animations are inline, where the page's script can reach them.
    #expect(!page.contains("<img src=\"medium.animated.svg\""))
    #expect(page.contains("<title id=\"medium-animated-title\">Loading</title>"))
  }

  @Test("1× PNGs zoom with their pixels kept sharp")
  func pixelZoom() async {
    let page = await Self.page
    #expect(page.contains("img.one-x { image-rendering: pixelated; }"))
    #expect(page.contains("src=\"small@1x.png\" width=\"32\" height=\"32\""))
    #expect(page.contains("class=\"one-x\" style=\"--zoomed: 128px\""))
  }

  static var webPage: String {
    get async {
      await RenderedPages.all.value.first { $0.name == WebElementPage.fileName }
        .map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
    }
  }

  @Test("the gallery links to web.html, a row per fixture with the SVG, the PNG, the live element")
  func webPageRows() async throws {
    #expect(await Self.page.contains("href=\"\(WebElementPage.fileName)\""))
    let page = await Self.webPage
    for fixture in LoadingIndicatorFixture.all
    where fixture.variant == .canonical || fixture.variant == .dark {
      let start = try #require(page.range(of: "data-fixture=\"\(fixture.id)\""), "\(fixture.id)")
      let rest = page[start.upperBound...]
      let row = rest[..<(rest.range(of: "</article>")?.lowerBound ?? rest.endIndex)]
      #expect(row.contains("src=\"\(fixture.id).svg\""), "\(fixture.id)")
      #expect(row.contains("src=\"\(fixture.id)@2x.png\""), "\(fixture.id)")
      var tag = "<tanrei-loading-indicator size=\"\(fixture.props.size.name)\" label=\"Loading\""
      if fixture.props.contained { tag += " contained" }
      tag += " show-delay=\"0\" enter-duration=\"0\"></tanrei-loading-indicator>"
      #expect(row.contains(tag), "\(fixture.id)")
    }
    #expect(page.contains("data-fixture=\"quarter-turn\"") == false)
    #expect(page.components(separatedBy: "<tanrei-loading-indicator ").count - 1 == 12)
    #expect(
      page.contains(
        "<tanrei-skeleton width=\"120\" height=\"120\" shape=\"rounded\" show-delay=\"0\" "
          + "enter-duration=\"0\"></tanrei-skeleton>"))
    #expect(page.contains("<tanrei-typing-indicator label=\"Typing\" show-delay=\"0\""))
    // Half way, bar and ring, light and dark, and the ring at two sizes without its label.
    #expect(page.components(separatedBy: "<tanrei-progress ").count - 1 == 6)
    #expect(page.contains("<tanrei-progress label=\"Uploading\" value=\"0.5\" length=\""))
    #expect(page.contains("<tanrei-progress label=\"Storage\" value=\"0.5\" variant=\"ring\" "))
    #expect(
      page.contains(
        "<tanrei-progress label=\"Storage\" value=\"0.5\" variant=\"ring\" show-label=\"false\" "
          + "length=\"24\" show-delay=\"0\" enter-duration=\"0\"></tanrei-progress>"))
    // The spinner is Appetite UI's: its four sizes and the base one dark.
    #expect(page.components(separatedBy: "<tanrei-spinner ").count - 1 == 5)
    #expect(
      page.contains(
        "<tanrei-spinner label=\"Loading\" size=\"base\" show-delay=\"0\" enter-duration=\"0\">"
          + "</tanrei-spinner>"))
    // Appetite UI's other fixtures are the renderer's alone: those elements speak Tanrei's
    // tokens.
    for component in ["progress", "skeleton", "typing"] {
      #expect(!page.contains("data-fixture=\"appetite-\(component)"), "\(component)")
    }
    // Each column says what it is.
    #expect(page.contains("<strong>Renderer's SVG</strong>"))
    #expect(page.contains("<strong>Renderer's PNG</strong>"))
    #expect(page.contains("<strong>Live element</strong>"))
    let levels = try Regex(#"<h([1-6])"#)
    var last = 0
    for match in page.matches(of: levels) {
      let level = Int(match.output[1].substring ?? "") ?? 0
      #expect(level <= last + 1, "a heading skips from h\(last) to h\(level)")
      last = level
    }
  }

  @Test("without @tanrei/web, web.html says how to add it and imports nothing; with it, imports it")
  func webPageModule() async throws {
    let without = await Self.webPage
    #expect(without.contains("Run <code>tanrei render</code> in a checkout of Tanrei for Swift"))
    #expect(
      without.contains("<code>scripts/build-web OUT</code> writes it to <code>OUT/web</code>"))
    #expect(!without.contains("<script"))
    let entries = LoadingIndicatorFixture.canonical.map { fixture in
      let renderer = FixtureRenderer(fixtures: [fixture], scales: [3])
      return FixtureGallery.Entry(
        fixture: fixture, images: [], svg: renderer.svg(fixture), animations: [])
    }
    let with = WebElementPage(entries: entries, includesModule: true).html()
    #expect(with.contains("await import('./web/index.js');"))
    #expect(with.contains("id=\"module-missing\" role=\"status\" hidden"))
    #expect(!WebElementPage(entries: entries, includesModule: true).isEmpty)
    #expect(WebElementPage(entries: [], includesModule: true).isEmpty)
  }

  @Test("on web.html a large picture is zoomed less, so a card's three columns fit side by side")
  func webPageZoom() {
    let page = WebElementPage(entries: [], includesModule: false)
    #expect(page.zoom(56, within: WebElementPage.wideWidth) == 3)
    #expect(page.zoom(136, within: WebElementPage.wideWidth) == 1.25)
    #expect(page.zoom(216, within: WebElementPage.wideWidth) == 1)
    #expect(page.zoom(64, within: WebElementPage.narrowWidth) == 2.5)
    #expect(page.zoom(0, within: WebElementPage.narrowWidth) == 3)
  }
}
