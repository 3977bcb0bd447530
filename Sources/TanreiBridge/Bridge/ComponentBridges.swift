import TanreiCore

/// The loading indicator's bridge.
public typealias LoadingIndicatorBridge = ComponentBridge<LoadingIndicatorLifecycle>
/// A progress bar's or ring's bridge.
public typealias ProgressBridge = ComponentBridge<ComponentLifecycle<ProgressIndicator>>
/// A skeleton's bridge.
public typealias SkeletonBridge = ComponentBridge<ComponentLifecycle<Skeleton>>
/// The typing indicator's bridge.
public typealias TypingIndicatorBridge = ComponentBridge<ComponentLifecycle<TypingIndicator>>
/// The spinner's bridge.
public typealias SpinnerBridge = ComponentBridge<ComponentLifecycle<Spinner>>
/// Delayed content's bridge.
public typealias DelayedPresenceBridge = ComponentBridge<ComponentLifecycle<DelayedPresence>>

extension ComponentBridge where Lifecycle == LoadingIndicatorLifecycle {
  /// A bridge for a loading indicator with `props`, drawn in `system`, not yet inserted.
  public convenience init(
    _ props: LoadingIndicatorProps, system: TanreiDesignSystem = .tanrei,
    colorMode: ColorMode = .light, environment: ComponentEnvironment = ComponentEnvironment(),
    visibility: ViewVisibility = ViewVisibility(), clock: any Clock<Duration> = ContinuousClock(),
    maximumFrameRate: Double = 60
  ) {
    self.init(
      props: props, tokens: system.tokens(.loadingIndicator), colorMode: colorMode,
      environment: environment, visibility: visibility, clock: clock,
      maximumFrameRate: maximumFrameRate)
  }
}

extension ComponentBridge {
  /// A bridge for a family component with `props`, whose tokens `component` names in `system`,
  /// not yet inserted.
  public convenience init<Component: TimedComponent>(
    _ props: Component.Props, component: ComponentTokens<Component.Tokens>,
    system: TanreiDesignSystem = .tanrei, colorMode: ColorMode = .light,
    environment: ComponentEnvironment = ComponentEnvironment(),
    visibility: ViewVisibility = ViewVisibility(), clock: any Clock<Duration> = ContinuousClock(),
    maximumFrameRate: Double = 60
  ) where Lifecycle == ComponentLifecycle<Component> {
    self.init(
      props: props, tokens: system.tokens(component), colorMode: colorMode,
      environment: environment, visibility: visibility, clock: clock,
      maximumFrameRate: maximumFrameRate)
  }
}
