import TanreiTestSupport
import Testing

@testable import TanreiTerminal

/// The determinate progress bar: what it shows, when it redraws, and how it ends.
@MainActor
@Suite("Progress bar")
struct ProgressBarTests {
  static let plain = TerminalProfile(colors: .none)

  @Test("the label, a bar of whole cells, the percentage and the count")
  func layout() {
    let stage = Stage(Self.plain, columns: 50)
    let progress = stage.progressBar()
    progress.update(completed: 45)
    #expect(stage.screen.currentLine == "Downloading " + bar(10, of: 24) + "  45%  45/100")
    #expect(!stage.screen.cursorVisible)
  }

  @Test("no redraw when nothing visible changed; only the changed cells when something did")
  func redrawsOnlyVisibleChanges() {
    let stage = Stage(Self.plain, columns: 50)
    let progress = stage.progressBar(showsCount: false)
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

  @Test("the count, the rate and the time remaining, once half a second has passed")
  func rateAndTimeRemaining() {
    let stage = Stage(Self.plain, columns: 80)
    let progress = stage.progressBar(
      total: 10_000_000, unit: .bytes, showsRate: true, showsTimeRemaining: true)
    stage.advance(progress.line, to: .ms(400))
    progress.update(completed: 1_000_000)
    #expect(!stage.screen.currentLine.contains("/s"))
    stage.advance(progress.line, to: .ms(2000))
    progress.update(completed: 4_000_000)
    #expect(stage.screen.currentLine.hasSuffix("  40%  4.0/10.0 MB  2.00 MB/s  0:03 left"))
  }

  @Test(
    "a narrow line drops the time remaining, then the rate, then the count, then shortens the label",
    arguments: [
      (80, "Downloading the index ━━━━━━━━━━──────────  50%  50/100  50.0 files/s  0:01 left"),
      (70, "Downloading the index ━━━━━─────  50%  50/100  50.0 files/s  0:01 left"),
      (65, "Downloading the index ━━━━━━━━────────  50%  50/100  50.0 files/s"),
      (50, "Downloading the index ━━━━━━━────────  50%  50/100"),
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
    "the count reads in the total's unit, as tqdm shows it",
    arguments: [
      (ProgressUnit.items, 500.0, 1000.0 as Double?, "500/1000"),
      (.items, 499.9, 1000, "499/1000"),
      (.count("files"), 3, 12, "3/12"),
      (.items, 42, nil, "42"),
      (.bytes, 1_234_567, 3_400_000, "1.2/3.4 MB"),
      (.bytes, 120_000_000, 340_000_000, "120/340 MB"),
      (.bytes, 3_400_000, 3_400_000, "3.4/3.4 MB"),
      (.bytes, 999, 1_500, "1.0/1.5 kB"),
      (.bytes, 1_234_567, nil, "1.23 MB"),
      // Where three digits would round up to four, the next prefix reads.
      (.bytes, 999_700, nil, "1.00 MB"),
      (.bytes, 50_000_000, 99_970_000, "50/100 MB"),
      (.binaryBytes, 1_258_291, 3_565_158, "1.2/3.4 MiB"),
      (.binaryBytes, 512, 1_024, "0.5/1.0 KiB"),
      (.binaryBytes, 2_147_483_648, nil, "2.00 GiB"),
      // Far past any integer: written as Swift writes it, never converted (which would trap).
      (.items, 1e300, 1e300, "1e+300/1e+300"),
    ])
  func counts(unit: ProgressUnit, completed: Double, total: Double?, expected: String) {
    #expect(unit.count(completed, of: total) == expected)
  }

  @Test(
    "rates read with three significant digits",
    arguments: [
      (ProgressUnit.bytes, 3_210_000.0, "3.21 MB/s"),
      (.bytes, 999.0, "999 B/s"),
      (.bytes, 1_000.0, "1.00 kB/s"),
      (.bytes, 999_700.0, "1.00 MB/s"),
      (.binaryBytes, 3_365_928.0, "3.21 MiB/s"),
      (.items, 0.5, "0.50 items/s"),
      (.count("files"), 123.4, "123 files/s"),
      (.count("files"), 12.34, "12.3 files/s"),
      // Far past any integer: written as Swift writes it, never converted (which would trap).
      (.items, 1e300, "1e+300 items/s"),
    ])
  func rates(unit: ProgressUnit, perSecond: Double, expected: String) {
    #expect(unit.rate(perSecond) == expected)
  }

  @Test("a fraction of the work as its total shows no count")
  func fractionalTotal() {
    let stage = Stage(Self.plain, columns: 50)
    let progress = stage.progressBar(total: 1)
    progress.update(completed: 0.45)
    #expect(stage.screen.currentLine == "Downloading " + bar(10, of: 24) + "  45%")
  }

  @Test("time remaining reads as m:ss, or h:mm:ss past an hour, to the nearest second")
  func clock() {
    #expect(ProgressState.clock(1.06) == "0:01")
    #expect(ProgressState.clock(4.2) == "0:04")
    #expect(ProgressState.clock(4.5) == "0:05")
    #expect(ProgressState.clock(0.4) == "0:00")
    #expect(ProgressState.clock(61) == "1:01")
    #expect(ProgressState.clock(3725) == "1:02:05")
  }

  @Test("1.06 s of work left at the pace measured reads 0:01 left, not 0:02")
  func nearestSecondLeft() {
    let stage = Stage(Self.plain, columns: 80)
    let progress = stage.progressBar(total: 1000, showsTimeRemaining: true)
    stage.advance(progress.line, to: .ms(2000))
    // 2000/3.06 done in 2 s leaves 1.06 s of work at that pace.
    progress.update(completed: 2000 / 3.06)
    #expect(stage.screen.currentLine.hasSuffix("  0:01 left"), "\(stage.screen.currentLine)")
  }

  @Test(
    "a steady pace shows a steady rate, whatever the moments the bar is drawn at",
    arguments: [500.0, 499.5, 333.3])
  func steadyRate(perSecond: Double) {
    let stage = Stage(Self.plain, columns: 80)
    let progress = stage.progressBar(total: 100_000, showsRate: true)
    var shown: [String] = []
    var screen = TerminalScreen()
    var read = 0
    // Work in whole items, 7 ms apart; drawn whenever a change is made, as the clock allows.
    var time = 0
    while time < 20_000 {
      time += 7
      stage.advance(progress.line, to: .ms(time))
      progress.update(completed: (perSecond * Double(time) / 1000).rounded(.down))
      let writes = stage.output.writes
      for write in writes[read...] { screen.read(write) }
      read = writes.count
      let rate = screen.currentLine.split(separator: "  ").last.map(String.init) ?? ""
      if time >= 3000, shown.last != rate { shown.append(rate) }
    }
    #expect(shown.count == 1, "\(shown)")
    #expect(shown.first?.hasSuffix(" items/s") == true, "\(shown)")
  }

  @Test("the rate spans the whole ten seconds: work done 9.9 s ago still counts")
  func rateWindow() {
    var estimator = RateEstimator()
    estimator.start(0, at: .zero)
    // 1000 done at once, then nothing, sampled every half second as a bar is drawn.
    var rate: Double?
    for half in 1...20 { rate = estimator.rate(1000, at: .ms(half * 500)) }
    rate = estimator.rate(1000, at: .ms(10_400))
    #expect(rate.map { abs($0 - 1000 / 10.4) < 0.01 } == true, "\(String(describing: rate))")
  }

  @Test("a width changed before its signal has come is read at the next draw")
  func widthReadAtEachDraw() {
    let stage = Stage(Self.plain, columns: 80)
    let progress = stage.progressBar("Downloading the index", total: 100)
    progress.update(completed: 10)
    #expect(stage.screen.currentLine.count > 40)
    // The terminal has narrowed and reflowed; no resize signal has been handled yet.
    stage.output.reportedColumns = 40
    progress.update(completed: 20)
    #expect(stage.screen.currentLine.count < 40, "\(stage.screen.currentLine)")
  }

  @Test("a total learnt while running: the count alone, then the bar")
  func totalLearnt() {
    let stage = Stage(Self.plain, columns: 50)
    let progress = stage.progressBar(total: nil, unit: .bytes)
    progress.update(completed: 1_234_567)
    #expect(stage.screen.currentLine == "Downloading  1.23 MB")
    progress.total = 3_400_000
    #expect(stage.screen.currentLine.hasPrefix("Downloading ━━━"))
    #expect(stage.screen.currentLine.hasSuffix("─  36%  1.2/3.4 MB"))
    progress.total = 2_469_134
    #expect(stage.screen.currentLine.hasSuffix("  50%  1.2/2.5 MB"))
  }

  @Test("the finished line kept where the bar was, without the time left")
  func keptLine() {
    let stage = Stage(Self.plain, columns: 60)
    let progress = stage.progressBar(total: 1000, showsTimeRemaining: true)
    stage.advance(progress.line, to: .ms(1000))
    progress.update(completed: 1000)
    progress.finish(keepingLine: true)
    #expect(stage.screen.nonEmptyLines == ["Downloading " + bar(24, of: 24) + " 100%  1000/1000"])
    #expect(stage.screen.cursorVisible)

    let worded = Stage(Self.plain, columns: 60)
    let other = worded.progressBar(total: 10)
    other.update(completed: 10)
    other.finish("Downloaded", keepingLine: true)
    #expect(worded.screen.nonEmptyLines == ["Downloaded " + bar(24, of: 24) + " 100%  10/10"])
  }

  private func bar(_ done: Int, of width: Int) -> String {
    String(repeating: "━", count: done) + String(repeating: "─", count: width - done)
  }
}

/// Where the bar cannot be drawn — a log, a pipe, CI — plain lines: one when shown, one at
/// least 10 s and 10% of the work after the last, whichever comes later, and one when done.
@MainActor
@Suite("The progress bar in plain lines")
struct ProgressPlainLinesTests {
  static let lines = TerminalProfile(presentation: .lines, colors: .none)

  @Test("a long bar says it is alive every 10 s or 10% of the work, whichever is rarer")
  func boundedRate() {
    let stage = Stage(Self.lines)
    let progress = stage.progressBar("Indexing", total: 1000)
    // 2% a second for 30 s: 10 s is the rarer, so a line every 10 s.
    for second in 1...30 {
      stage.advance(progress.line, to: .seconds(second))
      progress.update(completed: Double(second * 20))
    }
    // Then 0.5% a second for 60 s: 10% is the rarer, so a line every 20 s.
    for second in 31...90 {
      stage.advance(progress.line, to: .seconds(second))
      progress.update(completed: Double(600 + (second - 30) * 5))
    }
    progress.finish()
    let expected = [
      "Indexing…", "Indexing: 20%  200/1000", "Indexing: 40%  400/1000",
      "Indexing: 60%  600/1000", "Indexing: 70%  700/1000", "Indexing: 80%  800/1000",
      "Indexing: 90%  900/1000", "Indexing: done",
    ]
    #expect(stage.output.text == expected.joined(separator: "\n") + "\n")
    #expect(!stage.output.bytes.hasEscapes)
  }

  @Test("no progress line within 10 s; the kept line in plain words")
  func shortBar() {
    let stage = Stage(Self.lines)
    let progress = stage.progressBar("Indexing", total: 40)
    stage.advance(progress.line, to: .ms(100))
    for step in 1...40 {
      stage.advance(progress.line, to: .ms(100 + step * 200))
      progress.advance()
    }
    progress.finish(keepingLine: true)
    #expect(stage.output.text == "Indexing…\nIndexing: 100%  40/40\n")
  }
}

/// A sequence iterated under a bar, as tqdm wraps an iterable.
@MainActor
@Suite("Iterating a sequence with a bar")
struct ProgressSequenceTests {
  @Test("each element done when the next is asked for; the bar finished at the end")
  func wholeSequence() {
    let stage = Stage(TerminalProfile(colors: .none), columns: 60)
    var seen: [Int] = []
    for number in (1...10).withProgressBar(
      "Counting", showDelay: .zero, keepingLine: true, terminal: stage.setup)
    {
      seen.append(number)
    }
    #expect(seen == Array(1...10))
    #expect(stage.screen.nonEmptyLines.last?.hasSuffix(" 100%  10/10") == true)
    #expect(stage.screen.cursorVisible)
  }

  @Test("a loop left early takes the bar away without a word")
  func leftEarly() {
    let stage = Stage(TerminalProfile(colors: .none), columns: 60)
    for number in [1, 2, 3, 4].withProgressBar("Counting", showDelay: .zero, terminal: stage.setup)
    where number == 2 {
      break
    }
    #expect(stage.screen.nonEmptyLines.isEmpty, "\(stage.screen.lines)")
    #expect(stage.screen.cursorVisible)
  }

  @Test("a sequence of unknown length counts without a total")
  func unknownLength() {
    let stage = Stage(TerminalProfile(colors: .none), columns: 60)
    let numbers = sequence(first: 1) { $0 < 5 ? $0 + 1 : nil }
    var last = ""
    for _ in numbers.withProgressBar("Counting", showDelay: .zero, terminal: stage.setup) {
      last = stage.screen.currentLine
    }
    #expect(last == "Counting  4")
  }
}
