import Foundation
import Synchronization
import Testing

/// The error a wait that outlived its deadline throws, after recording an issue that says what
/// was awaited and for how long.
public struct DeadlineExceeded: Error, Sendable, CustomStringConvertible {
  /// What was awaited.
  public var what: String
  /// The time it was given.
  public var limit: Duration

  /// "the driver's frames did not come within 5 s".
  public var description: String { "\(what) did not finish within \(limit.seconds) s" }
}

/// Runs `operation`, racing it against a deadline `limit` away on the real clock; when the
/// deadline comes first, records an issue at the caller's line, cancels the operation and throws
/// ``DeadlineExceeded``.
///
/// Swift Testing's `.timeLimit` counts whole minutes, far too long for a rule that broke: a test
/// that awaits a frame, a sleeper or a program wraps the wait here so that it fails in seconds.
/// The race does not depend on the operation noticing cancellation: the caller is resumed at the
/// deadline even if the operation never returns, and the operation is left to end on its own.
///
/// The deadline counts the time the operation could have run. With the suite in parallel, a
/// task that is ready waits its turn behind every test case already queued on the cooperative
/// pool — tens of seconds on two cores at the start of a run — and an operation held back that
/// way has not failed. So the watchdog sleeps in short steps, and the time it wakes late, which
/// is the queue's and not the operation's, is not counted; whatever the queue, it gives up after
/// ``DeadlineStep/hardLimit(for:)`` on the clock.
public func withDeadline<T: Sendable>(
  _ limit: Duration, _ what: String = "the awaited operation",
  sourceLocation: SourceLocation = #_sourceLocation,
  operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
    let race = DeadlineRace(continuation)
    race.operation = Task {
      let result: Result<T, any Error>
      do {
        result = .success(try await operation())
      } catch {
        result = .failure(error)
      }
      if race.settle(result) { race.watchdog?.cancel() }
    }
    race.watchdog = Task {
      let clock = ContinuousClock()
      let start = clock.now
      var counted = Duration.zero
      while counted < limit && clock.now - start < DeadlineStep.hardLimit(for: limit) {
        let step = min(DeadlineStep.length, limit - counted)
        let asleep = clock.now
        do {
          try await Task.sleep(for: step)
        } catch {
          return
        }
        let late = clock.now - asleep - step
        // Woken on time, the step counts whole; woken late, the lateness beyond a margin was
        // the pool's queue.
        counted += late > DeadlineStep.margin ? step : clock.now - asleep
      }
      let exceeded = DeadlineExceeded(what: what, limit: limit)
      if race.settle(.failure(exceeded)) {
        Issue.record(Comment(rawValue: exceeded.description), sourceLocation: sourceLocation)
        race.operation?.cancel()
      }
    }
    // The operation may have ended before the watchdog was stored.
    if race.isSettled { race.watchdog?.cancel() }
  }
}

/// How ``withDeadline(_:_:sourceLocation:operation:)`` counts its time.
public enum DeadlineStep {
  /// How long the watchdog sleeps between looks at the clock.
  public static let length: Duration = .milliseconds(100)
  /// How late a wake may be and still count whole.
  public static let margin: Duration = .milliseconds(50)
  /// The most a deadline of `limit` waits on the clock, however busy the pool: twelve times the
  /// limit, and at least two minutes.
  public static func hardLimit(for limit: Duration) -> Duration {
    max(limit * 12, .seconds(120))
  }
}

/// The two sides of a ``withDeadline(_:_:sourceLocation:operation:)`` race and who came first.
private final class DeadlineRace<T: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<T, any Error>?
    var operation: Task<Void, Never>?
    var watchdog: Task<Void, Never>?
  }

  private let state: Mutex<State>

  init(_ continuation: CheckedContinuation<T, any Error>) {
    state = Mutex(State(continuation: continuation))
  }

  var operation: Task<Void, Never>? {
    get { state.withLock { $0.operation } }
    set { state.withLock { $0.operation = newValue } }
  }

  var watchdog: Task<Void, Never>? {
    get { state.withLock { $0.watchdog } }
    set { state.withLock { $0.watchdog = newValue } }
  }

  var isSettled: Bool { state.withLock { $0.continuation == nil } }

  /// Resumes the caller with `result` if no one has; answers whether this call did.
  func settle(_ result: Result<T, any Error>) -> Bool {
    guard
      let continuation = state.withLock({ state in
        defer { state.continuation = nil }
        return state.continuation
      })
    else { return false }
    continuation.resume(with: result)
    return true
  }
}

/// Waits until `condition` holds, looking every few milliseconds in the caller's isolation, for
/// at most `limit` of the time the caller could have run (counted as
/// ``withDeadline(_:_:sourceLocation:operation:)`` counts it); when it does not come, records an
/// issue naming `what` at the caller's line and answers `false`.
@discardableResult
public func eventually(
  _ what: String, within limit: Duration = .seconds(2),
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let start = clock.now
  let step = Duration.milliseconds(5)
  var counted = Duration.zero
  while !condition() {
    guard counted < limit, clock.now - start < DeadlineStep.hardLimit(for: limit) else {
      Issue.record(
        "\(what) did not happen within \(limit.seconds) s", sourceLocation: sourceLocation)
      return false
    }
    let asleep = clock.now
    try? await Task.sleep(for: step)
    let slept = clock.now - asleep
    counted += slept - step > DeadlineStep.margin ? step : slept
  }
  return true
}
