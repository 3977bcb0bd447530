import TanreiCore
import TanreiRender

/// A component's spec page as this implementation has it, written by `tanrei render` beside the
/// gallery: what the component is and where this implementation stands, how to use it from Swift
/// and on a terminal, its props, its colour tokens in light and dark with their contrast, its
/// requirements with the tests that check them, its fixtures, and what it exposes to assistive
/// technology.
///
/// The pages are generated from what the project itself holds — the compiled-in tokens, the
/// spec's props and requirements and the tests' status as ``ConformanceStatus/recorded`` keeps
/// them, the core's accessibility — so they cannot drift from the code.
public struct SpecPage: Sendable {
  /// A colour token in light and dark mode, with the colour it is read against in each.
  public struct ColourRow: Sendable, Hashable {
    /// The token's path.
    public var path: String
    /// The light mode's value.
    public var light: RGBAColor
    /// The dark mode's value.
    public var dark: RGBAColor
    /// What it is read against, in words ("the page", "the track").
    public var against: String
    /// That colour in light mode.
    public var lightBackground: RGBAColor
    /// That colour in dark mode.
    public var darkBackground: RGBAColor
  }

  /// A piece of code and what it shows.
  public struct Sample: Sendable, Hashable {
    /// A heading for it.
    public var title: String
    /// A sentence on it.
    public var note: String
    /// The code.
    public var code: String
  }

  /// The file name (`loading-indicator.html`).
  public var file: String
  /// The component's name (`Loading indicator`).
  public var title: String
  /// What the component is for, and how this implementation draws it.
  public var overview: [String]
  /// Swift and terminal usage.
  public var samples: [Sample]
  /// The props table's rows: name, type, default, notes.
  public var props: [[String]]
  /// Colour tokens, by system.
  public var colours: [(system: String, rows: [ColourRow])]
  /// Other tokens: path and value, by system.
  public var measures: [(system: String, rows: [FixtureToken])]
  /// The requirements, or `nil` for a component the spec numbers none of.
  public var requirements: [ConformanceStatus.Requirement]?
  /// Where the checks of a component without numbered requirements live.
  public var checks: [String]
  /// What the component exposes to assistive technology, and why.
  public var accessibility: [String]
  /// Which fixtures of the gallery belong on this page.
  public var showsFixture: @Sendable (any GalleryFixture) -> Bool

  /// The page, showing those of `entries` it owns; images are linked by name, so the page
  /// belongs in the gallery's folder.
  public func html(entries: [FixtureGallery.Entry]) -> String {
    var html = PageStyle.head(title: "Tanrei: \(title)", extraStyle: Self.style)
    html += "<header>\n<p><a href=\"\(FixtureGallery.fileName)\">All fixtures</a></p>\n"
    html += "<h1>\(e(title))</h1>\n"
    html += "<nav aria-label=\"On this page\"><ul>\n"
    var sections = ["overview", "usage", "props", "tokens"]
    sections.append(requirements == nil ? "checks" : "requirements")
    sections += ["fixtures", "accessibility"]
    for section in sections {
      html += "<li><a href=\"#\(section)\">\(section)</a></li>\n"
    }
    html += "</ul></nav>\n</header>\n<main>\n"
    html += section("overview", "Overview", overviewHTML())
    var usage = ""
    for sample in samples {
      usage += "<h3>\(e(sample.title))</h3>\n<p>\(e(sample.note))</p>\n"
      usage += "<pre tabindex=\"0\"><code>\(e(sample.code))</code></pre>\n"
    }
    html += section("usage", "Usage", usage)
    html += section(
      "props", "Props", table("Each prop", ["Prop", "Type", "Default", "Notes"], props))
    html += section("tokens", "Tokens", tokensHTML())
    if let requirements {
      html += section("requirements", "Requirements", requirementsHTML(requirements))
    } else {
      html += section("checks", "How it is checked", checks.map { "<p>\(e($0))</p>\n" }.joined())
    }
    html += section(
      "fixtures", "Fixtures", fixturesHTML(entries.filter { showsFixture($0.fixture) }))
    html += section(
      "accessibility", "Accessibility",
      "<ul>\n" + accessibility.map { "<li>\(e($0))</li>\n" }.joined() + "</ul>\n")
    html += "</main>\n</body>\n</html>\n"
    return html
  }

  private func overviewHTML() -> String {
    var html = overview.map { "<p>\(e($0))</p>\n" }.joined()
    if let requirements {
      let applying = requirements.filter(\.appliesHere)
      let met = applying.filter { !$0.tests.isEmpty }
      html +=
        "<p>This implementation meets \(met.count) of the \(applying.count) requirements that "
        + "apply to it, each checked by tests that pass in continuous integration"
        + otherPlatforms(requirements.count - applying.count) + ".</p>\n"
      html += "<ul class=\"status\">\n"
      for requirement in requirements {
        html +=
          "<li><a href=\"#\(requirement.id)\">\(requirement.id)</a> "
          + "<span class=\"\(requirement.appliesHere && !requirement.tests.isEmpty ? "met" : "other")\">"
          + "\(e(requirement.standing))</span></li>\n"
      }
      html += "</ul>\n"
    }
    return html
  }

  private func otherPlatforms(_ count: Int) -> String {
    switch count {
    case 0: ""
    case 1: "; 1 applies to other platforms only"
    default: "; \(count) apply to other platforms only"
    }
  }

  private func tokensHTML() -> String {
    var html = ""
    for (system, rows) in colours {
      html += "<h3>Colours · \(e(system))</h3>\n"
      let body = rows.map { row -> [String] in
        [
          "<code>\(e(row.path))</code>", swatch(row.light), swatch(row.dark), e(row.against),
          ratio(row.light, row.lightBackground), ratio(row.dark, row.darkBackground),
        ]
      }
      html += rawTable(
        "Colours, \(system)",
        ["Token", "Light", "Dark", "Read against", "Contrast, light", "Contrast, dark"], body)
    }
    for (system, rows) in measures where !rows.isEmpty {
      html += "<h3>Measures and timing · \(e(system))</h3>\n"
      html += rawTable(
        "Measures, \(system)", ["Token", "Value"],
        rows.map { ["<code>\(e($0.path))</code>", e($0.value)] })
    }
    return html
  }

  private func swatch(_ color: RGBAColor) -> String {
    let opaque = RGBAColor(red: color.red, green: color.green, blue: color.blue)
    let alpha = color.alpha < 1 ? " at \(SVGNumber.format(color.alpha * 100))%" : ""
    return "<span class=\"swatch\" style=\"background: \(opaque.hexString)\"></span>"
      + "<code>\(opaque.hexString)\(alpha)</code>"
  }

  private func ratio(_ color: RGBAColor, _ background: RGBAColor) -> String {
    let value = color.contrastRatio(against: background)
    return String(SVGNumber.format((value * 100).rounded() / 100)) + ":1"
  }

  private func requirementsHTML(_ requirements: [ConformanceStatus.Requirement]) -> String {
    var html = ""
    for requirement in requirements {
      html +=
        "<article class=\"requirement\" id=\"\(requirement.id)\" aria-labelledby=\"\(requirement.id)-name\">\n"
      html +=
        "<h3 id=\"\(requirement.id)-name\">\(requirement.id) · \(e(requirement.standing))</h3>\n"
      html += "<p>\(e(requirement.statement))</p>\n"
      if !requirement.tests.isEmpty {
        html += "<ul>\n"
        for test in requirement.tests {
          html += "<li>\(e(test.name)) <span class=\"file\">(\(e(test.file)))</span></li>\n"
        }
        html += "</ul>\n"
      }
      html += "</article>\n"
    }
    return html
  }

  private func fixturesHTML(_ entries: [FixtureGallery.Entry]) -> String {
    var html = "<div class=\"fixtures\">\n"
    for entry in entries {
      let zoom = FixtureGallery.vectorZoom
      html +=
        "<figure style=\"background: \(entry.fixture.background.hexString)\" class=\""
        + "\(entry.fixture.background.relativeLuminance < 0.2 ? "dark" : "light")\">"
        + "<img src=\"\(e(entry.svg.name))\" width=\"\(SVGNumber.format(entry.svg.width * zoom))\" "
        + "height=\"\(SVGNumber.format(entry.svg.height * zoom))\" alt=\"\(e(entry.fixture.depiction))\">"
        + "<figcaption><a href=\"\(FixtureGallery.fileName)#\(e(entry.fixture.id))\">"
        + "\(e(entry.fixture.id))</a><br>\(e(entry.fixture.summary))</figcaption></figure>\n"
    }
    return html + "</div>\n"
  }

  private func section(_ id: String, _ heading: String, _ body: String) -> String {
    "<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">\(heading)</h2>\n\(body)</section>\n"
  }

  private func table(_ name: String, _ header: [String], _ rows: [[String]]) -> String {
    rawTable(name, header, rows.map { $0.map { e($0) } })
  }

  /// A table in a region that scrolls sideways on its own on a narrow screen; the region is
  /// named, and focusable so that a keyboard can scroll it.
  private func rawTable(_ name: String, _ header: [String], _ rows: [[String]]) -> String {
    var html = "<div class=\"table\" tabindex=\"0\" role=\"region\" aria-label=\"\(e(name))\">"
    html += "<table>\n<thead><tr>" + header.map { "<th scope=\"col\">\(e($0))</th>" }.joined()
    html += "</tr></thead>\n<tbody>\n"
    for row in rows { html += "<tr>" + row.map { "<td>\($0)</td>" }.joined() + "</tr>\n" }
    return html + "</tbody>\n</table></div>\n"
  }

  private func e(_ text: String) -> String { PageStyle.escape(text) }

  private static let style = """
    main { max-width: 72em; }
    pre { white-space: pre-wrap; overflow-wrap: anywhere; }
    .status { display: flex; flex-wrap: wrap; gap: 4px 16px; list-style: none; padding: 0; }
    .status .met { color: #1d6b2f; }
    .status .other { color: #5c5c5c; }
    .swatch { display: inline-block; width: 14px; height: 14px; margin-right: 6px; border: 1px solid #777; vertical-align: -2px; }
    .requirement { background: #fff; border: 1px solid #c8c8c8; border-radius: 8px; padding: 4px 12px; margin: 8px 0; }
    .requirement h3 { margin: 6px 0; }
    .requirement .file { color: #555; font-size: 13px; overflow-wrap: anywhere; }
    .fixtures { display: flex; flex-wrap: wrap; gap: 12px; }
    .fixtures figure { margin: 0; padding: 8px; border: 1px solid #c8c8c8; border-radius: 8px; max-width: 100%; }
    .fixtures figure.dark { color: #e0e0e0; }
    .fixtures figure.dark a { color: #9cc3ff; }
    .fixtures img { display: block; max-width: 100%; height: auto; }
    .fixtures figcaption { font: 12px/1.3 ui-monospace, monospace; overflow-wrap: anywhere; }
    """
}
