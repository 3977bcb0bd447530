/// A clock seen as a timeline that starts when the driver does: readings and deadlines are
/// `Duration`s from that start, whatever the clock's own instant type.
///
/// Opening the `any Clock<Duration>` existential once, here, spares every other line of the
/// driver from the clock's associated types.
package struct TimelineClock: Sendable {
  /// The time since the start.
  package let elapsed: @Sendable () -> Duration
  /// Sleeps until the time since the start reaches the given value.
  package let sleepUntil: @Sendable (Duration) async throws -> Void

  package init(_ clock: any Clock<Duration>) {
    self = Self.opening(clock)
  }

  private init(
    elapsed: @escaping @Sendable () -> Duration,
    sleepUntil: @escaping @Sendable (Duration) async throws -> Void
  ) {
    self.elapsed = elapsed
    self.sleepUntil = sleepUntil
  }

  private static func opening<C: Clock<Duration>>(_ clock: C) -> TimelineClock {
    let origin = clock.now
    return TimelineClock(
      elapsed: { origin.duration(to: clock.now) },
      sleepUntil: { offset in
        try await clock.sleep(until: origin.advanced(by: offset), tolerance: nil)
      }
    )
  }
}
