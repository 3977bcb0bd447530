import TanreiCore
import TanreiRender
import Testing

/// Names and styles of any text give well-formed XML that a parser reads back as they were;
/// the cases are those the `svg` fuzz target checks against Python's expat.
@Suite("Any name or style is written as XML can carry it")
struct SVGEscapingTests {
  static func document(name: String, style: String? = nil) -> String {
    let scene = VectorScene(
      size: BoxSize(width: 4, height: 4),
      nodes: [.group(SceneGroup(name: name, children: []))])
    return SVGWriter().document(scene, style: style)
  }

  @Test(
    "a group's name: markup as entities, line breaks and tabs as references, what XML cannot hold as U+FFFD",
    arguments: [
      ("a < b & \"c\" > d", "a &lt; b &amp; &quot;c&quot; &gt; d"),
      ("two\nlines", "two&#10;lines"), ("tab\there", "tab&#9;here"), ("cr\rhere", "cr&#13;here"),
      ("bell\u{7}", "bell\u{FFFD}"), ("nul\u{0}", "nul\u{FFFD}"), ("\u{FFFE}", "\u{FFFD}"),
      ("進捗 👩‍💻", "進捗 👩‍💻"),
    ])
  func names(name: String, written: String) {
    #expect(Self.document(name: name).contains("<g class=\"\(written)\">"))
  }

  @Test(
    "a style: & and < as entities, > only where it would close ]]>, quotes and child combinators kept",
    arguments: [
      (".a > .b { content: \"x\" }", ".a > .b { content: \"x\" }"),
      ("a < b && c", "a &lt; b &amp;&amp; c"), ("x]]>y", "x]]&gt;y"), ("bell\u{7}", "bell\u{FFFD}"),
    ])
  func styles(style: String, written: String) {
    #expect(Self.document(name: "n", style: style).contains("\n    \(written)\n  </style>"))
  }
}
