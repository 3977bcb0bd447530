import TanreiBridge
import TanreiCore
import TanreiDriver

/// What a SwiftUI view costs when its parent updates, through the path the view takes: its props
/// built from its init's parameters, its context, its identity's presentation read for layout,
/// and the props handed on where `onChange(of:)` would hand them — which, for equal props,
/// SwiftUI does not, and the identity would refuse at its first comparison if it did.
///
/// SwiftUI itself is not here (there is none on Linux): its diffing and `onChange`'s own
/// comparison come on top, on Apple's hardware.
@MainActor
enum UpdateBenchmark {
  struct Figures {
    /// A parent's update with equal props: ns per update, and heap allocations.
    var equal: Benchmark.Spread
    var equalAllocations: Double?
    /// A progress value tick: the props handed on and applied.
    var tick: Benchmark.Spread
    var tickAllocations: Double?
  }

  nonisolated static let rounds = FrameBenchmark.quick ? 3 : 101
  nonisolated static let repetitions = FrameBenchmark.quick ? 200 : 5_000

  static func run() -> Figures {
    let clock = ManualClock()
    var identity = ViewIdentity<ComponentLifecycle<ProgressIndicator>>(clock: clock)
    let label = "Uploading receipt"
    let presence = PresenceProps(showDelay: .zero)
    func context(_ value: Double) -> ViewContext<ComponentLifecycle<ProgressIndicator>> {
      ViewContext(
        props: ProgressProps(label, value: value, presence: presence), system: .tanrei,
        tokens: .progress)
    }
    identity.appeared(context(0.4))
    _ = identity.taskStarted(context(0.4))
    clock.advance(by: .seconds(1))
    let held = identity

    // The view's body on a parent's update: props, context, the presentation laid out, and the
    // props offered again (equal, so refused at once).
    func equalUpdate() {
      let current = context(0.4)
      Benchmark.consume(held.presentation(for: current).layoutBox.width)
      held.propsChanged(current.props)
    }
    let equal = Benchmark.nanosecondsPerRepetition(rounds: rounds, repetitions: repetitions) {
      equalUpdate()
    }
    let equalAllocations = Benchmark.allocations {
      for _ in 0..<1_000 { equalUpdate() }
    }.map { Double($0) / 1_000 }

    // A value tick: the same, with a new value handed on and applied by the bridge.
    var step = 0
    func tick() {
      step += 1
      let current = context(Double(step % 1_000) / 1_000)
      held.propsChanged(current.props)
      Benchmark.consume(held.presentation(for: current).layoutBox.width)
    }
    let ticks = Benchmark.nanosecondsPerRepetition(rounds: rounds, repetitions: repetitions) {
      tick()
    }
    let tickAllocations = Benchmark.allocations {
      for _ in 0..<1_000 { tick() }
    }.map { Double($0) / 1_000 }
    return Figures(
      equal: Benchmark.Spread(equal), equalAllocations: equalAllocations,
      tick: Benchmark.Spread(ticks), tickAllocations: tickAllocations)
  }
}
