import TanreiCore
import TanreiRender

/// The `index.html` page that shows every fixture's images, with their ids, sizes and the token
/// values they show, so that a person can check them at a glance.
///
/// The page opens on the spec's six fixtures side by side, light and dark; then each component
/// has a section of cards, each card on its system's page colour. PNGs are shown at their own
/// pixel size (an @3x image three times as large as its @1x), so what is seen is what was drawn,
/// and the 1× ones can be zoomed without smoothing; SVGs and animations at three times their
/// logical size. Cards and their images wrap and large images scale down, so the page never
/// scrolls sideways, down to a phone's width. The animations are inlined, so one control pauses
/// and plays every motion on the page; the page starts paused where the reader asks for reduced
/// motion. The page refers to the images by name, so it belongs in the same folder.
public struct FixtureGallery: Sendable {
  /// One fixture's files.
  public struct Entry: Sendable {
    /// The fixture.
    public var fixture: any GalleryFixture
    /// Its PNGs, one per scale.
    public var images: [RenderedFile]
    /// Its SVG.
    public var svg: RenderedFile
    /// Its animated SVGs, if any.
    public var animations: [RenderedFile]

    /// An entry for `fixture`'s files.
    public init(
      fixture: any GalleryFixture, images: [RenderedFile], svg: RenderedFile,
      animations: [RenderedFile]
    ) {
      self.fixture = fixture
      self.images = images
      self.svg = svg
      self.animations = animations
    }
  }

  /// A page the gallery links to, such as a component's spec page.
  public struct Link: Sendable, Hashable {
    /// What the link says.
    public var title: String
    /// The file it opens, in the same folder.
    public var file: String

    /// A link saying `title` to `file`.
    public init(title: String, file: String) {
      self.title = title
      self.file = file
    }
  }

  /// The gallery's file name.
  public static let fileName = "index.html"

  /// How many times their logical size SVGs and animations are shown.
  public static let vectorZoom = 3.0

  /// How many times its pixel size a zoomed 1× PNG is shown.
  public static let pixelZoom = 4.0

  /// The entries, in the order shown.
  public var entries: [Entry]
  /// The scales the PNGs were drawn at.
  public var scales: [Double]
  /// The pages linked from the top of the gallery.
  public var links: [Link]
  /// For a section (a fixture's group), the page that describes its component.
  public var sectionLinks: [String: Link]
  /// The page of live web elements beside their fixtures, linked from the top if there is one.
  public var webPage: Link?

  /// A gallery of `entries`, linking to `links` and `webPage` at the top and to `sectionLinks`
  /// from the sections they name.
  public init(
    entries: [Entry], scales: [Double], links: [Link] = [], sectionLinks: [String: Link] = [:],
    webPage: Link? = nil
  ) {
    self.entries = entries
    self.scales = scales
    self.links = links
    self.sectionLinks = sectionLinks
    self.webPage = webPage
  }

  /// The page.
  public func html() -> String {
    let scaleList = scales.map { SVGNumber.format($0) + "×" }.joined(separator: ", ")
    var groups: [String] = []
    for entry in entries where !groups.contains(entry.fixture.group) {
      groups.append(entry.fixture.group)
    }
    var html = PageStyle.head(title: "Tanrei: fixtures", extraStyle: Self.style)
    html += """
      <header>
      <h1>Tanrei: fixtures</h1>
      <p class="lead">The loading indicator's six fixtures as the spec's snapshot harness draws them (no show delay, no entrance, at the start of a cycle), with their variants; then the rest of the family — progress bar and ring, skeleton, typing indicator, Appetite UI's spinner — in Tanrei's tokens and in Appetite UI's, each drawn at the moment its card names. Every card sits on its system's page colour and lists the token values it shows. Every image is the component's box with \(SVGNumber.format(LoadingIndicatorScene.margin)) px of transparent margin on each side. PNGs are shown at their pixel size (\(scaleList)); SVGs and animations at \(SVGNumber.format(Self.vectorZoom)) times their logical size. Each animation waits out the show delay, enters, then moves as its component does; its reduced-motion twin enters, then pulses (the loading indicator) or rests (the others). An animation also switches to its twin by itself where your system asks for reduced motion.</p>
      <div class="controls">
      <button type="button" id="motion" aria-pressed="false">Pause motion</button>
      <button type="button" id="replay">Replay the animations</button>
      <label><input type="checkbox" id="zoom"> Zoom 1× PNGs to \(SVGNumber.format(Self.pixelZoom))×, pixels kept sharp</label>
      </div>

      """
    let overview = overview()
    html += "<nav aria-label=\"Sections\"><ul>\n<li>On this page:</li>\n"
    if overview != nil {
      html += "<li><a href=\"#overview\">the six fixtures, light and dark</a></li>\n"
    }
    for group in groups {
      html += "<li><a href=\"#\(anchor(group))\">\(escape(group))</a></li>\n"
    }
    html += "</ul></nav>\n"
    if !links.isEmpty {
      html += "<nav aria-label=\"Spec pages\"><ul>\n<li>Spec pages:</li>\n"
      for link in links {
        html += "<li><a href=\"\(escape(link.file))\">\(escape(link.title))</a></li>\n"
      }
      html += "</ul></nav>\n"
    }
    if let webPage {
      html += "<nav aria-label=\"Web elements\"><ul>\n<li>Web elements:</li>\n"
      html += "<li><a href=\"\(escape(webPage.file))\">\(escape(webPage.title))</a></li>\n"
      html += "</ul></nav>\n"
    }
    html += "</header>\n<main>\n"
    if let overview { html += overview }
    for group in groups {
      html += "<section aria-labelledby=\"\(anchor(group))\">\n"
      html += "<h2 id=\"\(anchor(group))\">\(escape(group))</h2>\n"
      if let link = sectionLinks[group] {
        html += "<p><a href=\"\(escape(link.file))\">\(escape(link.title))</a></p>\n"
      }
      html += "<div class=\"cards\">\n"
      for entry in entries where entry.fixture.group == group { html += card(entry) }
      html += "</div>\n</section>\n"
    }
    html += "</main>\n" + Self.script + "</body>\n</html>\n"
    return html
  }

  /// The six canonical fixtures, each light beside dark, drawn from their SVGs.
  private func overview() -> String? {
    let canonical = entries.compactMap { entry -> (Entry, Entry)? in
      guard let fixture = entry.fixture as? LoadingIndicatorFixture, fixture.variant == .canonical,
        let dark = entries.first(where: { $0.fixture.id == fixture.base + "-dark" })
      else { return nil }
      return (entry, dark)
    }
    guard !canonical.isEmpty else { return nil }
    var html = "<section aria-labelledby=\"overview\">\n"
    html += "<h2 id=\"overview\">The six fixtures, light and dark</h2>\n<div class=\"overview\">\n"
    for (light, dark) in canonical {
      html += "<figure class=\"pair\">\n<div class=\"modes\">\n"
      for entry in [light, dark] {
        let zoom = Self.vectorZoom
        html +=
          "<a class=\"mode\" href=\"#\(entry.fixture.id)\" style=\"background: "
          + "\(entry.fixture.background.hexString)\">"
          + image(
            entry.svg.name, width: entry.svg.width * zoom, height: entry.svg.height * zoom,
            alt: entry.fixture.depiction) + "</a>\n"
      }
      html += "</div>\n<figcaption>\(escape(light.fixture.id)) · \(escape(light.svg.detail))"
      html += "</figcaption>\n</figure>\n"
    }
    html += "</div>\n</section>\n"
    return html
  }

  private func anchor(_ group: String) -> String {
    String(group.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
  }

  private func card(_ entry: Entry) -> String {
    let fixture = entry.fixture
    let background = fixture.background
    let dark = background.relativeLuminance < 0.2
    var html =
      "<article class=\"card\(dark ? " dark" : "")\" id=\"\(escape(fixture.id))\" "
      + "aria-labelledby=\"\(escape(fixture.id))-name\" style=\"background: \(background.hexString)\">\n"
    html += "<h3 id=\"\(escape(fixture.id))-name\">\(escape(fixture.id))</h3>\n"
    html += "<p>\(escape(fixture.summary))</p>\n"
    let tokens = fixture.shownTokens
    if !tokens.isEmpty {
      html += "<dl class=\"tokens\">\n"
      for token in tokens {
        let swatch =
          token.color.map {
            "<span class=\"swatch\" style=\"background: \(RGBAColor(red: $0.red, green: $0.green, blue: $0.blue).hexString)\"></span>"
          } ?? ""
        html += "<dt>\(escape(token.path))</dt><dd>\(swatch)\(escape(token.value))</dd>\n"
      }
      html += "</dl>\n"
    }
    html += "<div class=\"images\">\n"
    for (index, file) in entry.images.enumerated() {
      let oneX = file.width == entry.svg.width
      let alt = index == 0 ? fixture.depiction : "The same, at \(scaleName(file, entry))"
      var attributes = ""
      if oneX {
        attributes =
          " class=\"one-x\" style=\"--zoomed: \(SVGNumber.format(file.width * Self.pixelZoom))px\""
      }
      html += figure(
        image(file.name, width: file.width, height: file.height, alt: alt, extra: attributes),
        caption: file.name, detail: file.detail)
    }
    let zoom = Self.vectorZoom
    html += figure(
      image(
        entry.svg.name, width: entry.svg.width * zoom, height: entry.svg.height * zoom,
        alt: entry.images.isEmpty ? fixture.depiction : "The same, as SVG"),
      caption: entry.svg.name, detail: entry.svg.detail)
    for animation in entry.animations {
      let inline = String(decoding: animation.bytes, as: UTF8.self)
      let width = SVGNumber.format(animation.width * zoom)
      html += figure(
        "<div class=\"animation\" style=\"width: \(width)px\">\n\(inline)</div>",
        caption: animation.name, detail: animation.detail)
    }
    html += "</div>\n</article>\n"
    return html
  }

  private func scaleName(_ file: RenderedFile, _ entry: Entry) -> String {
    guard entry.svg.width > 0 else { return file.detail }
    return SVGNumber.format(file.width / entry.svg.width) + "×"
  }

  private func image(
    _ source: String, width: Double, height: Double, alt: String, extra: String = ""
  ) -> String {
    "<img src=\"\(escape(source))\" width=\"\(SVGNumber.format(width))\" "
      + "height=\"\(SVGNumber.format(height))\" alt=\"\(escape(alt))\"\(extra)>"
  }

  /// A figure whose caption links to the file, so each can be opened alone.
  private func figure(_ content: String, caption: String, detail: String) -> String {
    "<figure>\(content)<figcaption><a href=\"\(escape(caption))\">\(escape(caption))</a>"
      + "<br>\(escape(detail))</figcaption></figure>\n"
  }

  private func escape(_ text: String) -> String {
    PageStyle.escape(text)
  }

  private static let style = """
    .controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 0 0 12px; }
    .overview { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; }
    .pair { margin: 0; border: 1px solid #c8c8c8; border-radius: 8px; padding: 8px; background: #fff; max-width: 100%; }
    .modes { display: flex; flex-direction: column; }
    .mode { display: block; padding: 8px; line-height: 0; }
    .pair figcaption { font: 12px/1.3 ui-monospace, monospace; margin-top: 6px; }
    .cards { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
    .card { border: 1px solid #c8c8c8; border-radius: 8px; padding: 10px 12px; max-width: 100%; min-width: 0; box-sizing: border-box; color: #1f1f1f; }
    .card.dark { color: #e0e0e0; border-color: #3a3a3a; }
    .card.dark a { color: #9cc3ff; }
    .card h3 { margin: 0; font: 600 14px/1.3 ui-monospace, monospace; overflow-wrap: anywhere; }
    .card > p { margin: 2px 0 6px; font-size: 13px; }
    .tokens { display: grid; grid-template-columns: auto auto; gap: 0 10px; margin: 0 0 8px; font: 12px/1.5 ui-monospace, monospace; justify-content: start; }
    .tokens dt { overflow-wrap: anywhere; }
    .tokens dd { margin: 0; white-space: nowrap; }
    .swatch { display: inline-block; width: 10px; height: 10px; margin-right: 4px; border: 1px solid #888; vertical-align: -1px; }
    .images { display: flex; flex-wrap: wrap; gap: 14px; align-items: flex-end; }
    figure { margin: 0; text-align: center; max-width: 100%; min-width: 0; }
    figure img { display: block; margin: 0 auto 4px; max-width: 100%; height: auto; }
    img.one-x { image-rendering: pixelated; }
    body.zoomed img.one-x { width: var(--zoomed); }
    .animation { max-width: 100%; margin: 0 auto 4px; }
    .animation svg { display: block; width: 100%; height: auto; }
    figcaption { font: 12px/1.3 ui-monospace, monospace; overflow-wrap: anywhere; }
    """

  private static let script = """
    <script>
    (function () {
      const motion = document.getElementById('motion');
      const replay = document.getElementById('replay');
      const zoom = document.getElementById('zoom');
      let paused = false;
      function setPaused(value) {
        paused = value;
        for (const animation of document.getAnimations()) {
          if (paused) animation.pause();
          else if (animation.playState === 'paused') animation.play();
        }
        motion.textContent = paused ? 'Play motion' : 'Pause motion';
        motion.setAttribute('aria-pressed', String(paused));
      }
      motion.addEventListener('click', function () { setPaused(!paused); });
      replay.addEventListener('click', function () {
        for (const animation of document.getAnimations()) {
          animation.currentTime = 0;
          if (!paused) animation.play();
        }
      });
      zoom.addEventListener('change', function () {
        document.body.classList.toggle('zoomed', zoom.checked);
      });
      // Under reduced motion nothing moves until the reader asks for it.
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPaused(true);
    })();
    </script>

    """
}
