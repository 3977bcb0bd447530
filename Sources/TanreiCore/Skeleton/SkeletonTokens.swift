/// The skeleton's tokens from a design system.
public final class SkeletonTokens: SharedTokens {
  /// The fill colour (`comp.skeleton.color`, the system's border colour).
  public let color: RGBAColor
  /// The shimmer's lowest opacity (`comp.skeleton.opacity.low`).
  public let lowOpacity: Double
  /// The shimmer's highest opacity (`comp.skeleton.opacity.high`).
  public let highOpacity: Double
  /// The corner radius of the rounded shape (`comp.skeleton.shape.rounded`).
  public let roundedRadius: Double
  /// One shimmer, low to high and back, in milliseconds.
  public let cycleDuration: Double
  /// The shimmer's curve.
  public let easing: CubicBezier
  /// The system's timing for delayed content.
  public let presence: PresenceTokens

  /// Reads `comp.skeleton` and `comp.presence` from `system`.
  public convenience init(system: DesignSystem) throws(TokenError) {
    // A convenience initializer, as LoadingIndicatorTokens' is: a designated one would sit in
    // the class's table of initializers, which is linked wherever the class is, and bring every
    // token reader into a program that only uses the written-out tokens (the web build).
    let tokens = system.tokens
    let color = try tokens.color("comp.skeleton.color")
    let lowOpacity = try tokens.number("comp.skeleton.opacity.low")
    let highOpacity = try tokens.number("comp.skeleton.opacity.high")
    guard (0...1).contains(lowOpacity), (0...1).contains(highOpacity), lowOpacity <= highOpacity
    else {
      throw TokenError(
        .invalidValue, file: tokens["comp.skeleton.opacity.low"]?.file,
        tokenPath: "comp.skeleton.opacity", message: "low and high lie in 0…1, low first")
    }
    // The remaining tokens are read in the order they always were, so the first error is the same.
    let roundedRadius = try tokens.dimension("comp.skeleton.shape.rounded")
    let cycleDuration = try tokens.duration("comp.skeleton.motion.cycle-duration")
    let easing = try tokens.cubicBezier("comp.skeleton.motion.easing")
    self.init(
      color: color, lowOpacity: lowOpacity, highOpacity: highOpacity,
      roundedRadius: roundedRadius, cycleDuration: cycleDuration, easing: easing,
      presence: try PresenceTokens(tokens: tokens, group: "comp.presence"))
  }

  /// Tokens with the given values, already checked: for those written out in
  /// `Generated/SkeletonTokens+Generated.swift`.
  init(
    color: RGBAColor, lowOpacity: Double, highOpacity: Double, roundedRadius: Double,
    cycleDuration: Double, easing: CubicBezier, presence: PresenceTokens
  ) {
    self.color = color
    self.lowOpacity = lowOpacity
    self.highOpacity = highOpacity
    self.roundedRadius = roundedRadius
    self.cycleDuration = cycleDuration
    self.easing = easing
    self.presence = presence
  }

  /// The default Tanrei system's, light.
  public static let tanrei = compiledIn(.tanrei, SkeletonTokens.init)
  /// The default Tanrei system's, dark.
  public static let tanreiDark = compiledIn(.tanreiDark, SkeletonTokens.init)
  /// Appetite UI's, light.
  public static let appetite = compiledIn(.appetite, SkeletonTokens.init)
  /// Appetite UI's, dark.
  public static let appetiteDark = compiledIn(.appetiteDark, SkeletonTokens.init)
}
