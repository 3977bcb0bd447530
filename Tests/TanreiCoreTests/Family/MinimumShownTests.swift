import Testing

@testable import TanreiCore

/// Beyond the seeds: the flash at the other end of the wait. A wait of 310 ms outlasts a 300 ms
/// delay by 10 ms, and without a minimum the content would be on screen for those 10 ms. With
/// `minimumShown`, once shown it stays that long before a removal takes it away; `nil` keeps the
/// rule every component has (and the loading indicator always has: LDG-16), away at once.
@Suite("Delayed presence: a minimum time shown, so a wait just past the delay does not flash")
struct MinimumShownTests {
  static let box = BoxSize(width: 320, height: 120)

  static func lifecycle(
    minimumShown: Duration?, _ events: [(Int64, ComponentEvent<DelayedPresenceProps>)]
  ) -> ComponentLifecycle<DelayedPresence> {
    var lifecycle = ComponentLifecycle<DelayedPresence>(
      props: DelayedPresenceProps(box: box, minimumShown: minimumShown), tokens: .tanrei)
    for (time, event) in events { lifecycle.apply(event, at: .milliseconds(time)) }
    return lifecycle
  }

  @Test("shown at 300 ms and removed at 310 ms, it stays until 800 ms with a 500 ms minimum")
  func staysItsMinimum() {
    let lifecycle = Self.lifecycle(
      minimumShown: .milliseconds(500), [(0, .insert), (310, .remove)])
    #expect(lifecycle.frame(at: .milliseconds(310)).isExposed)
    #expect(lifecycle.frame(at: .milliseconds(799)).isExposed)
    #expect(lifecycle.frame(at: .milliseconds(799)).phase == .shown)
    #expect(lifecycle.frame(at: .milliseconds(800)).phase == .absent)
    #expect(!lifecycle.isInserted, "a removal that waits is a removal")
    // The entrance ends at 550 ms; then nothing moves until the removal at 800 ms.
    #expect(lifecycle.nextChange(after: .milliseconds(600)) == .at(.milliseconds(800)))
    #expect(lifecycle.nextChange(after: .milliseconds(800)) == NextChange.none)
  }

  @Test("a wait that ends within the delay still shows nothing, whatever the minimum")
  func withinTheDelay() {
    let lifecycle = Self.lifecycle(
      minimumShown: .milliseconds(500), [(0, .insert), (200, .remove)])
    for time in stride(from: Int64(0), through: 2000, by: 10) {
      #expect(!lifecycle.frame(at: .milliseconds(time)).isExposed, "at \(time) ms")
    }
  }

  @Test("removed after its minimum, it goes at once")
  func pastTheMinimum() {
    let lifecycle = Self.lifecycle(
      minimumShown: .milliseconds(500), [(0, .insert), (900, .remove)])
    #expect(lifecycle.frame(at: .milliseconds(899)).isExposed)
    #expect(lifecycle.frame(at: .milliseconds(900)).phase == .absent)
  }

  @Test("inserted again while it stays out its minimum, it stays as it is, with no new delay")
  func insertedAgainMeanwhile() {
    let lifecycle = Self.lifecycle(
      minimumShown: .milliseconds(500),
      [(0, .insert), (310, .remove), (600, .insert), (1000, .remove)])
    #expect(lifecycle.frame(at: .milliseconds(700)).phase == .shown)
    #expect(lifecycle.frame(at: .milliseconds(900)).isExposed, "the removal at 800 ms was undone")
    // Shown since 300 ms: by 1000 ms it has had its minimum, so the second removal is at once.
    #expect(lifecycle.frame(at: .milliseconds(1000)).phase == .absent)
    #expect(lifecycle.diagnostics.isEmpty, "\(lifecycle.diagnostics)")
  }

  @Test("inserted again after it has gone, it waits its whole delay again")
  func insertedAgainAfter() {
    let lifecycle = Self.lifecycle(
      minimumShown: .milliseconds(500), [(0, .insert), (310, .remove), (900, .insert)])
    #expect(lifecycle.frame(at: .milliseconds(850)).phase == .absent)
    #expect(lifecycle.frame(at: .milliseconds(1100)).phase == .waiting)
    #expect(lifecycle.frame(at: .milliseconds(1200)).phase == .entering)
  }

  @Test("without a minimum, and with a negative one, a removal takes it away at once")
  func noMinimum() {
    for minimum: Duration? in [nil, .zero, .milliseconds(-5)] {
      let lifecycle = Self.lifecycle(minimumShown: minimum, [(0, .insert), (310, .remove)])
      #expect(
        lifecycle.frame(at: .milliseconds(310)).phase == .absent, "\(String(describing: minimum))")
    }
    let negative = Self.lifecycle(minimumShown: .milliseconds(-5), [])
    #expect(negative.diagnostics.map(\.code) == [.invalidMinimumShown])
  }

  @Test("a removal while it waits its minimum is not a second removal")
  func removedTwice() {
    let lifecycle = Self.lifecycle(
      minimumShown: .milliseconds(500), [(0, .insert), (310, .remove), (400, .remove)])
    #expect(lifecycle.frame(at: .milliseconds(799)).isExposed)
    #expect(lifecycle.diagnostics.map(\.code) == [.redundantEvent])
  }

  @Test("the minimum is fixed at insertion, as the delay is (LDG-16's rule for timing)")
  func fixedAtInsertion() {
    var props = DelayedPresenceProps(box: Self.box, minimumShown: .milliseconds(500))
    var lifecycle = ComponentLifecycle<DelayedPresence>(props: props, tokens: .tanrei)
    lifecycle.apply(.insert, at: .zero)
    props.minimumShown = nil
    lifecycle.apply(.setProps(props), at: .milliseconds(100))
    lifecycle.apply(.remove, at: .milliseconds(310))
    #expect(lifecycle.frame(at: .milliseconds(700)).isExposed)
  }
}

/// A long-lived component fed many events keeps its memory flat, even when they come at one
/// instant (a burst of updates in one frame, a manual clock).
@Suite("Presence history stays bounded")
struct PresenceHistoryBoundTests {
  @Test("ten thousand prop changes at one instant, history discarded after each, keep one content")
  func sameInstant() {
    var lifecycle = ComponentLifecycle<ProgressIndicator>(
      props: ProgressProps("Uploading", value: 0), tokens: .tanrei)
    lifecycle.apply(.insert, at: .zero)
    let now = Duration.seconds(1)
    for step in 1...10_000 {
      lifecycle.apply(.setProps(ProgressProps("Uploading", value: Double(step) / 10_000)), at: now)
      lifecycle.discardHistory(before: now)
    }
    #expect(lifecycle.retainedContentCount == 1)
    #expect(lifecycle.frame(at: now).value == 1)
  }
}
