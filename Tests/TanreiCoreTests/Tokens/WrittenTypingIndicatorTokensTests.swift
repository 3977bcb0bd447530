import TanreiTestSupport
import Testing

@testable import TanreiCore

/// The typing indicator's tokens of both systems, written out as values for the web build, which
/// must not resolve token files at run time; these tests keep the values what the files resolve
/// to. After a token change:
/// `TANREI_RECORD=all swift test --filter WrittenTypingIndicatorTokensTests`.
@Suite("The typing indicator's tokens, written out")
struct WrittenTypingIndicatorTokensTests {
  static let generatedPath =
    "Sources/TanreiCore/TypingIndicator/TypingIndicatorTokens+Written.swift"

  static let systems:
    [(name: String, what: String, tokens: TypingIndicatorTokens, written: TypingIndicatorTokens)] =
      [
        ("writtenTanrei", "Tanrei, light", .tanrei, .writtenTanrei),
        ("writtenTanreiDark", "Tanrei, dark", .tanreiDark, .writtenTanreiDark),
        ("writtenAppetite", "Appetite UI, light", .appetite, .writtenAppetite),
        ("writtenAppetiteDark", "Appetite UI, dark", .appetiteDark, .writtenAppetiteDark),
      ]

  static func generatedSource() -> String {
    var text = WrittenTokensSource.header(
      extending: "TypingIndicatorTokens", suite: "WrittenTypingIndicatorTokensTests")
    for (name, what, tokens, _) in systems {
      let p = tokens.presence
      text += """
          /// What the compiled-in files resolve to: \(what).
          package static let \(name) = TypingIndicatorTokens(
            width: \(tokens.width), height: \(tokens.height), dotSize: \(tokens.dotSize),
            pitch: \(tokens.pitch), rise: \(tokens.rise), restOpacity: \(tokens.restOpacity),
            color: \(WrittenTokensSource.color(tokens.color)),
            dwell: \(tokens.dwell), travel: \(tokens.travel), easing: \(WrittenTokensSource.curve(tokens.easing)),
            presence: \(WrittenTokensSource.presence(p)))

        """
    }
    return text + "}\n"
  }

  static func fields(_ tokens: TypingIndicatorTokens) -> [AnyHashable] {
    [
      tokens.width, tokens.height, tokens.dotSize, tokens.pitch, tokens.rise, tokens.restOpacity,
      tokens.color, tokens.dwell, tokens.travel, tokens.easing, tokens.presence,
    ]
  }

  @Test("the written-out values are the source the token files generate")
  func writtenOutSourceMatches() throws {
    try TextReference.assertMatches(Self.generatedSource(), at: Self.generatedPath)
  }

  @Test("the written-out tokens equal the resolved files, field by field")
  func writtenOutTokensEqualResolvedFiles() {
    for (name, _, tokens, written) in Self.systems {
      #expect(Self.fields(tokens) == Self.fields(written), "\(name)")
    }
    #expect(Self.fields(.writtenTanrei) != Self.fields(.writtenTanreiDark))
  }
}
