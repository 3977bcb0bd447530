import TanreiCore

/// The `index.html` page that shows every fixture's images side by side, with their ids and
/// sizes, so a person can check them at a glance.
///
/// PNGs are shown at their own pixel size (an @3x image three times as large as its @1x), so
/// that what is seen is what was drawn; SVGs and animations are shown at three times their
/// logical size, beside the @3x PNG they should match. Dark-mode fixtures sit on the dark
/// mode's page colour, every other on the light mode's, as a product would show them. The page
/// refers to the images by name, so it belongs in the same folder.
public struct FixtureGallery: Sendable {
  /// One fixture's files.
  public struct Entry: Sendable {
    /// The fixture.
    public var fixture: any RenderableFixture
    /// Its PNGs, one per scale.
    public var images: [RenderedFile]
    /// Its SVG.
    public var svg: RenderedFile
    /// Its animated SVGs, if any.
    public var animations: [RenderedFile]

    /// An entry for `fixture`'s files.
    public init(
      fixture: any RenderableFixture, images: [RenderedFile], svg: RenderedFile,
      animations: [RenderedFile]
    ) {
      self.fixture = fixture
      self.images = images
      self.svg = svg
      self.animations = animations
    }
  }

  /// The gallery's file name.
  public static let fileName = "index.html"

  /// The entries, in the order shown.
  public var entries: [Entry]
  /// The scales the PNGs were drawn at.
  public var scales: [Double]

  /// A gallery of `entries`.
  public init(entries: [Entry], scales: [Double]) {
    self.entries = entries
    self.scales = scales
  }

  /// The page.
  public func html() -> String {
    let scaleList = scales.map { SVGNumber.format($0) + "×" }.joined(separator: ", ")
    var groups: [String] = []
    for entry in entries where !groups.contains(entry.fixture.group) {
      groups.append(entry.fixture.group)
    }
    var html = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Tanrei: fixtures</title>
      <style>
        body { margin: 24px; font: 14px/1.45 system-ui, sans-serif; color: #1f1f1f; background: #f0f0f0; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        h2 { font-size: 16px; margin: 28px 0 8px; }
        p.lead { margin: 0 0 12px; color: #444; max-width: 60em; }
        nav { margin: 0 0 12px; font-size: 13px; max-width: 70em; }
        nav a { margin-right: 10px; white-space: nowrap; }
        .fixtures { display: flex; flex-wrap: wrap; gap: 12px; align-items: stretch; }
        .card { border: 1px solid #d6d6d6; border-radius: 8px; padding: 10px 12px; }
        .card.dark { color: #d8d8d8; border-color: #333; }
        .card h3 { margin: 0; font: 600 13px/1.3 ui-monospace, monospace; }
        .card p { margin: 2px 0 8px; font-size: 12px; opacity: 0.8; }
        .images { display: flex; gap: 14px; align-items: flex-end; }
        figure { margin: 0; text-align: center; }
        figure img { display: block; margin: 0 auto 4px; }
        figcaption { font: 11px/1.3 ui-monospace, monospace; opacity: 0.85; white-space: nowrap; }
        button { font: inherit; font-size: 12px; }
      </style>
      </head>
      <body>
      <h1>Tanrei: fixtures</h1>
      <p class="lead">The loading indicator's canonical fixtures as the spec's snapshot harness draws them (no show delay, no entrance, at the start of a cycle) and their variants; then the rest of the family — progress bar and ring, skeleton, typing indicator, Appetite UI's spinner — in Tanrei's tokens and in Appetite UI's, drawn the same way at the moment named. Each card sits on its system's page colour. Every image is the component's box with \(SVGNumber.format(LoadingIndicatorScene.margin)) px of transparent margin on each side. PNGs are shown at their pixel size (\(scaleList)); SVGs and animations at three times their logical size. The animations wait out the show delay, enter, then move as the component does (their reduced-motion twins only enter); <button type="button" onclick="replay()">replay the animations</button></p>

      """
    html += "<nav>"
    html += groups.map { "<a href=\"#\(anchor($0))\">\(escape($0))</a>" }.joined()
    html += "</nav>\n"
    for group in groups {
      html += "<h2 id=\"\(anchor(group))\">\(escape(group))</h2>\n<div class=\"fixtures\">\n"
      for entry in entries where entry.fixture.group == group { html += card(entry) }
      html += "</div>\n"
    }
    html += """
      <script>
      function replay() {
        const stamp = Date.now();
        for (const image of document.querySelectorAll('img[data-animated]')) {
          image.src = image.getAttribute('data-animated') + '?replay=' + stamp;
        }
      }
      </script>
      </body>
      </html>

      """
    return html
  }

  private func anchor(_ group: String) -> String {
    String(group.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
  }

  private func card(_ entry: Entry) -> String {
    let background = entry.fixture.background
    let dark = background.relativeLuminance < 0.2
    var html =
      "<section class=\"card\(dark ? " dark" : "")\" id=\"\(entry.fixture.id)\" "
      + "style=\"background: \(background.hexString)\">\n"
    html += "<h3>\(entry.fixture.id)</h3>\n<p>\(escape(entry.fixture.summary))</p>\n"
    html += "<div class=\"images\">\n"
    for image in entry.images {
      html += figure(
        source: image.name, width: image.width, height: image.height,
        caption: "\(image.name)<br>\(image.detail)")
    }
    let logical = (width: entry.svg.width, height: entry.svg.height)
    html += figure(
      source: entry.svg.name, width: logical.width * 3, height: logical.height * 3,
      caption: "\(entry.svg.name)<br>\(entry.svg.detail)")
    for animation in entry.animations {
      html += figure(
        source: animation.name, width: logical.width * 3, height: logical.height * 3,
        caption: "\(animation.name)<br>\(animation.detail)", animated: true)
    }
    html += "</div>\n</section>\n"
    return html
  }

  private func figure(
    source: String, width: Double, height: Double, caption: String, animated: Bool = false
  ) -> String {
    let width = SVGNumber.format(width)
    let height = SVGNumber.format(height)
    let marker = animated ? " data-animated=\"\(source)\"" : ""
    return "<figure><img src=\"\(source)\"\(marker) width=\"\(width)\" height=\"\(height)\" "
      + "alt=\"\(source)\"><figcaption>\(caption)</figcaption></figure>\n"
  }

  private func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      default: result.append(character)
      }
    }
    return result
  }
}
