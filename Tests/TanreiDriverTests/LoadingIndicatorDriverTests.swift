import TanreiTestSupport
import Testing

@testable import TanreiDriver

@MainActor
@Suite(
  "LoadingIndicatorDriver: frames only when they change, sleep otherwise",
  .timeLimit(.minutes(1)))
struct LoadingIndicatorDriverTests {
  /// The longest a run loop's frame may take to come: the manual clock moves at once, so only a
  /// broken loop comes near it.
  static let deadline: Duration = .seconds(5)

  let clock = ManualClock()

  func makeDriver(
    _ props: LoadingIndicatorProps = LoadingIndicatorProps("Fetching packages"),
    environment: ComponentEnvironment = ComponentEnvironment(),
    rate: Double = 10
  ) -> (LoadingIndicatorDriver, FrameLog) {
    let driver = LoadingIndicatorDriver(
      props: props, environment: environment, clock: clock, maximumFrameRate: rate)
    let log = FrameLog()
    driver.onFrame = { log.frames.append($0) }
    return (driver, log)
  }

  @Test("inserting delivers the waiting frame at once; nothing more until the delay ends")
  func sleepsThroughTheDelay() {
    let (driver, log) = makeDriver()
    driver.insert()
    #expect(log.phases == [.waiting])
    #expect(driver.nextWake == .milliseconds(300))
    clock.advance(by: .milliseconds(299))
    driver.update()
    #expect(log.phases == [.waiting])
    clock.advance(by: .milliseconds(1))
    driver.update()
    #expect(log.phases == [.waiting, .entering])
    #expect(driver.frame.accessibility?.name == "Fetching packages")
  }

  @Test("while it moves, the driver wakes once per frame interval of the front's rate")
  func frameRateWhileMoving() {
    let (driver, _) = makeDriver(LoadingIndicatorProps("Loading", showDelay: .zero), rate: 20)
    driver.insert()
    #expect(driver.nextWake == .milliseconds(50))
    clock.advance(by: .milliseconds(50))
    #expect(driver.nextWake == .milliseconds(100))
  }

  @Test("with cycle steps it wakes at each step once the entrance is over, at its rate before")
  func steppedWakes() {
    let driver = LoadingIndicatorDriver(
      props: LoadingIndicatorProps("Loading", showDelay: .zero, enterDuration: .milliseconds(100)),
      clock: clock, maximumFrameRate: 20, cycleSteps: 4)
    var frames: [LoadingIndicatorFrame] = []
    driver.onFrame = { frames.append($0) }
    driver.insert()
    var wakes: [Duration] = []
    while let wake = driver.nextWake, wake <= .seconds(2) {
      wakes.append(wake)
      clock.advance(to: ManualClock.Instant(offset: wake))
      driver.update()
    }
    // The entrance at 20 frames a second, then one wake a quarter turn.
    #expect(
      wakes
        == [50, 100, 250, 500, 750, 1000, 1250, 1500, 1750, 2000].map {
          .milliseconds($0)
        })
    #expect(frames.suffix(8).map { $0.cycleStep(of: 4) } == [1, 2, 3, 0, 1, 2, 3, 0])
  }

  @Test("absent, or shown but hidden, the driver asks for no frames at all")
  func noFramesWhenNothingCanChange() {
    let (driver, log) = makeDriver(
      LoadingIndicatorProps("Loading", showDelay: .zero, enterDuration: .zero))
    #expect(driver.nextWake == nil)
    driver.insert()
    clock.advance(by: .milliseconds(500))
    driver.update()
    driver.hide()
    let delivered = log.frames.count
    #expect(driver.nextWake == nil)
    clock.advance(by: .seconds(5))
    driver.update()
    #expect(log.frames.count == delivered)
    #expect(!driver.frame.isAnimating)
  }

  @Test("a hidden indicator still wakes when its delay ends, to expose itself")
  func hiddenDelayStillEnds() {
    let (driver, log) = makeDriver()
    driver.insert()
    driver.hide()
    #expect(driver.nextWake == .milliseconds(300))
    clock.advance(by: .milliseconds(300))
    driver.update()
    #expect(log.phases.last == .entering)
    #expect(driver.frame.accessibility != nil)
  }

  @Test("removal during the delay delivers the absent frame, and nothing was ever drawn")
  func removalDuringDelay() {
    let (driver, log) = makeDriver()
    driver.insert()
    clock.advance(by: .milliseconds(120))
    driver.remove()
    clock.advance(by: .seconds(1))
    driver.update()
    #expect(log.phases == [.waiting, .absent])
    #expect(log.frames.allSatisfy { !$0.isDrawn && $0.accessibility == nil })
  }

  @Test("the observable frame is the last one delivered")
  func observableFrame() {
    let (driver, log) = makeDriver(LoadingIndicatorProps("Saving", showDelay: .zero))
    driver.insert()
    #expect(driver.frame == log.frames.last)
    #expect(driver.frame.phase == .entering)
  }

  @Test("run() sleeps until the delay's end and delivers the entrance, driven by the clock alone")
  func runLoop() async throws {
    try await withDeadline(Self.deadline, "the driver's frames") { @MainActor in
      let (driver, _) = makeDriver(rate: 4)
      let (stream, continuation) = AsyncStream<LoadingIndicatorFrame>.makeStream()
      driver.onFrame = { continuation.yield($0) }
      let running = Task { await driver.run() }
      defer { running.cancel() }
      var frames = stream.makeAsyncIterator()

      driver.insert()
      #expect(await frames.next()?.phase == .waiting)
      clock.advance(by: .milliseconds(300))
      let entering = await frames.next()
      #expect(entering?.phase == .entering)
      #expect(entering?.time == .milliseconds(300))
      clock.advance(by: .milliseconds(250))
      let next = await frames.next()
      #expect(next?.time == .milliseconds(550))
      #expect(next?.phase == .shown)
      driver.remove()
      #expect(await frames.next()?.phase == .absent)
      running.cancel()
      await running.value
    }
  }

  @Test("an event wakes a run() that waits for one")
  func eventWakesIdleLoop() async throws {
    try await withDeadline(Self.deadline, "the driver's frames") { @MainActor in
      let (driver, _) = makeDriver(
        LoadingIndicatorProps("Saving", showDelay: .zero, enterDuration: .zero))
      let (stream, continuation) = AsyncStream<LoadingIndicatorFrame>.makeStream()
      driver.onFrame = { continuation.yield($0) }
      let running = Task { await driver.run() }
      defer { running.cancel() }
      var frames = stream.makeAsyncIterator()
      driver.insert()
      #expect(await frames.next()?.phase == .shown)
      clock.advance(by: .milliseconds(250))
      let turned = await frames.next()
      #expect(turned?.rotation == 90, "\(String(describing: turned))")
      running.cancel()
      await running.value
    }
  }
}

@MainActor
final class FrameLog {
  var frames: [LoadingIndicatorFrame] = []
  var phases: [LoadingIndicatorFrame.Phase] { frames.map(\.phase) }
}
