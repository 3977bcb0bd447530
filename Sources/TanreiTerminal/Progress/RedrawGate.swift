import Synchronization

/// Keeps a progress bar's redraws to the rate a person can see and a terminal can show: 20 a
/// second, as indicatif draws. A change within the interval after a redraw is drawn at its end,
/// once, whatever the number of changes meanwhile, so that `advance()` in a tight loop costs a
/// lock and a clock reading, not a redraw.
final class RedrawGate: Sendable {
  /// What to do about a change.
  enum Admission: Equatable {
    /// Draw it now.
    case now
    /// Have it drawn after this long: at the end of the interval.
    case later(Duration)
    /// A redraw is already due at the end of the interval; it will show this change too.
    case due
  }

  /// The shortest time between two redraws: 50 ms, 20 a second.
  static let interval: Int64 = 50_000_000

  private struct State {
    /// The earliest moment of the next redraw, in ``RealTime`` nanoseconds.
    var next = Int64.min
    /// Whether a redraw is due at `next`.
    var due = false
  }

  private let state = Mutex(State())

  /// What to do about a change made at `now` (``RealTime`` nanoseconds).
  func admit(at now: Int64) -> Admission {
    state.withLock { state in
      if state.due {
        if now < state.next { return .due }
        // The redraw due has been made, at `next`: the interval runs from there.
        state.due = false
        state.next &+= Self.interval
      }
      if now >= state.next {
        state.next = now &+ Self.interval
        return .now
      }
      state.due = true
      return .later(.nanoseconds(state.next &- now))
    }
  }
}
