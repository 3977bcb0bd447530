/// The loading indicator's props resolved against a design system and an environment: every
/// value the component will use, and a diagnostic for each fallback it took.
///
/// Resolution follows the property table and LDG-9, LDG-10 and LDG-14: an unknown size takes
/// the default size's tokens; a `nil`, negative or unknown timing prop takes its token; token
/// durations are scaled by the motion dial, values set on props never are, and the show delay
/// never is (LDG-15).
public struct ResolvedLoadingIndicator: Sendable, Hashable, PresenceContent {
  /// The props as given.
  public var props: LoadingIndicatorProps
  /// The tokens the props were resolved with.
  public var tokens: LoadingIndicatorTokens
  /// Measurements and colours to draw with.
  public var appearance: LoadingIndicatorAppearance
  /// What assistive technology sees once the indicator is shown: a busy progressbar named by
  /// the label, with no value, not focusable (LDG-5, LDG-6). Made once, here, so that a frame
  /// only copies it. Kept beside the appearance: a frame reads the two together.
  public var accessibility: AccessibilityNode?
  /// The wait after insertion before the indicator is shown, in milliseconds.
  public var showDelay: Double
  /// The entrance's length in milliseconds.
  public var enterDuration: Double
  /// The entrance to draw (before reduced motion turns grow into fade, LDG-13).
  public var entrance: EntranceKind
  /// One turn, or one pulse, in milliseconds.
  public var cycleDuration: Double
  /// The entrance's curve.
  public var enterEasing: CubicBezier
  /// The pulse's curve.
  public var pulseEasing: CubicBezier
  /// The fallbacks taken, in the order of the property table.
  public var diagnostics: [Diagnostic]

  /// Resolves `props` with `tokens` in `environment`.
  public init(
    props: LoadingIndicatorProps, tokens: LoadingIndicatorTokens,
    environment: ComponentEnvironment = ComponentEnvironment()
  ) {
    self.props = props
    self.tokens = tokens
    var diagnostics: [Diagnostic] = []

    let sizeTokens: LoadingIndicatorTokens.SizeTokens
    if let known = tokens.size(named: props.size.name) {
      sizeTokens = known
    } else {
      sizeTokens = tokens.defaultSize
      diagnostics.append(
        Diagnostic(
          .unknownSize,
          "size \"\(props.size.name)\" is not a size of the \(tokens.systemName) system "
            + "(\(tokens.sizes.map { $0.name }.joined(separator: ", "))); using \(sizeTokens.name)")
      )
    }
    appearance = tokens.appearance(size: sizeTokens, contained: props.contained)

    if UTF8Text.isBlank(props.label.utf8) {
      diagnostics.append(
        Diagnostic(
          .emptyLabel,
          "label is empty, so the indicator has no accessible name; name what is loading, "
            + "such as \"Loading messages\""))
    }

    let (scale, scaleDiagnostic) = environment.effectiveMotionScale()

    let timing = tokens.presence.resolve(
      PresenceProps(
        showDelay: props.showDelay, entrance: props.entrance, enterDuration: props.enterDuration),
      motionScale: scale)
    showDelay = timing.showDelay
    entrance = timing.entrance
    enterDuration = timing.enterDuration
    diagnostics += timing.diagnostics

    if let scaleDiagnostic { diagnostics.append(scaleDiagnostic) }
    cycleDuration = tokens.cycleDuration * scale
    enterEasing = tokens.enterEasing
    pulseEasing = tokens.pulseEasing
    self.diagnostics = diagnostics
    accessibility = AccessibilityNode(
      role: .progressbar, name: props.label, isBusy: true, value: nil, isFocusable: false)
  }

  /// The delay, entrance and cycle, for the presence timeline.
  public var presenceTiming: PresenceTiming {
    PresenceTiming(
      showDelay: showDelay, entrance: entrance, enterDuration: enterDuration,
      cycleDuration: cycleDuration)
  }
}
