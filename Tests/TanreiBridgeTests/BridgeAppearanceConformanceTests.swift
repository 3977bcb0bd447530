import TanreiBridge
import TanreiCore
import TanreiScene
import Testing

/// The bridge's rules for what is drawn and exposed once shown: reduced motion, accessibility,
/// visibility, direction and colour mode, through the bridge's inputs.
@MainActor
@Suite("The bridge: shown (LDG-4, LDG-5, LDG-7, LDG-8, LDG-17)")
struct BridgeAppearanceConformanceTests {
  let stage = BridgeStage()

  func shown(_ props: LoadingIndicatorProps, at time: Double = 1000) -> LoadingIndicatorBridge {
    let bridge = stage.indicator(props)
    bridge.insert()
    stage.at(time, bridge)
    return bridge
  }

  @Test("LDG-4: with reduced motion from the environment the arc gives way to a pulsing circle")
  func reducedMotionPulses() throws {
    let bridge = shown(
      LoadingIndicatorProps("Loading", contained: true, showDelay: .zero, enterDuration: .zero))
    #expect(bridge.sample().scene.arcStart != nil)
    bridge.reduceMotionChanged(true)
    let first = bridge.sample()
    #expect(first.scene.drawsCircle)
    #expect(first.scene.arcStart == nil)
    #expect(!first.isAnimationPaused, "the pulse runs")
    stage.at(1250, bridge)
    let pulse = try #require(bridge.sample().scene.opacity(ofGroup: "mark"))
    #expect(pulse < 1, "the circle's opacity eases down a quarter into the cycle")
    // The container stays still and opaque: the whole component is at full opacity.
    #expect(bridge.sample().scene.opacity(ofGroup: "component") == 1)
  }

  @Test("reduced motion turned off again brings the turning arc back")
  func reducedMotionOffAgain() throws {
    let bridge = shown(
      LoadingIndicatorProps("Loading", contained: true, showDelay: .zero, enterDuration: .zero))
    bridge.reduceMotionChanged(true)
    #expect(bridge.sample().scene.drawsCircle)
    bridge.reduceMotionChanged(false)
    #expect(bridge.sample().scene.arcStart != nil, "the arc turns again")
    #expect(!bridge.sample().scene.drawsCircle)
  }

  @Test("LDG-5: once shown the view is a busy progressbar named by its label, with no value")
  func exposedAsBusyProgress() throws {
    let bridge = shown(LoadingIndicatorProps("Loading messages"))
    let node = try #require(bridge.presentation.accessibility)
    #expect(node.role == .progressbar)
    #expect(node.isBusy)
    #expect(node.value == nil)
    #expect(!node.isFocusable)
    #expect(bridge.presentation.accessibilityName == "Loading messages")
  }

  @Test("LDG-5: a new label renames the shown view at once")
  func renamed() {
    let bridge = shown(LoadingIndicatorProps("Loading messages"))
    bridge.propsChanged(LoadingIndicatorProps("Loading replies"))
    #expect(bridge.presentation.accessibilityName == "Loading replies")
  }

  @Test(
    "LDG-7: not visible — scene inactive or in the background, scrolled away, or gone from screen — the turn pauses and resumes where it stopped",
    arguments: ["inactive", "background", "scroll", "disappear"])
  func pausesWhileNotVisible(cause: String) throws {
    let bridge = shown(LoadingIndicatorProps("Loading", showDelay: .zero, enterDuration: .zero))
    stage.at(1100, bridge)
    let before = try #require(bridge.sample().scene.arcStart)
    switch cause {
    case "inactive": bridge.sceneActivityChanged(.inactive)
    case "background": bridge.sceneActivityChanged(.background)
    case "scroll": bridge.scrollVisibilityChanged(false)
    default: bridge.disappeared()
    }
    #expect(bridge.presentation.isAnimationPaused)
    #expect(bridge.nextWake == nil, "nothing is scheduled while it cannot be seen")
    #expect(bridge.presentation.nextFrameDue == nil)
    stage.at(5000, bridge)
    #expect(bridge.sample().scene.arcStart == before)
    switch cause {
    case "inactive", "background": bridge.sceneActivityChanged(.active)
    case "scroll": bridge.scrollVisibilityChanged(true)
    default: bridge.appeared()
    }
    #expect(!bridge.presentation.isAnimationPaused)
    #expect(bridge.sample().scene.arcStart == before, "it resumes where it stopped")
    stage.at(5250, bridge)
    let after = try #require(bridge.sample().scene.arcStart)
    #expect(abs(after - (before + 90)) < 1e-6, "and turns on: a quarter turn in 250 ms")
  }

  @Test("LDG-7: visible only when every input says so")
  func visibilityNeedsEveryInput() {
    let bridge = shown(LoadingIndicatorProps("Loading", showDelay: .zero, enterDuration: .zero))
    bridge.scrollVisibilityChanged(false)
    bridge.sceneActivityChanged(.background)
    bridge.scrollVisibilityChanged(true)
    #expect(!bridge.presentation.isVisible, "still in the background")
    bridge.sceneActivityChanged(.active)
    #expect(bridge.presentation.isVisible)
  }

  @Test("LDG-8: in a right-to-left layout the view draws exactly what it draws left to right")
  func notMirrored() {
    let props = LoadingIndicatorProps("Loading", showDelay: .zero, enterDuration: .zero)
    let leftToRight = stage.indicator(props)
    let rightToLeft = stage.indicator(
      props, environment: ComponentEnvironment(direction: .rightToLeft))
    leftToRight.insert()
    rightToLeft.insert()
    stage.at(1130)
    #expect(leftToRight.sample().scene.arcStart != 0, "a moment with the arc under way")
    #expect(leftToRight.sample().scene == rightToLeft.sample().scene)
  }

  @Test("LDG-17: a direction change while shown redraws at once, keeping the cycle's place")
  func directionChangeKeepsThePlace() throws {
    let bridge = shown(LoadingIndicatorProps("Loading", showDelay: .zero, enterDuration: .zero))
    stage.at(1200, bridge)
    let before = try #require(bridge.sample().scene.arcStart)
    bridge.layoutDirectionChanged(.rightToLeft)
    #expect(bridge.sample().scene.arcStart == before)
    #expect(bridge.presentation.phase == .shown, "no entrance or motion of its own")
    stage.at(1300, bridge)
    #expect(abs(try #require(bridge.sample().scene.arcStart) - (before + 36)) < 1e-6)
  }

  @Test("hidden while it waits: the presentation the view reads says so at once, and shown again")
  func hiddenWhileWaiting() {
    let bridge = stage.indicator(LoadingIndicatorProps("Loading"))
    bridge.insert()
    stage.at(100, bridge)
    #expect(bridge.presentation.phase == .waiting)
    #expect(bridge.presentation.isVisible)
    bridge.disappeared()
    #expect(!bridge.presentation.isVisible, "published although nothing else changed")
    bridge.appeared()
    #expect(bridge.presentation.isVisible)
  }

  @Test("a colour scheme change recolours at once with the other mode's tokens, keeping the place")
  func colorModeRecolours() throws {
    let bridge = shown(LoadingIndicatorProps("Loading", showDelay: .zero, enterDuration: .zero))
    stage.at(1200, bridge)
    let before = try #require(bridge.sample().scene.arcStart)
    let lightColor = try #require(bridge.sample().scene.shapes.first?.1.color)
    bridge.colorModeChanged(.dark)
    let darkColor = try #require(bridge.sample().scene.shapes.first?.1.color)
    #expect(lightColor == LoadingIndicatorTokens.tanrei.indicatorColor)
    #expect(darkColor == LoadingIndicatorTokens.tanreiDark.indicatorColor)
    #expect(bridge.sample().scene.arcStart == before)
    #expect(bridge.presentation.phase == .shown)
  }
}
