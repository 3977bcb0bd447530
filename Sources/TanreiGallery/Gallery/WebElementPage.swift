import TanreiCore
import TanreiRender

/// The `web.html` page: each fixture the web elements can show, in a row of three — the
/// renderer's SVG, its PNG, and the live element (`<tanrei-loading-indicator>`,
/// `<tanrei-progress>`, `<tanrei-spinner>`, `<tanrei-skeleton>`, `<tanrei-typing-indicator>`)
/// with the fixture's attributes and no show delay or entrance — so that a person sees at a glance whether the browser draws what the
/// renderer draws.
///
/// All three are shown at the same zoom, the live element in a frame padded by the SVG's
/// margin, so the frame's box is the SVG's box. The page imports `@tanrei/web` from
/// ``moduleFolder`` beside it, where `tanrei render` copies the package `scripts/build-web`
/// builds; without it the page says how to add it, and imports nothing. A module cannot be
/// imported from `file://`: the page must be served over HTTP, and says so where the import
/// fails.
public struct WebElementPage: Sendable {
  /// The page's file name.
  public static let fileName = "web.html"

  /// The folder beside the page that holds `@tanrei/web`.
  public static let moduleFolder = "web"

  /// The package's script the page imports, which defines every element.
  public static let entryPoint = "index.js"

  /// How many times their logical size the three columns are shown, at most.
  public static let zoom = FixtureGallery.vectorZoom

  /// The widest a picture is shown on a wide page, in CSS pixels: a wider one (a large
  /// skeleton) is shown at a smaller zoom, so that a card's three columns stay side by side.
  public static let wideWidth = 200.0

  /// The widest a picture is shown on a phone-wide page, in CSS pixels: two of a card's columns
  /// then fit side by side, and nothing scrolls sideways.
  public static let narrowWidth = 170.0

  /// The page's rows: the loading indicator's canonical and dark fixtures, Tanrei's progress
  /// bars and rings at a value, skeletons and typing indicators, and Appetite UI's spinners, of
  /// the entries drawn.
  public var entries: [FixtureGallery.Entry]

  /// Whether the module was copied beside the page, so that the page imports it.
  public var includesModule: Bool

  /// A page of the rows among `entries`; `includesModule` says whether the module sits in
  /// ``moduleFolder`` beside it.
  public init(entries: [FixtureGallery.Entry], includesModule: Bool) {
    self.entries = entries
    self.includesModule = includesModule
  }

  /// A row: a fixture, its files, and its live element.
  struct Row {
    var entry: FixtureGallery.Entry
    var png: RenderedFile?
    var element: String
    var attributes: [(String, String)]
    var dark: Bool
    var tokens: [(String, String)]
    var note: String
  }

  /// A section of rows under a heading.
  struct Group {
    var id: String
    var title: String
    var lead: String
    var rows: [Row]
  }

  /// Whether the page has a row to show.
  public var isEmpty: Bool { groups().allSatisfy { $0.rows.isEmpty } }

  /// The page.
  public func html() -> String {
    let groups = groups().filter { !$0.rows.isEmpty }
    let zoom = SVGNumber.format(Self.zoom)
    var html = PageStyle.head(
      title: "Tanrei: the web elements beside their fixtures", extraStyle: Self.style)
    html += """
      <header>
      <h1>Tanrei: the web elements beside their fixtures</h1>
      <p class="lead">Each card is one fixture three times, in a row: the renderer's SVG, its PNG, and the live web element with the fixture's attributes, shown at once and whole (<code>show-delay="0" enter-duration="0"</code>). All three are at \(zoom) times their logical size, or less where a picture is large (a skeleton) or the screen narrow; the live element sits in a frame padded by the SVG's transparent margin (\(SVGNumber.format(ComponentCanvas.margin)) px a side), so each frame's box is its SVG's box. A dashed line marks each picture's box. The SVG and PNG are still, at the moment the fixture names; the live element moves as it would in a product, and follows your system's reduced-motion setting.</p>
      <p><a href="\(FixtureGallery.fileName)">Back to the gallery of every fixture</a></p>

      """
    html += moduleNotice()
    html += "<nav aria-label=\"Sections\"><ul>\n<li>On this page:</li>\n"
    for group in groups {
      html += "<li><a href=\"#\(group.id)\">\(escape(group.title))</a></li>\n"
    }
    html += "</ul></nav>\n</header>\n<main>\n"
    for group in groups {
      html += "<section aria-labelledby=\"\(group.id)\">\n"
      html += "<h2 id=\"\(group.id)\">\(escape(group.title))</h2>\n"
      html += "<p class=\"group-lead\">\(escape(group.lead))</p>\n"
      html += "<div class=\"rows\">\n"
      for row in group.rows { html += self.row(row) }
      html += "</div>\n</section>\n"
    }
    html += "</main>\n" + script() + "</body>\n</html>\n"
    return html
  }

  // MARK: Rows

  func groups() -> [Group] {
    var light: [Row] = []
    var dark: [Row] = []
    var progress: [Row] = []
    var spinners: [Row] = []
    var skeletons: [Row] = []
    var typing: [Row] = []
    for entry in entries {
      if let fixture = entry.fixture as? LoadingIndicatorFixture {
        guard fixture.variant == .canonical || fixture.variant == .dark else { continue }
        let row = loadingIndicatorRow(entry, fixture)
        if fixture.variant == .dark { dark.append(row) } else { light.append(row) }
      } else if let fixture = entry.fixture as? FamilyFixture, fixture.system.isAppetite {
        // The spinner is Appetite UI's, and its element takes Appetite UI's tokens; the other
        // elements speak Tanrei's, so Appetite UI's other fixtures are for the renderer alone.
        if case .spinner(let props) = fixture.subject {
          spinners.append(spinnerRow(entry, fixture, props))
        }
      } else if let fixture = entry.fixture as? FamilyFixture {
        switch fixture.subject {
        case .progress(let props) where props.value == 0.5:
          // Half way, where the bar and the ring show most; the still ones only: a live
          // indeterminate one is never where the renderer's moment has it.
          progress.append(progressRow(entry, fixture, props))
        case .skeleton(let props):
          skeletons.append(skeletonRow(entry, fixture, props))
        case .typingIndicator(let props) where fixture.moves || fixture.system.isDark:
          // The first frame, light and dark: the live dots move through the others.
          typing.append(typingRow(entry, fixture, props))
        default:
          continue
        }
      }
    }
    return [
      Group(
        id: "light", title: "Loading indicator, light",
        lead:
          "The spec's fixtures on Tanrei's light page, at the start of a cycle: a quarter arc from 12 to 3 o'clock.",
        rows: light),
      Group(
        id: "dark", title: "Loading indicator, dark",
        lead:
          "The same fixtures in the dark mode's tokens; the live element gets them as CSS custom properties on its card.",
        rows: dark),
      Group(
        id: "progress", title: "Progress bar and ring",
        lead:
          "Half way, in Tanrei's tokens, light and dark; the ring's percentage is set in the browser's Inter where it has it, and in the renderer's outlines of Inter.",
        rows: progress),
      Group(
        id: "spinner", title: "Spinner (Appetite UI)",
        lead:
          "Appetite UI's four sizes, and the base one dark; the live arc turns once in 640 ms, the renderer's is still at the start of a turn.",
        rows: spinners),
      Group(
        id: "skeleton", title: "Skeleton",
        lead:
          "Placeholders for content that is loading; the live ones shimmer, and assistive technology does not see them.",
        rows: skeletons),
      Group(
        id: "typing", title: "Typing indicator",
        lead:
          "The renderer's first frame, dot 1 raised; the live dots rise one after another.",
        rows: typing),
    ]
  }

  private func loadingIndicatorRow(
    _ entry: FixtureGallery.Entry, _ fixture: LoadingIndicatorFixture
  )
    -> Row
  {
    let tokens = fixture.tokens
    let p = "--tanrei-comp-loading-indicator-"
    var attributes = [("size", fixture.props.size.name), ("label", fixture.props.label)]
    if fixture.props.contained { attributes.append(("contained", "")) }
    return Row(
      entry: entry, png: png(entry), element: "tanrei-loading-indicator",
      attributes: attributes + harness, dark: fixture.variant == .dark,
      tokens: [
        (p + "indicator-color", css(tokens.indicatorColor)),
        (p + "contained-indicator-color", css(tokens.containedIndicatorColor)),
        (p + "contained-container-color", css(tokens.containedContainerColor)),
        (p + "contained-container-elevation", css(tokens.containedElevation)),
      ],
      note: fixture.summary)
  }

  private func skeletonRow(
    _ entry: FixtureGallery.Entry, _ fixture: FamilyFixture, _ props: SkeletonProps
  ) -> Row {
    Row(
      entry: entry, png: png(entry), element: "tanrei-skeleton",
      attributes: [
        ("width", SVGNumber.format(props.width)), ("height", SVGNumber.format(props.height)),
        ("shape", props.shape.rawValue),
      ] + harness,
      dark: fixture.system.isDark,
      tokens: [("--tanrei-comp-skeleton-color", css(fixture.system.skeleton.color))],
      note: fixture.summary)
  }

  private func typingRow(
    _ entry: FixtureGallery.Entry, _ fixture: FamilyFixture, _ props: TypingIndicatorProps
  ) -> Row {
    Row(
      entry: entry, png: png(entry), element: "tanrei-typing-indicator",
      attributes: [("label", props.label)] + harness, dark: fixture.system.isDark,
      tokens: [
        ("--tanrei-comp-typing-indicator-dot-color", css(fixture.system.typingIndicator.color))
      ],
      note: fixture.summary)
  }

  private func progressRow(
    _ entry: FixtureGallery.Entry, _ fixture: FamilyFixture, _ props: ProgressProps
  ) -> Row {
    let tokens = fixture.system.progress
    let p = "--tanrei-comp-progress-"
    var attributes = [("label", props.label)]
    if let value = props.value { attributes.append(("value", SVGNumber.format(value))) }
    if props.style == .ring { attributes.append(("variant", "ring")) }
    if !props.showsPercentLabel { attributes.append(("show-label", "false")) }
    // A bar's length is the fixture's, not the width its card offers.
    let length = props.length ?? (props.style == .bar ? tokens.barLength : nil)
    if let length { attributes.append(("length", SVGNumber.format(length))) }
    let colours =
      props.style == .bar
      ? [
        (p + "bar-track-color", css(tokens.barTrackColor)),
        (p + "bar-indicator-color", css(tokens.barIndicatorColor)),
      ]
      : [
        (p + "ring-track-color", css(tokens.ringTrackColor)),
        (p + "ring-indicator-color", css(tokens.ringIndicatorColor)),
        (p + "ring-label-color", css(tokens.labelColor)),
      ]
    return Row(
      entry: entry, png: png(entry), element: "tanrei-progress",
      attributes: attributes + harness, dark: fixture.system.isDark, tokens: colours,
      note: fixture.summary)
  }

  private func spinnerRow(
    _ entry: FixtureGallery.Entry, _ fixture: FamilyFixture, _ props: SpinnerProps
  ) -> Row {
    var attributes = [("label", props.label)]
    if let size = props.size { attributes.append(("size", size)) }
    let tokens = fixture.system.spinner.map {
      [
        ("--tanrei-comp-spinner-track-color", css($0.trackColor)),
        ("--tanrei-comp-spinner-indicator-color", css($0.indicatorColor)),
      ]
    }
    return Row(
      entry: entry, png: png(entry), element: "tanrei-spinner",
      attributes: attributes + harness, dark: fixture.system.isDark, tokens: tokens ?? [],
      note: fixture.summary)
  }

  /// The snapshot harness's presence: shown at once, whole at once.
  private var harness: [(String, String)] { [("show-delay", "0"), ("enter-duration", "0")] }

  /// The PNG as wide as the picture is shown on a wide page, if there is one; else the
  /// narrowest wider one, else the widest; the page scales it.
  private func png(_ entry: FixtureGallery.Entry) -> RenderedFile? {
    let wanted = entry.svg.width * zoom(entry.svg.width, within: Self.wideWidth)
    let sorted = entry.images.sorted { $0.width < $1.width }
    return sorted.first { $0.width >= wanted } ?? sorted.last
  }

  /// The zoom for a picture `width` wide: ``zoom`` if it fits in `limit`, else the largest
  /// quarter step that fits, and never below 1.
  public func zoom(_ width: Double, within limit: Double) -> Double {
    guard width > 0, width * Self.zoom > limit else { return Self.zoom }
    return max(1, (limit / width * 4).rounded(.down) / 4)
  }

  private func row(_ row: Row) -> String {
    let fixture = row.entry.fixture
    let svg = row.entry.svg
    let id = escape(fixture.id)
    let width = SVGNumber.format(svg.width)
    let height = SVGNumber.format(svg.height)
    let wide = zoom(svg.width, within: Self.wideWidth)
    let narrow = min(wide, zoom(svg.width, within: Self.narrowWidth))
    // A card wide enough for its three pictures side by side, with their gaps and padding.
    let basis = max(560, 3 * svg.width * wide + 2 * 24 + 26)
    var style =
      "background: \(fixture.background.hexString); --zoom-wide: \(SVGNumber.format(wide)); "
    style += "--zoom-narrow: \(SVGNumber.format(narrow)); --basis: \(SVGNumber.format(basis))px; "
    style += "--width: \(width)px; --height: \(height)px"
    for (name, value) in row.tokens { style += "; \(name): \(value)" }
    var html =
      "<article class=\"row\(row.dark ? " dark" : "")\" id=\"live-\(id)\" "
      + "aria-labelledby=\"live-\(id)-name\" data-fixture=\"\(id)\" style=\"\(style)\">\n"
    html += "<h3 id=\"live-\(id)-name\">\(id)</h3>\n<p>\(escape(row.note))</p>\n"
    html += "<div class=\"columns\">\n"
    html += column(
      "<img class=\"picture svg\" src=\"\(escape(svg.name))\" width=\"\(width)\" "
        + "height=\"\(height)\" alt=\"\(escape(fixture.depiction))\">",
      kind: "Renderer's SVG",
      caption: "<a href=\"\(escape(svg.name))\">\(escape(svg.name))</a><br>\(escape(svg.detail))")
    if let png = row.png {
      html += column(
        "<img class=\"picture png\" src=\"\(escape(png.name))\" width=\"\(width)\" "
          + "height=\"\(height)\" alt=\"The same, as the renderer's PNG\">",
        kind: "Renderer's PNG",
        caption: "<a href=\"\(escape(png.name))\">\(escape(png.name))</a><br>\(escape(png.detail))")
    }
    let attributes = row.attributes.map { name, value in
      value.isEmpty ? name : "\(name)=\"\(escape(value))\""
    }
    let tag = "<\(row.element) \(attributes.joined(separator: " "))>"
    html += column(
      "<div class=\"picture live\" data-margin=\"\(SVGNumber.format(ComponentCanvas.margin))\">"
        + "\(tag)</\(row.element)></div>",
      kind: "Live element",
      caption: "&lt;\(row.element)&gt;<br>"
        + (includesModule ? "drawn by this browser" : "not drawn: no module, see above"))
    html +=
      "</div>\n<p class=\"tag\"><span>The live element:</span> <code>\(escape(tag))</code></p>\n"
    html += "</article>\n"
    return html
  }

  private func column(_ content: String, kind: String, caption: String) -> String {
    "<figure class=\"column\">\(content)<figcaption><strong>\(kind)</strong><br>\(caption)"
      + "</figcaption></figure>\n"
  }

  // MARK: The module

  private func moduleNotice() -> String {
    let folder = Self.moduleFolder
    if includesModule {
      // Shown only where the import fails: on file://, or where the folder was not served.
      return """
        <p class="notice" id="module-missing" role="status" hidden>The live elements could not be loaded from <code>\(folder)/\(Self.entryPoint)</code>: <span id="module-error"></span>. A module cannot be imported from a page opened as a file; serve this folder over HTTP (for example <code>python3 -m http.server --bind 127.0.0.1 --directory .</code> in it) and open <code>http://127.0.0.1:8000/\(Self.fileName)</code>.</p>

        """
    }
    return """
      <p class="notice" id="module-missing" role="status">The live elements are not on this page: <code>@tanrei/web</code> was not copied beside it. Run <code>tanrei render</code> in a checkout of Tanrei for Swift, which builds the package with <code>scripts/build-web</code>, or pass <code>--web</code> a package already built (<code>scripts/build-web OUT</code> writes it to <code>OUT/web</code>); render copies it into <code>\(folder)/</code> here. Then serve this folder over HTTP (a module cannot be imported from a page opened as a file).</p>

      """
  }

  private func script() -> String {
    guard includesModule else { return "" }
    return """
      <script type="module">
      try {
        await import('./\(Self.moduleFolder)/\(Self.entryPoint)');
        document.documentElement.dataset.module = 'loaded';
      } catch (error) {
        document.getElementById('module-error').textContent = String(error && error.message || error);
        document.getElementById('module-missing').hidden = false;
        document.documentElement.dataset.module = 'failed';
      }
      </script>

      """
  }

  // MARK: Values

  private func css(_ color: RGBAColor) -> String { CSSValue.color(color) }

  private func css(_ layers: [ShadowLayer]) -> String { CSSValue.shadow(layers) }

  private func escape(_ text: String) -> String {
    PageStyle.escape(text)
  }

  private static let style = """
    .notice { border: 1px solid #b58900; background: #fff8e1; border-radius: 6px; padding: 8px 12px; max-width: 62em; }
    .group-lead { margin: 0 0 10px; max-width: 62em; }
    .rows { display: flex; flex-wrap: wrap; gap: 12px; align-items: stretch; }
    .row { --zoom: var(--zoom-wide); flex: 1 1 var(--basis); border: 1px solid #c8c8c8; border-radius: 8px; padding: 10px 12px; color: #1f1f1f; max-width: 100%; min-width: 0; }
    .row.dark { color: #e0e0e0; border-color: #3a3a3a; }
    .row.dark a { color: #9cc3ff; }
    .row h3 { margin: 0; font: 600 14px/1.3 ui-monospace, monospace; overflow-wrap: anywhere; }
    .row > p { margin: 2px 0 10px; font-size: 13px; }
    .columns { display: flex; flex-wrap: wrap; gap: 14px 24px; align-items: flex-start; }
    .column { flex: none; margin: 0; width: max(calc(var(--width) * var(--zoom)), 11rem); max-width: 100%; }
    .column figcaption { font: 12px/1.4 ui-monospace, monospace; overflow-wrap: anywhere; margin-top: 6px; }
    .tag { margin: 10px 0 0; font-size: 13px; }
    .tag code { font-size: 12px; overflow-wrap: anywhere; }
    .column figcaption strong { font: 600 13px/1.4 system-ui, sans-serif; }
    .picture { display: block; outline: 1px dashed rgb(128 128 128 / 0.55); }
    img.picture { width: calc(var(--width) * var(--zoom)); height: calc(var(--height) * var(--zoom)); max-width: none; }
    .live { zoom: var(--zoom); width: var(--width); height: var(--height); padding: \(SVGNumber.format(ComponentCanvas.margin))px; line-height: 0; outline-width: calc(1px / var(--zoom)); }
    .live > * { vertical-align: top; }
    @media (max-width: 600px) {
      .row { padding: 8px; }
      .row { --zoom: var(--zoom-narrow); flex-basis: 100%; }
      .columns { gap: 12px 10px; }
      .column { width: max(calc(var(--width) * var(--zoom)), 6.5rem); }
    }
    """
}
