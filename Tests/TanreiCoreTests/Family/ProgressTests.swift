import Testing

@testable import TanreiCore

@Suite("Progress: bar and ring, determinate and indeterminate")
struct ProgressTests {
  /// Shown at once, so that only the value and the motion matter.
  static func lifecycle(
    _ props: ProgressProps, tokens: ProgressTokens = .tanrei,
    environment: ComponentEnvironment = ComponentEnvironment()
  ) -> ComponentLifecycle<ProgressIndicator> {
    var props = props
    props.presence = PresenceProps(showDelay: .zero, enterDuration: .zero)
    var lifecycle = ComponentLifecycle<ProgressIndicator>(
      props: props, tokens: tokens, environment: environment)
    lifecycle.apply(.insert, at: .zero)
    return lifecycle
  }

  @Test("a bar is 320 × 8 by default, fully rounded, filled from its leading end")
  func barGeometry() {
    let frame = Self.lifecycle(ProgressProps("Uploading", value: 0.25)).frame(at: .zero)
    #expect(frame.box == BoxSize(width: 320, height: 8))
    #expect(frame.cornerRadius == 4)
    #expect(frame.indicatorStart == 0)
    #expect(frame.indicatorLength == 80)
  }

  @Test("a bar at 0 keeps an indicator of no length")
  func barAtZero() {
    let frame = Self.lifecycle(ProgressProps("Uploading", value: 0)).frame(at: .zero)
    #expect(frame.drawsIndicator)
    #expect(frame.indicatorLength == 0)
  }

  @Test("a ring is a 48 box with a 40 circle at stroke 4, filled clockwise from 12 o'clock")
  func ringGeometry() {
    let frame = Self.lifecycle(ProgressProps("Storage", value: 0.4, style: .ring)).frame(at: .zero)
    #expect(frame.box == BoxSize(square: 48))
    #expect(frame.ringDiameter == 40)
    #expect(frame.thickness == 4)
    #expect(frame.indicatorStart == 0)
    #expect(abs(frame.indicatorLength - 144) < 1e-9)
    #expect(frame.label == "40%")
  }

  @Test(
    "drawn at 24 or 32 the ring keeps its stroke of 4 and leaves its label out",
    arguments: [24.0, 32])
  func smallRings(side: Double) {
    let frame = Self.lifecycle(ProgressProps("Storage", value: 0.4, style: .ring, length: side))
      .frame(at: .zero)
    #expect(frame.box == BoxSize(square: side))
    #expect(frame.thickness == 4)
    #expect(frame.ringDiameter + frame.thickness <= side)
    #expect(frame.label == nil)
  }

  @Test("a ring at 0 hides its indicator")
  func ringAtZero() {
    let frame = Self.lifecycle(ProgressProps("Storage", value: 0, style: .ring)).frame(at: .zero)
    #expect(!frame.drawsIndicator)
    #expect(frame.label == "0%")
  }

  @Test("the percent label is on by default and can be turned off")
  func labelToggle() {
    let off = Self.lifecycle(
      ProgressProps("Storage", value: 0.5, style: .ring, showsPercentLabel: false)
    ).frame(at: .zero)
    #expect(off.label == nil)
  }

  @Test("tint, track colour and line width can be set")
  func overrides() throws {
    let tint = try #require(RGBAColor(hex: "#00aa55"))
    let track = try #require(RGBAColor(hex: "#dddddd"))
    let frame = Self.lifecycle(
      ProgressProps(
        "Storage", value: 0.5, style: .ring, tint: tint, trackColor: track, lineWidth: 7)
    ).frame(at: .zero)
    #expect(frame.indicatorColor == tint)
    #expect(frame.trackColor == track)
    #expect(frame.thickness == 7)
  }

  @Test("values outside 0…1 are clamped and reported", arguments: [(1.5, 1.0), (-0.2, 0.0)])
  func clamped(given: Double, used: Double) {
    let lifecycle = Self.lifecycle(ProgressProps("Uploading", value: given))
    #expect(lifecycle.frame(at: .zero).value == used)
    #expect(lifecycle.diagnostics.map(\.code) == [.valueOutOfRange])
  }

  @Test("an infinite value is clamped and reported; NaN is taken as unknown and reported")
  func notFinite() {
    let infinite = Self.lifecycle(ProgressProps("Uploading", value: .infinity))
    #expect(infinite.frame(at: .zero).value == 1)
    #expect(infinite.diagnostics.map(\.code) == [.valueNotFinite])
    let nan = Self.lifecycle(ProgressProps("Uploading", value: .nan))
    #expect(nan.frame(at: .zero).value == nil)
    #expect(nan.diagnostics.map(\.code) == [.valueNotFinite])
  }

  @Test("assistive technology reads a name and a value in words, marked as updating frequently")
  func accessibilityDeterminate() throws {
    let node = try #require(
      Self.lifecycle(ProgressProps("Uploading receipt", value: 0.404)).frame(at: .zero)
        .accessibility)
    #expect(node.role == .progressbar)
    #expect(node.name == "Uploading receipt")
    #expect(node.value == "40 percent")
    #expect(node.updatesFrequently)
    #expect(!node.isBusy)
    #expect(!node.isFocusable)
  }

  @Test(
    "the percent is the value rounded down, the same number the words say; none when indeterminate")
  func percent() {
    let cases: [(Double?, Int?)] = [
      (0.404, 40), (0.999, 99), (1, 100), (0, 0), (2, 100), (nil, nil),
    ]
    for (value, expected) in cases {
      let resolved = Self.lifecycle(ProgressProps("Uploading", value: value)).resolved
      #expect(resolved.percent == expected, "value \(String(describing: value))")
      #expect(resolved.shownAccessibility.value == expected.map { "\($0) percent" })
    }
  }

  @Test("indeterminate progress is busy and has no value")
  func accessibilityIndeterminate() throws {
    let node = try #require(
      Self.lifecycle(ProgressProps("Syncing", value: nil)).frame(at: .zero).accessibility)
    #expect(node.isBusy)
    #expect(node.value == nil)
  }

  @Test("completion is announced once per task, not at every update")
  func completionOnce() {
    var lifecycle = Self.lifecycle(ProgressProps("Uploading receipt", value: 0))
    for (step, value) in [0.2, 0.5, 0.9, 1, 1, 1].enumerated() {
      lifecycle.apply(
        .setProps(ProgressProps("Uploading receipt", value: value)),
        at: .milliseconds(Int64(100 * (step + 1))))
    }
    #expect(lifecycle.announcements.map(\.text) == ["Uploading receipt: complete"])
    #expect(lifecycle.announcements.first?.time == .milliseconds(400))
  }

  @Test(
    "a value that falls back after completing, or becomes unknown, begins a task whose completion is said again",
    arguments: [[0.5, 1, 0, 1], [0.5, 1, 0.99, 1], [1, nil, 1]] as [[Double?]])
  func secondTask(_ values: [Double?]) {
    var lifecycle = Self.lifecycle(ProgressProps("Uploading receipt", value: 0))
    for (step, value) in values.enumerated() {
      lifecycle.apply(
        .setProps(ProgressProps("Uploading receipt", value: value)),
        at: .milliseconds(Int64(400 + 100 * step)))
    }
    #expect(lifecycle.announcements.count == 2)
  }

  @Test("completion is said once per insertion: removed, inserted again and completed, again")
  func completionPerInsertion() {
    var lifecycle = Self.lifecycle(ProgressProps("Uploading receipt", value: 0))
    let props = { (value: Double) in
      ProgressProps(
        "Uploading receipt", value: value,
        presence: PresenceProps(showDelay: .zero, enterDuration: .zero))
    }
    lifecycle.apply(.setProps(props(1)), at: .milliseconds(100))
    lifecycle.apply(.setProps(props(1)), at: .milliseconds(150))
    lifecycle.apply(.remove, at: .milliseconds(200))
    lifecycle.apply(.insert, at: .milliseconds(300))
    lifecycle.apply(.setProps(props(0.5)), at: .milliseconds(400))
    lifecycle.apply(.setProps(props(1)), at: .milliseconds(500))
    #expect(lifecycle.announcements.map(\.time) == [.milliseconds(100), .milliseconds(500)])
    #expect(
      lifecycle.announcements.map(\.text)
        == Array(repeating: "Uploading receipt: complete", count: 2))
  }

  @Test("completion is said again after a removal and reinsertion at the moment it was said")
  func completionPerInsertionAtOneMoment() {
    var lifecycle = Self.lifecycle(ProgressProps("Uploading receipt", value: 0))
    let props = { (value: Double) in
      ProgressProps(
        "Uploading receipt", value: value,
        presence: PresenceProps(showDelay: .zero, enterDuration: .zero))
    }
    lifecycle.apply(.setProps(props(1)), at: .milliseconds(100))
    lifecycle.apply(.remove, at: .milliseconds(100))
    lifecycle.apply(.insert, at: .milliseconds(100))
    lifecycle.apply(.setProps(props(0.2)), at: .milliseconds(100))
    lifecycle.apply(.setProps(props(1)), at: .milliseconds(900))
    #expect(lifecycle.announcements.map(\.time) == [.milliseconds(100), .milliseconds(900)])
  }

  @Test("after reinsertion, a completion within the new delay is not said")
  func completionWithinSecondDelay() {
    var lifecycle = ComponentLifecycle<ProgressIndicator>(
      props: ProgressProps("Uploading", value: 0), tokens: .tanrei)
    lifecycle.apply(.insert, at: .zero)
    lifecycle.apply(.setProps(ProgressProps("Uploading", value: 1)), at: .milliseconds(500))
    lifecycle.apply(.remove, at: .milliseconds(600))
    lifecycle.apply(.insert, at: .milliseconds(700))
    lifecycle.apply(.setProps(ProgressProps("Uploading", value: 0)), at: .milliseconds(710))
    lifecycle.apply(.setProps(ProgressProps("Uploading", value: 1)), at: .milliseconds(800))
    #expect(lifecycle.announcements.map(\.time) == [.milliseconds(500)])
  }

  @Test("a wait that completes within the delay announces nothing")
  func quickCompletionIsQuiet() {
    var lifecycle = ComponentLifecycle<ProgressIndicator>(
      props: ProgressProps("Uploading", value: 0), tokens: .tanrei)
    lifecycle.apply(.insert, at: .zero)
    lifecycle.apply(.setProps(ProgressProps("Uploading", value: 1)), at: .milliseconds(120))
    lifecycle.apply(.remove, at: .milliseconds(150))
    #expect(lifecycle.announcements.isEmpty)
    #expect(lifecycle.frame(at: .milliseconds(100)).accessibility == nil)
  }

  @Test(
    "an indeterminate bar's segment travels along it, and stops in the middle under reduced motion")
  func indeterminateBar() {
    let moving = Self.lifecycle(ProgressProps("Syncing", value: nil))
    let starts = [0, 300, 600, 900, 1200].map { moving.frame(at: .milliseconds($0)).indicatorStart }
    #expect(Set(starts).count > 3)
    #expect(moving.frame(at: .milliseconds(300)).isAnimating)
    #expect(moving.nextChange(after: .milliseconds(300)) == .continuous)
    let still = Self.lifecycle(
      ProgressProps("Syncing", value: nil), environment: ComponentEnvironment(reducedMotion: true))
    let frame = still.frame(at: .milliseconds(700))
    #expect(frame.indicatorStart == (320 - 128) / 2)
    #expect(frame.indicatorLength == 128)
    #expect(!frame.isAnimating)
    #expect(still.nextChange(after: .milliseconds(700)) == .none)
  }

  @Test("an indeterminate ring turns its arc, and holds it at 12 o'clock under reduced motion")
  func indeterminateRing() {
    let moving = Self.lifecycle(ProgressProps("Syncing", value: nil, style: .ring))
    #expect(moving.frame(at: .milliseconds(250)).indicatorStart == 90)
    #expect(moving.frame(at: .milliseconds(250)).indicatorLength == 90)
    var still = moving
    still.apply(.setReducedMotion(true), at: .milliseconds(300))
    #expect(still.frame(at: .milliseconds(800)).indicatorStart == 0)
    #expect(!still.frame(at: .milliseconds(800)).isAnimating)
  }

  @Test("while it waits out its delay it keeps its box and shows and exposes nothing")
  func waits() {
    var lifecycle = ComponentLifecycle<ProgressIndicator>(
      props: ProgressProps("Uploading", value: 0.3), tokens: .tanrei)
    lifecycle.apply(.insert, at: .zero)
    let waiting = lifecycle.frame(at: .milliseconds(299))
    #expect(waiting.phase == .waiting)
    #expect(waiting.box == BoxSize(width: 320, height: 8))
    #expect(!waiting.drawsIndicator)
    #expect(waiting.accessibility == nil)
    #expect(lifecycle.frame(at: .milliseconds(300)).accessibility != nil)
  }
}

@Suite("Progress in the space a layout offers")
struct ProgressFittingTests {
  @Test("a bar fills the width offered, a ring the smaller side; a length set stays")
  func fitted() {
    let bar = ProgressProps("Uploading", value: 0.5)
    #expect(bar.fitted(to: BoxSize(width: 200, height: 40)).length == 200)
    let ring = ProgressProps("Storage", value: 0.5, style: .ring)
    #expect(ring.fitted(to: BoxSize(width: 64, height: 90)).length == 64)
    let set = ProgressProps("Uploading", value: 0.5, length: 120)
    #expect(set.fitted(to: BoxSize(width: 200, height: 8)).length == 120)
    for offer in [BoxSize(width: 0, height: 8), BoxSize(width: .infinity, height: 8)] {
      #expect(bar.fitted(to: offer).length == nil, "\(offer)")
    }
    var lifecycle = ComponentLifecycle<ProgressIndicator>(
      props: bar.fitted(to: BoxSize(width: 200, height: 40)), tokens: .tanrei)
    lifecycle.apply(.insert, at: .zero)
    #expect(lifecycle.layoutBox.width == 200)
  }
}
