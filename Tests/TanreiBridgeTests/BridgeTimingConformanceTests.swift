import TanreiBridge
import TanreiCore
import TanreiScene
import Testing

/// The bridge's rules for the show delay and the entrance (LDG-11 … LDG-16), insertion and
/// removal called directly; `ViewIdentityConformanceTests` replays the same rules through
/// SwiftUI's callbacks, as `TanreiLoadingIndicator` receives them.
@MainActor
@Suite("The bridge: delay and entrance (LDG-11 … LDG-16)")
struct BridgeTimingConformanceTests {
  let stage = BridgeStage()

  @Test(
    "LDG-11: from its first layout the view takes its full box; waiting, it draws and exposes nothing"
  )
  func waitingTakesTheBoxAndShowsNothing() {
    let bridge = stage.indicator(LoadingIndicatorProps("Loading messages", contained: true))
    // Before the insertion, the first layout already reserves the container's 32 × 32.
    #expect(bridge.presentation.layoutBox == BoxSize(square: 32))
    bridge.insert()
    for time in [0.0, 150, 299] {
      stage.at(time, bridge)
      let shown = bridge.sample()
      #expect(shown.phase == .waiting)
      #expect(shown.layoutBox == BoxSize(square: 32))
      #expect(
        shown.scene.nodes.isEmpty, "nothing drawn at \(time) ms: no mark, container or shadow")
      #expect(shown.isAccessibilityHidden)
      #expect(shown.accessibility == nil)
      #expect(shown.accessibilityName == nil)
      #expect(shown.isAnimationPaused, "no animation runs while waiting")
    }
  }

  @Test("LDG-11: a show delay of zero shows the indicator as it is inserted")
  func zeroDelayShowsAtOnce() {
    let bridge = stage.indicator(LoadingIndicatorProps("Saving", showDelay: .zero))
    bridge.insert()
    #expect(bridge.presentation.phase == .entering)
    #expect(bridge.presentation.accessibilityName == "Saving")
  }

  @Test("LDG-12: when the delay ends the view is exposed and starts its turn at the cycle's start")
  func shownWhenTheDelayEnds() throws {
    let bridge = stage.indicator()
    bridge.insert()
    #expect(bridge.nextWake == .milliseconds(300), "the loop sleeps exactly through the delay")
    stage.at(300, bridge)
    #expect(bridge.presentation.phase == .entering)
    #expect(!bridge.presentation.isAccessibilityHidden)
    #expect(!bridge.presentation.isAnimationPaused)
    #expect(bridge.sample().scene.arcStart == 0, "the turn starts at the beginning of a cycle")
    // Shown without a word (LDG-6).
    #expect(bridge.deliveredAnnouncements.isEmpty)
  }

  @Test("LDG-13: the entrance fades the whole component in, drawn only, the box unchanged")
  func fadeEntrance() throws {
    let bridge = stage.indicator(LoadingIndicatorProps("Refreshing", contained: true))
    bridge.insert()
    stage.at(300 + 125, bridge)
    let halfway = bridge.sample()
    #expect(halfway.opacity > 0 && halfway.opacity < 1)
    #expect(halfway.scale == 1)
    #expect(halfway.layoutBox == BoxSize(square: 32))
    // The whole component fades: the group carrying the entrance holds the container too.
    #expect(halfway.scene.opacity(ofGroup: "component") == halfway.opacity)
    stage.at(550, bridge)
    #expect(bridge.sample().phase == .shown)
    #expect(bridge.sample().opacity == 1)
  }

  @Test("LDG-13: grow scales from the centre with the fade; under reduced motion it fades only")
  func growEntrance() {
    let grow = stage.indicator(LoadingIndicatorProps("Loading the report", entrance: .grow))
    grow.insert()
    stage.at(400, grow)
    #expect(grow.sample().scale == grow.sample().opacity)
    #expect(grow.sample().scale > 0 && grow.sample().scale < 1)

    let reduced = stage.indicator(
      LoadingIndicatorProps("Loading the report", entrance: .grow),
      environment: ComponentEnvironment(reducedMotion: true))
    reduced.insert()
    stage.at(500, reduced)
    #expect(reduced.sample().scale == 1)
    #expect(reduced.sample().opacity < 1)
  }

  @Test("LDG-13: the entrance runs to its end while the view cannot be seen")
  func entranceRunsWhileHidden() {
    let bridge = stage.indicator()
    bridge.insert()
    stage.at(350, bridge)
    bridge.sceneActivityChanged(.background)
    // Unseen, the loop wakes once more, at the entrance's end, and not at a frame rate.
    #expect(bridge.nextWake == .milliseconds(550))
    #expect(bridge.presentation.isAnimationPaused)
    stage.at(550, bridge)
    #expect(bridge.presentation.phase == .shown)
    #expect(bridge.nextWake == nil)
  }

  @Test("LDG-13: an enter duration of zero shows the indicator whole at once")
  func zeroEnterDuration() {
    let bridge = stage.indicator(LoadingIndicatorProps("Loading", enterDuration: .zero))
    bridge.insert()
    stage.at(300, bridge)
    #expect(bridge.sample().phase == .shown)
    #expect(bridge.sample().opacity == 1)
  }

  @Test("LDG-14: a negative duration takes the token and is reported once, through onDiagnostic")
  func negativeDurationsTakeTheTokens() {
    let bridge = stage.indicator(
      LoadingIndicatorProps(
        "Loading", showDelay: .milliseconds(-20), enterDuration: .milliseconds(-1)))
    var reported: [Diagnostic] = []
    bridge.onDiagnostic = { reported.append($0) }
    bridge.insert()
    #expect(bridge.nextWake == .milliseconds(300))
    stage.at(300 + 125, bridge)
    #expect(bridge.sample().phase == .entering, "the token's 250 ms entrance, not a negative one")
    #expect(
      Set(reported.map(\.code)) == [.invalidShowDelay, .invalidEnterDuration],
      "each reported once, although inputs kept coming")
    #expect(reported.count == 2)
  }

  @Test("LDG-15: the delay keeps counting while the view is hidden, and under reduced motion")
  func delayCountsWhileHidden() {
    let bridge = stage.indicator(environment: ComponentEnvironment(reducedMotion: true))
    bridge.insert()
    stage.at(100, bridge)
    bridge.scrollVisibilityChanged(false)
    stage.at(250, bridge)
    bridge.scrollVisibilityChanged(true)
    stage.at(300, bridge)
    #expect(bridge.presentation.phase == .entering, "shown at 300 ms, as if never hidden")
  }

  @Test("LDG-16: removed within the delay, it has drawn, exposed and said nothing")
  func cancelledWithinTheDelay() {
    let bridge = stage.indicator()
    bridge.insert()
    var seen: [BridgePresentation] = []
    for time in stride(from: 0.0, through: 290, by: 10) {
      stage.at(time, bridge)
      seen.append(bridge.sample())
    }
    bridge.remove()
    stage.at(400, bridge)
    seen.append(bridge.sample())
    #expect(seen.allSatisfy { $0.scene.nodes.isEmpty && $0.isAccessibilityHidden })
    #expect(bridge.deliveredAnnouncements.isEmpty)
    #expect(bridge.presentation.phase == .absent)
  }

  @Test(
    "LDG-16: removed while entering, it disappears at once; inserted again it waits the whole delay"
  )
  func cancelledWhileEnteringThenStartedAgain() {
    let bridge = stage.indicator()
    bridge.insert()
    stage.at(400, bridge)
    bridge.remove()
    #expect(bridge.presentation.phase == .absent)
    #expect(bridge.presentation.scene.nodes.isEmpty)
    #expect(bridge.presentation.isAccessibilityHidden)
    // Inserted again at 500 ms.
    stage.at(500, bridge)
    bridge.insert()
    stage.at(799, bridge)
    #expect(bridge.presentation.phase == .waiting)
    stage.at(800, bridge)
    #expect(bridge.presentation.phase == .entering)
  }

  @Test("LDG-16: hiding neither restarts nor pauses the delay")
  func hidingKeepsTheDelay() {
    let bridge = stage.indicator()
    bridge.insert()
    stage.at(50, bridge)
    bridge.disappeared()
    stage.at(120, bridge)
    bridge.appeared()
    stage.at(300, bridge)
    #expect(bridge.presentation.phase == .entering)
  }

  @Test(
    "LDG-16: new timing props mid-delay finish the running delay, and apply from the next insertion"
  )
  func timingChangesApplyFromTheNextInsertion() {
    let bridge = stage.indicator()
    bridge.insert()
    stage.at(100, bridge)
    bridge.propsChanged(LoadingIndicatorProps("Loading messages", showDelay: .milliseconds(600)))
    stage.at(300, bridge)
    #expect(bridge.presentation.phase == .entering, "the running delay ends as it began")
    bridge.remove()
    stage.at(1000, bridge)
    bridge.insert()
    stage.at(1599, bridge)
    #expect(bridge.presentation.phase == .waiting)
    stage.at(1600, bridge)
    #expect(bridge.presentation.phase == .entering, "the next insertion waits the new 600 ms")
  }

  @Test("LDG-10: an empty label still draws, and is reported once to the view's log")
  func emptyLabel() {
    let bridge = stage.indicator(LoadingIndicatorProps("", showDelay: .zero, enterDuration: .zero))
    var reported: [Diagnostic.Code] = []
    bridge.onDiagnostic = { reported.append($0.code) }
    bridge.insert()
    stage.at(500, bridge)
    bridge.propsChanged(LoadingIndicatorProps("", size: .large, showDelay: .zero))
    #expect(!bridge.sample().scene.nodes.isEmpty)
    #expect(reported == [.emptyLabel])
  }
}
