import Testing

@testable import TanreiCore

/// A front that shows the cycle in a few positions (a terminal's glyphs) learns which position a
/// frame is in and exactly when the next one begins, so it wakes once per position.
@Suite("Cycle steps: the position of a stepped mark and the moment it next changes")
struct CycleStepTests {
  static let atOnce = LoadingIndicatorProps("Loading", showDelay: .zero, enterDuration: .zero)

  @Test("four steps of the default one-second turn begin every 250 ms, clockwise from 0")
  func quarterSteps() {
    let timeline = Timeline(Self.atOnce)
    #expect(timeline.at(0).cycleStep(of: 4) == 0)
    #expect(timeline.at(249).cycleStep(of: 4) == 0)
    #expect(timeline.at(250).cycleStep(of: 4) == 1)
    #expect(timeline.at(500).cycleStep(of: 4) == 2)
    #expect(timeline.at(999).cycleStep(of: 4) == 3)
    #expect(timeline.at(1000).cycleStep(of: 4) == 0)
    #expect(timeline.lifecycle.nextChange(after: .ms(0), cycleSteps: 4) == .at(.ms(250)))
    #expect(timeline.lifecycle.nextChange(after: .ms(100), cycleSteps: 4) == .at(.ms(250)))
    #expect(timeline.lifecycle.nextChange(after: .ms(250), cycleSteps: 4) == .at(.ms(500)))
    #expect(timeline.lifecycle.nextChange(after: .ms(999), cycleSteps: 4) == .at(.ms(1000)))
  }

  @Test(
    "reading the frame at the moment nextChange names always finds the new step",
    arguments: [3, 4, 7, 8, 12])
  func wakesLandOnTheirStep(steps: Int) {
    // A delay that is not a round number puts every boundary at a fraction of a millisecond.
    let props = LoadingIndicatorProps(
      "Loading", showDelay: .ms(123.456_789), enterDuration: .zero)
    let timeline = Timeline(props)
    var time = Duration.ms(123.456_789)
    var seen: [Int] = []
    for _ in 0..<(steps * 3) {
      seen.append(timeline.lifecycle.frame(at: time).cycleStep(of: steps))
      guard case .at(let next) = timeline.lifecycle.nextChange(after: time, cycleSteps: steps)
      else {
        Issue.record("no next step after \(time)")
        return
      }
      #expect(next > time)
      time = next
    }
    #expect(seen == (0..<(steps * 3)).map { $0 % steps })
  }

  @Test("during a visible entrance the answer stays continuous; after it, stepped")
  func entranceStaysContinuous() {
    let timeline = Timeline(LoadingIndicatorProps("Loading", showDelay: .zero))
    #expect(timeline.lifecycle.nextChange(after: .ms(100), cycleSteps: 4) == .continuous)
    #expect(timeline.lifecycle.nextChange(after: .ms(260), cycleSteps: 4) == .at(.ms(500)))
  }

  @Test("waiting, hidden or absent, the stepped answer is the plain one")
  func otherwiseUnchanged() {
    let waiting = Timeline()
    #expect(waiting.lifecycle.nextChange(after: .ms(10), cycleSteps: 4) == .at(.ms(300)))
    let hidden = Timeline(Self.atOnce, [(0, .insert), (600, .hide)])
    #expect(hidden.lifecycle.nextChange(after: .ms(700), cycleSteps: 4) == .none)
    #expect(hidden.lifecycle.nextChange(after: .ms(300), cycleSteps: 4) == .at(.ms(500)))
    let absent = Timeline(Self.atOnce, [])
    #expect(absent.lifecycle.nextChange(after: .ms(10), cycleSteps: 4) == .none)
  }

  @Test("an event already applied before the next step is the next change")
  func eventComesFirst() {
    let timeline = Timeline(Self.atOnce, [(0, .insert), (100, .hide)])
    #expect(timeline.lifecycle.nextChange(after: .ms(10), cycleSteps: 4) == .at(.ms(100)))
  }

  @Test("the reduced-motion pulse steps the same way, and one step is one wake per cycle")
  func pulseAndSingleStep() {
    let timeline = Timeline(Self.atOnce, environment: ComponentEnvironment(reducedMotion: true))
    #expect(timeline.lifecycle.nextChange(after: .ms(10), cycleSteps: 8) == .at(.ms(125)))
    #expect(timeline.lifecycle.nextChange(after: .ms(10), cycleSteps: 1) == .at(.ms(1000)))
    #expect(timeline.lifecycle.nextChange(after: .ms(10), cycleSteps: 0) == .at(.ms(1000)))
    #expect(timeline.at(500).cycleStep(of: 8) == 4)
  }

  @Test("with opacity levels the entrance wakes once per level, in order, and never stands still")
  func entranceLevels() {
    let timeline = Timeline(LoadingIndicatorProps("Loading", showDelay: .zero))
    var time = Duration.zero
    var levels = [timeline.lifecycle.frame(at: time).opacityLevel(of: 4)]
    while time < .ms(250) {
      guard
        case .at(let next) = timeline.lifecycle.nextChange(
          after: time, cycleSteps: 4, opacityLevels: 4)
      else {
        Issue.record("no next change after \(time)")
        return
      }
      #expect(next > time)
      time = next
      levels.append(timeline.lifecycle.frame(at: time).opacityLevel(of: 4))
    }
    // Every level once, in order, then the entrance's end, where the quarter turn falls too.
    #expect(levels == [0, 1, 2, 3, 4, 4])
    #expect(time == .ms(250))
  }

  @Test("opacity levels round to the nearest, 0 being nothing and the top level whole")
  func levelRule() {
    #expect(LoadingIndicatorFrame.opacityLevel(0, of: 4) == 0)
    #expect(LoadingIndicatorFrame.opacityLevel(0.12, of: 4) == 0)
    #expect(LoadingIndicatorFrame.opacityLevel(0.13, of: 4) == 1)
    #expect(LoadingIndicatorFrame.opacityLevel(0.99, of: 4) == 4)
    #expect(LoadingIndicatorFrame.opacityLevel(1, of: 0) == 1)
  }
}
