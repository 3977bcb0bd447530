import Testing

@testable import TanreiCore

/// LDG-11, LDG-12, LDG-15 and LDG-16: the show delay, what ends it, and what does not.
@Suite("Conformance: the show delay (LDG-11, LDG-12, LDG-15, LDG-16)")
struct DelayConformanceTests {
  @Test(
    "LDG-11: while it waits it draws nothing, runs nothing, exposes nothing, and keeps its box",
    arguments: [(false, 24.0), (true, 32.0)])
  func waitsInvisiblyInItsBox(contained: Bool, side: Double) {
    let timeline = Timeline(LoadingIndicatorProps("Loading messages", contained: contained))
    for frame in timeline.frames(0...299) {
      #expect(frame.phase == .waiting)
      #expect(frame.box == BoxSize(square: side))
      #expect(!frame.isDrawn)
      #expect(frame.mark == nil)
      #expect(frame.opacity == 0)
      #expect(!frame.isAnimating)
      #expect(frame.accessibility == nil)
    }
    #expect(timeline.at(299.999).phase == .waiting)
    #expect(timeline.at(300).phase == .entering)
  }

  @Test("LDG-11: the box is the shown box from the first moment, so nothing moves when it appears")
  func boxNeverChanges() {
    let timeline = Timeline(LoadingIndicatorProps("Loading", size: .large, contained: true))
    let boxes = Set(timeline.frames(0...2000, every: 5).map(\.box))
    #expect(boxes == [BoxSize(square: 48)])
  }

  @Test("LDG-11: a delay of 0 shows it as it is inserted")
  func zeroDelay() {
    let timeline = Timeline(
      LoadingIndicatorProps("Saving", showDelay: .zero), [(40, .insert)])
    #expect(timeline.at(39).phase == .absent)
    #expect(timeline.at(40).phase == .entering)
    #expect(timeline.at(40).accessibility != nil)
    #expect(timeline.at(40).isDrawn)
  }

  @Test("LDG-11: the driver sleeps through the delay: the next change is its end")
  func nextChangeIsTheDelaysEnd() {
    let timeline = Timeline()
    #expect(timeline.nextChange(after: 0) == .at(.ms(300)))
    #expect(timeline.nextChange(after: 299) == .at(.ms(300)))
    #expect(timeline.nextChange(after: 300) == .continuous)
  }

  @Test("LDG-12: when the delay ends it is exposed and starts its turn at a cycle's start")
  func shownAtDelaysEnd() throws {
    let timeline = Timeline(LoadingIndicatorProps("Loading", showDelay: .milliseconds(600)))
    let frame = timeline.at(600)
    #expect(frame.phase == .entering)
    #expect(frame.isDrawn)
    #expect(frame.isAnimating)
    #expect(frame.rotation == 0)
    #expect(frame.cycleProgress == 0)
    let node = try #require(frame.accessibility)
    #expect(node.role == .progressbar && node.isBusy && !node.isFocusable)
    #expect(isClose(timeline.at(850).rotation, 90))
  }

  @Test("LDG-12: under reduced motion the pulse starts at a cycle's start")
  func pulseStartsAtCycleStart() {
    let timeline = Timeline(environment: ComponentEnvironment(reducedMotion: true))
    #expect(timeline.at(300).mark == .circle(opacity: 1))
    #expect(isClose(timeline.at(800).markOpacity, 0))
  }

  @Test("LDG-15: reduced motion keeps the delay, on every platform")
  func reducedMotionKeepsTheDelay() {
    for environment in [
      ComponentEnvironment(reducedMotion: true),
      ComponentEnvironment(reducedMotion: true, reducedMotionRemovesAllAnimations: true),
    ] {
      let timeline = Timeline(environment: environment)
      #expect(timeline.at(299).phase == .waiting)
      #expect(timeline.at(299).accessibility == nil)
      #expect(timeline.at(300).isDrawn)
    }
  }

  @Test("LDG-15: the motion dial never scales the delay", arguments: [0.0, 0.5, 3])
  func motionScaleLeavesTheDelay(scale: Double) {
    let timeline = Timeline(environment: ComponentEnvironment(motionScale: scale))
    #expect(timeline.at(299).phase == .waiting)
    #expect(timeline.at(300).phase != .waiting)
  }

  @Test("LDG-15: hidden during the delay, the delay still ends on time")
  func hiddenDelayEndsOnTime() {
    let timeline = Timeline(LoadingIndicatorProps("Loading"), [(0, .insert), (100, .hide)])
    #expect(timeline.at(299).phase == .waiting)
    let frame = timeline.at(300)
    #expect(frame.phase == .entering)
    #expect(frame.accessibility != nil)
    #expect(!frame.isVisible)
    #expect(!frame.isAnimating)
  }

  @Test("LDG-16: inserted at 0 and removed at 120, nothing is ever drawn or exposed")
  func removedDuringTheDelay() {
    let timeline = Timeline(LoadingIndicatorProps("Loading"), [(0, .insert), (120, .remove)])
    for frame in timeline.frames(0...2000) {
      #expect(!frame.isDrawn)
      #expect(frame.accessibility == nil)
      #expect(frame.mark == nil)
    }
    #expect(timeline.at(120).phase == .absent)
    #expect(timeline.at(120).box == .zero)
    #expect(timeline.nextChange(after: 120) == .none)
  }

  @Test(
    "LDG-16: removed while shown, or mid-entrance, it disappears at once",
    arguments: [400.0, 1200])
  func removedWhileShown(removal: Double) {
    let timeline = Timeline(LoadingIndicatorProps("Loading"), [(0, .insert), (removal, .remove)])
    #expect(timeline.at(removal - 0.001).isDrawn)
    let frame = timeline.at(removal)
    #expect(frame.phase == .absent)
    #expect(frame.box == .zero)
    #expect(frame.accessibility == nil)
    #expect(frame.opacity == 0)
  }

  @Test("LDG-16: inserted again, it waits its whole delay again")
  func reinsertionWaitsAgain() {
    let timeline = Timeline(
      LoadingIndicatorProps("Loading"), [(0, .insert), (900, .remove), (1000, .insert)])
    #expect(timeline.at(1000).phase == .waiting)
    #expect(timeline.at(1299).phase == .waiting)
    #expect(timeline.at(1299).accessibility == nil)
    #expect(timeline.at(1300).phase == .entering)
    #expect(timeline.at(1300).rotation == 0)
  }

  @Test("LDG-16: inserted again during a delay, the new delay counts from the new insertion")
  func reinsertionDuringDelay() {
    let timeline = Timeline(
      LoadingIndicatorProps("Loading"), [(0, .insert), (200, .remove), (250, .insert)])
    #expect(timeline.at(300).phase == .waiting)
    #expect(timeline.at(549).phase == .waiting)
    #expect(timeline.at(550).phase == .entering)
  }

  @Test("LDG-16: hiding and showing neither restarts nor pauses the delay")
  func hidingDoesNotTouchTheDelay() {
    let timeline = Timeline(
      LoadingIndicatorProps("Loading"), [(0, .insert), (100, .hide), (200, .show)])
    #expect(timeline.at(299).phase == .waiting)
    #expect(timeline.at(300).phase == .entering)
  }

  @Test("LDG-16: a delay changed while it runs finishes as it began and applies next insertion")
  func delayChangedMidDelay() {
    let longer = LoadingIndicatorProps("Loading", showDelay: .milliseconds(600))
    let timeline = Timeline(
      LoadingIndicatorProps("Loading"),
      [(0, .insert), (100, .setProps(longer)), (1000, .remove), (2000, .insert)])
    #expect(timeline.at(300).phase == .entering)
    #expect(timeline.at(2599).phase == .waiting)
    #expect(timeline.at(2600).phase == .entering)
  }

  @Test("LDG-16: an entrance or its length changed mid-entrance finishes as it began")
  func entranceChangedMidEntrance() {
    let changed = LoadingIndicatorProps(
      "Loading", entrance: .grow, enterDuration: .milliseconds(1000))
    let timeline = Timeline(
      LoadingIndicatorProps("Loading"),
      [(0, .insert), (400, .setProps(changed)), (1000, .remove), (2000, .insert)])
    // The running fade keeps its 250 ms and never scales.
    #expect(timeline.at(425).scale == 1)
    #expect(isClose(timeline.at(425).opacity, Curves.enter.value(at: 0.5)))
    #expect(timeline.at(550).phase == .shown)
    // The next insertion grows over 1000 ms.
    #expect(isClose(timeline.at(2800).scale, Curves.enter.value(at: 0.5)))
    #expect(timeline.at(2800).entrance == .grow)
    #expect(timeline.at(3299).phase == .entering)
    #expect(timeline.at(3300).phase == .shown)
  }
}
