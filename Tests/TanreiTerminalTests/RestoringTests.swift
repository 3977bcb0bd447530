import TanreiTestSupport
import Testing

@testable import TanreiTerminal

/// The cursor is hidden only while the indicator is drawn, and the terminal is always put back;
/// what is printed meanwhile appears above the indicator, whole.
@MainActor
@Suite(
  "The terminal put back, and lines printed above the indicator", .timeLimit(.minutes(1)))
struct RestoringTests {
  static let plain = TerminalProfile(colors: .none)

  @Test("finishing clears the line and shows the cursor; a message takes the line's place")
  func finishRestores() {
    let stage = Stage(Self.plain)
    let indicator = stage.spinner(showDelay: .zero)
    stage.advance(indicator.line, to: .ms(700))
    #expect(!stage.screen.cursorVisible)
    indicator.finish()
    #expect(stage.screen.cursorVisible)
    #expect(stage.screen.nonEmptyLines.isEmpty)
    #expect(stage.output.writes.last?.visible == "\r␛[J␛[?25h")

    let worded = Stage(Self.plain)
    let other = worded.spinner(showDelay: .zero)
    other.fail("Could not reach the registry")
    #expect(worded.screen.lines == ["✖ Could not reach the registry", ""])
    #expect(worded.screen.cursorVisible)
  }

  @Test("a thrown error ends the indicator, puts the terminal back, and is thrown on")
  func thrownError() async {
    struct Unreachable: Error {}
    let stage = Stage(Self.plain)
    await #expect(throws: Unreachable.self) {
      try await withLoadingIndicator(
        "Fetching packages", showDelay: .zero, failure: "Registry unreachable",
        terminal: stage.setup
      ) {
        #expect(stage.screen.currentLine == "◝ Fetching packages")
        throw Unreachable()
      }
    }
    #expect(stage.screen.cursorVisible)
    #expect(stage.screen.lines == ["✖ Registry unreachable", ""])
  }

  @Test("the scoped form returns the operation's result and writes nothing for a quick one")
  func scopedQuick() async {
    let stage = Stage(Self.plain)
    let answer = await withLoadingIndicator("Thinking", terminal: stage.setup) { 42 }
    #expect(answer == 42)
    #expect(stage.output.bytes.isEmpty)
  }

  @Test("a line printed while it is drawn goes above it, and it is drawn again below: one write")
  func printAbove() {
    let stage = Stage(Self.plain)
    let indicator = stage.spinner(showDelay: .zero)
    let writes = stage.writes { indicator.print("Resolved 3 packages") }
    #expect(writes.map(\.visible) == ["\r␛[JResolved 3 packages\n\r◝ Fetching packages\r"])
    #expect(stage.screen.lines == ["Resolved 3 packages", "◝ Fetching packages"])
  }

  @Test("another program's partial line is never torn: the indicator waits for its end")
  func partialLineWaits() {
    let stage = Stage(Self.plain)
    let indicator = stage.spinner(showDelay: .zero, enterDuration: .zero)
    indicator.write(Array("Compiling ".utf8))
    stage.advance(indicator.line, to: .ms(600))
    #expect(stage.screen.lines == ["Compiling"])
    indicator.write(Array("main.swift\n".utf8))
    #expect(stage.screen.lines == ["Compiling main.swift", "◟ Fetching packages"])
  }

  @Test("bytes for another output are written there, the indicator cleared around them")
  func otherOutput() {
    let stage = Stage(Self.plain)
    let other = RecordingOutput()
    let indicator = stage.spinner(showDelay: .zero)
    let bytes: [UInt8] = [0x00, 0xFF, 0x0D, 0x0A, 0x41, 0x0A]
    indicator.write(bytes, to: other)
    #expect(other.bytes == bytes)
    #expect(stage.output.writes.suffix(2).map(\.visible) == ["\r␛[J", "\r◝ Fetching packages\r"])
  }

  @Test("an output that closes stops the drawing and nothing else")
  func closedOutput() {
    let stage = Stage(Self.plain)
    let indicator = stage.spinner(showDelay: .zero)
    let before = stage.output.writes.count
    stage.output.isClosed = true
    stage.advance(indicator.line, to: .ms(2000))
    indicator.print("still running")
    indicator.finish("done")
    #expect(stage.output.writes.count == before)
    #expect(indicator.wasShown)
  }

  @Test("the restore sequence a signal handler would write matches what is on screen")
  func restoreSequence() {
    var writer = LineWriter()
    #expect(writer.restoreSequence.isEmpty)
    var line = TerminalLine()
    line.append("◝ Loading")
    var bytes: [UInt8] = []
    writer.draw(line, into: &bytes)
    #expect(writer.restoreSequence.visible == "\r␛[0m␛[J␛[?25h")
    var screen = TerminalScreen(bytes)
    screen.read(writer.restoreSequence)
    #expect(screen.cursorVisible)
    #expect(screen.nonEmptyLines.isEmpty)
    writer.clear(into: &bytes)
    #expect(writer.restoreSequence.visible == "␛[0m␛[?25h")
    writer.release(into: &bytes)
    #expect(writer.restoreSequence.isEmpty)
  }
}
