import TanreiTestSupport
import Testing

@testable import TanreiTerminal

/// The determinate progress bar: what it shows, when it redraws, and how it ends.
@MainActor
@Suite("Progress bar")
struct ProgressBarTests {
  static let plain = TerminalProfile(colors: .none)

  @Test("the label, a bar of whole cells and the percentage")
  func layout() {
    let stage = Stage(Self.plain, columns: 50)
    let progress = stage.progressBar()
    progress.update(completed: 45)
    #expect(stage.screen.currentLine == "Downloading " + bar(10, of: 24) + "  45%")
    #expect(!stage.screen.cursorVisible)
  }

  @Test("no redraw when nothing visible changed; only the changed cells when something did")
  func redrawsOnlyVisibleChanges() {
    let stage = Stage(Self.plain, columns: 50)
    let progress = stage.progressBar()
    progress.update(completed: 40)
    // 40% of 24 cells is 9.6 cells: nine drawn, until the tenth is whole.
    let unchanged = stage.writes {
      progress.update(completed: 40.2)
      progress.update(completed: 40.9)
    }
    #expect(unchanged.isEmpty)
    let changed = stage.writes { progress.update(completed: 41) }
    // From the line's start to the digit that changes, the digit, and back.
    #expect(changed.map(\.visible) == ["␛[39C1\r"])
  }

  @Test("completion is announced once")
  func completionOnce() {
    let stage = Stage(TerminalProfile(presentation: .lines, colors: .none))
    let progress = stage.progressBar()
    progress.update(completed: 100)
    progress.finish()
    progress.finish()
    progress.fail()
    #expect(stage.output.text == "Downloading…\nDownloading: done\n")
  }

  @Test("work that ends within the show delay draws no bar at all")
  func quickWork() {
    let stage = Stage(Self.plain)
    let progress = stage.progressBar(showDelay: nil)
    for step in 1...100 { progress.update(completed: Double(step)) }
    stage.advance(progress.line, to: .ms(200))
    progress.finish("Downloaded")
    #expect(stage.output.bytes.isEmpty)
  }

  @Test("the rate and the time remaining, once half a second has passed")
  func rateAndTimeRemaining() {
    let stage = Stage(Self.plain, columns: 80)
    let progress = stage.progressBar(
      total: 10_000_000, unit: .bytes, showsRate: true, showsTimeRemaining: true)
    stage.advance(progress.line, to: .ms(400))
    progress.update(completed: 1_000_000)
    #expect(!stage.screen.currentLine.contains("/s"))
    stage.advance(progress.line, to: .ms(2000))
    progress.update(completed: 4_000_000)
    #expect(stage.screen.currentLine.hasSuffix("  40%  2.00 MB/s  0:03 left"))
  }

  @Test(
    "a narrow line drops the time remaining, then the rate, then shortens the label",
    arguments: [
      (80, "Downloading the index ━━━━━━━━━━━━────────────  50%  50.0 files/s  0:01 left"),
      (60, "Downloading the index ━━━━━━━━━──────────  50%  50.0 files/s"),
      (40, "Downloading the index ━━━━━━───────  50%"),
      (25, "Downloading… ━━━────  50%"),
      (12, "━━━───  50%"),
      (5, "50%"),
    ])
  func narrow(columns: Int, expected: String) {
    let stage = Stage(Self.plain, columns: columns + 1)
    let progress = stage.progressBar(
      "Downloading the index", unit: .count("files"), showsRate: true, showsTimeRemaining: true)
    stage.advance(progress.line, to: .ms(1000))
    progress.update(completed: 50)
    #expect(stage.screen.currentLine == expected)
    #expect(stage.screen.currentLine.count <= columns)
  }

  @Test(
    "rates read with three significant digits",
    arguments: [
      (ProgressUnit.bytes, 3_210_000.0, "3.21 MB/s"),
      (.bytes, 999.0, "999 B/s"),
      (.bytes, 1_000.0, "1.00 kB/s"),
      (.items, 0.5, "0.50 items/s"),
      (.count("files"), 123.4, "123 files/s"),
      (.count("files"), 12.34, "12.3 files/s"),
      // Far past any integer: written as Swift writes it, never converted (which would trap).
      (.items, 1e300, "1e+300 items/s"),
    ])
  func rates(unit: ProgressUnit, perSecond: Double, expected: String) {
    #expect(unit.rate(perSecond) == expected)
  }

  @Test("time remaining reads as m:ss, or h:mm:ss past an hour")
  func clock() {
    #expect(ProgressState.clock(4.2) == "0:05")
    #expect(ProgressState.clock(61) == "1:01")
    #expect(ProgressState.clock(3725) == "1:02:05")
  }

  private func bar(_ done: Int, of width: Int) -> String {
    String(repeating: "━", count: done) + String(repeating: "─", count: width - done)
  }
}
