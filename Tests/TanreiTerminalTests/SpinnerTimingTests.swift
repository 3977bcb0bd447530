import TanreiTestSupport
import Testing

@testable import TanreiTerminal

/// The show delay and the entrance on a terminal, on a manual clock: what is written, and when.
@MainActor
@Suite("Spinner: the show delay and the entrance")
struct SpinnerTimingTests {
  @Test(
    "LDG-11: a wait shorter than the show delay writes not a byte, in every presentation",
    arguments: [
      TerminalProfile(),
      TerminalProfile(colors: .none),
      TerminalProfile(reducedMotion: true),
      TerminalProfile(presentation: .lines, colors: .none),
    ])
  func subDelayWaitWritesNothing(profile: TerminalProfile) {
    let stage = Stage(profile)
    let indicator = stage.spinner()
    stage.advance(indicator.line, to: .ms(299))
    indicator.finish("Fetched 12 packages")
    #expect(stage.output.bytes.isEmpty, "\(stage.output.bytes.visible)")
    #expect(!indicator.wasShown)
  }

  @Test("LDG-11: the first byte is written at the end of the delay, and it is visible")
  func firstByteAtTheDelay() {
    let stage = Stage()
    let indicator = stage.spinner(showDelay: .ms(500))
    stage.advance(indicator.line, to: .ms(499))
    #expect(stage.output.writes.isEmpty)
    // The loop slept through the delay in one wake.
    #expect(stage.wakes.isEmpty)
    stage.advance(indicator.line, to: .ms(500))
    #expect(stage.wakes == [.ms(500)])
    #expect(stage.screen.currentLine == "◝ Fetching packages")
    #expect(!stage.screen.cursorVisible)
  }

  @Test("LDG-13: the fade runs the whole line up the grey ramp, then to the terminal's colour")
  func fadeThroughGreys() {
    let stage = Stage()
    let indicator = stage.spinner(showDelay: .zero)
    stage.advance(indicator.line, to: .ms(400))
    let greys = stage.output.writes.compactMap { write -> Int? in
      let text = String(decoding: write, as: UTF8.self)
      guard let range = text.firstRange(of: "38;5;") else { return nil }
      return Int(text[range.upperBound...].prefix { $0.isNumber })
    }
    #expect(greys.first == 238)
    #expect(greys == greys.sorted(), "greys only lighten on a dark background: \(greys)")
    #expect(Set(greys).count >= 2)
    // The last grey is followed by a write in the terminal's own colour, label included.
    let lastGrey = stage.output.writes.lastIndex { $0.visible.contains("38;5;") } ?? 0
    let after = stage.output.writes[(lastGrey + 1)...].map(\.visible).joined()
    #expect(after.contains("Fetching packages"), "\(after)")
    #expect(!after.contains("38;5;"))
  }

  @Test("LDG-13: on a light background the ramp runs the other way")
  func lightBackground() {
    let stage = Stage(TerminalProfile(background: .light))
    let indicator = stage.spinner(showDelay: .zero)
    stage.advance(indicator.line, to: .ms(10))
    #expect(stage.output.bytes.visible.contains("38;5;253"))
  }

  @Test("LDG-13: under NO_COLOR the indicator appears whole at once, without a colour")
  func noColorAppearsAtOnce() {
    let stage = Stage(TerminalProfile(colors: .none))
    let indicator = stage.spinner(showDelay: .ms(300))
    stage.advance(indicator.line, to: .ms(300))
    #expect(stage.screen.currentLine == "◝ Fetching packages")
    stage.advance(indicator.line, to: .ms(2000))
    #expect(stage.screen.colorSequences == 0)
    // No wake is spent on an entrance that cannot be drawn: the delay, then quarter turns.
    #expect(stage.wakes.first == .ms(300))
    #expect(stage.wakes.dropFirst().first == .ms(550))
  }

  @Test("LDG-13: a grow entrance starts as a dot and becomes the arc")
  func growStartsAsADot() {
    let stage = Stage()
    let indicator = stage.spinner(showDelay: .zero, entrance: .grow)
    #expect(stage.screen.currentLine.hasPrefix("·"))
    stage.advance(indicator.line, to: .ms(300))
    #expect(stage.screen.currentLine.hasPrefix("◞"))
  }

  @Test("a show delay of zero draws as the indicator starts")
  func zeroDelay() {
    let stage = Stage(TerminalProfile(colors: .none))
    _ = stage.spinner(showDelay: .zero)
    #expect(stage.screen.currentLine == "◝ Fetching packages")
  }
}
