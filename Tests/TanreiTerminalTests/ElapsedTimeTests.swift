import TanreiTestSupport
import Testing

@testable import TanreiTerminal

/// Saying what is taking so long: the time so far beside the label past a threshold, and in
/// the outcome line when asked.
@MainActor
@Suite("Elapsed time")
struct ElapsedTimeTests {
  static let plain = TerminalProfile(colors: .none)

  @Test(
    "durations read at a glance, whole seconds rounded down",
    arguments: [
      (Duration.milliseconds(-5), "0 s"), (.milliseconds(12_900), "12 s"), (.seconds(59), "59 s"),
      (.seconds(60), "1 min"), (.seconds(65), "1 min 5 s"), (.seconds(3600), "1 h"),
      (.seconds(3720), "1 h 2 min"),
    ])
  func text(duration: Duration, text: String) {
    #expect(ElapsedTime.text(duration) == text)
  }

  @Test("nothing before the threshold; the time so far beside the label after it")
  func besideTheLabel() {
    let stage = Stage(Self.plain)
    let indicator = stage.spinner("Building", showDelay: .zero, enterDuration: .zero)
    stage.advance(indicator.line, to: .ms(9_990))
    #expect(stage.screen.currentLine.hasSuffix(" Building"), "\(stage.screen.currentLine)")
    stage.advance(indicator.line, to: .ms(12_000))
    #expect(stage.screen.currentLine == "◝ Building  12 s")
    #expect(stage.screen.rows.count == 1)
  }

  @Test("on a narrow terminal the label is cut first, and the count goes before the label does")
  func narrow() {
    let stage = Stage(Self.plain, columns: 20)
    let indicator = stage.spinner("Building the whole project", showDelay: .zero)
    stage.advance(indicator.line, to: .ms(12_000))
    // 19 usable columns: the mark, a space, 11 of label and "  12 s".
    #expect(stage.screen.currentLine == "◝ Building t…  12 s")
    let tiny = Stage(Self.plain, columns: 10)
    let other = tiny.spinner("Building", showDelay: .zero)
    tiny.advance(other.line, to: .ms(12_000))
    #expect(tiny.screen.currentLine == "◝ Buildi…")
  }

  @Test("the outcome line says how long it took, when asked and past the threshold")
  func outcome() {
    let stage = Stage(Self.plain)
    let slow = stage.spinner("Building", showDelay: .zero)
    stage.clock.advance(by: .seconds(12))
    slow.finish("Built", showingElapsed: true)
    #expect(stage.screen.nonEmptyLines == ["Built in 12 s"])
    let quick = Stage(Self.plain)
    let fast = quick.spinner("Building", showDelay: .zero)
    quick.clock.advance(by: .seconds(3))
    fast.finish("Built", showingElapsed: true)
    #expect(quick.screen.nonEmptyLines == ["Built"])
  }
}
