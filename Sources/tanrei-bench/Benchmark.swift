import CAllocationCounter
import CBenchmarkHost

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Measures a piece of work: time with a monotonic clock, and heap allocations.
enum Benchmark {
  /// Runs `body` `repetitions` times per round for `rounds` rounds and returns the nanoseconds
  /// per repetition of each round, so a caller can take the median.
  ///
  /// Time is this thread's processor time where the system keeps it, so that rounds in which
  /// other processes took the core are not lengthened by them; wall-clock time elsewhere.
  static func nanosecondsPerRepetition(
    rounds: Int, repetitions: Int, _ body: () -> Void
  ) -> [Double] {
    var results: [Double] = []
    for _ in 0..<rounds {
      let start = threadNanoseconds()
      for _ in 0..<repetitions { body() }
      results.append((threadNanoseconds() - start) / Double(repetitions))
    }
    return results
  }

  /// What ``nanosecondsPerRepetition(rounds:repetitions:_:)`` measures with.
  static let timeSource =
    threadProcessorTimeAvailable ? "this thread's processor time" : "wall-clock time"

  private static let threadProcessorTimeAvailable: Bool = {
    var time = timespec()
    return clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0
  }()

  private static func threadNanoseconds() -> Double {
    var time = timespec()
    if threadProcessorTimeAvailable, clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 {
      return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
    return wallNanoseconds()
  }

  private static func wallNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
  }

  /// The heap allocations made while `body` runs once, or `nil` where they cannot be counted.
  static func allocations(_ body: () -> Void) -> UInt64? {
    guard tanrei_allocation_counting_available() != 0 else { return nil }
    let before = tanrei_allocation_count()
    body()
    return tanrei_allocation_count() - before
  }

  /// The median and the 90th percentile of `values`, and how many there were.
  struct Spread {
    var median: Double
    var p90: Double
    var count: Int

    init(_ values: [Double]) {
      median = Benchmark.median(values)
      p90 = Benchmark.percentile(values, 0.9)
      count = values.count
    }

    /// Both figures multiplied by `factor`, for a change of unit.
    func scaled(_ factor: Double) -> Spread {
      var copy = self
      copy.median *= factor
      copy.p90 *= factor
      return copy
    }
  }

  /// The value below which `fraction` of `values` lie, by the nearest-rank rule.
  static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((fraction * Double(sorted.count)).rounded(.up))
    return sorted[min(sorted.count - 1, max(0, rank - 1))]
  }

  /// Pins this thread to the core it runs on, and says which, or why it is not pinned.
  static func pinToOneCore() -> String {
    let cpu = tanrei_pin_to_current_cpu()
    return cpu >= 0 ? "pinned to core \(cpu)" : "not pinned (no affinity call on this platform)"
  }

  /// The heap bytes in use, where the allocator can say.
  static func heapBytesInUse() -> Int64? {
    let bytes = tanrei_heap_bytes_in_use()
    return bytes >= 0 ? bytes : nil
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  /// Keeps the optimiser from removing work whose result is otherwise unused.
  @inline(never)
  static func consume<T>(_ value: T) {
    withUnsafePointer(to: value) { pointer in
      sink = UnsafeRawPointer(pointer).load(as: UInt8.self)
    }
  }

  nonisolated(unsafe) static var sink: UInt8 = 0
}
