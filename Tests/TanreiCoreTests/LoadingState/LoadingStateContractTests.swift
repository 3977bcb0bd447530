import Testing

@testable import TanreiCore

/// The loading-state contract, state by state, then its check profiles and pitfalls as
/// scenarios.
@Suite("The loading-state contract")
struct LoadingStateContractTests {
  static let orders = LoadingRegion(
    loadingLabel: "Loading orders", loadedAnnouncement: "Orders loaded",
    emptyMessage: "No orders yet", failureFallback: "Orders could not be loaded",
    processingLabel: "Processing document", persistentControls: ["Back"])

  static func region(_ events: [(Int64, LoadingStateEvent)], region: LoadingRegion = orders)
    -> LoadingStateLifecycle
  {
    var lifecycle = LoadingStateLifecycle(region: region)
    for (time, event) in events { lifecycle.apply(event, at: .milliseconds(time)) }
    return lifecycle
  }

  // MARK: State by state

  @Test("a wait under the delay shows and says nothing; the region is busy from the start")
  func shortWait() {
    let lifecycle = Self.region([(0, .startLoading(blocking: true)), (200, .loaded(ids: ["a"]))])
    let waiting = lifecycle.snapshot(at: .milliseconds(100))
    #expect(waiting.isBusy)
    #expect(!waiting.showsFeedback)
    #expect(waiting.exposedNames == ["Back"])
    #expect(lifecycle.announcements(through: .seconds(5)).isEmpty)
    #expect(lifecycle.snapshot(at: .milliseconds(300)).exposedNames == ["Back", "a"])
  }

  @Test("blocking the screen: one element, said once")
  func blocking() {
    let lifecycle = Self.region([(0, .startLoading(blocking: true))])
    let snapshot = lifecycle.snapshot(at: .seconds(3))
    #expect(snapshot.exposed.filter { $0.role == .progressbar }.map(\.name) == ["Loading orders"])
    #expect(snapshot.exposedNames == ["Back", "Loading orders"])
    #expect(!snapshot.showsSkeleton)
    #expect(lifecycle.announcements(through: .seconds(3)).map(\.text) == ["Loading orders"])
    #expect(lifecycle.announcements(through: .seconds(3)).first?.time == .milliseconds(300))
  }

  @Test("long, with progress: a label and a value, updating frequently; the phase said once")
  func withProgress() {
    var events: [(Int64, LoadingStateEvent)] = [(0, .fetch)]
    for step in 1...20 { events.append((2000 + Int64(step) * 80, .process(Double(step) / 20))) }
    events.append((3700, .loaded(ids: ["doc"])))
    let lifecycle = Self.region(events)
    let processing = lifecycle.snapshot(at: .milliseconds(2400))
    let node = processing.exposed.first { $0.role == .progressbar }
    #expect(node?.name == "Processing document")
    #expect(node?.value == "25 percent")
    #expect(node?.updatesFrequently == true)
    #expect(
      lifecycle.announcements(through: .seconds(5)).map(\.text) == [
        "Processing document", "Orders loaded",
      ])
  }

  @Test("a decorative skeleton is drawn but hidden from assistive technology")
  func skeletonHidden() {
    let snapshot = Self.region([(0, .fetch)]).snapshot(at: .seconds(1))
    #expect(snapshot.showsSkeleton)
    #expect(snapshot.exposedNames == ["Back", "Loading orders"])
  }

  @Test("failed: the message and a retry button, with focus on the message")
  func failed() {
    let snapshot = Self.region([
      (0, .startLoading(blocking: false)), (900, .failed(message: "No connection")),
    ]).snapshot(at: .seconds(1))
    #expect(snapshot.exposedNames == ["Back", "No connection", "Try again"])
    #expect(snapshot.focus == .failureMessage)
    #expect(!snapshot.isBusy)
  }

  @Test("a failure without a message takes the fallback, with a diagnostic")
  func failedWithoutMessage() {
    let lifecycle = Self.region([
      (0, .startLoading(blocking: false)), (400, .failed(message: "  ")),
    ])
    #expect(lifecycle.snapshot(at: .seconds(1)).exposedNames.contains("Orders could not be loaded"))
    #expect(lifecycle.diagnostics(through: .seconds(1)).map(\.code) == [.missingText])
  }

  @Test("retry starts a new wait and leaves focus in the region, not nowhere")
  func retry() {
    let lifecycle = Self.region([
      (0, .startLoading(blocking: false)), (400, .failed(message: "Timed out")), (500, .retry),
    ])
    let snapshot = lifecycle.snapshot(at: .milliseconds(900))
    #expect(snapshot.focus == .region)
    #expect(snapshot.isBusy)
    #expect(snapshot.exposedNames == ["Back", "Loading orders"])
  }

  // MARK: Check profiles

  @Test("profile: opening order history on a slow network with a screen reader")
  func profileSlowNetwork() {
    let lifecycle = Self.region([
      (0, .focus(.control("Back"))), (0, .startLoading(blocking: false)),
      (2400, .loaded(ids: ["order-1", "order-2", "order-3"])),
    ])
    let waiting = lifecycle.snapshot(at: .milliseconds(1200))
    // One loading element, no placeholder rows.
    #expect(waiting.exposed.filter { $0.role == .progressbar }.count == 1)
    #expect(waiting.exposed.allSatisfy { $0.role != .group })
    // Back is reachable.
    #expect(waiting.exposed.contains { $0.name == "Back" && $0.isFocusable })
    // Content loads without focus jumping.
    let loaded = lifecycle.snapshot(at: .milliseconds(2500))
    #expect(loaded.focus == .control("Back"))
    #expect(loaded.exposedNames == ["Back", "order-1", "order-2", "order-3"])
  }

  @Test("profile: pulling to refresh while focused on the third order keeps focus there")
  func profileRefresh() {
    let lifecycle = Self.region([
      (0, .startLoading(blocking: false)), (500, .loaded(ids: ["o1", "o2", "o3", "o4"])),
      (1000, .focus(.item("o3"))), (1200, .refresh),
      (2600, .loaded(ids: ["o0", "o1", "o2", "o3", "o4"])),
    ])
    let during = lifecycle.snapshot(at: .milliseconds(2000))
    #expect(during.focus == .item("o3"))
    #expect(during.exposedNames.contains("o3"))
    let after = lifecycle.snapshot(at: .milliseconds(2700))
    #expect(after.focus == .item("o3"))
    #expect(after.keepsScrollPosition)
    #expect(!after.identitiesReplaced)
  }

  @Test("profile: under reduced motion the state is clear without the shimmer")
  func profileReducedMotion() {
    // The contract's exposure does not depend on motion; the skeleton itself stands still.
    let snapshot = Self.region([(0, .fetch)]).snapshot(at: .seconds(1))
    #expect(snapshot.exposedNames.contains("Loading orders"))
    var skeleton = ComponentLifecycle<Skeleton>(
      props: SkeletonProps(width: 300, height: 16), tokens: .tanrei,
      environment: ComponentEnvironment(reducedMotion: true))
    skeleton.apply(.insert, at: .zero)
    #expect(!skeleton.frame(at: .seconds(1)).isAnimating)
  }

  // MARK: Pitfalls

  @Test("pitfall: announcing loading repeatedly — progress updates and long waits say it once")
  func pitfallRepeatedAnnouncements() {
    var events: [(Int64, LoadingStateEvent)] = [(0, .startLoading(blocking: true))]
    for step in 1...30 { events.append((Int64(step) * 200, .focus(.control("Back")))) }
    let lifecycle = Self.region(events)
    #expect(lifecycle.announcements(through: .seconds(10)).count == 1)
  }

  @Test("pitfall: moving focus on every refresh — focus never moves on refresh")
  func pitfallFocusOnRefresh() {
    var events: [(Int64, LoadingStateEvent)] = [
      (0, .startLoading(blocking: false)), (400, .loaded(ids: ["a", "b"])),
      (500, .focus(.item("b"))),
    ]
    for round in 0..<5 {
      let base = 1000 + Int64(round) * 1000
      events += [(base, .refresh), (base + 600, .loaded(ids: ["a", "b"]))]
    }
    let lifecycle = Self.region(events)
    for time in stride(from: 600, through: 6000, by: 100) {
      #expect(lifecycle.snapshot(at: .milliseconds(Int64(time))).focus == .item("b"))
    }
  }

  @Test("pitfall: placeholders covering the real Back, Retry and Cancel controls")
  func pitfallSkeletonHidesControls() {
    let region = LoadingRegion(
      loadingLabel: "Loading orders", loadedAnnouncement: nil, emptyMessage: "No orders yet",
      failureFallback: "Failed", persistentControls: ["Back", "Cancel"])
    let snapshot = Self.region([(0, .fetch)], region: region).snapshot(at: .seconds(2))
    #expect(snapshot.showsSkeleton)
    #expect(snapshot.exposedNames.prefix(2) == ["Back", "Cancel"])
  }

  @Test("pitfall: empty and loading that sound the same")
  func pitfallEmptySoundsLikeLoading() {
    let empty = Self.region([(0, .startLoading(blocking: false)), (800, .empty)])
    #expect(empty.snapshot(at: .seconds(1)).exposed.last?.role == .text)
    #expect(empty.announcements(through: .seconds(1)).map(\.text) == ["No orders yet"])
    let confusing = LoadingRegion(
      loadingLabel: "Loading orders", loadedAnnouncement: nil, emptyMessage: "loading orders ",
      failureFallback: "Failed")
    let corrected = LoadingStateLifecycle(region: confusing)
    #expect(corrected.region.emptyMessage == "Nothing here yet")
    #expect(corrected.diagnostics(through: .zero).map(\.code) == [.invalidTransition])
  }

  @Test("pitfall: an empty message that sounds like loading takes the region's own fallback")
  func pitfallEmptyTakesGivenFallback() {
    let confusing = LoadingRegion(
      loadingLabel: "注文を読み込み中", loadedAnnouncement: nil, emptyMessage: "注文を読み込み中",
      failureFallback: "読み込めませんでした", emptyFallback: "まだ何もありません")
    let corrected = LoadingStateLifecycle(region: confusing)
    #expect(corrected.region.emptyMessage == "まだ何もありません")
    let diagnostics = corrected.diagnostics(through: .zero)
    #expect(diagnostics.map(\.code) == [.invalidTransition])
    #expect(diagnostics.first?.message.contains("まだ何もありません") == true)
  }

  @Test("pitfall: new identities for every item on every reload are reported")
  func pitfallNewIdentities() {
    let lifecycle = Self.region([
      (0, .startLoading(blocking: false)), (400, .loaded(ids: ["x1", "x2"])),
      (500, .focus(.item("x2"))),
      (1000, .refresh), (1500, .loaded(ids: ["y1", "y2"])),
    ])
    let snapshot = lifecycle.snapshot(at: .seconds(2))
    #expect(snapshot.identitiesReplaced)
    #expect(!snapshot.keepsScrollPosition)
    #expect(snapshot.focus == .region)
    #expect(lifecycle.diagnostics(through: .seconds(2)).map(\.code) == [.invalidTransition])
  }

  @Test("loaded replaced without a refresh is taken as a refresh, with a diagnostic")
  func loadedTwice() {
    let lifecycle = Self.region([
      (0, .startLoading(blocking: false)), (100, .loaded(ids: ["a"])),
      (200, .loaded(ids: ["a", "b"])),
    ])
    #expect(lifecycle.snapshot(at: .seconds(1)).exposedNames == ["Back", "a", "b"])
    #expect(lifecycle.diagnostics(through: .seconds(1)).map(\.code) == [.invalidTransition])
  }

  @Test("an event timed before the last is taken at the last one's time, with a diagnostic")
  func outOfOrder() {
    let lifecycle = Self.region([(500, .startLoading(blocking: false)), (100, .empty)])
    #expect(lifecycle.snapshot(at: .milliseconds(499)).state == .idle)
    #expect(lifecycle.snapshot(at: .milliseconds(500)).state == .empty)
    #expect(lifecycle.diagnostics(through: .seconds(1)).map(\.code) == [.eventOutOfOrder])
  }
}
