import TanreiBridge
import TanreiCore
import TanreiDriver
import Testing

/// The loading-state contract through the bridge a SwiftUI container owns: each state change
/// forwarded as the product makes it, each announcement delivered exactly once.
@MainActor
@Suite("SwiftUI bridge: a region that loads")
struct LoadingRegionBridgeTests {
  let stage = BridgeStage()
  let orders = LoadingRegion(
    loadingLabel: "Loading orders", loadedAnnouncement: "Orders loaded",
    emptyMessage: "No orders yet", failureFallback: "Orders could not be loaded",
    processingLabel: "Processing document")

  func bridge() -> (LoadingRegionBridge, () -> [String]) {
    let bridge = LoadingRegionBridge(region: orders, clock: stage.clock)
    var said: [String] = []
    bridge.onAnnouncement = { said.append($0.text) }
    return (bridge, { said })
  }

  @Test("a blocking wait says its label once when its feedback appears, and its arrival once")
  func blockingWait() {
    let (bridge, said) = bridge()
    bridge.stateChanged(.loading(blocking: true))
    #expect(bridge.snapshot.isBusy, "busy at once, without the delay")
    #expect(!bridge.snapshot.showsFeedback)
    #expect(bridge.nextWake == .milliseconds(300), "the loop wakes when the feedback is due")
    stage.at(300)
    bridge.update()
    #expect(bridge.snapshot.showsFeedback)
    #expect(bridge.snapshot.exposedNames == ["Back", "Loading orders"], "one loading element")
    for time in stride(from: 400.0, through: 1000, by: 100) {
      stage.at(time)
      bridge.update()
    }
    bridge.stateChanged(.loaded(ids: ["a", "b", "c"]))
    bridge.update()
    #expect(said() == ["Loading orders", "Orders loaded"])
    #expect(bridge.nextWake == nil)
  }

  @Test("new words show at once, and their correction's diagnostic arrives at once")
  func newWordsAtOnce() {
    let (bridge, _) = bridge()
    var reported: [Diagnostic.Code] = []
    bridge.onDiagnostic = { reported.append($0.code) }
    bridge.stateChanged(.loading(blocking: true))
    stage.at(300)
    bridge.update()
    #expect(bridge.snapshot.exposedNames == ["Back", "Loading orders"])
    // The same region in another language, whose empty message sounds like its loading label.
    let japanese = LoadingRegion(
      loadingLabel: "注文を読み込み中", loadedAnnouncement: "注文を読み込みました",
      emptyMessage: "注文を読み込み中", failureFallback: "注文を読み込めませんでした",
      processingLabel: "処理中", retryLabel: "再試行", persistentControls: ["戻る"],
      emptyFallback: "まだ何もありません")
    // No clock advanced: what the bridge shows and reports is already the new words'.
    bridge.regionChanged(japanese)
    #expect(bridge.snapshot.exposedNames == ["戻る", "注文を読み込み中"])
    #expect(bridge.region.loadingLabel == "注文を読み込み中")
    #expect(bridge.region.emptyMessage == "まだ何もありません")
    #expect(reported == [.invalidTransition])
    bridge.regionChanged(japanese)
    #expect(reported == [.invalidTransition], "the same words are not corrected twice")
  }

  @Test("a wait shorter than the delay shows and says nothing")
  func shortWait() {
    let (bridge, said) = bridge()
    bridge.stateChanged(.loading())
    stage.at(200)
    bridge.update()
    bridge.stateChanged(.loaded(ids: ["a"]))
    stage.at(1000)
    bridge.update()
    #expect(said().isEmpty)
    #expect(!bridge.snapshot.showsFeedback)
    #expect(!bridge.snapshot.isBusy)
  }

  @Test("a refresh keeps focus on the third order when identities are stable")
  func refreshKeepsFocus() {
    let (bridge, _) = bridge()
    bridge.stateChanged(.loading())
    stage.at(100)
    bridge.stateChanged(.loaded(ids: ["a", "b", "c"]))
    bridge.focusChanged(.item("c"))
    stage.at(2000)
    bridge.stateChanged(.refreshing)
    stage.at(2600)
    bridge.update()
    #expect(bridge.snapshot.exposedNames.contains("c"), "the content stays while refreshing")
    bridge.stateChanged(.loaded(ids: ["a", "b", "c", "d"]))
    #expect(bridge.snapshot.focus == .item("c"))
    #expect(bridge.snapshot.keepsScrollPosition)
  }

  @Test("a failure focuses its message and offers a retry; retrying loads again")
  func failureAndRetry() {
    let (bridge, said) = bridge()
    bridge.stateChanged(.loading())
    stage.at(500)
    bridge.update()
    bridge.stateChanged(.failed(message: nil))
    #expect(bridge.snapshot.focus == .failureMessage)
    #expect(bridge.snapshot.exposedNames == ["Back", "Orders could not be loaded", "Try again"])
    #expect(bridge.deliveredDiagnostics.map(\.code) == [.missingText])
    bridge.stateChanged(.loading())
    #expect(bridge.snapshot.state == .loading(blocking: false))
    #expect(bridge.snapshot.focus == .region)
    #expect(!said().contains("Loading orders"), "a non-blocking wait is not announced")
  }

  @Test("a phased load says its processing step once, whatever the updates that follow")
  func phasedLoad() {
    let (bridge, said) = bridge()
    bridge.stateChanged(.fetching)
    stage.at(400)
    bridge.update()
    #expect(bridge.snapshot.showsSkeleton)
    for step in 1...20 {
      stage.at(400 + Double(step) * 80)
      bridge.stateChanged(.processing(Double(step) / 20))
    }
    #expect(said().filter { $0 == "Processing document" }.count == 1)
    #expect(bridge.snapshot.exposed.last?.value == "100 percent")
    bridge.stateChanged(.loaded(ids: ["document"]))
    #expect(said().last == "Orders loaded")
  }

  @Test("empty never sounds like loading")
  func emptyIsNotLoading() {
    let (bridge, said) = bridge()
    bridge.stateChanged(.loading())
    stage.at(400)
    bridge.update()
    bridge.stateChanged(.empty)
    #expect(said() == ["No orders yet"])
    #expect(bridge.snapshot.exposedNames == ["Back", "No orders yet"])
  }
}
