import TanreiCore
import TanreiDriver

/// A driver fed a million events over a simulated day: whether its memory stays flat (the
/// lifecycle's history is bounded) and whether its frames stay what a fresh lifecycle, given
/// only the events since the last insertion, says they are.
enum SoakBenchmark {
  struct Figures: Sendable {
    var events: Int
    var simulatedHours: Double
    /// Heap bytes in use after each tenth of the events, where the allocator can say.
    var heapBytes: [Int64]
    /// Frames compared with the fresh lifecycle's, and how many differed.
    var checks: Int
    var mismatches: Int
    var firstMismatch: String?
    /// Wall-clock seconds for the whole run.
    var seconds: Double
  }

  static let events = 1_000_000
  static let day = Duration.seconds(86_400)

  @MainActor
  static func run() -> Figures {
    let clock = ManualClock()
    let props = [
      LoadingIndicatorProps("Syncing mail"), LoadingIndicatorProps("Syncing mail", size: .large),
      LoadingIndicatorProps("Syncing calendar", contained: true),
    ]
    var currentProps = props[0]
    var environment = ComponentEnvironment()
    var visible = true
    let driver = LoadingIndicatorDriver(props: currentProps, clock: clock)
    var reference: LoadingIndicatorLifecycle?
    let step = day / events
    var figures = Figures(
      events: events, simulatedHours: 24, heapBytes: [], checks: 0, mismatches: 0, seconds: 0)
    let wall = ContinuousClock()
    let start = wall.now

    for index in 0..<events {
      clock.advance(by: step)
      let now = driver.now
      // A pattern of twelve that touches every kind of event, shifted each round so that
      // events fall in every phase: during the delay, the entrance and the turn.
      let event: LoadingIndicatorEvent
      switch (index + index / 12) % 12 {
      case 0: event = .insert
      case 1:
        visible = false
        event = .hide
      case 2:
        visible = true
        event = .show
      case 3:
        currentProps = props[(index / 12) % props.count]
        event = .setProps(currentProps)
      case 4:
        environment.reducedMotion = true
        event = .setReducedMotion(true)
      case 5:
        environment.direction = .rightToLeft
        event = .setDirection(.rightToLeft)
      case 6:
        environment.reducedMotion = false
        event = .setReducedMotion(false)
      case 7:
        environment.direction = .leftToRight
        event = .setDirection(.leftToRight)
      case 8:
        visible = false
        event = .hide
      case 9:
        visible = true
        event = .show
      case 10: event = .remove
      default:
        environment.motionScale = environment.motionScale == 1 ? 0.5 : 1
        event = .setEnvironment(environment)
      }
      let wasInserted = reference?.isInserted ?? false
      driver.apply(event)
      if case .insert = event, !wasInserted {
        // The fresh lifecycle: born now, with the props, environment and visibility in force.
        var fresh = LoadingIndicatorLifecycle(props: currentProps, environment: environment)
        fresh.apply(.insert, at: now)
        if !visible { fresh.apply(.hide, at: now) }
        reference = fresh
      } else if reference != nil {
        reference?.apply(event, at: now)
      }
      if var expected = reference?.frame(at: now) {
        figures.checks += 1
        expected.time = driver.frame.time
        if expected != driver.frame {
          figures.mismatches += 1
          if figures.firstMismatch == nil {
            figures.firstMismatch = "event \(index) at \(now): \(driver.frame) ≠ \(expected)"
          }
        }
      }
      if (index + 1) % (events / 10) == 0, let bytes = Benchmark.heapBytesInUse() {
        figures.heapBytes.append(bytes)
      }
    }
    figures.seconds = Benchmark.nanoseconds(start.duration(to: wall.now)) / 1e9
    return figures
  }
}
