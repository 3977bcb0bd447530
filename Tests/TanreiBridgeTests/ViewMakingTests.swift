import TanreiBridge
import TanreiCore
import TanreiDriver
import Testing

/// What a view shows before SwiftUI calls it back, and a component inside delayed content that
/// is not yet shown: an image renderer runs no callback, and hidden content must not count.
@MainActor
@Suite("A view identity: the first frame as made, and held back inside hidden content")
struct ViewMakingTests {
  let clock = ManualClock()

  func at(_ milliseconds: Double) {
    clock.advance(to: ManualClock.Instant(offset: .milliseconds(milliseconds)))
  }

  func context(showDelay: Duration? = nil, isActive: Bool = true)
    -> ViewContext<LoadingIndicatorLifecycle>
  {
    ViewContext(
      props: LoadingIndicatorProps("Loading messages", showDelay: showDelay),
      tokens: .loadingIndicator, isActive: isActive)
  }

  @Test("LDG-11: with no callback, showDelay .zero draws the component whole, still")
  func zeroDelayDrawnWhole() {
    let identity = ViewIdentity<LoadingIndicatorLifecycle>(clock: clock)
    let shown = identity.presentation(for: context(showDelay: .zero))
    #expect(identity.bridge == nil, "nothing was called back")
    #expect(shown.phase == .shown)
    #expect(shown.opacity == 1)
    #expect(!shown.scene.nodes.isEmpty, "an image renderer gets the arc")
    #expect(shown.accessibilityName == "Loading messages")
    #expect(shown.isAnimationPaused, "nothing moves in a still image")
  }

  @Test("LDG-11: with no callback, a delay still to run takes the box and draws nothing")
  func delayToRunDrawsNothing() {
    let identity = ViewIdentity<LoadingIndicatorLifecycle>(clock: clock)
    let shown = identity.presentation(for: context())
    #expect(shown.phase == .waiting)
    #expect(shown.opacity == 0)
    #expect(shown.isAccessibilityHidden)
    #expect(shown.layoutBox == BoxSize(width: 24, height: 24))
  }

  @Test(
    "LDG-13: a component inside delayed content not yet shown neither counts its delay nor moves; shown, it waits its whole delay"
  )
  func heldBackInsideHiddenContent() throws {
    let view = ViewReplay(context(isActive: false), clock: clock)
    view.viewInit()
    view.appear()
    view.taskStart()
    at(1000)
    let held = try #require(view.presentation())
    #expect(held.phase == .absent)
    #expect(held.isAnimationPaused)
    #expect(held.nextFrameDue == nil, "no frame is drawn for it")
    // The content is revealed at 1000: the component is inserted then.
    view.active(true)
    at(1299)
    #expect(view.presentation()?.phase == .waiting)
    at(1300)
    #expect(view.presentation()?.phase == .entering)
  }
}
