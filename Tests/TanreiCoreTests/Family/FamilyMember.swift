import Testing

@testable import TanreiCore

/// What a family frame says, reduced to values that the presence rules compare the same way for
/// every component.
struct FamilySample: Equatable, CustomStringConvertible {
  var phase: PresencePhase
  var box: BoxSize
  var isVisible: Bool
  var opacity: Double
  var scale: Double
  var isAnimating: Bool
  var accessibility: AccessibilityNode?
  /// What the component's own motion moves: a rotation, a segment, a shimmer, the dots. Empty
  /// for a component that does not move.
  var motion: [Double]

  var description: String {
    "\(phase) box \(box.width)×\(box.height) opacity \(opacity) scale \(scale) "
      + "animating \(isAnimating) motion \(motion) name \(accessibility?.name ?? "-")"
  }

  /// Whether `other` has the same motion, to within rounding.
  func movesLike(_ other: FamilySample) -> Bool {
    motion.count == other.motion.count
      && zip(motion, other.motion).allSatisfy { abs($0 - $1) < 1e-9 }
  }
}

/// An event in a family component's life, with the props reduced to what every component has:
/// a label (where it has one) and the timing props.
enum FamilyStep: Sendable {
  case insert
  case remove
  case hide
  case show
  case setPresence(PresenceProps)
  case setLabel(String)
  case setReducedMotion(Bool)
}

/// A lifecycle run through a list of steps, read back as samples.
struct FamilyRun {
  var sample: (Double) -> FamilySample
  var diagnostics: [Diagnostic]
  var nextChange: (Double) -> NextChange
}

/// One family component, driven by the test design system's tokens, so that every rule test can
/// run the same steps against each.
struct FamilyMember: Sendable, CustomTestStringConvertible {
  var name: String
  /// Whether it has a label (and so an accessible name that can be empty).
  var hasLabel: Bool
  /// Whether it is in the accessibility tree once shown.
  var isExposed: Bool
  /// Its box under the test tokens.
  var box: BoxSize
  /// Its cycle under the test tokens at a motion scale of 1, in milliseconds; 0 when it does
  /// not move.
  var cycle: Double
  var run:
    @Sendable (
      _ label: String, _ environment: ComponentEnvironment, _ steps: [(Double, FamilyStep)]
    )
      -> FamilyRun

  var testDescription: String { name }

  var moves: Bool { cycle > 0 }

  /// A run with the label "Loading rows" in `environment`.
  func run(
    _ steps: [(Double, FamilyStep)], environment: ComponentEnvironment = ComponentEnvironment()
  ) -> FamilyRun {
    run("Loading rows", environment, steps)
  }

  static func member<Component: TimedComponent>(
    _ name: String, _ component: Component.Type, tokens: Component.Tokens, hasLabel: Bool,
    isExposed: Bool, box: BoxSize, cycle: Double,
    props: @escaping @Sendable (String, PresenceProps) -> Component.Props,
    motion: @escaping @Sendable (Component.Frame) -> [Double],
    accessibility: @escaping @Sendable (Component.Frame) -> AccessibilityNode?
  ) -> FamilyMember where Component.Frame: ComponentFrame {
    FamilyMember(
      name: name, hasLabel: hasLabel, isExposed: isExposed, box: box, cycle: cycle
    ) { label, environment, steps in
      var label = label
      var presence = PresenceProps()
      var lifecycle = ComponentLifecycle<Component>(
        props: props(label, presence), tokens: tokens, environment: environment)
      for (time, step) in steps {
        let at = Duration.ms(time)
        switch step {
        case .insert: lifecycle.apply(.insert, at: at)
        case .remove: lifecycle.apply(.remove, at: at)
        case .hide: lifecycle.apply(.hide, at: at)
        case .show: lifecycle.apply(.show, at: at)
        case .setReducedMotion(let reduced): lifecycle.apply(.setReducedMotion(reduced), at: at)
        case .setPresence(let changed):
          presence = changed
          lifecycle.apply(.setProps(props(label, presence)), at: at)
        case .setLabel(let changed):
          label = changed
          lifecycle.apply(.setProps(props(label, presence)), at: at)
        }
      }
      let finished = lifecycle
      return FamilyRun(
        sample: { milliseconds in
          let frame = finished.frame(at: .ms(milliseconds))
          return FamilySample(
            phase: frame.phase, box: frame.box, isVisible: frame.isVisible,
            opacity: frame.opacity, scale: frame.scale, isAnimating: frame.isAnimating,
            accessibility: accessibility(frame), motion: motion(frame))
        },
        diagnostics: finished.diagnostics,
        nextChange: { finished.nextChange(after: .ms($0)) })
    }
  }

  /// Every family component, in the test design system (see ``DistinctTokenSystem``).
  static let all: [FamilyMember] = {
    guard let tokens = DistinctTokenSystem.shared else { return [] }
    return [
      member(
        "progress bar, indeterminate", ProgressIndicator.self, tokens: tokens.progress,
        hasLabel: true,
        isExposed: true, box: BoxSize(width: 210, height: 6), cycle: 1900,
        props: { ProgressProps($0, value: nil, presence: $1) },
        motion: { [$0.indicatorStart, $0.indicatorLength] }, accessibility: \.accessibility),
      member(
        "progress ring, indeterminate", ProgressIndicator.self, tokens: tokens.progress,
        hasLabel: true,
        isExposed: true, box: BoxSize(square: 52), cycle: 1300,
        props: { ProgressProps($0, value: nil, style: .ring, presence: $1) },
        motion: { [$0.indicatorStart, $0.indicatorLength] }, accessibility: \.accessibility),
      member(
        "skeleton", Skeleton.self, tokens: tokens.skeleton, hasLabel: false, isExposed: false,
        box: BoxSize(width: 120, height: 30), cycle: 1700,
        props: { _, presence in
          SkeletonProps(width: 120, height: 30, shape: .rounded, presence: presence)
        },
        motion: { [$0.fillOpacity] }, accessibility: \.accessibility),
      member(
        "typing indicator", TypingIndicator.self, tokens: tokens.typing, hasLabel: true,
        isExposed: true, box: BoxSize(width: 50, height: 16), cycle: 1200,
        props: { TypingIndicatorProps($0, presence: $1) },
        motion: { $0.dots.flatMap { [$0.centerY, $0.opacity] } }, accessibility: \.accessibility),
      member(
        "spinner", Spinner.self, tokens: tokens.spinner, hasLabel: true, isExposed: true,
        box: BoxSize(square: 28), cycle: 720, props: { SpinnerProps($0, presence: $1) },
        motion: { [$0.rotation] }, accessibility: \.accessibility),
      member(
        "delayed presence", DelayedPresence.self, tokens: tokens.presence, hasLabel: false,
        isExposed: false, box: BoxSize(width: 320, height: 120), cycle: 0,
        props: { _, presence in
          DelayedPresenceProps(box: BoxSize(width: 320, height: 120), presence: presence)
        },
        motion: { _ in [] }, accessibility: { _ in nil }),
    ]
  }()

  /// The test system's presence timing, which every family component shares.
  static let showDelay = 170.0
  static let enterDuration = 130.0
  static let enterEasing = CubicBezier(x1: 0.11, y1: 0.21, x2: 0.33, y2: 0.81)!
}
