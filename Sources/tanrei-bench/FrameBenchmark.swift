import Foundation
import TanreiCore

/// The cost of sampling a frame: one sample of the loading indicator and of every family
/// component, with their allocations, and a screen of 10,000 indicators sampled at one moment.
enum FrameBenchmark {
  /// One component's figures.
  struct Sampled {
    var name: String
    /// Nanoseconds per sample, over rounds.
    var nanoseconds: Benchmark.Spread
    /// Heap allocations per sample, or `nil` where they cannot be counted.
    var allocations: Double?
  }

  struct Figures {
    var components: [Sampled]
    /// Milliseconds for 10,000 indicators, over rounds.
    var screen: Benchmark.Spread
  }

  /// Times spread over waiting, entering and shown, as a front would ask.
  static let times: [Duration] = (0..<64).map { .microseconds(Int64($0) * 61_237) }
  /// Rounds and repetitions; `TANREI_BENCH_QUICK=1` takes a few, for running under a profiler.
  static let quick = ProcessInfo.processInfo.environment["TANREI_BENCH_QUICK"] == "1"
  static let rounds = quick ? 3 : 101
  static let repetitions = quick ? 1_000 : 20_000

  static func run() -> Figures {
    var components = [measureIndicator()]
    components.append(
      measure(
        "progress bar, 40 %", ProgressIndicator.self,
        ProgressProps("Uploading receipt", value: 0.4),
        .tanrei, next: ProgressProps("Uploading receipt", value: 0.6)))
    components.append(
      measure(
        "progress ring, indeterminate", ProgressIndicator.self,
        ProgressProps("Syncing", value: nil, style: .ring), .tanrei,
        next: ProgressProps("Syncing photos", value: nil, style: .ring)))
    components.append(
      measure(
        "skeleton", Skeleton.self, SkeletonProps(width: 200, height: 16), .tanrei,
        next: SkeletonProps(width: 240, height: 16, shape: .rounded)))
    components.append(
      measure(
        "typing indicator", TypingIndicator.self, TypingIndicatorProps("Mia is typing"), .tanrei,
        next: TypingIndicatorProps("Mia and Ola are typing")))
    components.append(
      measure(
        "spinner (Appetite UI)", Spinner.self, SpinnerProps("Loading"), .appetite,
        next: SpinnerProps("Loading menu", size: "lg")))
    components.append(
      measure(
        "delayed presence", DelayedPresence.self,
        DelayedPresenceProps(box: BoxSize(width: 320, height: 120)), .tanrei,
        next: DelayedPresenceProps(box: BoxSize(width: 320, height: 160))))
    return Figures(components: components, screen: measureScreen())
  }

  /// The loading indicator with history: inserted, hidden and shown again, props changed, so
  /// that frame(at:) searches several states as a real one would.
  static func measureIndicator() -> Sampled {
    var lifecycle = LoadingIndicatorLifecycle(
      props: LoadingIndicatorProps("Loading messages", contained: true))
    lifecycle.apply(.insert, at: .zero)
    lifecycle.apply(.hide, at: .milliseconds(700))
    lifecycle.apply(.show, at: .milliseconds(900))
    lifecycle.apply(
      .setProps(LoadingIndicatorProps("Loading replies", size: .large)), at: .milliseconds(1200))
    lifecycle.apply(.setReducedMotion(true), at: .milliseconds(2000))
    lifecycle.apply(.setReducedMotion(false), at: .milliseconds(2600))

    let sampled = Array(times.prefix(8))
    let perSample = Benchmark.nanosecondsPerRepetition(rounds: rounds, repetitions: repetitions) {
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
    return Sampled(
      name: "loading indicator", nanoseconds: Benchmark.Spread(perSample),
      allocations: allocations.map { Double($0) / Double(frames) })
  }

  /// A family component with the same history as the indicator.
  static func measure<Component: TimedComponent>(
    _ name: String, _ component: Component.Type, _ props: Component.Props,
    _ tokens: Component.Tokens, next: Component.Props
  ) -> Sampled where Component.Frame: ComponentFrame {
    var lifecycle = ComponentLifecycle<Component>(props: props, tokens: tokens)
    lifecycle.apply(.insert, at: .zero)
    lifecycle.apply(.hide, at: .milliseconds(700))
    lifecycle.apply(.show, at: .milliseconds(900))
    lifecycle.apply(.setProps(next), at: .milliseconds(1200))
    lifecycle.apply(.setReducedMotion(true), at: .milliseconds(2000))
    lifecycle.apply(.setReducedMotion(false), at: .milliseconds(2600))

    let sampled = Array(times.prefix(8))
    let perSample = Benchmark.nanosecondsPerRepetition(rounds: rounds, repetitions: repetitions) {
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
    return Sampled(
      name: name, nanoseconds: Benchmark.Spread(perSample),
      allocations: allocations.map { Double($0) / Double(frames) })
  }

  /// 10,000 indicators inserted at different moments, all sampled at one time.
  static func measureScreen() -> Benchmark.Spread {
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
    let screenTimes = Benchmark.nanosecondsPerRepetition(rounds: rounds, repetitions: 1) {
      Benchmark.consume(sample(screen, at: now))
    }
    return Benchmark.Spread(screenTimes).scaled(1e-6)
  }

  /// Samples `lifecycle` at each of `times`, as a front that holds one indicator would.
  @inline(never)
  static func sample(_ lifecycle: LoadingIndicatorLifecycle, at times: [Duration]) -> Double {
    var checksum = 0.0
    for index in times.indices { checksum += lifecycle.frame(at: times[index]).opacity }
    return checksum
  }

  /// Samples a family component at each of `times`.
  @inline(never)
  static func sample<Component: TimedComponent>(
    _ lifecycle: ComponentLifecycle<Component>, at times: [Duration]
  ) -> Double where Component.Frame: ComponentFrame {
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
