import TanreiBridge
import TanreiCore
import TanreiScene
import Testing

/// The family's rules as the SwiftUI views meet them through their bridges.
@MainActor
@Suite("SwiftUI bridge: the family's rules")
struct BridgeFamilyTests {
  let stage = BridgeStage()
  let immediate = PresenceProps(showDelay: .zero, enterDuration: .zero)

  @Test("a skeleton is hidden from assistive technology in every phase, and still draws")
  func skeletonNeverExposed() {
    let bridge = stage.component(
      Skeleton.self, SkeletonProps(width: 200, height: 16), .skeleton)
    #expect(bridge.presentation.isAccessibilityHidden)
    bridge.insert()
    for time in [0.0, 299, 300, 400, 2000] {
      stage.at(time, bridge)
      #expect(bridge.sample().isAccessibilityHidden, "at \(time) ms")
      #expect(bridge.sample().accessibility == nil)
    }
    #expect(!bridge.sample().scene.nodes.isEmpty, "drawn, shimmering")
    #expect(!bridge.presentation.isAnimationPaused)
  }

  @Test("a skeleton under reduced motion is still: the timeline pauses once it has entered")
  func stillSkeleton() {
    let bridge = stage.component(
      Skeleton.self, SkeletonProps(width: 200, height: 16), .skeleton,
      environment: ComponentEnvironment(reducedMotion: true))
    bridge.insert()
    stage.at(300, bridge)
    #expect(!bridge.presentation.isAnimationPaused, "it fades in")
    #expect(bridge.nextWake == .milliseconds(550), "the loop wakes at the entrance's end")
    stage.at(550, bridge)
    #expect(bridge.presentation.isAnimationPaused)
    #expect(bridge.presentation.nextFrameDue == nil)
    #expect(bridge.nextWake == nil)
  }

  @Test("progress says its value in words, marked as updating frequently")
  func progressValueInWords() throws {
    let bridge = stage.component(
      ProgressIndicator.self, ProgressProps("Uploading receipt", value: 0.4, presence: immediate),
      .progress)
    bridge.insert()
    let node = try #require(bridge.presentation.accessibility)
    #expect(node.role == .progressbar)
    #expect(node.value == "40 percent")
    #expect(node.updatesFrequently)
    #expect(!node.isBusy)
    bridge.propsChanged(ProgressProps("Uploading receipt", value: 0.75, presence: immediate))
    #expect(bridge.presentation.accessibility?.value == "75 percent")
  }

  @Test("progress completion is announced once per insertion, through onAnnouncement")
  func completionOncePerInsertion() {
    let bridge = stage.component(
      ProgressIndicator.self, ProgressProps("Uploading receipt", value: 0.2, presence: immediate),
      .progress)
    var said: [String] = []
    bridge.onAnnouncement = { said.append($0.text) }
    bridge.insert()
    stage.at(100, bridge)
    bridge.propsChanged(ProgressProps("Uploading receipt", value: 1, presence: immediate))
    bridge.propsChanged(ProgressProps("Uploading receipt", value: 0.9, presence: immediate))
    bridge.propsChanged(ProgressProps("Uploading receipt", value: 1, presence: immediate))
    stage.at(200, bridge)
    #expect(said == ["Uploading receipt: complete"])
    // A second upload in a new insertion says it again.
    bridge.remove()
    bridge.propsChanged(ProgressProps("Uploading receipt", value: 0, presence: immediate))
    stage.at(300, bridge)
    bridge.insert()
    bridge.propsChanged(ProgressProps("Uploading receipt", value: 1, presence: immediate))
    #expect(said == ["Uploading receipt: complete", "Uploading receipt: complete"])
  }

  @Test("a value that is not a number shows indeterminate progress and is reported")
  func notANumber() {
    let bridge = stage.component(
      ProgressIndicator.self, ProgressProps("Syncing", value: .nan, presence: immediate), .progress)
    var reported: [Diagnostic.Code] = []
    bridge.onDiagnostic = { reported.append($0.code) }
    bridge.insert()
    #expect(bridge.presentation.accessibility?.isBusy == true)
    #expect(bridge.presentation.accessibility?.value == nil)
    #expect(reported == [.valueNotFinite])
  }

  @Test("the typing indicator rests on its first frame under reduced motion, and nothing runs")
  func typingAtRest() throws {
    let bridge = stage.component(
      TypingIndicator.self, TypingIndicatorProps("Mia is typing", presence: immediate),
      .typingIndicator, environment: ComponentEnvironment(reducedMotion: true))
    bridge.insert()
    #expect(bridge.presentation.isAnimationPaused)
    #expect(bridge.nextWake == nil)
    let rest = bridge.sample().scene
    stage.at(700, bridge)
    #expect(bridge.sample().scene == rest)
    // Frame 1 raises the first dot: it is the opaque one.
    #expect(rest.opacity(ofGroup: "dot-1") == 1)
    #expect((rest.opacity(ofGroup: "dot-2") ?? 1) < 1)
    #expect(bridge.presentation.accessibility?.role == .status)
  }

  @Test(
    "delayed content toggled off within its delay is never shown; toggled on again, it waits again")
  func delayedPresenceCancelledOnToggle() {
    let bridge = stage.component(
      DelayedPresence.self, DelayedPresenceProps(box: BoxSize(width: 120, height: 40)), .presence)
    bridge.insert()
    stage.at(200, bridge)
    bridge.remove()
    for time in [250.0, 300, 600] {
      stage.at(time, bridge)
      #expect(bridge.sample().isAccessibilityHidden)
      #expect(bridge.sample().phase == .absent)
    }
    bridge.insert()
    stage.at(899, bridge)
    #expect(bridge.presentation.phase == .waiting)
    #expect(bridge.presentation.layoutBox == BoxSize(width: 120, height: 40))
    stage.at(900, bridge)
    #expect(bridge.presentation.phase == .entering)
    #expect(!bridge.presentation.isAccessibilityHidden, "the content's own accessibility shows")
  }

  @Test("Appetite UI's spinner is a busy progressbar named by its label")
  func spinner() {
    let bridge = SpinnerBridge(
      SpinnerProps("Signing in", size: "base", presence: immediate), component: .spinner,
      system: .appetite, clock: stage.clock)
    bridge.insert()
    #expect(bridge.presentation.accessibility?.role == .progressbar)
    #expect(bridge.presentation.accessibility?.isBusy == true)
    #expect(bridge.presentation.layoutBox == BoxSize(square: 24))
    #expect(bridge.deliveredDiagnostics.isEmpty)
  }

  @Test(
    "a progress bar fills from the leading end of the view's direction: the right, right to left")
  func barFollowsDirection() throws {
    let bridge = stage.component(
      ProgressIndicator.self, ProgressProps("Uploading", value: 0.25, presence: immediate),
      .progress)
    bridge.insert()
    func filled() throws -> SceneRect {
      let shapes = bridge.sample().scene.shapes
      // The track first, then the indicator.
      guard case .roundedRect(let rect, _) = try #require(shapes.last?.0) else {
        throw CancellationError()
      }
      return rect
    }
    let leftToRight = try filled()
    bridge.layoutDirectionChanged(.rightToLeft)
    let rightToLeft = try filled()
    #expect(leftToRight.x == ComponentCanvas.margin)
    #expect(abs(rightToLeft.maxX - (ComponentCanvas.margin + 320)) < 1e-9)
    #expect(rightToLeft.width == leftToRight.width)
  }
}
