import TanreiCore

/// The cost of sampling a loading indicator's frame: one sample, its allocations, and a screen
/// of 10,000 indicators sampled at one moment.
enum FrameBenchmark {
  struct Figures {
    var medianNanosecondsPerSample: Double
    var allocationsPerSample: Double?
    var medianMillisecondsFor10000: Double
  }

  static func run() -> Figures {
    // A lifecycle with history: inserted, hidden and shown again, props changed, so frame(at:)
    // searches several states as a real one would.
    var lifecycle = LoadingIndicatorLifecycle(
      props: LoadingIndicatorProps("Loading messages", contained: true))
    lifecycle.apply(.insert, at: .zero)
    lifecycle.apply(.hide, at: .milliseconds(700))
    lifecycle.apply(.show, at: .milliseconds(900))
    lifecycle.apply(
      .setProps(LoadingIndicatorProps("Loading replies", size: .large)), at: .milliseconds(1200))
    lifecycle.apply(.setReducedMotion(true), at: .milliseconds(2000))
    lifecycle.apply(.setReducedMotion(false), at: .milliseconds(2600))

    // Times spread over every phase: waiting, entering, shown, reduced motion.
    let times: [Duration] = (0..<64).map { .microseconds(Int64($0) * 61_237) }
    let sampled = Array(times.prefix(8))
    let perSample = Benchmark.nanosecondsPerRepetition(rounds: 31, repetitions: 200_000) {
      Benchmark.consume(sample(lifecycle, at: sampled))
    }.map { $0 / Double(sampled.count) }

    let frames = 1_000
    let allocations = Benchmark.allocations {
      var checksum = 0.0
      for index in 0..<frames {
        checksum += lifecycle.frame(at: times[index % times.count]).opacity
      }
      Benchmark.consume(checksum)
    }

    var screen: [LoadingIndicatorLifecycle] = []
    screen.reserveCapacity(10_000)
    for index in 0..<10_000 {
      var indicator = LoadingIndicatorLifecycle(
        props: LoadingIndicatorProps(
          "Row \(index)", size: index.isMultiple(of: 3) ? .small : .medium))
      indicator.apply(.insert, at: .milliseconds(Int64(index % 400)))
      screen.append(indicator)
    }
    let now = Duration.milliseconds(1_337)
    let screenTimes = Benchmark.nanosecondsPerRepetition(rounds: 21, repetitions: 1) {
      Benchmark.consume(sample(screen, at: now))
    }
    return Figures(
      medianNanosecondsPerSample: Benchmark.median(perSample),
      allocationsPerSample: allocations.map { Double($0) / Double(frames) },
      medianMillisecondsFor10000: Benchmark.median(screenTimes) / 1e6)
  }

  /// Samples `lifecycle` at each of `times`, as a front that holds one indicator would.
  @inline(never)
  static func sample(_ lifecycle: LoadingIndicatorLifecycle, at times: [Duration]) -> Double {
    var checksum = 0.0
    for index in times.indices { checksum += lifecycle.frame(at: times[index]).opacity }
    return checksum
  }

  /// Samples every indicator of `screen` at `time`, as a front drawing a list of them would.
  @inline(never)
  static func sample(_ screen: [LoadingIndicatorLifecycle], at time: Duration) -> Double {
    var checksum = 0.0
    for index in screen.indices { checksum += screen[index].frame(at: time).cycleProgress }
    return checksum
  }
}
