import Testing

@testable import TanreiCore

/// What the lifecycle does with input that is odd rather than wrong, and the guarantees a driver
/// relies on beyond the spec's requirements.
@Suite("The lifecycle at its edges")
struct LifecycleEdgeTests {
  @Test("before any event the indicator is absent")
  func beforeAnything() {
    let lifecycle = LoadingIndicatorLifecycle(props: LoadingIndicatorProps("Loading"))
    let frame = lifecycle.frame(at: .milliseconds(-5))
    #expect(frame.phase == .absent)
    #expect(frame.box == .zero)
    #expect(lifecycle.nextChange(after: .zero) == .none)
    #expect(lifecycle.lastEventTime == nil)
  }

  @Test("an event timed before the last is applied at the last one's time, with a diagnostic")
  func outOfOrder() {
    var lifecycle = LoadingIndicatorLifecycle(props: LoadingIndicatorProps("Loading"))
    lifecycle.apply(.insert, at: .milliseconds(500))
    lifecycle.apply(.remove, at: .milliseconds(100))
    #expect(lifecycle.frame(at: .milliseconds(499)).phase == .absent)
    #expect(lifecycle.frame(at: .milliseconds(500)).phase == .absent)
    #expect(lifecycle.diagnostics.map(\.code) == [.eventOutOfOrder])
    #expect(lifecycle.diagnostics(at: .milliseconds(499)).isEmpty)
  }

  @Test("inserting an inserted indicator or removing an absent one is ignored and reported")
  func redundantEvents() {
    var lifecycle = LoadingIndicatorLifecycle(props: LoadingIndicatorProps("Loading"))
    lifecycle.apply(.remove, at: .milliseconds(10))
    lifecycle.apply(.insert, at: .milliseconds(20))
    lifecycle.apply(.insert, at: .milliseconds(200))
    // The second insert did not restart the delay.
    #expect(lifecycle.frame(at: .milliseconds(320)).phase == .entering)
    #expect(lifecycle.diagnostics.map(\.code) == [.redundantEvent, .redundantEvent])
  }

  @Test("event diagnostics are capped, so a misbehaving caller cannot grow memory without end")
  func diagnosticsCap() {
    var lifecycle = LoadingIndicatorLifecycle(props: LoadingIndicatorProps("Loading"))
    for step in 0..<500 { lifecycle.apply(.remove, at: .milliseconds(Int64(step))) }
    #expect(lifecycle.eventDiagnostics.count == LoadingIndicatorLifecycle.maximumEventDiagnostics)
  }

  @Test("discarding history keeps every frame from that time on")
  func discardHistory() {
    var lifecycle = LoadingIndicatorLifecycle(props: LoadingIndicatorProps("Loading"))
    lifecycle.apply(.insert, at: .zero)
    lifecycle.apply(.hide, at: .milliseconds(600))
    lifecycle.apply(.show, at: .milliseconds(800))
    lifecycle.apply(.setProps(LoadingIndicatorProps("Other", size: .large)), at: .milliseconds(900))
    let before = (900...2000).map { lifecycle.frame(at: .milliseconds(Int64($0))) }
    lifecycle.discardHistory(before: .milliseconds(900))
    let after = (900...2000).map { lifecycle.frame(at: .milliseconds(Int64($0))) }
    #expect(zip(before, after).filter { $0 != $1 }.count == 0)
    // Earlier times now read as the state at 900.
    #expect(lifecycle.frame(at: .milliseconds(100)).appearance.sizeName == "large")
  }

  @Test("a copy of a lifecycle is independent of the original")
  func valueSemantics() {
    var original = LoadingIndicatorLifecycle(props: LoadingIndicatorProps("Loading"))
    original.apply(.insert, at: .zero)
    var copy = original
    copy.apply(.remove, at: .milliseconds(100))
    #expect(original.frame(at: .milliseconds(400)).isDrawn)
    #expect(!copy.frame(at: .milliseconds(400)).isDrawn)
  }

  @Test("nextChange looks ahead to events already applied")
  func nextChangeSeesLaterEvents() {
    var lifecycle = LoadingIndicatorLifecycle(props: LoadingIndicatorProps("Loading"))
    lifecycle.apply(.insert, at: .milliseconds(1000))
    #expect(lifecycle.nextChange(after: .zero) == .at(.milliseconds(1000)))
    #expect(lifecycle.nextChange(after: .milliseconds(1000)) == .at(.milliseconds(1300)))
  }

  @Test("a motion dial changed mid-turn keeps the turn's place and changes its speed")
  func motionScaleChange() {
    var lifecycle = LoadingIndicatorLifecycle(
      props: LoadingIndicatorProps("Loading", showDelay: .zero, enterDuration: .zero))
    lifecycle.apply(.insert, at: .zero)
    lifecycle.apply(.setEnvironment(ComponentEnvironment(motionScale: 2)), at: .milliseconds(250))
    let at250 = lifecycle.frame(at: .milliseconds(250)).rotation ?? -1
    #expect(abs(at250 - 90) < 1e-9)
    let at750 = lifecycle.frame(at: .milliseconds(750)).rotation ?? -1
    #expect(abs(at750 - 180) < 1e-9)
  }

  @Test("a motion dial of 0 holds the mark at a cycle's start and animates nothing")
  func motionScaleZero() {
    var lifecycle = LoadingIndicatorLifecycle(
      props: LoadingIndicatorProps("Loading"), environment: ComponentEnvironment(motionScale: 0))
    lifecycle.apply(.insert, at: .zero)
    let frame = lifecycle.frame(at: .milliseconds(900))
    #expect(frame.phase == .shown)
    #expect(frame.rotation == 0)
    #expect(!frame.isAnimating)
    #expect(lifecycle.nextChange(after: .milliseconds(900)) == .none)
  }

  @Test(
    "a motion dial that is negative or not a number takes 1, with a diagnostic",
    arguments: [-1.0, .nan, .infinity])
  func invalidMotionScale(scale: Double) {
    let resolved = ResolvedLoadingIndicator(
      props: LoadingIndicatorProps("Loading"), tokens: .tanrei,
      environment: ComponentEnvironment(motionScale: scale))
    #expect(resolved.cycleDuration == 1000)
    #expect(resolved.enterDuration == 250)
    #expect(resolved.diagnostics.map(\.code) == [.invalidMotionScale])
  }

  @Test("reduced motion toggled while shown switches the mark at once, keeping the cycle's place")
  func reducedMotionToggle() {
    var lifecycle = LoadingIndicatorLifecycle(
      props: LoadingIndicatorProps("Loading", showDelay: .zero, enterDuration: .zero))
    lifecycle.apply(.insert, at: .zero)
    lifecycle.apply(.setReducedMotion(true), at: .milliseconds(250))
    lifecycle.apply(.setReducedMotion(false), at: .milliseconds(500))
    #expect(lifecycle.frame(at: .milliseconds(249)).rotation != nil)
    #expect(lifecycle.frame(at: .milliseconds(250)).rotation == nil)
    #expect(abs(lifecycle.frame(at: .milliseconds(500)).markOpacity - 1) < 1e-9)
    #expect(abs((lifecycle.frame(at: .milliseconds(500)).rotation ?? -1) - 180) < 1e-9)
  }

  @Test("props read from JSON refuse members of the wrong kind, naming them")
  func propsDecodingErrors() throws {
    for (text, path) in [
      (#"{"contained": "yes"}"#, "props.contained"), (#"{"label": 3}"#, "props.label"),
      (#"{"showDelay": "300"}"#, "props.showDelay"), (#"{"entrance": false}"#, "props.entrance"),
    ] {
      let object = try #require(try JSONParser.parse(text).objectValue)
      let error = #expect(throws: JSONShapeError.self) { try LoadingIndicatorProps.decode(object) }
      #expect(error?.path == path)
    }
  }
}
