import Testing

@testable import TanreiCore

/// The plan a front that animates by itself reads: the delay's end, the entrance, the cycle and
/// a pending removal, each as the frames would have them.
@Suite("The presence plan: what moves, from a moment until the next event")
struct PresencePlanTests {
  @Test("waiting: the delay's end, then a fade on the enter easing; the cycle from its start")
  func waiting() throws {
    var lifecycle = LoadingIndicatorLifecycle(props: LoadingIndicatorProps("Loading"))
    lifecycle.apply(.insert, at: .zero)
    let plan = lifecycle.plan(at: .milliseconds(100))
    #expect(plan.phase == .waiting)
    #expect(plan.shownAt == 300)
    let entrance = try #require(plan.entrance)
    #expect(entrance.kind == .fade)
    #expect(entrance.start == 300 && entrance.duration == 250)
    #expect(entrance.easing == LoadingIndicatorTokens.tanrei.enterEasing)
    #expect(plan.cycle == PresencePlan.Cycle(duration: 1000, progress: 0, isRunning: true))
    // The plan's entrance gives the frames' opacity.
    let halfway = lifecycle.frame(at: .milliseconds(425)).opacity
    #expect(abs(entrance.easing.value(at: 0.5) - halfway) < 1e-12)
  }

  @Test("hidden: the cycle holds where it is (LDG-7); reduced motion: grow enters as fade (LDG-13)")
  func hiddenAndReduced() throws {
    var lifecycle = LoadingIndicatorLifecycle(
      props: LoadingIndicatorProps("Loading", entrance: .grow),
      environment: ComponentEnvironment(reducedMotion: true))
    lifecycle.apply(.insert, at: .zero)
    lifecycle.apply(.hide, at: .milliseconds(550))
    let plan = lifecycle.plan(at: .milliseconds(900))
    #expect(plan.entrance?.kind == .fade)
    let cycle = try #require(plan.cycle)
    #expect(!cycle.isRunning)
    #expect(abs(cycle.progress - 0.25) < 1e-12, "a quarter of the pulse, held since 550 ms")
  }

  @Test("absent: nothing planned; a removal waiting out a minimum time says when it comes")
  func absentAndPendingRemoval() {
    #expect(LoadingIndicatorLifecycle().plan(at: .zero).entrance == nil)
    var delayed = ComponentLifecycle<DelayedPresence>(
      props: DelayedPresenceProps(
        box: BoxSize(width: 10, height: 10), minimumShown: .milliseconds(500)),
      tokens: .tanrei)
    delayed.apply(.insert, at: .zero)
    delayed.apply(.remove, at: .milliseconds(310))
    #expect(delayed.plan(at: .milliseconds(400)).removalAt == 800)
    #expect(delayed.plan(at: .milliseconds(400)).cycle == nil)
    #expect(delayed.plan(at: .milliseconds(900)).shownAt == nil)
  }
}
