/// The spinner's tokens from a design system (`comp.spinner`).
public final class SpinnerTokens: SharedTokens {
  /// A size by name.
  public struct SizeTokens: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The box's side.
    public var side: Double
  }

  /// The sizes, in file order.
  public let sizes: [SizeTokens]
  /// The size used when none is given.
  public let defaultSize: String
  /// The ring's inner radius as a share of its outer one.
  public let innerRadius: Double
  /// The arc's length in degrees.
  public let sweep: Double
  /// The track's colour.
  public let trackColor: RGBAColor
  /// The arc's colour.
  public let indicatorColor: RGBAColor
  /// One turn, in milliseconds.
  public let cycleDuration: Double
  /// The system's timing for delayed content.
  public let presence: PresenceTokens

  /// Reads `comp.spinner` and `comp.presence` from `system`.
  public convenience init(system: DesignSystem) throws(TokenError) {
    // A convenience initializer, as LoadingIndicatorTokens' is: a designated one would sit in
    // the class's table of initializers, which is linked wherever the class is, and bring every
    // token reader into a program that only uses the written-out tokens (the web build). The
    // tokens are read, and checked, in the order they always were, so the first error is the
    // same.
    let tokens = system.tokens
    let p = "comp.spinner."
    var sizes: [SizeTokens] = []
    for name in tokens.names(under: p + "size") {
      sizes.append(SizeTokens(name: name, side: try tokens.dimension(p + "size." + name)))
    }
    let defaultSize = try tokens.string(p + "default-size")
    let innerRadius = try tokens.number(p + "inner-radius")
    let sweep = try tokens.number(p + "sweep")
    let trackColor = try tokens.color(p + "track.color")
    let indicatorColor = try tokens.color(p + "indicator.color")
    let cycleDuration = try tokens.duration(p + "motion.cycle-duration")
    let presence = try PresenceTokens(tokens: tokens, group: "comp.presence")
    guard sizes.contains(where: { $0.name == defaultSize }), (0..<1).contains(innerRadius),
      sweep > 0, sweep < 360, sizes.allSatisfy({ $0.side > 0 })
    else {
      throw TokenError(
        .invalidValue, file: tokens[p + "default-size"]?.file, tokenPath: "comp.spinner",
        message: "the default size must be one of the sizes, all positive; the inner radius in "
          + "0..<1 and the sweep in 0…360")
    }
    self.init(
      sizes: sizes, defaultSize: defaultSize, innerRadius: innerRadius, sweep: sweep,
      trackColor: trackColor, indicatorColor: indicatorColor, cycleDuration: cycleDuration,
      presence: presence)
  }

  /// Tokens with the given values, already checked: for those written out in
  /// `Generated/SpinnerTokens+Generated.swift`.
  init(
    sizes: [SizeTokens], defaultSize: String, innerRadius: Double, sweep: Double,
    trackColor: RGBAColor, indicatorColor: RGBAColor, cycleDuration: Double,
    presence: PresenceTokens
  ) {
    self.sizes = sizes
    self.defaultSize = defaultSize
    self.innerRadius = innerRadius
    self.sweep = sweep
    self.trackColor = trackColor
    self.indicatorColor = indicatorColor
    self.cycleDuration = cycleDuration
    self.presence = presence
  }

  /// Appetite UI's, light.
  public static let appetite = compiledIn(.appetite, SpinnerTokens.init)
  /// Appetite UI's, dark.
  public static let appetiteDark = compiledIn(.appetiteDark, SpinnerTokens.init)
}
