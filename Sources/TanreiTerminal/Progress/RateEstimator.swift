/// The pace a progress bar shows: the amount done over the last ten seconds, read from samples
/// taken as the bar is drawn, and held while it stays within 1% of what is shown.
///
/// A rate reckoned from the start answers slowly to a change of pace, and one reckoned between
/// two draws (a twentieth of a second) jumps with every step the work takes: 25 items in one
/// interval, 24 in the next, 500 and 480 a second. Over ten seconds a step counts for a
/// hundredth of an item a second. And a pace that sits on a boundary of the digits shown —
/// 499.5 a second — would still read 499 and 500 by turns; within 1% the reading stays put.
struct RateEstimator: Sendable {
  /// One reading of the amount done.
  struct Sample: Sendable {
    var time: Duration
    var completed: Double
  }

  /// How far back the rate is measured.
  static let window = Duration.seconds(10)
  /// The least time between two samples kept: twenty over the window at most.
  static let spacing = Duration.milliseconds(500)
  /// The least time measured over before a rate is told at all: less says more about the start
  /// than the pace.
  static let shortest = Duration.milliseconds(500)
  /// How far the pace may move, as a fraction of the rate shown, before the reading changes.
  static let steadiness = 0.01

  /// The samples kept, oldest first: the oldest may lie just outside the window, so that the
  /// rate always spans the whole of it.
  private(set) var samples: [Sample] = []
  /// The rate shown last.
  private var shown: Double?

  /// Starts measuring from `completed` at `time`.
  mutating func start(_ completed: Double, at time: Duration) {
    samples = [Sample(time: time, completed: completed)]
    shown = nil
  }

  /// The pace at `time`, with `completed` done, in amount per second; `nil` before half a
  /// second of measuring, or while the amount has not moved since the start.
  mutating func rate(_ completed: Double, at time: Duration) -> Double? {
    guard let last = samples.last, completed >= last.completed, time >= last.time else {
      // The amount went back (a retry), or the clock did: measure afresh.
      start(completed, at: time)
      return nil
    }
    if time - last.time >= Self.spacing { samples.append(Sample(time: time, completed: completed)) }
    while samples.count > 2, time - samples[1].time >= Self.window { samples.removeFirst() }
    let first = samples[0]
    let span = time - first.time
    guard span >= Self.shortest, completed > first.completed else { return nil }
    let measured = (completed - first.completed) / Self.seconds(span)
    if let shown, abs(measured - shown) <= shown * Self.steadiness { return shown }
    shown = measured
    return measured
  }

  /// `duration` in seconds.
  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
