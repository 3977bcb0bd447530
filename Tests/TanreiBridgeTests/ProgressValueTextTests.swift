import Foundation
import TanreiBridge
import Testing

/// The words a progress indicator's value is read as, in the person's locale: Foundation's
/// percentage of the core's whole percent, never English words in every language.
@Suite("Bridge: a progress value in the view's locale")
struct ProgressValueTextTests {
  @Test(
    "the core's whole percentage, rounded down, as Foundation formats it",
    arguments: [
      (0.4, "40%"), (0.999, "99%"), (1, "100%"), (0, "0%"), (1.7, "100%"), (-0.2, "0%"),
    ])
  func englishPercent(value: Double, expected: String) {
    #expect(ProgressValueText.text(for: value, locale: Locale(identifier: "en_US")) == expected)
  }

  @Test("the locale decides the form: French sets the sign apart, English does not")
  func localeDecidesTheForm() throws {
    let english = try #require(ProgressValueText.text(for: 0.4, locale: Locale(identifier: "en")))
    let french = try #require(ProgressValueText.text(for: 0.4, locale: Locale(identifier: "fr_FR")))
    #expect(french.hasPrefix("40"))
    #expect(french.hasSuffix("%"))
    #expect(french != english)
    #expect(!french.contains("percent"))
  }

  @Test(
    "indeterminate progress has no value to read", arguments: [nil, Double.nan, Double.infinity])
  func indeterminateHasNone(value: Double?) {
    #expect(ProgressValueText.text(for: value, locale: Locale(identifier: "ja_JP")) == nil)
  }
}
