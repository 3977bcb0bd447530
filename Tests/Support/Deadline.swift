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
      do {
        try await Task.sleep(for: limit)
      } catch {
        return
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
