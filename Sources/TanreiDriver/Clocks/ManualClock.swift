import Synchronization

/// A clock that moves only when told to, for tests and for tools that replay time.
///
/// ``advance(by:)`` and ``advance(to:)`` are synchronous: every sleeper whose deadline has come
/// is resumed before they return, in deadline order. A sleep whose deadline has already passed
/// returns at once, so a test may advance before or after the code under test goes to sleep and
/// see the same result. A cancelled sleep throws `CancellationError`, as `ContinuousClock`'s does.
public final class ManualClock: Clock, Sendable {
  /// A moment on a manual clock: how far it has been advanced from its start.
  public struct Instant: InstantProtocol, Sendable, Hashable, CustomStringConvertible {
    /// The time since the clock's start.
    public var offset: Duration

    /// The moment `offset` after the clock's start.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The moment `duration` later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this moment to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset, as `Duration` prints it.
    public var description: String { offset.description }
  }

  private struct Sleeper {
    var id: UInt64
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var nextID: UInt64 = 0
    var cancelledBeforeSleeping: Set<UInt64> = []
  }

  private let state = Mutex(State())

  /// A clock at its start, with no one asleep on it.
  public init() {}

  /// The current moment.
  public var now: Instant { state.withLock { $0.now } }

  /// The clock can represent any duration.
  public var minimumResolution: Duration { .zero }

  /// How many sleepers wait for a later moment.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until the clock is advanced to `deadline` or past it, or the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { state -> UInt64 in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        enum Outcome { case wait, resume, cancel }
        let outcome = state.withLock { state -> Outcome in
          if state.cancelledBeforeSleeping.remove(id) != nil { return .cancel }
          if deadline <= state.now { return .resume }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .wait
        }
        switch outcome {
        case .wait: break
        case .resume: continuation.resume()
        case .cancel: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelledBeforeSleeping.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index).continuation
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward by `duration` and wakes every sleeper whose deadline has come.
  /// A negative duration is ignored: time on this clock never runs backwards.
  public func advance(by duration: Duration) {
    advance(to: now.advanced(by: max(.zero, duration)))
  }

  /// Moves the clock to `instant`, if it is later, and wakes every sleeper whose deadline has
  /// come, earliest first.
  public func advance(to instant: Instant) {
    let due = state.withLock { state -> [Sleeper] in
      guard instant > state.now else { return [] }
      state.now = instant
      let due = state.sleepers.filter { $0.deadline <= instant }.sorted {
        $0.deadline < $1.deadline
      }
      state.sleepers.removeAll { $0.deadline <= instant }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }
}
