import Synchronization

/// The bar's numbers, shared with the function that draws it: set from any thread, read on the
/// drawing one, behind a lock.
final class ProgressState: Sendable {
  let unit: ProgressUnit
  let showsCount: Bool
  let showsRate: Bool
  let showsTimeRemaining: Bool

  private struct Numbers {
    var total: Double?
    var completed = 0.0
    var startedAt = Duration.zero
    var rate = RateEstimator()
    /// Whether the bar has ended: its last line shows no time left.
    var isFinished = false
    /// When the last plain progress line was written, and how far the work was then.
    var plainAt = Duration.zero
    var plainFraction = 0.0
  }

  private let numbers: Mutex<Numbers>

  /// How long must pass between two plain progress lines, at least.
  static let plainInterval = Duration.seconds(10)
  /// How much of the work must be done between two plain progress lines, at least, when the
  /// total is known.
  static let plainStep = 0.1

  init(
    total: Double?, unit: ProgressUnit, showsCount: Bool, showsRate: Bool,
    showsTimeRemaining: Bool
  ) {
    self.unit = unit
    self.showsCount = showsCount
    self.showsRate = showsRate
    self.showsTimeRemaining = showsTimeRemaining
    numbers = Mutex(Numbers(total: total))
  }

  /// The amount that means done, `nil` while unknown.
  var total: Double? {
    get { numbers.withLock { $0.total } }
    set { numbers.withLock { $0.total = newValue } }
  }

  /// The amount done.
  var completed: Double {
    get { numbers.withLock { $0.completed } }
    set { numbers.withLock { $0.completed = newValue } }
  }

  /// When the bar started, on its clock; the rate is measured from there.
  var startedAt: Duration {
    get { numbers.withLock { $0.startedAt } }
    set {
      numbers.withLock { numbers in
        numbers.startedAt = newValue
        numbers.plainAt = newValue
        numbers.rate.start(numbers.completed, at: newValue)
      }
    }
  }

  /// Marks the bar ended: what it shows from now on is its last line.
  func finish() {
    numbers.withLock { $0.isFinished = true }
  }

  /// Adds `amount` to the amount done, at once.
  func advance(by amount: Double) {
    numbers.withLock { $0.completed += amount }
  }

  /// What the line shows at `time`, on the bar's clock.
  func values(at time: Duration) -> ProgressBarCells.Values {
    numbers.withLock { numbers in Self.values(of: &numbers, at: time, unit: unit, asked: self) }
  }

  private static func values(
    of numbers: inout Numbers, at time: Duration, unit: ProgressUnit, asked: ProgressState
  ) -> ProgressBarCells.Values {
    let total = numbers.total.flatMap { $0.isFinite ? $0 : nil }
    let completed = numbers.completed
    let fraction = total.map { $0 > 0 ? completed / $0 : 1 }
    var values = ProgressBarCells.Values(fraction: fraction)
    if asked.showsCount, countable(total, in: unit) {
      values.count = unit.count(completed, of: total)
    }
    guard let perSecond = numbers.rate.rate(completed, at: time) else { return values }
    if asked.showsRate { values.rate = unit.rate(perSecond) }
    if asked.showsTimeRemaining, !numbers.isFinished, let total, perSecond > 0 {
      values.remaining = clock(max(0, (total - completed) / perSecond)) + " left"
    }
    return values
  }

  /// Whether a count out of `total` reads as it should: things are counted whole, so a total
  /// that is a fraction of the work (1, or 0.75) has no count to show.
  private static func countable(_ total: Double?, in unit: ProgressUnit) -> Bool {
    guard case .count = unit, let total else { return true }
    return total >= 2 && total == total.rounded(.down)
  }

  /// The plain line for where a bar cannot be drawn (a log, a pipe), when one is due at `time`:
  /// at least ``plainInterval`` after the last and, with a known total, ``plainStep`` of the
  /// work further — whichever comes later, so that a log says the work is alive without saying
  /// it often. "Indexing: 40%  400/1000  52.1 items/s  0:12 left".
  func plainLine(label: String, at time: Duration) -> String? {
    numbers.withLock { numbers -> String? in
      guard time - numbers.plainAt >= Self.plainInterval, !numbers.isFinished else { return nil }
      let values = Self.values(of: &numbers, at: time, unit: unit, asked: self)
      if let fraction = values.fraction {
        // A tenth as the sums of tenths make it: 0.7 - 0.6 falls a hair short of 0.1.
        guard fraction - numbers.plainFraction >= Self.plainStep - 1e-9, fraction < 1 else {
          return nil
        }
        numbers.plainFraction = fraction
      }
      numbers.plainAt = time
      return label + ": " + values.plainText
    }
  }

  /// `seconds` as m:ss, or h:mm:ss from an hour, rounded to the nearest second.
  static func clock(_ seconds: Double) -> String {
    guard seconds.isFinite else { return "--:--" }
    let whole = Int(min(seconds, 359_999).rounded())
    let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
    let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
  }
}
