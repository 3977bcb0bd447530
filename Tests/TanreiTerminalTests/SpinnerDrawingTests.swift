import TanreiTestSupport
import Testing

@testable import TanreiTerminal

/// The turn, the redraws and the line's width.
@MainActor
@Suite("Spinner: the turn, minimal redraws, and fitting the width")
struct SpinnerDrawingTests {
  static let plain = TerminalProfile(colors: .none)

  @Test("LDG-1: the arc turns clockwise once a second, a quarter-arc glyph per quarter turn")
  func turnsClockwise() {
    let stage = Stage(Self.plain)
    let indicator = stage.spinner(showDelay: .zero, enterDuration: .zero)
    var marks = [stage.screen.currentLine.first]
    for quarter in 1...8 {
      stage.advance(indicator.line, to: .ms(quarter * 250))
      marks.append(stage.screen.currentLine.first)
    }
    // 12→3, 3→6, 6→9, 9→12 o'clock, and round again.
    #expect(marks == ["◝", "◞", "◟", "◜", "◝", "◞", "◟", "◜", "◝"])
    #expect(stage.wakes == (1...8).map { .ms($0 * 250) })
  }

  @Test("each quarter turn rewrites one cell: the glyph, and a carriage return to park")
  func rewritesOnlyTheMark() {
    let stage = Stage(Self.plain)
    let indicator = stage.spinner(showDelay: .zero, enterDuration: .zero)
    stage.advance(indicator.line, to: .ms(1000))
    let turns = stage.output.writes.dropFirst().map(\.visible)
    #expect(turns == ["◞\r", "◟\r", "◜\r", "◝\r"])
  }

  @Test("three seconds of turning, from start to finish, stay under 300 bytes")
  func byteBudget() {
    let stage = Stage()
    let indicator = stage.spinner()
    stage.advance(indicator.line, to: .ms(3000))
    indicator.finish()
    #expect(stage.output.bytes.count <= 300, "\(stage.output.bytes.count) bytes")
    // A wake per frame of the entrance, per quarter turn after it, and the end of the delay.
    #expect(stage.wakes.count <= 24, "\(stage.wakes.count) wakes")
  }

  @Test(
    "a label too long for the terminal is cut with … and never reaches the last column",
    arguments: [10, 20, 21, 22, 30])
  func longLabelIsCut(columns: Int) {
    let stage = Stage(Self.plain, columns: columns)
    _ = stage.spinner("Fetching packages from the registry", showDelay: .zero)
    let line = stage.screen.currentLine
    #expect(line.count <= columns - 1, "\(line)")
    #expect(line.hasSuffix("…"))
    #expect(stage.screen.rows.count == 1)
  }

  @Test("wide characters count two columns and are never cut in half")
  func wideCharacters() {
    let stage = Stage(Self.plain, columns: 10)
    _ = stage.spinner("パッケージを取得", showDelay: .zero)
    // 9 usable columns: the mark, a space, three wide characters and the ellipsis.
    #expect(stage.screen.currentLine == "◝ パッケ…")
  }

  @Test("a terminal one column wide gets nothing, not even a hidden cursor")
  func oneColumn() {
    let stage = Stage(TerminalProfile(colors: .none, columns: 1))
    let indicator = stage.spinner(showDelay: .zero)
    stage.advance(indicator.line, to: .ms(2000))
    indicator.finish()
    #expect(stage.output.bytes.isEmpty, "\(stage.output.bytes.visible)")
  }

  @Test("two or three columns show the mark alone")
  func markAlone() {
    let stage = Stage(TerminalProfile(colors: .none, columns: 3))
    _ = stage.spinner(showDelay: .zero)
    #expect(stage.screen.currentLine == "◝")
  }

  @Test("a terminal that reports no width, or a width of 0, is taken as 80 columns")
  func unknownWidth() {
    let stage = Stage(Self.plain, columns: nil)
    _ = stage.spinner(String(repeating: "x", count: 100), showDelay: .zero)
    #expect(stage.screen.currentLine.count == 79)
  }

  @Test(
    "a label's control characters and escape sequences are shown as symbols, never acted on",
    arguments: [
      ("evil\u{1B}[31mred\u{07}", "◝ evil␛[31mred␇"),
      ("two\nlines\ttabbed", "◝ two lines tabbed"),
      ("\u{1B}]0;title\u{07}", "◝ ␛]0;title␇"),
      ("right\u{202E}left", "◝ rightleft"),
      ("c1\u{9B}31m", "◝ c1\u{FFFD}31m"),
    ])
  func labelsAreMadeSafe(label: String, shown: String) {
    let stage = Stage(Self.plain)
    _ = stage.spinner(label, showDelay: .zero)
    #expect(stage.screen.currentLine == shown)
    #expect(stage.screen.unknownSequences.isEmpty, "\(stage.screen.unknownSequences)")
  }

  @Test("changing the label redraws only from the first cell that differs")
  func relabel() {
    let stage = Stage(Self.plain)
    let indicator = stage.spinner("Fetching packages", showDelay: .zero)
    let writes = stage.writes { indicator.label = "Fetching patches" }
    #expect(writes.map(\.visible) == ["␛[13Ctches␛[K\r"])
    #expect(stage.screen.currentLine == "◝ Fetching patches")
  }
}
