import Testing

@testable import TanreiCore

/// What the contract adds beyond the seeds: feedback that stays its minimum time once shown, so
/// that a wait just past the delay does not flash; and a region whose words change, from then on.
@Suite("A loading region: the minimum time feedback stays, and words that change")
struct LoadingRegionChangesTests {
  static func orders(minimumShown: Duration? = nil) -> LoadingRegion {
    LoadingRegion(
      loadingLabel: "Loading orders", loadedAnnouncement: "Orders loaded",
      emptyMessage: "No orders yet", failureFallback: "Orders could not be loaded",
      minimumShown: minimumShown)
  }

  static func lifecycle(_ region: LoadingRegion, _ events: [(Int64, LoadingStateEvent)])
    -> LoadingStateLifecycle
  {
    var lifecycle = LoadingStateLifecycle(region: region)
    for (time, event) in events { lifecycle.apply(event, at: .milliseconds(time)) }
    return lifecycle
  }

  @Test("content that comes 10 ms after the feedback appeared waits until it has been shown 500 ms")
  func contentWaits() {
    let lifecycle = Self.lifecycle(
      Self.orders(minimumShown: .milliseconds(500)),
      [(0, .startLoading(blocking: false)), (310, .loaded(ids: ["a"]))])
    let held = lifecycle.snapshot(at: .milliseconds(700))
    #expect(held.showsFeedback)
    #expect(held.isBusy)
    #expect(held.exposedNames == ["Back", "Loading orders"])
    #expect(lifecycle.nextChange(after: .milliseconds(700)) == .milliseconds(800))
    let loaded = lifecycle.snapshot(at: .milliseconds(800))
    #expect(loaded.state == .loaded)
    #expect(!loaded.isBusy)
    #expect(loaded.exposedNames == ["Back", "a"])
    let said = lifecycle.announcements(through: .seconds(2))
    #expect(said.map(\.text) == ["Orders loaded"])
    #expect(said.first?.time == .milliseconds(800))
  }

  @Test("a wait under the delay is not held: nothing was shown")
  func shortWaitNotHeld() {
    let lifecycle = Self.lifecycle(
      Self.orders(minimumShown: .milliseconds(500)),
      [(0, .startLoading(blocking: false)), (200, .loaded(ids: ["a"]))])
    #expect(lifecycle.snapshot(at: .milliseconds(200)).state == .loaded)
    #expect(lifecycle.announcements(through: .seconds(2)).isEmpty)
  }

  @Test("events after a held one keep their order, and wait with it")
  func orderKept() {
    let lifecycle = Self.lifecycle(
      Self.orders(minimumShown: .milliseconds(500)),
      [
        (0, .startLoading(blocking: false)), (310, .loaded(ids: ["a"])), (400, .refresh),
        (900, .loaded(ids: ["a", "b"])),
      ])
    #expect(lifecycle.snapshot(at: .milliseconds(500)).state == .loading(blocking: false))
    // The refresh written at 400 ms takes effect at 800 ms, after the content it refreshes.
    #expect(lifecycle.snapshot(at: .milliseconds(800)).state == .refreshing)
    #expect(lifecycle.snapshot(at: .milliseconds(900)).exposedNames == ["Back", "a", "b"])
  }

  @Test("a failure and an empty region wait their turn as content does")
  func failureAndEmptyWait() {
    for ending in [LoadingStateEvent.failed(message: "Offline"), .empty] {
      let lifecycle = Self.lifecycle(
        Self.orders(minimumShown: .milliseconds(500)),
        [(0, .startLoading(blocking: false)), (350, ending)])
      #expect(lifecycle.snapshot(at: .milliseconds(799)).showsFeedback, "\(ending)")
      #expect(lifecycle.snapshot(at: .milliseconds(800)).isBusy == false, "\(ending)")
    }
  }

  @Test("without a minimum, what ends a shown wait takes its place at once; a negative one too")
  func noMinimum() {
    for minimum: Duration? in [nil, .milliseconds(-1)] {
      let lifecycle = Self.lifecycle(
        Self.orders(minimumShown: minimum),
        [(0, .startLoading(blocking: false)), (310, .loaded(ids: ["a"]))])
      #expect(lifecycle.snapshot(at: .milliseconds(310)).state == .loaded)
    }
    let negative = Self.lifecycle(Self.orders(minimumShown: .milliseconds(-1)), [])
    #expect(negative.diagnostics(through: .zero).map(\.code) == [.invalidMinimumShown])
  }

  @Test("new words apply from their moment: what was said is not said again, and is not rewritten")
  func wordsChange() {
    var lifecycle = Self.lifecycle(
      Self.orders(), [(0, .startLoading(blocking: true)), (500, .loaded(ids: ["a"]))])
    var renamed = Self.orders()
    renamed.loadingLabel = "Loading receipts"
    renamed.loadedAnnouncement = "Receipts loaded"
    lifecycle.setRegion(renamed, at: .milliseconds(600))
    lifecycle.apply(.startLoading(blocking: true), at: .milliseconds(800))
    let said = lifecycle.announcements(through: .seconds(3)).map(\.text)
    #expect(said == ["Loading orders", "Orders loaded", "Loading receipts"])
    #expect(lifecycle.snapshot(at: .seconds(3)).exposedNames == ["Back", "Loading receipts"])
    #expect(lifecycle.region.loadingLabel == "Loading receipts")
  }

  @Test("words set again unchanged change nothing")
  func sameWords() {
    var lifecycle = Self.lifecycle(Self.orders(), [])
    let before = lifecycle.snapshot(at: .seconds(1))
    lifecycle.setRegion(Self.orders(), at: .milliseconds(10))
    #expect(lifecycle.snapshot(at: .seconds(1)) == before)
  }
}
