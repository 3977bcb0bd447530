#if canImport(SwiftUI)
  import SwiftUI
  import TanreiBridge
  import TanreiCore

  /// Forwards everything a view knows of its surroundings to its component's bridge: the task
  /// (insertion while `isActive`, removal when the task ends), appearing, scrolling, the scene's
  /// phase, reduced motion, direction, colour scheme, design system and props.
  ///
  /// Only forwarding happens here; what each input means is the bridge's to decide.
  struct BridgeInputs<Lifecycle: PresenceLifecycle>: ViewModifier
  where Lifecycle.Frame: DrawableFrame {
    let bridge: ComponentBridge<Lifecycle>
    let viewName: String
    let props: Lifecycle.Props
    /// Which of a design system's tokens the component takes.
    let tokens: ComponentTokens<Lifecycle.Tokens>
    /// Whether the component is inserted: the task runs (and the delay counts) while true.
    let isActive: Bool
    /// Whether the bridge's announcements are posted (a container that says its own may mute
    /// those of the views inside it).
    let postsAnnouncements: Bool

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.tanreiDesignSystem) private var designSystem

    func body(content: Content) -> some View {
      content
        .task(id: isActive) {
          // A new value of `isActive` cancels the running task, which removes the component.
          if isActive { await bridge.run() }
        }
        .onAppear {
          if postsAnnouncements {
            bridge.onAnnouncement = { AccessibilityNotification.Announcement($0.text).post() }
          }
          let name = viewName
          bridge.onDiagnostic = { DiagnosticLog.report($0, in: name) }
          bridge.appeared()
        }
        .onDisappear { bridge.disappeared() }
        .onScrollVisibilityChange { visible in bridge.scrollVisibilityChanged(visible) }
        .onChange(of: props, initial: true) { _, new in bridge.propsChanged(new) }
        .onChange(of: reduceMotion, initial: true) { _, reduced in
          bridge.reduceMotionChanged(reduced)
        }
        .onChange(of: layoutDirection, initial: true) { _, direction in
          bridge.layoutDirectionChanged(direction == .rightToLeft ? .rightToLeft : .leftToRight)
        }
        .onChange(of: colorScheme, initial: true) { _, scheme in
          bridge.colorModeChanged(scheme == .dark ? .dark : .light)
        }
        .onChange(of: scenePhase, initial: true) { _, phase in
          bridge.sceneActivityChanged(SceneActivity(phase))
        }
        .onChange(of: designSystem, initial: true) { _, system in
          bridge.tokensChanged(system.tokens(tokens))
        }
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
