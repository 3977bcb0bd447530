import TanreiTestSupport
import Testing

@testable import TanreiTerminal

/// A terminal for one test: a recording output, a manual clock, and the loop a live line's
/// driver would run, stepped by hand so that no test waits for real time.
@MainActor
final class Stage {
  let clock = ManualClock()
  let output: RecordingOutput
  let profile: TerminalProfile
  /// The times the stepped loop woke, in order.
  private(set) var wakes: [Duration] = []
  /// The indicators and bars made here, kept for the stage's life: a handle dropped takes its
  /// line away, and a test that does not keep its own still looks at what it drew.
  private var handles: [AnyObject] = []

  init(_ profile: TerminalProfile = TerminalProfile(), columns: Int? = 40) {
    output = RecordingOutput(columns: columns)
    self.profile = profile
  }

  var setup: TerminalSetup {
    TerminalSetup(output: output, profile: profile, signals: .none, clock: clock)
  }

  /// What a person would see now.
  var screen: TerminalScreen { TerminalScreen(output.bytes) }

  /// The time on the clock.
  var now: Duration { clock.now.offset }

  /// A spinner on this stage, started with the loop left to ``advance(_:to:)``.
  func spinner(
    _ label: String = "Fetching packages", showDelay: Duration? = nil,
    entrance: LoadingEntrance? = nil, enterDuration: Duration? = nil
  ) -> TerminalLoadingIndicator {
    let indicator = TerminalLoadingIndicator(
      label, showDelay: showDelay, entrance: entrance, enterDuration: enterDuration,
      terminal: setup)
    indicator.line.start(runsLoop: false)
    handles.append(indicator)
    return indicator
  }

  /// A progress bar on this stage, started with the loop left to ``advance(_:to:)``.
  func progressBar(
    _ label: String = "Downloading", total: Double? = 100, unit: ProgressUnit = .items,
    showsCount: Bool = true, showsRate: Bool = false, showsTimeRemaining: Bool = false,
    showDelay: Duration? = .zero
  ) -> TerminalProgressBar {
    let bar = TerminalProgressBar(
      label, total: total, unit: unit, showsCount: showsCount, showsRate: showsRate,
      showsTimeRemaining: showsTimeRemaining, showDelay: showDelay, enterDuration: .zero,
      terminal: setup)
    bar.state.startedAt = now
    bar.line.start(runsLoop: false)
    handles.append(bar)
    return bar
  }

  /// Runs the driver's loop as it would run in real time, up to `time`: wake at each moment it
  /// asks for, read the frame; then move the clock on to `time`.
  func advance(_ line: LiveLine, to time: Duration) {
    while let wake = line.nextWake, wake <= time {
      // A loop that stops moving would spin here for ever; fail instead.
      let moving = wakes.last.map { wake > $0 } ?? true
      guard moving, wakes.count < 10_000 else {
        Issue.record("the loop stopped moving at \(wake)")
        return
      }
      clock.advance(to: ManualClock.Instant(offset: wake))
      wakes.append(wake)
      line.update()
    }
    clock.advance(to: ManualClock.Instant(offset: time))
  }

  /// The writes made while `body` ran.
  func writes(during body: () -> Void) -> [[UInt8]] {
    let before = output.writes.count
    body()
    return Array(output.writes[before...])
  }
}

extension Duration {
  static func ms(_ milliseconds: Int) -> Duration { .milliseconds(milliseconds) }
}

extension Array where Element == UInt8 {
  /// The bytes as text, escapes written as ␛ so that a failing expectation reads well.
  var visible: String {
    String(decoding: self, as: UTF8.self).replacing("\u{1B}", with: "␛")
  }

  /// Whether the bytes hold any escape or control character other than a line feed.
  var hasEscapes: Bool { contains { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F } }
}
