import Testing

@testable import TanreiCore

/// The loading indicator's presence rules, checked for every other member of the family, in a
/// design system whose presence timing differs from the loading indicator's (a 170 ms delay, a
/// 130 ms grow on a curve of its own), so a component that took the indicator's timing fails.
@Suite("Family: every component waits, enters, pauses, leaves and slows as the indicator does")
struct FamilyPresenceRuleTests {
  static let members = FamilyMember.all
  static let delay = FamilyMember.showDelay
  static let enter = FamilyMember.enterDuration

  @Test("the test design system gives all six family components")
  func everyMemberIsHere() {
    #expect(Self.members.count == 6, "the test design system did not load; see DistinctTokenTests")
  }

  @Test(
    "delay: it waits the presence delay taking its whole box, drawing and exposing nothing",
    arguments: members)
  func delay(member: FamilyMember) {
    let run = member.run([(0, .insert)])
    let before = run.sample(-1)
    #expect(before.phase == .absent && before.box == .zero)
    for time in [0, 1, 100, Self.delay - 0.001] {
      let sample = run.sample(time)
      #expect(sample.phase == .waiting, "at \(time)")
      #expect(sample.box == member.box, "at \(time)")
      #expect(sample.opacity == 0 && sample.accessibility == nil && !sample.isAnimating)
    }
    #expect(run.nextChange(10) == .at(.ms(Self.delay)))
    let shown = run.sample(Self.delay)
    #expect(shown.phase == .entering)
    #expect((shown.accessibility != nil) == member.isExposed)
    #expect(shown.isAnimating == member.moves)
  }

  @Test(
    "entrance: it grows on the presence easing over the presence enter duration",
    arguments: members)
  func entrance(member: FamilyMember) {
    let run = member.run([(0, .insert)])
    let halfway = run.sample(Self.delay + Self.enter / 2)
    let eased = FamilyMember.enterEasing.value(at: 0.5)
    #expect(abs(halfway.opacity - eased) < 1e-9)
    #expect(abs(halfway.scale - eased) < 1e-9)
    #expect(halfway.box == member.box)
    #expect(run.sample(Self.delay + Self.enter - 0.001).phase == .entering)
    let whole = run.sample(Self.delay + Self.enter)
    #expect(whole.phase == .shown && whole.opacity == 1 && whole.scale == 1)
  }

  @Test("hide and show: the delay and the entrance run on while hidden", arguments: members)
  func hiddenDelayRunsOn(member: FamilyMember) {
    let plain = member.run([(0, .insert)])
    let hidden = member.run([(0, .insert), (100, .hide), (Self.delay + 40, .show)])
    #expect(hidden.sample(Self.delay).phase == .entering)
    #expect(!hidden.sample(Self.delay).isVisible)
    #expect(!hidden.sample(Self.delay).isAnimating)
    for time in [Self.delay, Self.delay + 20, Self.delay + 90, Self.delay + Self.enter] {
      #expect(hidden.sample(time).opacity == plain.sample(time).opacity, "at \(time)")
      #expect(hidden.sample(time).phase == plain.sample(time).phase, "at \(time)")
    }
  }

  @Test(
    "hide and show: the motion pauses where it is and resumes from there",
    arguments: members.filter(\.moves))
  func motionPauses(member: FamilyMember) {
    let plain = member.run([(0, .insert)])
    let paused = member.run([(0, .insert), (500, .hide), (900, .show)])
    for time in [500.0, 650, 899] {
      #expect(paused.sample(time).movesLike(plain.sample(500)), "at \(time)")
      #expect(!paused.sample(time).isAnimating)
    }
    #expect(paused.nextChange(600) == .at(.ms(900)))
    for offset in [0.0, 37, 111, 432] {
      #expect(
        paused.sample(900 + offset).movesLike(plain.sample(500 + offset)), "at 900 + \(offset)")
    }
    #expect(!plain.sample(500).movesLike(plain.sample(620)), "the motion must move at all")
  }

  @Test(
    "remove and reinsert: gone at once, then a whole new delay and the motion afresh",
    arguments: members)
  func removeAndReinsert(member: FamilyMember) {
    let first = member.run([(0, .insert)])
    let again = member.run([(0, .insert), (400, .remove), (1000, .insert)])
    let removed = again.sample(400)
    #expect(removed.phase == .absent && removed.box == .zero && removed.accessibility == nil)
    #expect(again.sample(999).phase == .absent)
    #expect(again.sample(1000).phase == .waiting)
    #expect(again.sample(1000 + Self.delay - 0.001).phase == .waiting)
    for offset in [0.0, 50, 200, 333] {
      #expect(again.sample(1000 + Self.delay + offset) == first.sample(Self.delay + offset))
    }
  }

  @Test("a delay removed within itself shows and exposes nothing, ever", arguments: members)
  func removedWithinDelay(member: FamilyMember) {
    let run = member.run([(0, .insert), (120, .remove)])
    for time in stride(from: 0.0, through: 1500, by: 7.5) {
      #expect(run.sample(time).opacity == 0 && run.sample(time).accessibility == nil)
    }
  }

  @Test(
    "timing changed mid-entrance: the running entrance finishes as it began; the next insertion takes the new timing",
    arguments: members)
  func timingChangedMidEntrance(member: FamilyMember) {
    let plain = member.run([(0, .insert)])
    let changed = PresenceProps(
      showDelay: .milliseconds(50), entrance: .fade, enterDuration: .milliseconds(400))
    let run = member.run([
      (0, .insert), (Self.delay + 30, .setPresence(changed)), (600, .remove), (700, .insert),
    ])
    for time in [Self.delay + 30, Self.delay + 60, Self.delay + Self.enter, 500] {
      let sample = run.sample(time)
      let expected = plain.sample(time)
      #expect(sample.phase == expected.phase && sample.opacity == expected.opacity, "at \(time)")
      #expect(sample.scale == expected.scale, "at \(time)")
    }
    #expect(run.sample(749.999).phase == .waiting)
    let next = run.sample(750 + 200)
    #expect(next.phase == .entering)
    #expect(abs(next.opacity - FamilyMember.enterEasing.value(at: 0.5)) < 1e-9)
    #expect(next.scale == 1, "the new entrance is a fade")
  }

  @Test("a label changed mid-entrance renames it at once", arguments: members.filter(\.isExposed))
  func labelChangedMidEntrance(member: FamilyMember) {
    let run = member.run([(0, .insert), (Self.delay + 30, .setLabel("Loading replies"))])
    #expect(run.sample(Self.delay + 29).accessibility?.name == "Loading rows")
    #expect(run.sample(Self.delay + 30).accessibility?.name == "Loading replies")
    #expect(run.sample(Self.delay + 30).opacity == member.run([(0, .insert)]).sample(200).opacity)
  }

  @Test(
    "motion scale: the token entrance and the cycle are scaled, never the delay",
    arguments: members)
  func motionScale(member: FamilyMember) {
    let normal = member.run([(0, .insert)])
    let slow = member.run([(0, .insert)], environment: ComponentEnvironment(motionScale: 2))
    #expect(slow.sample(Self.delay - 0.001).phase == .waiting)
    #expect(slow.sample(Self.delay).phase == .entering)
    #expect(slow.sample(Self.delay + 2 * Self.enter - 0.001).phase == .entering)
    #expect(slow.sample(Self.delay + 2 * Self.enter).phase == .shown)
    #expect(
      abs(slow.sample(Self.delay + Self.enter).opacity - FamilyMember.enterEasing.value(at: 0.5))
        < 1e-9)
    for offset in [0.0, 100, 250, 777] {
      #expect(
        slow.sample(Self.delay + 2 * offset).movesLike(normal.sample(Self.delay + offset)),
        "cycle at \(offset)")
    }
  }

  @Test(
    "reduced motion: grow enters as a fade, the motion holds still, the delay is kept",
    arguments: members)
  func reducedMotion(member: FamilyMember) {
    let run = member.run([(0, .insert)], environment: ComponentEnvironment(reducedMotion: true))
    #expect(run.sample(Self.delay - 0.001).phase == .waiting)
    let halfway = run.sample(Self.delay + Self.enter / 2)
    #expect(abs(halfway.opacity - FamilyMember.enterEasing.value(at: 0.5)) < 1e-9)
    #expect(halfway.scale == 1)
    let still = run.sample(400)
    for time in [400.0, 777, 1500, 3000] {
      #expect(run.sample(time).movesLike(still) && !run.sample(time).isAnimating, "at \(time)")
    }
    #expect(run.nextChange(400) == .none)
  }

  @Test(
    "reduced motion turned on while it moves stops the motion at once, at its resting place",
    arguments: members.filter(\.moves))
  func reducedMotionMidCycle(member: FamilyMember) {
    let run = member.run([(0, .insert), (600, .setReducedMotion(true))])
    #expect(run.sample(599).isAnimating)
    #expect(!run.sample(600).isAnimating)
    #expect(run.sample(600).movesLike(run.sample(1234)))
    // It rests where a component that began under reduced motion rests, not where it stopped.
    let reducedFromStart = member.run(
      [(0, .insert)], environment: ComponentEnvironment(reducedMotion: true))
    #expect(run.sample(800).movesLike(reducedFromStart.sample(800)))
  }

  @Test(
    "an empty label still draws and exposes it, with an empty name, and is reported",
    arguments: members)
  func emptyLabel(member: FamilyMember) {
    let run = member.run("", ComponentEnvironment(), [(0, .insert)])
    let shown = run.sample(400)
    #expect(shown.phase == .shown)
    #expect(shown.opacity == 1)
    let reported = run.diagnostics.filter { $0.code == .emptyLabel }.count
    if member.hasLabel {
      #expect(reported == 1)
      #expect(shown.accessibility?.name == "")
    } else {
      #expect(reported == 0, "a component without a label has no name to miss")
    }
  }
}
