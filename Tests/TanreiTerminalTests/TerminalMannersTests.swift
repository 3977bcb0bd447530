import Foundation
import TanreiTestSupport
import Testing

@testable import TanreiTerminal

/// What the output passed above the lines leaves the terminal in, read as it passes.
@Suite("Output passed above the lines")
struct PassedOutputTests {
  @Test(
    "the alternate screen is seen entered and left, whichever form, split anywhere",
    arguments: ["1049", "1047", "47"])
  func alternateScreen(mode: String) {
    let enter = Array("text\u{1B}[?\(mode)h".utf8)
    for split in 0...enter.count {
      var passed = PassedOutput()
      passed.read(Array(enter[..<split]))
      passed.read(Array(enter[split...]))
      #expect(passed.onAlternateScreen, "split at \(split)")
    }
    var passed = PassedOutput()
    passed.read(enter)
    passed.read(Array("\u{1B}[?\(mode)l".utf8))
    #expect(!passed.onAlternateScreen)
    #expect(passed.leftAlternateScreen)
    passed.read(Array("after".utf8))
    #expect(!passed.leftAlternateScreen)
  }

  @Test("application cursor keys, as top sets them on the main screen, hold it too")
  func applicationKeys() {
    var passed = PassedOutput()
    passed.read(Array("\u{1B}[?1h\u{1B}=\u{1B}[?25l\u{1B}[H\u{1B}[Jtop".utf8))
    #expect(passed.ownsScreen && !passed.onAlternateScreen)
    passed.read(Array("\u{1B}[?1l\u{1B}>\u{1B}[25;1H\r\n".utf8))
    #expect(!passed.ownsScreen)
    #expect(passed.lastReadEndsLine == true)
  }

  @Test("other private modes and sequences leave the screen as it is")
  func otherModes() {
    var passed = PassedOutput()
    passed.read(Array("\u{1B}[?25l\u{1B}[?12h\u{1B}[2J\u{1B}[1049h".utf8))
    #expect(!passed.ownsScreen)
  }

  @Test("the pen is the SGR sequences since the last reset, in order")
  func pen() {
    var passed = PassedOutput()
    passed.read(Array("\u{1B}[32mgreen\u{1B}[1".utf8))
    passed.read(Array("m bold".utf8))
    #expect(passed.pen == Array("\u{1B}[32m\u{1B}[1m".utf8))
    passed.read(Array("\u{1B}[0;35m".utf8))
    #expect(passed.pen == Array("\u{1B}[0;35m".utf8))
    passed.read(Array("\u{1B}[m".utf8))
    #expect(passed.pen.isEmpty)
    passed.read(Array("\u{1B}[38;5;0m".utf8))
    #expect(passed.pen == Array("\u{1B}[38;5;0m".utf8))
    passed.read(Array("\u{1B}c".utf8))
    #expect(passed.pen.isEmpty)
  }

  @Test("a pen that never resets stays bounded")
  func boundedPen() {
    var passed = PassedOutput()
    for _ in 0..<1000 { passed.read(Array("\u{1B}[1m".utf8)) }
    #expect(passed.pen.count <= PassedOutput.penLimit)
    #expect(!passed.pen.isEmpty)
  }
}

/// The indicator's manners on a terminal it shares with other output, on a manual clock.
@Suite("The indicator among other output")
@MainActor
struct IndicatorAmongOutputTests {
  static let plain = TerminalProfile(colors: .none)

  @Test("the colour set by output above the indicator is put back after each of its draws")
  func colourCarriesOn() {
    let stage = Stage(TerminalProfile())
    let indicator = stage.spinner(showDelay: .zero)
    stage.advance(indicator.line, to: .ms(100))
    indicator.write(Array("\u{1B}[32mgreen1\n".utf8))
    stage.advance(indicator.line, to: .ms(600))
    let text = String(decoding: stage.output.bytes, as: UTF8.self)
    #expect(text.hasSuffix("\u{1B}[32m"), "\(stage.output.bytes.visible)")
    indicator.write(Array("\u{1B}[0m".utf8))
    let after = stage.writes { stage.advance(indicator.line, to: .ms(1100)) }
    #expect(!after.isEmpty)
    #expect(!after.contains { $0.visible.hasSuffix("␛[32m") })
  }

  @Test("nothing is drawn while the output shows the alternate screen")
  func alternateScreen() {
    let stage = Stage(Self.plain)
    let indicator = stage.spinner(showDelay: .zero)
    stage.advance(indicator.line, to: .ms(100))
    indicator.write(Array("\u{1B}[?1049h".utf8))
    #expect(stage.screen.cursorVisible)
    let during = stage.writes { stage.advance(indicator.line, to: .ms(2000)) }
    #expect(during.isEmpty, "\(during.map(\.visible))")
    indicator.write(Array("\u{1B}[?1049l".utf8))
    #expect(stage.screen.currentLine.hasSuffix(" Fetching packages"))
  }

  @Test("a failure leaves the mark and the label, or the words given")
  func failureMark() {
    let stage = Stage(Self.plain)
    let indicator = stage.spinner(showDelay: .zero)
    stage.advance(indicator.line, to: .ms(100))
    indicator.fail()
    #expect(stage.screen.nonEmptyLines == ["✖ Fetching packages"])
    let coloured = Stage(TerminalProfile())
    let other = coloured.spinner(showDelay: .zero)
    coloured.advance(other.line, to: .ms(100))
    other.fail("Registry unreachable")
    #expect(coloured.output.bytes.visible.contains("␛[31m✖␛[0m Registry unreachable\n"))
  }

  @Test("a failure within the show delay writes nothing; a dismissal writes no line")
  func silentEnds() {
    let stage = Stage(Self.plain)
    let quick = stage.spinner()
    quick.fail()
    #expect(stage.output.bytes.isEmpty)
    let dismissed = stage.spinner(showDelay: .zero)
    stage.advance(dismissed.line, to: .ms(100))
    dismissed.dismiss()
    #expect(stage.screen.nonEmptyLines.isEmpty)
    #expect(stage.screen.cursorVisible)
  }

  @Test("ASCII glyphs: the line turns clockwise through | / - \\, cut with ...")
  func asciiGlyphs() {
    let stage = Stage(TerminalProfile(colors: .none, glyphs: .ascii), columns: 12)
    let indicator = stage.spinner("Fetching packages", showDelay: .zero)
    var marks: [String] = []
    for quarter in 0..<5 {
      stage.advance(indicator.line, to: .ms(10 + 250 * quarter))
      marks.append(String(stage.screen.currentLine.prefix(1)))
    }
    #expect(marks == ["|", "/", "-", "\\", "|"])
    #expect(stage.screen.currentLine == "| Fetchi...")
    indicator.fail()
    #expect(stage.output.bytes.allSatisfy { $0 < 0x80 })
    #expect(stage.screen.nonEmptyLines == ["x Fetching packages"])
  }

  @Test(
    "the glyphs follow the locale and the terminal",
    arguments: [
      (["LANG": "en_US.UTF-8"], TerminalProfile.Glyphs.unicode),
      (["LC_ALL": "C.utf8", "LANG": "C"], .unicode),
      (["LC_CTYPE": "UTF-8"], .unicode),
      (["LC_ALL": "C", "LANG": "en_US.UTF-8"], .ascii),
      (["LANG": "en_US.ISO-8859-1"], .ascii),
      ([:], .ascii),
      (["LANG": "C.UTF-8", "TERM": "linux"], .ascii),
      (["LANG": "C.UTF-8", "TERM": "vt220"], .ascii),
    ] as [([String: String], TerminalProfile.Glyphs)])
  func glyphRule(environment: [String: String], glyphs: TerminalProfile.Glyphs) {
    var variables = ["TERM": "xterm-256color"]
    variables.merge(environment) { $1 }
    #expect(TerminalProfile.detect(fileDescriptor: -1, environment: variables).glyphs == glyphs)
  }

  @Test("plain lines use the ASCII ellipsis too")
  func asciiPlainLines() {
    let stage = Stage(TerminalProfile(presentation: .lines, colors: .none, glyphs: .ascii))
    let indicator = stage.spinner(showDelay: .zero)
    stage.advance(indicator.line, to: .ms(100))
    indicator.finish()
    #expect(stage.output.text == "Fetching packages...\nFetching packages: done\n")
  }
}

/// A label as written, less what could disguise it.
@Suite("Labels keep their marks")
struct LabelMarksTests {
  @Test(
    "joiners and direction marks are kept",
    arguments: ["\u{200C}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{061C}"])
  func kept(mark: String) {
    let label = "بسته\(mark)ها"
    #expect(SafeText.sanitized(label) == label)
    var line = TerminalLine()
    line.append(label)
    #expect(line.text == label)
    #expect(line.columns == DisplayWidth.of(label))
  }

  @Test(
    "embeddings, overrides and isolates are dropped",
    arguments: Array(0x202A...0x202E) + Array(0x2066...0x2069))
  func dropped(value: Int) throws {
    let scalar = try #require(Unicode.Scalar(UInt32(value)))
    #expect(SafeText.sanitized("a\(Character(scalar))b") == "ab")
  }
}

/// The progress bar's redraws, on real time, in a tight loop.
@Suite("The progress bar's redraw rate", .serialized)
struct ProgressRateTests {
  @Test("a million advances in a tight loop redraw at most 20 times a second, and the last shows")
  func capped() async throws {
    let output = RecordingOutput(columns: 60)
    let bar = TerminalProgressBar(
      "Indexing", total: 1_000_000, showDelay: .zero, enterDuration: .zero,
      terminal: TerminalSetup(
        output: output, profile: TerminalProfile(colors: .none), signals: .none))
    bar.start()
    let clock = ContinuousClock()
    let started = clock.now
    for _ in 0..<1_000_000 { bar.advance() }
    let spent = clock.now - started
    let writes = output.writes.count
    // About one a 50 ms interval, give or take the draws at the edges (the bar's first at its
    // start, the intervals cut by the loop's start and end, the one held back to the last
    // one's end); on a loaded machine a late wake of the bar's thread can add one beside an
    // interval's own. Uncapped, every advance would draw: a million.
    let allowed = 4 + 2 * Int((spent / .milliseconds(50)).rounded(.up))
    #expect(writes <= allowed, "\(writes) writes in \(spent)")
    // The last change is drawn within an interval, without another advance.
    let shown = await eventually("100% drawn", within: .seconds(2)) {
      TerminalScreen(output.bytes).currentLine.hasSuffix("100%  1000000/1000000")
    }
    #expect(shown)
    bar.finish()
  }
}

/// A question asked in a suspension of the indicator, in a real program on a pseudo-terminal.
@Suite("A question in a suspension", .serialized, .ownExecutor)
struct SuspendedQuestionTests {
  @Test(
    "a prompt on either stream: answered, then the indicator back, with no blank line",
    arguments: ["stdout", "stderr"])
  func question(stream: String) async throws {
    let session = try PseudoTerminalSession(
      "tanrei-terminal-probe", ["--wait", "1600", "--label", "Working", "--ask", stream])
    #expect(
      await session.waitFor(timeout: .seconds(5)) { TerminalScreen($0).currentLine == "Name:" })
    #expect(TerminalScreen(session.bytesSoFar).cursorVisible)
    session.type(Array("Ada\r".utf8))
    #expect(
      await session.waitFor(timeout: .seconds(3)) {
        let screen = TerminalScreen($0)
        return screen.nonEmptyLines.first == "Name: Ada" && screen.currentLine.hasSuffix(" Working")
      })
    let result = await session.finish(timeout: .seconds(8))
    #expect(result.status == 0)
    #expect(result.screen.nonEmptyLines == ["Name: Ada", "Hello Ada"], "\(result.screen.lines)")
    #expect(result.screen.lines.prefix(2) == ["Name: Ada", "Hello Ada"], "\(result.screen.lines)")
    #expect(result.screen.cursorVisible)
  }
}
