import Dispatch
import TanreiTestSupport
import Testing

@testable import TanreiTerminal

/// Several indicators on one output, handles used from other threads, and output passed above
/// the indicators: on a manual clock, byte for byte.
@MainActor
@Suite("Indicators as a group, handles from any thread, output above")
struct GroupAndHandleTests {
  static let plain = TerminalProfile(colors: .none)

  @Test("two indicators at once take a line each, turn together, and end in their own words")
  func twoAtOnce() {
    let stage = Stage(Self.plain)
    let first = stage.spinner("Fetching", showDelay: .zero, enterDuration: .zero)
    let second = stage.spinner("Building", showDelay: .zero, enterDuration: .zero)
    #expect(stage.screen.nonEmptyLines == ["◝ Fetching", "◝ Building"])
    stage.advance(first.line, to: .ms(250))
    #expect(stage.screen.nonEmptyLines == ["◞ Fetching", "◞ Building"])
    #expect(!stage.screen.cursorVisible)
    first.finish("Fetched")
    #expect(stage.screen.nonEmptyLines == ["Fetched", "◞ Building"])
    #expect(!stage.screen.cursorVisible)
    second.finish("Built")
    #expect(stage.screen.nonEmptyLines == ["Fetched", "Built"])
    #expect(stage.screen.cursorVisible)
    #expect(stage.screen.unknownSequences.isEmpty, "\(stage.screen.unknownSequences)")
  }

  @Test("one after another, the second is drawn whole and nothing of the first is left")
  func oneAfterAnother() {
    let stage = Stage(Self.plain)
    let first = stage.spinner("Fetching", showDelay: .zero)
    first.finish()
    let second = stage.spinner("Building", showDelay: .zero)
    #expect(stage.screen.nonEmptyLines == ["◝ Building"])
    #expect(!stage.screen.cursorVisible)
    second.finish()
    #expect(stage.screen.nonEmptyLines.isEmpty)
    #expect(stage.screen.cursorVisible)
  }

  @Test("a line printed above a group goes above all of it")
  func printAboveGroup() {
    let stage = Stage(Self.plain)
    let first = stage.spinner("Fetching", showDelay: .zero)
    _ = stage.spinner("Building", showDelay: .zero)
    first.println("Resolved 3 packages")
    #expect(stage.screen.nonEmptyLines == ["Resolved 3 packages", "◝ Fetching", "◝ Building"])
  }

  @Test("suspend clears the line and shows the cursor while its closure runs, then draws again")
  func suspend() {
    let stage = Stage(Self.plain)
    let indicator = stage.spinner("Fetching", showDelay: .zero)
    let seen = indicator.suspend { () -> TerminalScreen in
      _ = stage.output.write(Array("Continue? y\n".utf8))
      return stage.screen
    }
    #expect(seen.cursorVisible)
    #expect(seen.nonEmptyLines == ["Continue? y"])
    #expect(stage.screen.nonEmptyLines == ["Continue? y", "◝ Fetching"])
    #expect(!stage.screen.cursorVisible)
  }

  @Test("label, progress and the end, set from other threads at once, all arrive")
  func fromOtherThreads() async {
    let stage = Stage(Self.plain, columns: 60)
    let bar = stage.progressBar("Indexing", total: 200)
    DispatchQueue.concurrentPerform(iterations: 200) { _ in bar.advance() }
    #expect(bar.completed == 200)
    await Task.detached { bar.label = "Indexed" }.value
    #expect(stage.screen.currentLine.hasPrefix("Indexed "))
    #expect(stage.screen.currentLine.hasSuffix("100%  200/200"))
    await Task.detached { bar.finish("All indexed") }.value
    #expect(stage.screen.nonEmptyLines == ["All indexed"])
    #expect(stage.screen.cursorVisible)
  }
}
