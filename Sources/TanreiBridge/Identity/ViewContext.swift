import TanreiCore

/// What a view knows when SwiftUI calls it back, for its ``ViewIdentity`` to make the bridge
/// with when the identity first appears: its props and surroundings at that moment.
///
/// Cheap to make at every call: it holds references and values, and resolves nothing until a
/// bridge is made from it.
public struct ViewContext<Lifecycle: PresenceLifecycle>: Sendable {
  /// The props the view was given.
  public var props: Lifecycle.Props
  /// The design system in effect (`tanreiDesignSystem`).
  public var system: TanreiDesignSystem
  /// Which of its tokens the component takes.
  public var tokens: ComponentTokens<Lifecycle.Tokens>
  /// The colour scheme.
  public var colorMode: ColorMode
  /// Reduced motion and the layout direction.
  public var environment: ComponentEnvironment
  /// The scene's phase.
  public var sceneActivity: SceneActivity
  /// Whether the component is to be inserted: `false` for a delayed view whose flag is off, and
  /// for a component inside delayed content not yet shown.
  public var isActive: Bool
  /// When the wait began, as the product's model holds it: an instant of the identity's clock
  /// (`ContinuousClock` in an app). `nil` counts from the identity's making, or, for a delayed
  /// view, from its flag turning true.
  public var since: (any InstantProtocol<Duration>)?

  /// A view's context.
  public init(
    props: Lifecycle.Props, system: TanreiDesignSystem = .tanrei,
    tokens: ComponentTokens<Lifecycle.Tokens>, colorMode: ColorMode = .light,
    environment: ComponentEnvironment = ComponentEnvironment(),
    sceneActivity: SceneActivity = .active, isActive: Bool = true,
    since: (any InstantProtocol<Duration>)? = nil
  ) {
    self.props = props
    self.system = system
    self.tokens = tokens
    self.colorMode = colorMode
    self.environment = environment
    self.sceneActivity = sceneActivity
    self.isActive = isActive
    self.since = since
  }

  /// The box the component takes with these props in this design system, before any bridge is
  /// made: resolved here, and only while the identity has not yet appeared.
  public var layoutBox: BoxSize { lifecycle.layoutBox }

  private var lifecycle: Lifecycle {
    Lifecycle(props: props, tokens: system.tokens(tokens)(colorMode), environment: environment)
  }
}

extension ViewContext where Lifecycle.Frame: DrawableFrame {
  /// What the view draws before its identity's first callback: the component as it stands at
  /// its making (``BridgePresentation/atMaking(_:isActive:)``).
  public var presentationAtMaking: BridgePresentation {
    BridgePresentation.atMaking(lifecycle, isActive: isActive)
  }
}
