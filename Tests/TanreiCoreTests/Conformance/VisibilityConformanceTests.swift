import Testing

@testable import TanreiCore

/// LDG-7, LDG-8 and LDG-17: what seeing and direction change.
@Suite("Conformance: visibility and direction (LDG-7, LDG-8, LDG-17)")
struct VisibilityConformanceTests {
  static let atOnce = LoadingIndicatorProps("Loading", showDelay: .zero, enterDuration: .zero)

  @Test("LDG-7: hidden, the turn stops where it is; shown again, it resumes from there")
  func pausesAndResumes() {
    let timeline = Timeline(Self.atOnce, [(0, .insert), (1250, .hide), (2000, .show)])
    #expect(isClose(timeline.at(1250).rotation, 90))
    for frame in timeline.frames(1250...1999, every: 50) {
      #expect(isClose(frame.rotation, 90))
      #expect(!frame.isAnimating)
      #expect(!frame.isVisible)
    }
    #expect(timeline.at(2000).isAnimating)
    #expect(isClose(timeline.at(2000).rotation, 90))
    #expect(isClose(timeline.at(2250).rotation, 180))
  }

  @Test("LDG-7: hidden, nothing asks for frames until something changes")
  func noFramesWhileHidden() {
    let timeline = Timeline(Self.atOnce, [(0, .insert), (1250, .hide)])
    #expect(timeline.nextChange(after: 100) == .continuous)
    #expect(timeline.nextChange(after: 1300) == .none)
  }

  @Test("LDG-7: the reduced-motion pulse pauses and resumes the same way")
  func pulsePauses() {
    let timeline = Timeline(
      Self.atOnce, environment: ComponentEnvironment(reducedMotion: true),
      [(0, .insert), (250, .hide), (900, .show)])
    let held = timeline.at(250).markOpacity
    #expect(isClose(timeline.at(600).markOpacity, held))
    #expect(isClose(timeline.at(1150).markOpacity, 0))
  }

  @Test("LDG-8: right to left, it turns clockwise exactly as left to right")
  func notMirrored() {
    let ltr = Timeline(Self.atOnce)
    let rtl = Timeline(Self.atOnce, environment: ComponentEnvironment(direction: .rightToLeft))
    for time in stride(from: 0.0, through: 2000, by: 37) {
      #expect(rtl.at(time).rotation == ltr.at(time).rotation)
      #expect(rtl.at(time).direction == .rightToLeft)
    }
    #expect(isClose(rtl.at(250).rotation, 90))
  }

  @Test("LDG-17: a change of direction while shown redraws at once, in place, without motion")
  func directionChangeKeepsPlace() {
    let steady = Timeline(Self.atOnce)
    let switched = Timeline(Self.atOnce, [(0, .insert), (700, .setDirection(.rightToLeft))])
    #expect(switched.at(699).direction == .leftToRight)
    #expect(switched.at(700).direction == .rightToLeft)
    for time in stride(from: 600.0, through: 1600, by: 10) {
      let before = steady.at(time)
      let after = switched.at(time)
      #expect(isClose(after.rotation, before.rotation ?? .nan, within: 1e-9))
      #expect(after.opacity == before.opacity)
      #expect(after.scale == before.scale)
      #expect(after.box == before.box)
    }
  }

  @Test("LDG-17: the direction comes from the environment; the props have none")
  func noDirectionProp() {
    let propNames = Set(LoadingIndicatorProps.jsonKeys)
    #expect(!propNames.contains("direction"))
    let timeline = Timeline(
      Self.atOnce, environment: ComponentEnvironment(direction: .rightToLeft))
    #expect(timeline.at(0).direction == .rightToLeft)
  }
}
