/// What a component reads from where it is used, rather than from its own props.
///
/// A front fills this from its platform: reduced motion from the accessibility settings, the
/// direction from the nearest ancestor that sets one (LDG-17), the motion scale from a product's
/// motion dial or a platform's animation speed setting.
public struct ComponentEnvironment: Sendable, Hashable, BitwiseCopyable {
  /// Whether the person asked for reduced motion.
  public var reducedMotion: Bool
  /// The layout direction. The loading indicator draws the same in both (LDG-8).
  public var direction: ReadingDirection
  /// Whether the platform's reduced-motion setting removes every animation, as Android's does;
  /// then an entrance shows the component whole at once (LDG-13).
  public var reducedMotionRemovesAllAnimations: Bool
  /// The motion dial: a factor applied to durations that come from tokens. It never scales a
  /// duration set on a prop (LDG-14), nor a show delay (LDG-15), which is a wait, not motion.
  /// Must be finite and 0 or more; anything else is replaced by 1 with a diagnostic.
  public var motionScale: Double

  /// An environment with the given settings; the defaults are a left-to-right place with full
  /// motion at normal speed.
  public init(
    reducedMotion: Bool = false, direction: ReadingDirection = .leftToRight,
    reducedMotionRemovesAllAnimations: Bool = false, motionScale: Double = 1
  ) {
    self.reducedMotion = reducedMotion
    self.direction = direction
    self.reducedMotionRemovesAllAnimations = reducedMotionRemovesAllAnimations
    self.motionScale = motionScale
  }

  /// Whether the platform shows no animation at all right now: reduced motion on a platform
  /// where that setting removes every animation.
  public var removesAllAnimations: Bool { reducedMotion && reducedMotionRemovesAllAnimations }

  /// The motion scale to use, and a diagnostic when the one given could not be used.
  public func effectiveMotionScale() -> (scale: Double, diagnostic: Diagnostic?) {
    guard motionScale.isFinite, motionScale >= 0 else {
      return (
        1,
        Diagnostic(
          .invalidMotionScale,
          "motionScale \(motionScale) is not a finite number of 0 or more; using 1")
      )
    }
    return (motionScale, nil)
  }
}
