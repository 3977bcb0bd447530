/// A placeholder the size of the content it stands for, shimmering softly until that content
/// arrives: decoration only, never in the accessibility tree.
///
/// It shows itself through the presence mechanism, so a wait shorter than the delay shows no
/// skeleton at all, and keeps its box from insertion. Its fill is the system's border colour at
/// an opacity that eases from low to high and back once per cycle; under reduced motion it stays
/// still at the low opacity.
public enum Skeleton: TimedComponent {
  /// Resolves the size and shape; a negative or non-finite side becomes 0, with a diagnostic.
  public static func resolve(
    _ props: SkeletonProps, tokens: SkeletonTokens, environment: ComponentEnvironment
  ) -> ResolvedSkeleton {
    let timing = tokens.presence.resolve(props.presence, in: environment)
    var diagnostics = timing.diagnostics
    let scale = timing.motionScale
    let width = props.width.nonNegativeLength("width", diagnostics: &diagnostics)
    let height = props.height.nonNegativeLength("height", diagnostics: &diagnostics)
    return ResolvedSkeleton(
      props: props, tokens: tokens, box: BoxSize(width: width, height: height),
      cornerRadius: cornerRadius(
        props.shape, width: width, height: height, roundedRadius: tokens.roundedRadius),
      presenceTiming: timing.timing(
        cycleDuration: environment.reducedMotion ? 0 : tokens.cycleDuration * scale),
      diagnostics: diagnostics)
  }

  /// The corner radius `shape` gives a skeleton of `width` × `height`: none for a rectangle,
  /// `roundedRadius` (at most half the shorter side) for rounded, half the shorter side for a
  /// circle, which is then a capsule when the sides differ.
  public static func cornerRadius(
    _ shape: SkeletonShape, width: Double, height: Double, roundedRadius: Double
  ) -> Double {
    switch shape {
    case .rectangle: 0
    case .rounded: min(roundedRadius, min(width, height) / 2)
    case .circle: min(width, height) / 2
    }
  }

  /// The skeleton at one moment.
  public static func frame(_ state: PresenceState, _ resolved: ResolvedSkeleton, at time: Duration)
    -> SkeletonFrame
  {
    withUnsafePointer(to: resolved) { frame(state, reading: $0, at: time) }
  }

  /// The skeleton at one moment, its resolved values read in place.
  @inline(__always)
  public static func frame(
    _ state: PresenceState, reading pointer: UnsafePointer<ResolvedSkeleton>, at time: Duration
  ) -> SkeletonFrame {
    // The resolved values hold the tokens for as long as this call reads them, so the local
    // reference need not hold them too: no retain and release, both atomic, per frame.
    unowned(unsafe) let tokens = pointer.pointee.tokens
    let wave: Double
    if state.environment.reducedMotion || !state.isShown {
      wave = 0
    } else {
      // Low to high over the first half of the cycle and back over the second.
      let cycle = state.cycleProgress
      wave =
        cycle < 0.5
        ? tokens.easing.value(at: cycle * 2) : 1 - tokens.easing.value(at: cycle * 2 - 1)
    }
    return SkeletonFrame(
      presence: FramePresence(state, at: time, box: pointer.pointee.box),
      shape: pointer.pointee.props.shape,
      cornerRadius: pointer.pointee.cornerRadius, color: tokens.color,
      fillOpacity: state.isShown
        ? tokens.lowOpacity + (tokens.highOpacity - tokens.lowOpacity) * wave : 0)
  }

  /// The system's enter easing.
  public static func enterEasing(_ tokens: SkeletonTokens) -> CubicBezier {
    tokens.presence.enterEasing
  }
}
