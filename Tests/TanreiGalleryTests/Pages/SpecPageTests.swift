import Foundation
import TanreiCore
import TanreiGallery
import TanreiRender
import Testing

/// The spec pages `tanrei render` writes: one per component drawn, linked from the gallery, each
/// saying what the code, the tokens and the tests say.
@Suite("Spec pages are generated from the tokens, the spec and the tests")
struct SpecPageTests {
  static var files: [RenderedFile] {
    get async { await RenderedPages.all.value }
  }

  static func page(_ name: String) async throws -> String {
    let file = try #require(await files.first { $0.name == name })
    return String(decoding: file.bytes, as: UTF8.self)
  }

  @Test("a page for the loading indicator and each family member, linked from the gallery")
  func pagesAndLinks() async throws {
    let names = [
      "loading-indicator.html", "progress-bar.html", "progress-ring.html", "skeleton.html",
      "typing-indicator.html", "spinner.html",
    ]
    let html = await Self.files.filter { $0.kind == .html }.map(\.name)
    #expect(html == names + ["web.html", "index.html"])
    let gallery = try await Self.page("index.html")
    for name in names { #expect(gallery.contains("href=\"\(name)\""), "\(name)") }
    // Each section links to its component's page too.
    #expect(
      gallery.contains(
        "<h2 id=\"progress-ring---appetite-ui\">progress ring · Appetite UI</h2>\n"
          + "<p><a href=\"progress-ring.html\">The progress ring's spec page</a></p>"))
  }

  @Test("a renderer of the loading indicator alone writes its page only")
  func onlyDrawnComponents() throws {
    let files = try SiteRenderer(fixtures: LoadingIndicatorFixture.all, scales: [1]).renderAll()
    #expect(
      files.filter { $0.kind == .html }.map(\.name) == [
        "loading-indicator.html", "web.html", "index.html",
      ])
  }

  @Test("every image a page shows and every file it links to is written beside it")
  func everyReferenceIsWritten() async throws {
    let written = Set(await Self.files.map(\.name))
    let pattern = try Regex(##"(?:src|href)="([^"#]+)"##)
    for file in await Self.files where file.kind == .html {
      let text = String(decoding: file.bytes, as: UTF8.self)
      for match in text.matches(of: pattern) {
        let target = String(match.output[1].substring ?? "")
        // The empty icon every page names, so that no browser asks for a favicon.ico.
        if target == "data:," { continue }
        #expect(written.contains(target), "\(file.name) refers to \(target)")
      }
    }
  }

  @Test("the loading indicator's page lists each requirement with its standing and tests")
  func requirements() async throws {
    let page = try await Self.page("loading-indicator.html")
    for requirement in ConformanceStatus.recorded.requirements {
      #expect(page.contains("id=\"\(requirement.id)\""), "\(requirement.id)")
      for test in requirement.tests {
        #expect(page.contains(PageText.escaped(test.name)), "\(test.name)")
      }
    }
    #expect(page.contains("meets 18 of the 18 requirements that apply to it"))
    #expect(page.contains("LDG-18 · met, checked by"))
    #expect(page.contains("Once shown: role progressbar, named “Loading messages”, busy, no value"))
    for prop in ConformanceStatus.recorded.props {
      #expect(page.contains("<td>\(prop.name)</td>"), "\(prop.name)")
    }
  }

  @Test("colour tokens with light and dark swatches and their contrast, from the tokens")
  func colours() async throws {
    let page = try await Self.page("progress-bar.html")
    let light = try DesignSystem.appetite.tokens.color("comp.progress-bar.indicator.color")
    let track = try DesignSystem.appetite.tokens.color("comp.progress-bar.track.color")
    let ratio = (light.contrastRatio(against: track) * 100).rounded() / 100
    #expect(page.contains("<code>\(light.hexString)</code>"))
    #expect(page.contains("<td>\(SVGNumber.format(ratio)):1</td>"))
    #expect(page.contains("Colours · Appetite UI") && page.contains("Colours · Tanrei"))
    // Only Appetite UI has a spinner.
    let spinner = try await Self.page("spinner.html")
    #expect(!spinner.contains("Colours · Tanrei"))
  }
}

/// Text as the pages escape it.
enum PageText {
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
