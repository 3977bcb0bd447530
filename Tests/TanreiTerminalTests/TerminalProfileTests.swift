import Testing

@testable import TanreiTerminal

/// Which presentation, colours, background and motion the environment asks for.
@Suite("Terminal profile: read from the output and the environment")
struct TerminalProfileTests {
  // Standard input under `swift test` is not a terminal, so these read descriptor 0 as a pipe
  // or a file would be read; the terminal cases are covered by the pseudo-terminal tests.
  @Test("not a terminal: plain lines and no colour, whatever TERM says")
  func notATerminal() {
    let profile = TerminalProfile.detect(
      fileDescriptor: -1, environment: ["TERM": "xterm-256color"])
    #expect(profile.presentation == .lines)
    #expect(profile.colors == .none)
  }

  @Test(
    "variables that mean yes, and those that mean no",
    arguments: [
      ("1", true), ("true", true), ("yes", true), ("", false), ("0", false), ("false", false),
      ("no", false), ("OFF", false),
    ])
  func truthiness(value: String, isSet: Bool) {
    #expect(TerminalProfile.isSet(value) == isSet)
    let profile = TerminalProfile.detect(
      fileDescriptor: -1, environment: ["TANREI_REDUCED_MOTION": value])
    #expect(profile.reducedMotion == isSet)
  }

  @Test("the program's --reduced-motion and --accessible options win")
  func options() {
    let profile = TerminalProfile.detect(
      fileDescriptor: -1, environment: [:], accessible: true, reducedMotion: true)
    #expect(profile.reducedMotion)
    #expect(profile.presentation == .lines)
  }

  @Test(
    "COLORFGBG tells a light background from a dark one",
    arguments: [
      ("15;0", TerminalProfile.Background.dark), ("0;15", .light), ("0;default;7", .light),
      ("7;8", .dark), ("nonsense", .dark), ("", .dark),
    ])
  func background(value: String, expected: TerminalProfile.Background) {
    #expect(TerminalProfile.background(from: value) == expected)
  }

  @Test(
    "COLORTERM is read in any ASCII case, and only as the whole word",
    arguments: [
      ("truecolor", true), ("TrueColor", true), ("24BIT", true), ("truecolour", false),
      ("truecolo", false), ("", false), ("ｔｒｕｅcolor", false), ("true\u{301}color", false),
    ])
  func colorTermWords(value: String, matches: Bool) {
    #expect(
      (TerminalProfile.equalsIgnoringASCIICase(value, "truecolor")
        || TerminalProfile.equalsIgnoringASCIICase(value, "24bit")) == matches)
  }

  @Test(
    "TERM asks for 256 colours wherever the word stands in it",
    arguments: [
      ("xterm-256color", true), ("256color", true), ("screen.256color-bce", true),
      ("xterm-256colo", false), ("xterm", false), ("", false), ("xterm-256COLOR", false),
    ])
  func twoHundredFiftySix(term: String, matches: Bool) {
    #expect(TerminalProfile.containsASCII(term, "256color") == matches)
  }
}
