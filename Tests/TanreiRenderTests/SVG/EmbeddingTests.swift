import Foundation
import TanreiCore
import TanreiRender
import Testing

/// SVG files safe to put inside any page: names of their own, an accessible name, and their
/// reduced-motion form inside.
@Suite("SVGs are safe to embed")
struct EmbeddingTests {
  /// Every `id="…"`, class and `@keyframes` name in `svg`.
  static func names(in svg: String) -> [String] {
    var names: [String] = []
    for pattern in [#"id="([^"]+)""#, #"class="([^"]+)""#, #"@keyframes ([A-Za-z0-9_-]+)"#] {
      let expression = try? NSRegularExpression(pattern: pattern)
      let range = NSRange(svg.startIndex..., in: svg)
      for match in expression?.matches(in: svg, range: range) ?? [] {
        if let found = Range(match.range(at: 1), in: svg) { names.append(String(svg[found])) }
      }
    }
    return names
  }

  /// Every file `tanrei render` writes as SVG, still and animated.
  static let files: [RenderedFile] = {
    let renderer = FixtureRenderer(scales: [])
    return renderer.fixtures.flatMap { [renderer.svg($0)] + renderer.animations($0) }
  }()

  @Test("every id, class and keyframe name of a written file is its own: no two files share one")
  func namesAreUnique() {
    var owner: [String: String] = [:]
    var shared: [String] = []
    for file in Self.files {
      let text = String(decoding: file.bytes, as: UTF8.self)
      let prefix = SVGWriter.namespace(forFile: file.name) + "-"
      for name in Set(Self.names(in: text)) {
        #expect(name.hasPrefix(prefix), "\(file.name): \(name) is not in its namespace")
        if let first = owner[name], first != file.name { shared.append("\(name) in \(first)") }
        owner[name] = file.name
      }
    }
    #expect(shared.isEmpty, "\(shared.prefix(5))")
    #expect(owner.count > Self.files.count * 2)
  }

  @Test("every written file is an image named by a title; a ring's title says its value in words")
  func accessibleNames() throws {
    for file in Self.files {
      let text = String(decoding: file.bytes, as: UTF8.self)
      let namespace = SVGWriter.namespace(forFile: file.name)
      #expect(text.contains("role=\"img\" aria-labelledby=\"\(namespace)-title\""), "\(file.name)")
      #expect(text.contains("<title id=\"\(namespace)-title\">"), "\(file.name)")
    }
    let ring = try #require(Self.files.first { $0.name == "progress-ring-75.svg" })
    #expect(String(decoding: ring.bytes, as: UTF8.self).contains(">Storage, 75 percent</title>"))
    let medium = try #require(Self.files.first { $0.name == "medium.animated.svg" })
    #expect(String(decoding: medium.bytes, as: UTF8.self).contains(">Loading</title>"))
  }

  @Test("a title is escaped, and a bare document has neither role nor title")
  func titleEscaped() {
    let scene = LoadingIndicatorFixture.canonical[0].scene()
    let named = SVGWriter(namespace: "a").document(scene, title: "Saving <draft> & \"notes\"")
    #expect(
      named.contains("<title id=\"a-title\">Saving &lt;draft&gt; &amp; &quot;notes&quot;</title>"))
    let bare = SVGWriter().document(scene)
    #expect(!bare.contains("role=") && !bare.contains("<title"))
  }

  @Test(
    "namespaces are names CSS and XML take, from the file's name",
    arguments: [
      ("medium.animated.svg", "medium-animated"), ("progress-ring-50.svg", "progress-ring-50"),
      ("3 dots.svg", "svg-3-dots"), ("", "svg-"),
    ])
  func namespace(file: String, expected: String) {
    #expect(SVGWriter.namespace(forFile: file) == expected)
  }

  @Test("LDG-4: the turning indicator holds its pulse and switches to it under reduced motion")
  func indicatorSwitches() throws {
    let file = try #require(Self.files.first { $0.name == "contained-medium.animated.svg" })
    let text = String(decoding: file.bytes, as: UTF8.self)
    let split = try #require(text.range(of: "@media (prefers-reduced-motion: reduce) {"))
    let normal = text[..<split.lowerBound]
    let reduced = text[split.upperBound...]
    #expect(normal.contains("@media (prefers-reduced-motion: no-preference) {"))
    #expect(normal.contains("contained-medium-animated-motion-turn 1000ms"))
    #expect(!normal.contains("pulse"))
    #expect(reduced.contains(".contained-medium-animated-motion { display: none; }"))
    #expect(reduced.contains("contained-medium-animated-reduced-pulse 1000ms linear 300ms"))
    #expect(!reduced.prefix(while: { $0 != "<" }).contains("turn"))
    // The reduced form is drawn too, hidden by default: the whole circle.
    #expect(text.contains("<g class=\"contained-medium-animated-reduced\" opacity=\"0\">"))
    #expect(text.contains("<circle cx=\"24\" cy=\"24\" r=\"11\""))
  }

  @Test(
    "the family's animations switch to their reduced-motion forms: skeleton and dots at rest",
    arguments: [
      ("skeleton-rounded.animated.svg", "shimmer"),
      ("typing-indicator-frame-1.animated.svg", "dot-2"),
      ("appetite-spinner-base.animated.svg", "turn"),
      ("progress-bar-indeterminate.animated.svg", "travel"),
    ])
  func familySwitches(name: String, motion: String) throws {
    let file = try #require(Self.files.first { $0.name == name })
    let text = String(decoding: file.bytes, as: UTF8.self)
    let split = try #require(text.range(of: "@media (prefers-reduced-motion: reduce) {"))
    let namespace = SVGWriter.namespace(forFile: name)
    #expect(text[..<split.lowerBound].contains("@keyframes \(namespace)-motion-\(motion)"))
    let style = text[split.upperBound...].prefix { $0 != "<" }
    #expect(!style.contains(motion), "\(style)")
    #expect(style.contains("\(namespace)-reduced-enter"))
  }
}
