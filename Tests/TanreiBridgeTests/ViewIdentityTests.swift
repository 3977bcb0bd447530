import Observation
import Synchronization
import TanreiBridge
import TanreiCore
import TanreiDriver
import TanreiTestSupport
import Testing

/// A view identity, as SwiftUI keeps one: the bridge made once, at the first appearance; a task
/// that ends late never undoes a newer one; what is said before anyone listens is kept for the
/// listener; the first layout already has the design system's box.
@MainActor
@Suite("A view identity: made once, tasks by generation, nothing lost")
struct ViewIdentityTests {
  let clock = ManualClock()

  func context(
    _ props: LoadingIndicatorProps = LoadingIndicatorProps("Loading", showDelay: .milliseconds(50))
  )
    -> ViewContext<LoadingIndicatorLifecycle>
  {
    ViewContext(props: props, tokens: .loadingIndicator)
  }

  func at(_ milliseconds: Double) {
    clock.advance(to: ManualClock.Instant(offset: .milliseconds(milliseconds)))
  }

  /// The phase `bridge` publishes at `milliseconds`, once its loop has woken then.
  func phase<Lifecycle>(_ bridge: ComponentBridge<Lifecycle>, at milliseconds: Double)
    -> PresencePhase
  {
    at(milliseconds)
    bridge.update()
    return bridge.presentation.phase
  }

  @Test(
    "LDG-16: a new task 0, 1 or 2 turns after the old one's cancellation keeps the indicator shown",
    arguments: [0, 1, 2])
  func newTaskAfterACancel(turns: Int) async throws {
    var identity = ViewIdentity<LoadingIndicatorLifecycle>(clock: clock)
    identity.appeared(context())
    let first = identity.taskStarted(context())
    let running = identity
    let old = Task { await running.run(first) }
    await eventually("the first task sleeps") { clock.sleeperCount == 1 }
    // SwiftUI cancels the task as the view goes, and starts another as it comes back.
    old.cancel()
    for _ in 0..<turns { await Task.yield() }
    let second = identity.taskStarted(context())
    let again = identity
    let new = Task { await again.run(second) }
    await old.value
    at(400)
    let bridge = try #require(identity.bridge)
    await eventually("the new task's loop catches up") { bridge.presentation.phase == .shown }
    #expect(bridge.presentation.isVisible, "the old task's end did not hide it")
    #expect(bridge.presentation.accessibilityName == "Loading")
    #expect(!bridge.presentation.isAnimationPaused)
    new.cancel()
    await new.value
    #expect(!bridge.presentation.isVisible, "the current task's end hides it")
    #expect(bridge.presentation.phase == .shown, "and removes nothing")
  }

  @Test("the bridge is made once, at the first appearance, whatever comes before and after")
  func madeOnce() throws {
    let view = ViewReplay(context(), clock: clock)
    view.viewInit()
    #expect(view.identity?.bridge == nil, "an init makes nothing")
    for _ in 0..<100 { view.viewInit(props: context().props) }
    #expect(view.identity?.bridge == nil)
    view.appear()
    let bridge = try #require(view.identity?.bridge)
    view.taskStart()
    for _ in 0..<100 { view.viewInit(props: context().props) }
    view.disappear()
    view.taskCancel()
    view.appear()
    view.taskStart()
    #expect(view.identity?.bridge === bridge)
    view.release()
    view.appear()
    #expect(view.identity?.bridge !== bridge, "a new identity, a new bridge")
  }

  @Test("equal props from a parent's update publish nothing new: no presentation, no snapshot")
  func equalPropsChangeNothing() throws {
    var identity = ViewIdentity<LoadingIndicatorLifecycle>(clock: clock)
    identity.appeared(context())
    let bridge = try #require(identity.bridge)
    let publications = Mutex(0)
    withObservationTracking {
      _ = bridge.presentation
      _ = bridge.snapshot
    } onChange: {
      publications.withLock { $0 += 1 }
    }
    for _ in 0..<100 { identity.propsChanged(context().props) }
    #expect(publications.withLock { $0 } == 0)
    identity.propsChanged(LoadingIndicatorProps("Loading replies", showDelay: .milliseconds(50)))
    #expect(publications.withLock { $0 } == 1)
  }

  @Test(
    "LDG-11: before the identity appears, the view lays out the box of the design system in effect")
  func firstLayout() {
    let identity = ViewIdentity<LoadingIndicatorLifecycle>(clock: clock)
    let large = context(LoadingIndicatorProps("Loading", size: .large, contained: true))
    let shown = identity.presentation(for: large)
    #expect(shown.layoutBox == BoxSize(square: 48))
    #expect(shown.scene.nodes.isEmpty)
    #expect(shown.isAccessibilityHidden)
    let spinner = ViewIdentity<ComponentLifecycle<Spinner>>(clock: clock)
    let big = ViewContext<ComponentLifecycle<Spinner>>(
      props: SpinnerProps("Signing in", size: "lg"), system: .appetite, tokens: .spinner)
    #expect(spinner.presentation(for: big).layoutBox == BoxSize(square: 32))
  }

  @Test("announcements made before anyone listens are handed to the listener, once")
  func announcementsHeld() throws {
    var identity = ViewIdentity<ComponentLifecycle<ProgressIndicator>>(clock: clock)
    var props = ProgressProps("Uploading receipt", value: 0.5)
    props.presence = PresenceProps(showDelay: .zero)
    let context = ViewContext<ComponentLifecycle<ProgressIndicator>>(
      props: props, tokens: .progress)
    identity.appeared(context)
    props.value = 1
    identity.propsChanged(props)
    let bridge = try #require(identity.bridge)
    var said: [String] = []
    bridge.onAnnouncement = { said.append($0.text) }
    #expect(said == ["Uploading receipt: complete"])
    // The view sets its listener again at every appearance: nothing is said twice.
    bridge.onAnnouncement = { said.append($0.text) }
    bridge.update()
    #expect(said == ["Uploading receipt: complete"])
  }

  @Test("every diagnostic made before anyone listens is handed to the listener as it is set")
  func diagnosticsHeld() throws {
    var identity = ViewIdentity<LoadingIndicatorLifecycle>(clock: clock)
    identity.appeared(
      context(
        LoadingIndicatorProps(
          "Loading", showDelay: .milliseconds(-20), enterDuration: .milliseconds(-1))))
    let bridge = try #require(identity.bridge)
    var reported: [Diagnostic.Code] = []
    bridge.onDiagnostic = { reported.append($0.code) }
    #expect(reported == bridge.deliveredDiagnostics.map(\.code))
    #expect(Set(reported) == [.invalidShowDelay, .invalidEnterDuration])
  }

  @Test("a region that starts processing says so to the listener set after it")
  func regionAnnouncementHeld() {
    var identity = RegionIdentity(clock: clock)
    let bridge = identity.appeared(
      region: LoadingRegion(
        loadingLabel: "Importing", loadedAnnouncement: nil, emptyMessage: "Nothing to import",
        failureFallback: "The import failed", processingLabel: "Processing document"),
      state: .processing(0.2))
    var said: [String] = []
    bridge.onAnnouncement = { said.append($0.text) }
    #expect(said == ["Processing document"])
  }

  @Test(
    "LDG-15: a task started before the first appearance is not on screen; the appearance shows it")
  func taskBeforeAppearance() throws {
    let view = ViewReplay(context(LoadingIndicatorProps("Loading", showDelay: .zero)), clock: clock)
    view.viewInit()
    view.taskStart()
    let before = try #require(view.presentation())
    #expect(!before.isVisible, "the task starts before the view appears")
    #expect(before.isAnimationPaused)
    view.appear()
    #expect(view.presentation()?.isVisible == true)
    #expect(view.presentation()?.isAnimationPaused == false)
  }

  @Test("a view made after its wait began (since:) enters at the wait's start and its delay")
  func sinceBeforeTheMaking() throws {
    at(1000)
    let began = ManualClock.Instant(offset: .milliseconds(800))
    var identity = ViewIdentity<LoadingIndicatorLifecycle>(clock: clock)
    let context = ViewContext<LoadingIndicatorLifecycle>(
      props: LoadingIndicatorProps("Loading", showDelay: .milliseconds(300)),
      tokens: .loadingIndicator, since: began)
    identity.appeared(context)
    let bridge = try #require(identity.bridge)
    #expect(phase(bridge, at: 1099) == .waiting)
    #expect(phase(bridge, at: 1100) == .entering, "800 ms and the 300 ms delay")
    #expect(bridge.presentation.accessibilityName == "Loading")
  }

  @Test("a delayed view's flag turned on with since: before its first appearance counts from then")
  func flagSinceBeforeTheBridge() throws {
    at(500)
    var identity = ViewIdentity<ComponentLifecycle<DelayedPresence>>(clock: clock, isActive: false)
    at(1000)
    identity.activeChanged(true, since: ManualClock.Instant(offset: .milliseconds(800)))
    identity.appeared(
      ViewContext(
        props: DelayedPresenceProps(box: BoxSize(width: 100, height: 20)), tokens: .presence))
    let bridge = try #require(identity.bridge)
    #expect(phase(bridge, at: 1099) == .waiting)
    #expect(phase(bridge, at: 1100) == .entering, "800 ms and the 300 ms delay")
  }

  @Test("a delayed view's flag inserts and removes; its appearance alone inserts nothing")
  func delayedFlag() throws {
    let box = BoxSize(width: 100, height: 20)
    let view = ViewReplay(
      ViewContext<ComponentLifecycle<DelayedPresence>>(
        props: DelayedPresenceProps(box: box), tokens: .presence, isActive: false),
      clock: clock)
    view.appear()
    view.taskStart()
    at(1000)
    #expect(view.presentation()?.phase == .absent)
    view.active(true)
    at(1299)
    #expect(view.presentation()?.phase == .waiting)
    at(1300)
    #expect(view.presentation()?.phase == .entering)
    view.active(false)
    #expect(view.presentation()?.phase == .absent)
  }
}
