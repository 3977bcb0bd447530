import TanreiTestSupport
import Testing

@testable import TanreiCore

/// The progress indicators' tokens of both systems, written out as values for the web build,
/// which must not resolve token files at run time; these tests keep the values what the files
/// resolve to. After a token change:
/// `TANREI_RECORD=all swift test --filter WrittenProgressTokensTests`.
@Suite("The progress indicators' tokens, written out")
struct WrittenProgressTokensTests {
  static let generatedPath =
    "Sources/TanreiCore/Progress/ProgressTokens+Written.swift"

  static let systems:
    [(name: String, what: String, tokens: ProgressTokens, written: ProgressTokens)] =
      [
        ("writtenTanrei", "Tanrei, light", .tanrei, .writtenTanrei),
        ("writtenTanreiDark", "Tanrei, dark", .tanreiDark, .writtenTanreiDark),
        ("writtenAppetite", "Appetite UI, light", .appetite, .writtenAppetite),
        ("writtenAppetiteDark", "Appetite UI, dark", .appetiteDark, .writtenAppetiteDark),
      ]

  static func generatedSource() -> String {
    var text = WrittenTokensSource.header(
      extending: "ProgressTokens", suite: "WrittenProgressTokensTests")
    for (name, what, tokens, _) in systems {
      let p = tokens.presence
      text += """
          /// What the compiled-in files resolve to: \(what).
          package static let \(name) = ProgressTokens(
            barLength: \(tokens.barLength),
            barHeight: \(tokens.barHeight),
            barCornerRadius: \(tokens.barCornerRadius),
            barTrackColor: \(WrittenTokensSource.color(tokens.barTrackColor)),
            barIndicatorColor: \(WrittenTokensSource.color(tokens.barIndicatorColor)),
            barSegment: \(tokens.barSegment),
            barCycleDuration: \(tokens.barCycleDuration),
            barEasing: \(WrittenTokensSource.curve(tokens.barEasing)),
            ringSize: \(tokens.ringSize),
            ringDiameter: \(tokens.ringDiameter),
            ringThickness: \(tokens.ringThickness),
            ringTrackColor: \(WrittenTokensSource.color(tokens.ringTrackColor)),
            ringIndicatorColor: \(WrittenTokensSource.color(tokens.ringIndicatorColor)),
            labelColor: \(WrittenTokensSource.color(tokens.labelColor)),
            labelSize: \(tokens.labelSize),
            labelWeight: \(tokens.labelWeight),
            labelFamilies: \(tokens.labelFamilies),
            labelMinimumBox: \(tokens.labelMinimumBox),
            ringSweep: \(tokens.ringSweep),
            ringCycleDuration: \(tokens.ringCycleDuration),
            presence: \(WrittenTokensSource.presence(p)))

        """
    }
    return text + "}\n"
  }

  static func fields(_ tokens: ProgressTokens) -> [AnyHashable] {
    [
      tokens.barLength, tokens.barHeight, tokens.barCornerRadius, tokens.barTrackColor,
      tokens.barIndicatorColor, tokens.barSegment, tokens.barCycleDuration, tokens.barEasing,
      tokens.ringSize, tokens.ringDiameter, tokens.ringThickness, tokens.ringTrackColor,
      tokens.ringIndicatorColor, tokens.labelColor, tokens.labelSize, tokens.labelWeight,
      tokens.labelFamilies, tokens.labelMinimumBox, tokens.ringSweep, tokens.ringCycleDuration,
      tokens.presence,
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
