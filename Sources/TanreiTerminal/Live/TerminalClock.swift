/// A clock seen as a timeline starting when the indicator was made: readings and deadlines are
/// durations from that start, whatever the clock's own instants.
struct TerminalClock: Sendable {
  /// The time since the start.
  let elapsed: @Sendable () -> Duration
  /// Sleeps until the time since the start reaches the given value.
  let sleepUntil: @Sendable (Duration) async throws -> Void
  /// Whether this is real time (`ContinuousClock`), which the drawing thread can sleep on.
  let isRealTime: Bool

  init(_ clock: any Clock<Duration> & Sendable) {
    self = Self.opening(clock)
  }

  private init(
    elapsed: @escaping @Sendable () -> Duration,
    sleepUntil: @escaping @Sendable (Duration) async throws -> Void, isRealTime: Bool
  ) {
    self.elapsed = elapsed
    self.sleepUntil = sleepUntil
    self.isRealTime = isRealTime
  }

  private static func opening<C: Clock<Duration> & Sendable>(_ clock: C) -> TerminalClock {
    // Real time is read on every wake: read it without going through the generic clock.
    if clock is ContinuousClock {
      let origin = RealTime.nanoseconds()
      return TerminalClock(
        elapsed: { .nanoseconds(RealTime.nanoseconds() - origin) },
        sleepUntil: { offset in
          try await ContinuousClock().sleep(
            for: offset - .nanoseconds(RealTime.nanoseconds() - origin))
        },
        isRealTime: true)
    }
    let origin = clock.now
    return TerminalClock(
      elapsed: { origin.duration(to: clock.now) },
      sleepUntil: { offset in
        try await clock.sleep(until: origin.advanced(by: offset), tolerance: nil)
      },
      isRealTime: clock is ContinuousClock)
  }
}
