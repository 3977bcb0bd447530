import Dispatch
import TanreiDriver

/// Wakes a live line's driver at the moments it asks for, with one timer on the main queue.
///
/// The driver's own loop sleeps in a task, and every wake of a sleeping task on the main actor
/// passes through several threads: the timer's, the cooperative pool's, the main one. A
/// terminal's indicator wakes a few times a second for as long as the work lasts, and those
/// hops were most of its cost; a main-queue timer goes from the timer's thread to the main one
/// and no further. Once the wakes come at a steady interval (a quarter turn after another), the
/// timer repeats by itself, which also spares setting it again after each wake. This needs real
/// time: with any clock but `ContinuousClock` (a test's manual clock) the live line runs the
/// driver's loop instead.
@MainActor
final class MainQueuePacer {
  private let driver: LoadingIndicatorDriver
  // Dispatch sources may be cancelled from any thread; the deinit does so.
  nonisolated(unsafe) private let timer: any DispatchSourceTimer
  /// The wake the timer was last set for, on the driver's timeline.
  private var scheduled: Duration?
  /// The interval the timer repeats at, when it does.
  private var period: Duration?
  private var previousInterval: Duration?

  /// A repeating timer fires this long after the moment it stands for, so that clock readings
  /// taken a hair apart never make it fire before the change it is for.
  private static let margin = Duration.microseconds(500)

  /// A pacer for `driver`, idle until ``reschedule()``.
  init(driver: LoadingIndicatorDriver) {
    self.driver = driver
    timer = DispatchSource.makeTimerSource(queue: .main)
    timer.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.fire() }
    }
    timer.schedule(deadline: .distantFuture)
    timer.resume()
  }

  /// Sets the timer for the driver's next wake, or idles it while nothing can change. Called
  /// after every event, and after every wake.
  func reschedule() {
    guard let wake = driver.nextWake else {
      timer.schedule(deadline: .distantFuture)
      (scheduled, period, previousInterval) = (nil, nil, nil)
      return
    }
    if let period, let scheduled, Self.close(wake, scheduled + period) {
      // The repeating timer already stands for this wake.
      self.scheduled = wake
      return
    }
    let interval = scheduled.map { wake - $0 }
    let steady =
      interval.map { now in previousInterval.map { Self.close(now, $0) } ?? false } ?? false
    previousInterval = interval
    let delay = max(.zero, wake - driver.now) + (steady ? Self.margin : .zero)
    if steady, let interval {
      timer.schedule(
        deadline: .now() + Self.dispatch(delay), repeating: Self.dispatch(interval),
        leeway: .microseconds(500))
      period = interval
    } else {
      timer.schedule(deadline: .now() + Self.dispatch(delay), leeway: .microseconds(500))
      period = nil
    }
    scheduled = wake
  }

  /// Stops for good.
  func stop() {
    timer.cancel()
  }

  // An indicator dropped without being ended must not leave its timer behind.
  deinit {
    timer.cancel()
  }

  private func fire() {
    driver.update()
    reschedule()
  }

  /// Whether two moments are the same but for the rounding of their arithmetic.
  private static func close(_ a: Duration, _ b: Duration) -> Bool {
    a - b <= .microseconds(1) && b - a <= .microseconds(1)
  }

  private static func dispatch(_ duration: Duration) -> DispatchTimeInterval {
    let (seconds, attoseconds) = duration.components
    return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
  }
}
