import CAllocationCounter
import CBenchmarkHost

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Measures a piece of work: wall-clock time with a monotonic clock, and heap allocations.
enum Benchmark {
  /// Runs `body` `repetitions` times per round for `rounds` rounds and returns the nanoseconds
  /// per repetition of each round, so a caller can take the median.
  static func nanosecondsPerRepetition(
    rounds: Int, repetitions: Int, _ body: () -> Void
  ) -> [Double] {
    let clock = ContinuousClock()
    var results: [Double] = []
    for _ in 0..<rounds {
      let start = clock.now
      for _ in 0..<repetitions { body() }
      let elapsed = start.duration(to: clock.now)
      results.append(nanoseconds(elapsed) / Double(repetitions))
    }
    return results
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
