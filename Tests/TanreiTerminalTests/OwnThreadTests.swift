import Foundation
import TanreiTestSupport
import Testing

/// The indicator ticks on a thread of its own: synchronous work does not stop it, and several
/// at once share the terminal as a group of lines. Real programs in a pseudo-terminal.
@Suite("The indicator's own thread, in a pseudo-terminal", .serialized, .ownExecutor)
struct OwnThreadTests {
  /// The marks the screen showed one after another, repeats folded.
  static func marks(_ result: PseudoTerminalSession.Result) -> [Character] {
    var screen = TerminalScreen()
    var marks: [Character] = []
    for chunk in result.chunks {
      screen.read(chunk.bytes)
      for line in screen.lines {
        if let mark = line.first, "◝◞◟◜".contains(mark), marks.last != mark { marks.append(mark) }
      }
    }
    return marks
  }

  @Test("synchronous work that holds the thread: the indicator is drawn and turns")
  func blockingWork() async throws {
    let session = try PseudoTerminalSession(
      "tanrei-terminal-probe", ["--blocking", "--wait", "2000", "--label", "Working"])
    let result = await session.finish()
    #expect(result.status == 0)
    let marks = Self.marks(result)
    #expect(marks.count >= 5, "\(marks)")
    #expect(result.screen.nonEmptyLines.isEmpty, "\(result.screen.lines)")
    #expect(result.screen.cursorVisible)
  }

  /// On real time the thread writes the changes it worked out ahead (see PlannedChangesTests):
  /// on a terminal every quarter turn still comes, in order, and the line stays whole.
  ///
  /// A machine that stalls the program for half a turn or more rightly has it draw the present
  /// and skip what it missed, which four glyphs cannot tell from a step back: the order is
  /// judged between marks that reached the terminal within one and a half quarter turns of each
  /// other, and most of them must have.
  @Test("turning on real time: every quarter turn in order, the label whole after each")
  func everyQuarterTurn() async throws {
    let session = try PseudoTerminalSession(
      "tanrei-terminal-probe", ["--blocking", "--wait", "2600", "--label", "Working"])
    let result = await session.finish()
    #expect(result.status == 0)
    var screen = TerminalScreen()
    var marks: [(mark: Character, time: Duration)] = []
    for chunk in result.chunks {
      screen.read(chunk.bytes)
      guard let line = screen.nonEmptyLines.last, let mark = line.first, "◝◞◟◜".contains(mark)
      else { continue }
      #expect(line == "\(mark) Working", "\(screen.lines)")
      if marks.last?.mark != mark { marks.append((mark, chunk.time)) }
    }
    // 300 ms of delay, a 250 ms fade, then a quarter turn every 250 ms: eight or more.
    let drawn = String(marks.map(\.mark))
    #expect(marks.count >= 8, "\(drawn)")
    let order = Array("◝◞◟◜")
    var judged = 0
    for (before, after) in zip(marks, marks.dropFirst())
    where after.time - before.time < .milliseconds(375) {
      judged += 1
      let next = order[((order.firstIndex(of: before.mark) ?? 0) + 1) % 4]
      #expect(after.mark == next, "\(drawn)")
    }
    #expect(judged >= marks.count / 2, "\(drawn): \(judged) steps came close enough to judge")
  }

  @Test("lines printed during synchronous work pass above the indicator, whole")
  func printedSteps() async throws {
    let session = try PseudoTerminalSession(
      "tanrei-terminal-probe", ["--blocking", "--steps", "4", "--wait", "2000"])
    #expect(await session.waitFor { TerminalScreen($0).nonEmptyLines.first == "Step 1 of 4" })
    let during = TerminalScreen(session.bytesSoFar)
    #expect(during.nonEmptyLines.last?.hasSuffix("Fetching packages") == true, "\(during.lines)")
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.screen.nonEmptyLines == (1...4).map { "Step \($0) of 4" })
    #expect(result.screen.cursorVisible)
  }

  @Test("a plain print() during the work passes above the indicator, whole")
  func plainPrint() async throws {
    let session = try PseudoTerminalSession(
      "tanrei-terminal-probe", ["--blocking", "--steps", "4", "--print", "--wait", "2000"])
    #expect(await session.waitFor { TerminalScreen($0).nonEmptyLines.first == "Step 1 of 4" })
    let during = TerminalScreen(session.bytesSoFar)
    #expect(during.nonEmptyLines.first == "Step 1 of 4", "\(during.lines)")
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.screen.nonEmptyLines == (1...4).map { "Step \($0) of 4" })
    #expect(result.screen.cursorVisible)
    // Every line printed while the indicator was drawn came whole, the indicator below it.
    var screen = TerminalScreen()
    for chunk in result.chunks {
      screen.read(chunk.bytes)
      let lines = screen.nonEmptyLines
      for line in lines where line.hasPrefix("Step") {
        #expect(line.count == "Step 1 of 4".count, "\(lines)")
      }
    }
  }

  @Test("a child started during the work keeps printing after the indicator has gone")
  func childOutlivesTheIndicator() async throws {
    let session = try PseudoTerminalSession(
      "tanrei-terminal-probe",
      ["--blocking", "--wait", "1000", "--spawn", "sleep 0.8; echo late", "--linger", "1300"])
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.screen.nonEmptyLines == ["late"], "\(result.screen.lines)")
    #expect(result.screen.cursorVisible)
  }

  @Test("standard output sent elsewhere is left alone: every line lands there, none on screen")
  func printToAFile() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tanrei-print-file-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("steps").path
    let session = try PseudoTerminalSession(
      shell: #""$TANREI_TERMINAL_PROBE" --blocking --steps 2 --print --wait 1000 > '\#(file)'"#)
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "Step 1 of 2\nStep 2 of 2\n")
    #expect(result.screen.nonEmptyLines.isEmpty, "\(result.screen.lines)")
  }

  @Test("keys typed while the indicator is drawn are not echoed over it, nor Ctrl-C's ^C")
  func typedKeys() async throws {
    let session = try PseudoTerminalSession(
      "tanrei-terminal-probe", ["--blocking", "--wait", "2000", "--label", "Working"])
    #expect(await session.waitFor { TerminalScreen($0).currentLine.hasSuffix(" Working") })
    session.type(Array("abc".utf8))
    let typed = session.bytesSoFar.count
    // Two quarter turns later, the line is still the indicator's alone.
    #expect(await session.waitFor { $0.count > typed + 6 })
    #expect(TerminalScreen(session.bytesSoFar).currentLine.hasSuffix(" Working"))
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(!result.text.contains("abc"), "\(result.text.debugDescription)")
    #expect(result.screen.nonEmptyLines.isEmpty, "\(result.screen.lines)")
    #expect(result.screen.cursorVisible)
  }

  @Test("indicators at once stack as lines, each turning; each ends in its own words")
  func group() async throws {
    let session = try PseudoTerminalSession(
      "tanrei-terminal-probe", ["--group", "2", "--wait", "2400", "--label", "Job"])
    #expect(
      await session.waitFor { bytes in
        let lines = TerminalScreen(bytes).nonEmptyLines
        return lines.count == 2 && lines[0].hasSuffix(" Job 1") && lines[1].hasSuffix(" Job 2")
      })
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.screen.nonEmptyLines == ["Job 1 done", "Job 2 done"])
    #expect(result.screen.cursorVisible)
    #expect(result.screen.unknownSequences.isEmpty, "\(result.screen.unknownSequences)")
  }
}
