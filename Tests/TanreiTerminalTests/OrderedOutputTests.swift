import Foundation
import TanreiTestSupport
import Testing

/// Everything a program writes while its indicator is drawn — Swift's `print`, the indicator's
/// `println`, standard error by `write(2)` and by C's stdio — reaches the terminal in the order
/// written, each line whole, above the indicator; and nothing is lost when the program ends
/// with a line half written. Real programs in a pseudo-terminal, judged by what the screen
/// shows, never by how long anything took.
@Suite(
  "One ordered stream above the indicator, in a pseudo-terminal", .serialized, .ownExecutor,
  .timeLimit(.minutes(1)))
struct OrderedOutputTests {
  /// The lines `tanrei-terminal-probe --interleave n` writes, in the order it writes them.
  static func interleaved(_ rounds: Int) -> [String] {
    (1...rounds).flatMap { ["println \($0)", "print \($0)", "stderr \($0)", "fputs \($0)"] }
  }

  /// Whether `line` could be on screen at some moment: the start of a line written, or the
  /// indicator's line.
  static func isWhole(_ line: String, among written: [String], label: String) -> Bool {
    if written.contains(where: { $0.hasPrefix(line) }) { return true }
    guard let mark = line.first, "◝◞◟◜·".contains(mark) else { return false }
    return "\(mark) \(label)".hasPrefix(line)
  }

  @Test(
    "println, print and both ways of writing to standard error, one thread after another: in order, whole"
  )
  func interleavedStreams() async throws {
    let session = try PseudoTerminalSession(
      "tanrei-terminal-probe", ["--interleave", "5", "--wait", "500", "--label", "Working"])
    let result = await session.finish()
    #expect(result.status == 0)
    let written = Self.interleaved(5)
    #expect(result.screen.nonEmptyLines == written + ["Done"], "\(result.screen.lines)")
    #expect(result.screen.cursorVisible)
    // At every moment the terminal was read, each line on it was whole or still being written,
    // never one line written over another.
    var screen = TerminalScreen()
    for chunk in result.chunks {
      screen.read(chunk.bytes)
      for line in screen.nonEmptyLines where line != "Done" {
        #expect(Self.isWhole(line, among: written, label: "Working"), "\(screen.lines)")
      }
    }
  }

  @Test("a line begun by print and ended by println reads as written: one line, then the next")
  func printlnMidLine() async throws {
    let session = try PseudoTerminalSession(
      "tanrei-terminal-probe", ["--println-mid-line", "--wait", "300", "--label", "Working"])
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(
      result.screen.nonEmptyLines == ["Checking… 3 warnings", "checked", "Done"],
      "\(result.screen.lines)")
  }

  @Test("the same lines into a log both streams share (2>&1 | cat): in order, in plain lines")
  func sharedLog() async throws {
    let session = try PseudoTerminalSession(
      shell: #""$TANREI_TERMINAL_PROBE" --interleave 3 --wait 300 --label Working 2>&1 | cat"#)
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(
      result.screen.nonEmptyLines == ["Working…"] + Self.interleaved(3) + ["Done"],
      "\(result.screen.lines)")
    #expect(!result.text.contains("\u{1B}"))
  }

  @Test("standard output through | cat: each line whole, the bar clear of it, none lost")
  func throughCat() async throws {
    let session = try PseudoTerminalSession(
      shell: #""$TANREI_TERMINAL_PROBE" --progress --steps 20 --wait 2000 --label Indexing | cat"#)
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(
      result.screen.nonEmptyLines == (1...20).map { "Step \($0) of 20" }, "\(result.screen.lines)")
    // At every moment the terminal was read, cat's lines and the bar never shared a line.
    var screen = TerminalScreen()
    for chunk in result.chunks {
      screen.read(chunk.bytes)
      for line in screen.nonEmptyLines where line.hasPrefix("Step") {
        #expect(line.count <= "Step 20 of 20".count, "\(screen.lines)")
      }
    }
    #expect(result.screen.cursorVisible)
  }

  @Test(
    "a line half written on each stream, then the end: written once, below the cleared indicator",
    arguments: [
      ("exit", Int32(0)), ("interrupt", 128 + SIGINT),
    ])
  func halfWrittenLine(how: String, status: Int32) async throws {
    let session = try PseudoTerminalSession(
      "tanrei-terminal-probe", ["--end-mid-line", how, "--wait", "500", "--label", "Working"])
    let result = await session.finish()
    #expect(result.status == status)
    #expect(result.screen.nonEmptyLines == ["half outhalf err"], "\(result.screen.lines)")
    #expect(result.screen.cursorVisible)
  }

  @Test("a crash with a line half written: the line, then the runtime's report, on a clean line")
  func crash() async throws {
    let session = try PseudoTerminalSession(
      "tanrei-terminal-probe", ["--end-mid-line", "crash", "--wait", "500", "--label", "Working"],
      environment: ["SWIFT_BACKTRACE": "enable=no"])
    let result = await session.finish()
    #expect(result.status == 128 + SIGILL || result.status == 128 + SIGTRAP)
    let lines = result.screen.nonEmptyLines
    #expect(lines.first?.hasPrefix("half outhalf err") == true, "\(result.screen.lines)")
    #expect(
      lines.joined().contains("Precondition failed: the probe's crash"), "\(result.screen.lines)")
    #expect(!lines.contains { $0.contains("Working") }, "\(result.screen.lines)")
    #expect(result.screen.cursorVisible)
  }
}
