import TanreiTestSupport
import Testing

@testable import TanreiCore

/// The spinner's tokens, written out as values for the web build, which must not resolve token
/// files at run time; these tests keep the values what the files resolve to. Only Appetite UI
/// has a spinner: the default Tanrei system defines no `comp.spinner`. After a token change:
/// `TANREI_RECORD=all swift test --filter WrittenSpinnerTokensTests`.
@Suite("The spinner's tokens, written out")
struct WrittenSpinnerTokensTests {
  static let generatedPath = "Sources/TanreiCore/Spinner/SpinnerTokens+Written.swift"

  static let systems:
    [(name: String, what: String, tokens: SpinnerTokens, written: SpinnerTokens)] = [
      ("writtenAppetite", "Appetite UI, light", .appetite, .writtenAppetite),
      ("writtenAppetiteDark", "Appetite UI, dark", .appetiteDark, .writtenAppetiteDark),
    ]

  static func generatedSource() -> String {
    var text = WrittenTokensSource.header(
      extending: "SpinnerTokens", suite: "WrittenSpinnerTokensTests")
    for (name, what, tokens, _) in systems {
      let p = tokens.presence
      let sizes = tokens.sizes.map { "SizeTokens(name: \"\($0.name)\", side: \($0.side))" }
      text += """
          /// What the compiled-in files resolve to: \(what).
          package static let \(name) = SpinnerTokens(
            sizes: [
              \(sizes.joined(separator: ",\n      ")),
            ],
            defaultSize: "\(tokens.defaultSize)",
            innerRadius: \(tokens.innerRadius), sweep: \(tokens.sweep),
            trackColor: \(WrittenTokensSource.color(tokens.trackColor)),
            indicatorColor: \(WrittenTokensSource.color(tokens.indicatorColor)),
            cycleDuration: \(tokens.cycleDuration),
            presence: \(WrittenTokensSource.presence(p)))

        """
    }
    return text + "}\n"
  }

  static func fields(_ tokens: SpinnerTokens) -> [AnyHashable] {
    [
      tokens.sizes, tokens.defaultSize, tokens.innerRadius, tokens.sweep, tokens.trackColor,
      tokens.indicatorColor, tokens.cycleDuration, tokens.presence,
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
    #expect(Self.fields(.writtenAppetite) != Self.fields(.writtenAppetiteDark))
  }

  @Test("the default Tanrei system has no spinner to write out, in light or dark")
  func tanreiHasNoSpinner() {
    // If Tanrei gains `comp.spinner`, its written-out tokens belong in `systems` as well.
    for system in [DesignSystem.tanrei, .tanreiDark] {
      #expect(throws: TokenError.self) { try SpinnerTokens(system: system) }
    }
  }
}
