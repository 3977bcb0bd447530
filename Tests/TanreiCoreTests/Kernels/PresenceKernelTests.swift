import Testing

@testable import TanreiCore

/// `Presence`, the rules of LDG-7 and LDG-11 … LDG-16 in one value with no history, as the web
/// elements keep it: each rule read back at the moment after the event.
@Suite("Presence: the rules without a history")
struct PresenceKernelTests {
  private let timing = PresenceTiming(
    showDelay: 300, entrance: .fade, enterDuration: 250, cycleDuration: 1000)
  private let easing = LoadingIndicatorTokens.tanrei.enterEasing

  @Test("LDG-11: inserted, it waits its delay; LDG-12: shown at its end, the cycle at its start")
  func waitsThenShows() {
    var presence = Presence(cycleDuration: 1000)
    presence.apply(.insert(timing), at: 100)
    #expect(presence.phase(at: 399) == .waiting)
    #expect(presence.nextChange(after: 200) == 400)
    #expect(presence.phase(at: 400) == .entering)
    #expect(presence.phase(at: 650) == .shown)
    let schedule = presence.schedule(at: 900)
    #expect(schedule.shownAt == 400 && schedule.enterDuration == 250)
    #expect(abs(schedule.cycleProgress - 0.5) < 1e-12)
    #expect(schedule.isCycleRunning)
  }

  @Test("LDG-7, LDG-13, LDG-15: hidden, the delay and the entrance run on, the cycle holds")
  func hiddenHoldsTheCycleOnly() {
    var presence = Presence(cycleDuration: 1000)
    presence.apply(.insert(timing), at: 0)
    presence.apply(.hide, at: 100)
    #expect(presence.phase(at: 300) == .entering, "the delay kept counting")
    #expect(presence.phase(at: 550) == .shown, "the entrance ran to its end unseen")
    #expect(presence.schedule(at: 900).cycleProgress == 0)
    #expect(!presence.schedule(at: 900).isCycleRunning)
    presence.apply(.show, at: 900)
    #expect(abs(presence.schedule(at: 1150).cycleProgress - 0.25) < 1e-12)
  }

  @Test("LDG-16: removed it is gone at once; inserted again it waits the whole delay again")
  func removedAndInsertedAgain() {
    var presence = Presence(cycleDuration: 1000)
    presence.apply(.insert(timing), at: 0)
    presence.apply(.remove, at: 420)
    #expect(presence.phase(at: 420) == .absent)
    presence.apply(.insert(timing), at: 500)
    #expect(presence.phase(at: 799) == .waiting)
    #expect(presence.phase(at: 800) == .entering)
  }

  @Test("an event that changes nothing is ignored; one out of order takes the last time")
  func ignoredAndOutOfOrder() {
    var presence = Presence(cycleDuration: 1000)
    #expect(presence.apply(.remove, at: 0).ignored == .notInserted)
    presence.apply(.insert(timing), at: 100)
    let before = presence
    #expect(presence.apply(.insert(timing), at: 200).ignored == .alreadyInserted)
    #expect(presence == before)
    let late = presence.apply(.hide, at: 50)
    #expect(late.cameOutOfOrder && late.appliedAt == 100)
  }

  @Test("the plan is the schedule with the entrance's curve", arguments: [0.0, 350, 900])
  func planMatchesSchedule(at time: Double) throws {
    var presence = Presence(cycleDuration: 1000)
    presence.apply(.insert(timing), at: 0)
    let plan = presence.plan(at: time, enterEasing: easing)
    let schedule = presence.schedule(at: time)
    #expect(plan.phase == schedule.phase)
    #expect(plan.shownAt == schedule.shownAt)
    #expect(plan.entrance?.duration == schedule.enterDuration)
    #expect(plan.cycle?.progress == schedule.cycleProgress)
  }

  @Test("the phase agrees with the state at every millisecond around the entrance")
  func phaseAgreesWithState() {
    var presence = Presence(cycleDuration: 1000)
    presence.apply(.insert(timing), at: 0.1)
    for step in 0...800 {
      let t = Double(step)
      #expect(presence.phase(at: t) == presence.state(at: t, enterEasing: easing).phase)
    }
  }
}
