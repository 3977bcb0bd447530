import Foundation
import TanreiTestSupport
import Testing

/// The library in a real program (`tanrei-terminal-probe`, one wait under
/// `withLoadingIndicator`) in a pseudo-terminal: what the manual clock cannot show — real
/// signals, a real terminal's width, real time.
@Suite(
  "The indicator in a program, in a pseudo-terminal", .serialized, .ownExecutor,
  .timeLimit(.minutes(1)))
struct ProbeInTerminalTests {
  @Test("a 100 ms wait writes not a byte")
  func shortWait() async throws {
    let session = try PseudoTerminalSession("tanrei-terminal-probe", ["--wait", "100"])
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.bytes.isEmpty, "\(result.text)")
  }

  @Test("SIGINT: the line is cleared and the cursor shown, then the program ends as SIGINT ends it")
  func interrupted() async throws {
    let session = try PseudoTerminalSession("tanrei-terminal-probe", ["--wait", "20000"])
    #expect(await session.waitForVisibleOutput())
    session.send(signal: SIGINT)
    let result = await session.finish()
    #expect(result.status == 128 + SIGINT)
    #expect(result.screen.cursorVisible)
    #expect(result.screen.nonEmptyLines.isEmpty, "\(result.screen.lines)")
    #expect(result.text.hasSuffix("\u{1B}[?25h"))
  }

  @Test("SIGTERM: the same, with SIGTERM's status")
  func terminated() async throws {
    let session = try PseudoTerminalSession("tanrei-terminal-probe", ["--wait", "20000"])
    #expect(await session.waitForVisibleOutput())
    session.send(signal: SIGTERM)
    let result = await session.finish()
    #expect(result.status == 128 + SIGTERM)
    #expect(result.screen.cursorVisible)
    #expect(result.screen.nonEmptyLines.isEmpty, "\(result.screen.lines)")
  }

  @Test("TERM=dumb: exactly two lines, and no escape sequence")
  func dumbTerminal() async throws {
    let session = try PseudoTerminalSession(
      "tanrei-terminal-probe", ["--wait", "800", "--label", "Fetching packages"],
      environment: ["TERM": "dumb"])
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.text == "Fetching packages…\r\nFetching packages: done\r\n")
  }

  @Test("NO_COLOR: drawn, but never a colour")
  func noColor() async throws {
    let session = try PseudoTerminalSession(
      "tanrei-terminal-probe", ["--wait", "1000"], environment: ["NO_COLOR": "1"])
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.firstVisible != nil)
    #expect(result.screen.colorSequences == 0)
    #expect(result.screen.cursorVisible)
  }

  @Test("the progress bar, on a terminal: drawn, then cleared and the cursor shown")
  func progressBar() async throws {
    let session = try PseudoTerminalSession(
      "tanrei-terminal-probe", ["--progress", "--wait", "1500", "--label", "Indexing"])
    #expect(await session.waitFor { TerminalScreen($0).currentLine.hasPrefix("Indexing ━") })
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.screen.cursorVisible)
    #expect(result.screen.nonEmptyLines.isEmpty, "\(result.screen.lines)")
  }
}
