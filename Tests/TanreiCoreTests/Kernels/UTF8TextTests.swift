import Testing

@testable import TanreiCore

/// Blank labels (LDG-10) and names compared as bytes.
@Suite("Text as bytes: blank labels and names")
struct UTF8TextTests {
  @Test(
    "LDG-10: a label of white space only names nothing",
    arguments: [
      "", " ", "\t\n\r\u{0B}\u{0C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}\u{200A}",
      "\u{2028}\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", " \u{A0} \u{3000} ",
    ])
  func blank(_ label: String) {
    #expect(UTF8Text.isBlank(label.utf8))
  }

  @Test(
    "LDG-10: a label with anything else names something",
    arguments: [
      "Loading", " a ", "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{2060}", "\u{A1}", "\u{1681}",
      "\u{200F}", "·",
    ])
  func notBlank(_ label: String) {
    #expect(!UTF8Text.isBlank(label.utf8))
  }

  @Test("bytes that are not UTF-8, or a sequence cut short, are not white space")
  func invalidBytes() {
    #expect(!UTF8Text.isBlank([0xC2]))
    #expect(!UTF8Text.isBlank([0xE2, 0x80]))
    #expect(!UTF8Text.isBlank([0xFF]))
    #expect(!UTF8Text.isBlank([0xE3, 0x80, 0x81]))
  }

  @Test("every White_Space scalar is blank, and no other scalar below U+3001 is")
  func matchesUnicode() {
    for value in UInt32(0)...0x3001 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(Character(scalar))
      #expect(
        UTF8Text.isBlank(text.utf8) == scalar.properties.isWhitespace,
        "U+\(String(value, radix: 16))")
    }
  }

  @Test("names compare byte for byte")
  func names() {
    #expect(UTF8Text.equals("small".utf8, "small"))
    #expect(!UTF8Text.equals("smal".utf8, "small"))
    #expect(!UTF8Text.equals("Small".utf8, "small"))
    #expect(UTF8Text.equals([UInt8](), ""))
  }
}

/// LDG-10 as every component resolves it.
@Suite("Blank labels in the components' resolution (LDG-10)")
struct BlankLabelResolutionTests {
  @Test(
    "LDG-10: a label of white space only is reported as a missing name",
    arguments: ["", "  ", "\u{A0}"])
  func reported(_ label: String) {
    let indicator = ResolvedLoadingIndicator(
      props: LoadingIndicatorProps(label), tokens: .tanrei)
    #expect(indicator.diagnostics.contains { $0.code == .emptyLabel })
    let spinner = Spinner.resolve(
      SpinnerProps(label), tokens: .appetite, environment: ComponentEnvironment())
    #expect(spinner.diagnostics.contains { $0.code == .emptyLabel })
  }
}
