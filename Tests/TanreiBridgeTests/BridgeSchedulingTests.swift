import Foundation
import TanreiBridge
import TanreiCore
import TanreiDriver
import TanreiTestSupport
import Testing

/// The view schedules nothing while nothing can change: the bridge's wakes and the timeline's
/// pause, phase by phase.
@MainActor
@Suite("SwiftUI bridge: what is scheduled, and when")
struct BridgeSchedulingTests {
  let stage = BridgeStage()

  @Test(
    "LDG-13: absent, nothing scheduled; waiting, one wake at the delay's end; entering, one at its end though a turn follows; shown, the timeline runs"
  )
  func wakesByPhase() {
    let bridge = stage.indicator()
    #expect(bridge.nextWake == nil)
    #expect(bridge.presentation.nextFrameDue == nil)
    bridge.insert()
    #expect(bridge.nextWake == .milliseconds(300))
    #expect(bridge.presentation.nextFrameDue == .milliseconds(300))
    #expect(bridge.presentation.isAnimationPaused)
    stage.at(300, bridge)
    #expect(!bridge.presentation.isAnimationPaused)
    // It enters and turns on after: the timeline draws the motion, and the loop wakes once more,
    // where entering becomes shown, so that what the view reads of the phase is never stale.
    #expect(bridge.nextWake == .milliseconds(550))
    #expect(bridge.presentation.phase == .entering)
    stage.at(550, bridge)
    #expect(bridge.presentation.phase == .shown)
    #expect(bridge.nextWake == nil)
    #expect(bridge.presentation.nextFrameDue == .milliseconds(550) + bridge.frameInterval)
    stage.at(600, bridge)
    #expect(bridge.nextWake == nil, "shown and turning: nothing discrete until an input")
    // Nothing discrete changed, so nothing was published; the timeline's next frame is read
    // from the moment it samples.
    #expect(bridge.presentation.nextFrameDue == .milliseconds(550) + bridge.frameInterval)
    #expect(bridge.sample().nextFrameDue == .milliseconds(600) + bridge.frameInterval)
  }

  @Test("the loop never wakes before the entrance ends, though its end falls between nanoseconds")
  func neverWakesEarly() throws {
    // 250 ms and three tenths of a nanosecond.
    let duration = Duration(secondsComponent: 0, attosecondsComponent: 250_000_000_300_000_000)
    let bridge = stage.indicator(
      LoadingIndicatorProps("Loading", showDelay: .zero, enterDuration: duration))
    bridge.insert()
    #expect(bridge.presentation.phase == .entering)
    let wake = try #require(bridge.nextWake)
    #expect(wake >= duration, "woken at \(wake), it would find the entrance still running")
    #expect(wake <= duration + .nanoseconds(1))
  }

  @Test("the presentation is published only when something discrete changes")
  func publishesOnlyDiscreteChanges() {
    let bridge = stage.indicator(LoadingIndicatorProps("Loading", showDelay: .zero))
    bridge.insert()
    stage.at(600, bridge)
    let published = bridge.presentation
    for time in stride(from: 610.0, through: 2000, by: 10) {
      stage.at(time, bridge)
      #expect(bridge.presentation == published, "republished at \(time) ms while only turning")
    }
    bridge.sceneActivityChanged(.background)
    #expect(bridge.presentation != published)
  }

  @Test("a frame rate that is not finite and positive takes 60 frames a second")
  func frameRateFallback() {
    for rate in [0.0, -5, .nan, .infinity] {
      let bridge = LoadingIndicatorBridge(
        LoadingIndicatorProps("Loading"), clock: stage.clock, maximumFrameRate: rate)
      #expect(bridge.frameInterval == .nanoseconds(16_666_667))
    }
  }

  @Test(
    "the running loop follows the clock while its task runs; cancelled, it hides and removes nothing"
  )
  func runLoop() async throws {
    let bridge = stage.indicator()
    bridge.insert()
    let generation = bridge.taskStarted()
    let task = Task { await bridge.run(generation) }
    // The loop sleeps on the manual clock until the delay's end.
    await eventually("the loop sleeps on the clock") { stage.clock.sleeperCount == 1 }
    #expect(bridge.presentation.phase == .waiting)
    stage.at(300)
    await eventually("the loop wakes at the delay's end") {
      bridge.presentation.phase == .entering
    }
    task.cancel()
    await task.value
    #expect(bridge.presentation.phase == .entering, "still inserted: the task's end only hides")
    #expect(!bridge.presentation.isVisible)
  }
}
