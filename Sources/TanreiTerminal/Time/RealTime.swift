#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Real time as the drawing thread reads it: `ContinuousClock`'s time, as a `Duration` from an
/// arbitrary origin.
///
/// `ContinuousClock.Instant` has a layout the compiler cannot know, so every value of it, and
/// every value that holds one, is laid out at run time; the first use of each such type costs
/// tens of microseconds. Reading the same system clock into a `Duration` costs nothing of the
/// kind, and the thread only ever compares readings with each other.
enum RealTime {
  /// The clock `ContinuousClock` reads: time that goes on while the machine sleeps.
  private static var clockID: clockid_t {
    #if os(Linux)
      clockid_t(CLOCK_BOOTTIME)
    #else
      CLOCK_MONOTONIC
    #endif
  }

  /// The time now, from the clock's origin.
  static func now() -> Duration { .nanoseconds(nanoseconds()) }

  /// The time now in nanoseconds from the clock's origin: what a reader that subtracts an
  /// origin of its own keeps, so that it makes one `Duration` a reading rather than three
  /// (`Duration`'s arithmetic is not inlined; its construction from an integer is).
  static func nanoseconds() -> Int64 {
    var reading = timespec()
    clock_gettime(clockID, &reading)
    return Int64(reading.tv_sec) &* 1_000_000_000 &+ Int64(reading.tv_nsec)
  }
}
