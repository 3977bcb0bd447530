#if canImport(SwiftUI)
  import SwiftUI
  import TanreiBridge
  import TanreiCore
  #if canImport(Accessibility)
    import Accessibility
  #endif

  /// Hands every callback SwiftUI makes on a Tanrei view to the view's ``ViewIdentity``, which
  /// alone decides what each means (its first callback makes the bridge, inserted as of the
  /// identity's making; disappearing, the task's end, the scene's phase and scrolling hide and
  /// show); and listens for what the component says.
  ///
  /// Only forwarding happens here. `onChange(of:)` passes on values that changed, and nothing
  /// else: a parent's update with equal props reaches nobody.
  struct ViewCallbacks<Lifecycle: PresenceLifecycle>: ViewModifier
  where Lifecycle.Frame: DrawableFrame {
    @Binding var identity: ViewIdentity<Lifecycle>
    /// The view's props and surroundings now.
    let context: ViewContext<Lifecycle>
    /// The name diagnostics are logged under.
    let viewName: String
    /// Whether announcements are posted (a container that says its own may mute those of the
    /// views inside it).
    let postsAnnouncements: Bool

    func body(content: Content) -> some View {
      content
        .onAppear {
          identity.appeared(context)
          listen()
        }
        .onDisappear { identity.disappeared() }
        .task { [identity = $identity, context] in
          // SwiftUI starts this before the view appears, and cancels it some time after it
          // disappears: the run's end reports which task it was, so a late end never hides
          // what a newer task shows.
          let generation = identity.wrappedValue.taskStarted(context)
          await identity.wrappedValue.run(generation)
        }
        .onScrollVisibilityChange { visible in identity.scrollVisibilityChanged(visible) }
        .onChange(of: context.props) { _, props in identity.propsChanged(props) }
        .onChange(of: context.isActive) { _, active in
          identity.activeChanged(active, since: context.since)
        }
        .onChange(of: context.environment.reducedMotion) { _, reduced in
          identity.reduceMotionChanged(reduced)
        }
        .onChange(of: context.environment.direction) { _, direction in
          identity.layoutDirectionChanged(direction)
        }
        .onChange(of: context.colorMode) { _, mode in identity.colorModeChanged(mode) }
        .onChange(of: context.sceneActivity) { _, activity in
          identity.sceneActivityChanged(activity)
        }
        .onChange(of: context.system) { _, system in
          identity.designSystemChanged(system, tokens: context.tokens)
        }
    }

    /// Sets the bridge's listeners; what it said before is handed over, each once.
    private func listen() {
      guard let bridge = identity.bridge else { return }
      if postsAnnouncements {
        bridge.onAnnouncement = { announcement in
          #if canImport(Accessibility)
            AccessibilityNotification.Announcement(announcement.text).post()
          #endif
        }
      }
      let name = viewName
      bridge.onDiagnostic = { DiagnosticLog.report($0, in: name) }
    }
  }

  /// What a Tanrei view reads of its environment — the design system, the colour scheme,
  /// Reduce Motion, the layout direction, the scene's phase and whether delayed content around
  /// it is shown — and nothing more, so that a change elsewhere in the environment does not run
  /// its body again.
  struct Surroundings: DynamicProperty {
    @Environment(\.tanreiDesignSystem) private var system
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.tanreiContentRevealed) private var revealed

    /// The context a view with `props` hands its identity: active only while the delayed
    /// content around it, if any, is shown, so that a component inside neither counts its delay
    /// nor moves while it is held back.
    func context<Lifecycle: PresenceLifecycle>(
      props: Lifecycle.Props, tokens: ComponentTokens<Lifecycle.Tokens>, isActive: Bool = true,
      since: ContinuousClock.Instant? = nil
    ) -> ViewContext<Lifecycle> {
      ViewContext(
        props: props, system: system, tokens: tokens,
        colorMode: colorScheme == .dark ? .dark : .light,
        environment: ComponentEnvironment(
          reducedMotion: reduceMotion,
          direction: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight),
        sceneActivity: SceneActivity(scenePhase), isActive: isActive && revealed, since: since)
    }
  }

  extension SceneActivity {
    /// The scene's phase, as the bridge names it.
    init(_ phase: ScenePhase) {
      switch phase {
      case .active: self = .active
      case .inactive: self = .inactive
      case .background: self = .background
      @unknown default: self = .inactive
      }
    }
  }
#endif
