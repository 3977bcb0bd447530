import TanreiCore

/// An animated SVG of one of the family: the resting scene, and CSS that plays the presence (the
/// show delay, then the entrance) and the component's own motion, with the core's timings.
///
/// The resting scene is the component shown whole at the start of its cycle, its moving part
/// drawn where the motion's keyframes start from. Nothing is drawn during the delay; the motion
/// starts when the delay ends, at the beginning of a cycle, as the presence timeline starts it.
public struct FamilyAnimation: CSSAnimation {
  /// What moves, and how.
  public enum Motion: Sendable, Hashable {
    /// Nothing: reduced motion, or a component without motion.
    case still
    /// The `mark` group turns once per cycle, clockwise, at constant speed.
    case turn(cycle: Double)
    /// The `mark` group travels `distance` along the bar once per cycle, on `easing`.
    case travel(cycle: Double, distance: Double, easing: CubicBezier)
    /// The `fill` group's opacity eases from `low` to `high` and back once per cycle.
    case shimmer(cycle: Double, low: Double, high: Double, easing: CubicBezier)
    /// The three dots rise and fall through four frames of `dwell` and `travel`.
    case typing(dwell: Double, travel: Double, rise: Double, restOpacity: Double)
  }

  /// The scene at rest, shown whole.
  public var scene: VectorScene
  /// The box's centre on the canvas, about which the component grows and the mark turns.
  public var center: ScenePoint
  /// The show delay, the entrance and its length.
  public var timing: PresenceTiming
  /// The entrance's curve.
  public var enterEasing: CubicBezier
  /// The component's own motion.
  public var motion: Motion

  /// An animation of `scene`.
  public init(
    scene: VectorScene, center: ScenePoint, timing: PresenceTiming, enterEasing: CubicBezier,
    motion: Motion
  ) {
    self.scene = scene
    self.center = center
    self.timing = timing
    self.enterEasing = enterEasing
    self.motion = motion
  }

  /// The picture the CSS moves: ``scene``.
  public var animatedScene: VectorScene { scene }

  /// The rules that play it, naming groups and keyframes through `names`.
  public func rules(_ names: CSSNames) -> [String] {
    let origin = "\(SVGNumber.format(center.x))px \(SVGNumber.format(center.y))px"
    let delay = Self.milliseconds(timing.showDelay)
    // A zero-length entrance still needs an animation to hide the component during the delay.
    let enter = Self.milliseconds(max(timing.enterDuration, 0.001))
    let growing = timing.entrance == .grow
    var lines = [
      "\(names.select("component")) {",
      "  animation: \(names.keyframes("enter")) \(enter) \(Self.curve(enterEasing)) \(delay) both;",
      "  transform-origin: \(origin);",
      "}",
      "@keyframes \(names.keyframes("enter")) {",
      "  from { opacity: 0;\(growing ? " transform: scale(0);" : "") }",
      "  to { opacity: 1;\(growing ? " transform: scale(1);" : "") }",
      "}",
    ]
    switch motion {
    case .still:
      break
    case .turn(let cycle):
      lines += [
        "\(names.select("mark")) {",
        "  animation: \(names.keyframes("turn")) \(Self.milliseconds(cycle)) linear \(delay) infinite;",
        "  transform-origin: \(origin);",
        "}",
        "@keyframes \(names.keyframes("turn")) {",
        "  from { transform: rotate(0deg); }",
        "  to { transform: rotate(360deg); }",
        "}",
      ]
    case .travel(let cycle, let distance, let easing):
      lines += [
        "\(names.select("mark")) > * {",
        "  animation: \(names.keyframes("travel")) \(Self.milliseconds(cycle)) \(Self.curve(easing)) \(delay) infinite;",
        "}",
        "@keyframes \(names.keyframes("travel")) {",
        "  from { transform: translateX(0px); }",
        "  to { transform: translateX(\(SVGNumber.format(distance))px); }",
        "}",
      ]
    case .shimmer(let cycle, let low, let high, let easing):
      let curve = Self.curve(easing)
      lines += [
        "\(names.select("fill")) {",
        "  animation: \(names.keyframes("shimmer")) \(Self.milliseconds(cycle)) linear \(delay) infinite;",
        "}",
        "@keyframes \(names.keyframes("shimmer")) {",
        "  0% { opacity: \(SVGNumber.format(low)); animation-timing-function: \(curve); }",
        "  50% { opacity: \(SVGNumber.format(high)); animation-timing-function: \(curve); }",
        "  100% { opacity: \(SVGNumber.format(low)); }",
        "}",
      ]
    case .typing(let dwell, let travel, let rise, let restOpacity):
      let step = dwell + travel
      let cycle = 4 * step
      let up = "transform: translateY(0px); opacity: 1;"
      let down =
        "transform: translateY(\(SVGNumber.format(rise))px); opacity: \(SVGNumber.format(restOpacity));"
      func percent(_ milliseconds: Double) -> String {
        SVGNumber.format((milliseconds / cycle * 100 * 1000).rounded() / 1000) + "%"
      }
      for dot in 0..<3 {
        let i = Double(dot)
        // Frame k raises dot k: it rises over the travel before its frame and falls over the one
        // after; the first dot rises over the travel out of the fourth, empty frame.
        var stops: [(Double, String)]
        if dot == 0 {
          stops = [(0, up), (dwell, up), (step, down), (3 * step + dwell, down), (cycle, up)]
        } else {
          stops = [
            (0, down), ((i - 1) * step + dwell, down), (i * step, up), (i * step + dwell, up),
            ((i + 1) * step, down), (cycle, down),
          ]
        }
        lines += [
          "\(names.select("dot-\(dot + 1)")) {",
          "  animation: \(names.keyframes("dot-\(dot + 1)")) \(Self.milliseconds(cycle)) linear \(delay) infinite;",
          "}",
          "@keyframes \(names.keyframes("dot-\(dot + 1)")) {",
        ]
        lines += stops.map { "  \(percent($0.0)) { \($0.1) }" }
        lines.append("}")
      }
    }
    return lines
  }

  static func milliseconds(_ value: Double) -> String {
    SVGNumber.format(value) + "ms"
  }

  static func curve(_ bezier: CubicBezier) -> String {
    "cubic-bezier(\(SVGNumber.format(bezier.x1)), \(SVGNumber.format(bezier.y1)), "
      + "\(SVGNumber.format(bezier.x2)), \(SVGNumber.format(bezier.y2)))"
  }
}
