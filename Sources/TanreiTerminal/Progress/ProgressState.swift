import Synchronization

/// The bar's numbers, shared with the function that draws it: set from any thread, read on the
/// drawing one, behind a lock.
final class ProgressState: Sendable {
  let total: Double
  let unit: ProgressUnit
  let showsRate: Bool
  let showsTimeRemaining: Bool
  private let counts = Mutex((completed: 0.0, startedAt: Duration.zero))

  init(total: Double, unit: ProgressUnit, showsRate: Bool, showsTimeRemaining: Bool) {
    self.total = total
    self.unit = unit
    self.showsRate = showsRate
    self.showsTimeRemaining = showsTimeRemaining
  }

  /// The amount done.
  var completed: Double {
    get { counts.withLock { $0.completed } }
    set { counts.withLock { $0.completed = newValue } }
  }

  /// When the bar started, on its clock.
  var startedAt: Duration {
    get { counts.withLock { $0.startedAt } }
    set { counts.withLock { $0.startedAt = newValue } }
  }

  /// Adds `amount` to the amount done, at once.
  func advance(by amount: Double) {
    counts.withLock { $0.completed += amount }
  }

  /// What the line shows at `time`, on the bar's clock.
  func values(at time: Duration) -> ProgressBarCells.Values {
    let (completed, startedAt) = counts.withLock { ($0.completed, $0.startedAt) }
    let fraction = total > 0 ? completed / total : 1
    var values = ProgressBarCells.Values(fraction: fraction)
    let elapsed = Double((time - startedAt) / .milliseconds(1)) / 1000
    // A rate measured over less than half a second says more about the start than the pace.
    guard elapsed >= 0.5, completed > 0 else { return values }
    let perSecond = completed / elapsed
    if showsRate { values.rate = unit.rate(perSecond) }
    if showsTimeRemaining, perSecond > 0 {
      let seconds = max(0, (total - completed) / perSecond)
      values.remaining = Self.clock(seconds) + " left"
    }
    return values
  }

  /// `seconds` as m:ss, or h:mm:ss from an hour.
  static func clock(_ seconds: Double) -> String {
    guard seconds.isFinite else { return "--:--" }
    let whole = Int(min(seconds, 359_999).rounded(.up))
    let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
    let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
  }
}
