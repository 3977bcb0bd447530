import TanreiCore

/// The loading indicator as an animated SVG that a browser plays: the show delay with nothing
/// drawn, the entrance, then the turn — or, under reduced motion, the pulse — forever.
///
/// The picture is the scene of the indicator shown whole at the start of a cycle; CSS
/// animations inside the SVG move its `component` and `mark` groups with the timings the core
/// resolves for the same props, tokens and environment: the delay, the entrance's kind, length
/// and curve, the cycle's length and the turn's or pulse's curve. Nothing is timed here that
/// the core did not decide. Browsers play it; librsvg, which ignores CSS animations, draws the
/// first frame of the shown indicator.
///
/// ``svg(namespace:title:reducedMotion:)`` with ``reducedMotionForm`` gives a file that pulses
/// instead of turning wherever the reader asks for reduced motion.
public struct LoadingIndicatorAnimation: CSSAnimation {
  /// The props, resolved with ``tokens`` in ``environment``.
  public var resolved: ResolvedLoadingIndicator
  /// The tokens, for the turn's curve.
  public var tokens: LoadingIndicatorTokens
  /// Where the indicator is shown; reduced motion gives the pulse and a fade entrance.
  public var environment: ComponentEnvironment

  /// The animation of an indicator with `props`.
  public init(
    props: LoadingIndicatorProps, tokens: LoadingIndicatorTokens = .tanrei,
    environment: ComponentEnvironment = ComponentEnvironment()
  ) {
    resolved = ResolvedLoadingIndicator(props: props, tokens: tokens, environment: environment)
    self.tokens = tokens
    self.environment = environment
  }

  /// The entrance the indicator draws: grow becomes fade under reduced motion (LDG-13).
  public var entrance: EntranceKind {
    environment.reducedMotion ? .fade : resolved.entrance
  }

  /// The scene of the indicator shown whole, at the start of its cycle.
  public var restingScene: VectorScene {
    var props = resolved.props
    props.showDelay = .zero
    props.enterDuration = .zero
    var lifecycle = LoadingIndicatorLifecycle(
      props: props, tokens: tokens, environment: environment)
    lifecycle.apply(.insert, at: .zero)
    return LoadingIndicatorScene.scene(for: lifecycle.frame(at: .zero))
  }

  /// The picture the CSS moves: ``restingScene``.
  public var animatedScene: VectorScene { restingScene }

  /// The rules that play the animation: the entrance on the `component` group, the turn or the
  /// pulse on the `mark` group.
  public func rules(_ names: CSSNames) -> [String] {
    let box = resolved.appearance.box
    let margin = LoadingIndicatorScene.margin
    let origin =
      "\(SVGNumber.format(margin + box.width / 2))px \(SVGNumber.format(margin + box.height / 2))px"
    let delay = milliseconds(resolved.showDelay)
    let cycle = milliseconds(resolved.cycleDuration)
    // A zero-length entrance still needs an animation to hide the component during the delay.
    let enter = milliseconds(max(resolved.enterDuration, 0.001))
    let growing = entrance == .grow
    let enterName = names.keyframes("enter")
    var lines = [
      "\(names.select("component")) {",
      "  animation: \(enterName) \(enter) \(curve(resolved.enterEasing)) \(delay) both;",
      "  transform-origin: \(origin);",
      "}",
      "@keyframes \(enterName) {",
      "  from { opacity: 0;\(growing ? " transform: scale(0);" : "") }",
      "  to { opacity: 1;\(growing ? " transform: scale(1);" : "") }",
      "}",
    ]
    if environment.reducedMotion {
      let easing = curve(resolved.pulseEasing)
      let pulse = names.keyframes("pulse")
      lines += [
        "\(names.select("mark")) {",
        "  animation: \(pulse) \(cycle) linear \(delay) infinite;",
        "}",
        "@keyframes \(pulse) {",
        "  0% { opacity: 1; animation-timing-function: \(easing); }",
        "  50% { opacity: 0; animation-timing-function: \(easing); }",
        "  100% { opacity: 1; }",
        "}",
      ]
    } else {
      let turn = names.keyframes("turn")
      lines += [
        "\(names.select("mark")) {",
        "  animation: \(turn) \(cycle) \(curve(tokens.turnEasing)) \(delay) infinite;",
        "  transform-origin: \(origin);",
        "}",
        "@keyframes \(turn) {",
        "  from { transform: rotate(0deg); }",
        "  to { transform: rotate(360deg); }",
        "}",
      ]
    }
    return lines
  }

  /// The same indicator under reduced motion: the form an embedded file switches to when the
  /// reader asks for less motion.
  public var reducedMotionForm: LoadingIndicatorAnimation {
    var environment = self.environment
    environment.reducedMotion = true
    var animation = self
    animation.environment = environment
    animation.resolved = ResolvedLoadingIndicator(
      props: resolved.props, tokens: tokens, environment: environment)
    return animation
  }

  private func milliseconds(_ value: Double) -> String {
    SVGNumber.format(value) + "ms"
  }

  private func curve(_ bezier: CubicBezier) -> String {
    let values = [bezier.x1, bezier.y1, bezier.x2, bezier.y2].map(SVGNumber.format)
    return "cubic-bezier(\(values.joined(separator: ", ")))"
  }
}
