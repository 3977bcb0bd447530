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
  /// The time from the start to an instant of the clock, or `nil` for an instant of another
  /// clock's type.
  package let offset: @Sendable (any InstantProtocol<Duration>) -> Duration?

  /// A timeline that starts now.
  package init(_ clock: any Clock<Duration>) {
    self = Self.opening(clock, at: nil)
  }

  /// A timeline that starts at `origin`, an instant of `clock` — earlier than now, for a view
  /// whose identity was made before its bridge — or now when `origin` is `nil`, of another
  /// clock's type, or later than now.
  package init(_ clock: any Clock<Duration>, origin: (any InstantProtocol<Duration>)?) {
    self = Self.opening(clock, at: origin)
  }

  private init(
    elapsed: @escaping @Sendable () -> Duration,
    sleepUntil: @escaping @Sendable (Duration) async throws -> Void,
    offset: @escaping @Sendable (any InstantProtocol<Duration>) -> Duration?
  ) {
    self.elapsed = elapsed
    self.sleepUntil = sleepUntil
    self.offset = offset
  }

  private static func opening<C: Clock<Duration>>(
    _ clock: C, at given: (any InstantProtocol<Duration>)?
  ) -> TimelineClock {
    let now = clock.now
    let origin = (given as? C.Instant).map { min($0, now) } ?? now
    return TimelineClock(
      elapsed: { origin.duration(to: clock.now) },
      sleepUntil: { offset in
        try await clock.sleep(until: origin.advanced(by: offset), tolerance: nil)
      },
      offset: { instant in (instant as? C.Instant).map { origin.duration(to: $0) } }
    )
  }
}
