/// The loading indicator's tokens from a design system, checked and ready to use.
///
/// Reading them once, when a system is loaded, means a missing or mistyped token is an error at
/// load time, naming the token, rather than a surprise when an indicator is drawn.
///
/// The tokens are immutable and shared by reference: every indicator of a system reads the same
/// instance, and the appearances made from it (one per size, inline or contained) are made once
/// and shared too, so that a screen of indicators costs little more memory than one.
public final class LoadingIndicatorTokens: SharedTokens {
  /// The measurements of one size.
  public struct SizeTokens: Sendable, Hashable {
    /// The size's name.
    public var name: String
    /// The side of the square the arc is drawn in (`indicator.size.<name>`).
    public var indicatorSize: Double
    /// The arc's stroke (`indicator.thickness.<name>`).
    public var thickness: Double
    /// The side of the raised container when contained (`container.size.<name>`).
    public var containerSize: Double
  }

  /// The size used when none is given or the one given is unknown.
  public static let defaultSizeName = "medium"

  /// The system the tokens come from.
  public let systemName: String
  /// Every size the system has, in the order its files list them.
  public let sizes: [SizeTokens]
  /// The arc's colour inline (`indicator.color`).
  public let indicatorColor: RGBAColor
  /// The arc's colour when contained (`contained.indicator.color`).
  public let containedIndicatorColor: RGBAColor
  /// The container's fill (`contained.container.color`).
  public let containedContainerColor: RGBAColor
  /// The container's corner radius (`container.shape`); capped at half the side when drawn.
  public let containerCornerRadius: Double
  /// The container's shadow layers (`contained.container.elevation`).
  public let containedElevation: [ShadowLayer]
  /// One turn, or one pulse, in milliseconds (`motion.cycle-duration`).
  public let cycleDuration: Double
  /// The entrance's length in milliseconds (`motion.enter-duration`).
  public let enterDuration: Double
  /// The wait before the indicator is shown, in milliseconds (`motion.show-delay`).
  public let showDelay: Double
  /// The entrance's curve (`motion.enter-easing`).
  public let enterEasing: CubicBezier
  /// The turn's curve (`sys.motion.easing.linear`, LDG-1).
  public let turnEasing: CubicBezier
  /// The reduced-motion pulse's curve (`sys.motion.easing.standard`, LDG-4).
  public let pulseEasing: CubicBezier
  /// The system's entrance (`motion.entrance`).
  public let entrance: EntranceKind
  /// The delay, entrance and enter duration, as every component's timing reads them.
  public let presence: PresenceTokens

  private static let prefix = "comp.loading-indicator."

  /// The appearances made so far: a handful at most (a size, inline or contained), so a list.
  /// A dictionary keyed by a type of this module would have the runtime look up that type's
  /// `Hashable` conformance the first time, a scan costing tens of microseconds in the first
  /// indicator a program shows.
  private let appearances = Lock<[LoadingIndicatorAppearance]>([])

  /// Reads the loading indicator's tokens from `system`.
  ///
  /// Throws when a token is missing or of the wrong type, when a size lacks one of its three
  /// measurements, when a measurement is not positive, or when the system has no `medium` size.
  public convenience init(system: DesignSystem) throws(TokenError) {
    // A convenience initializer, delegating to the one below, is called directly rather than
    // through the class's table of initializers: that table is linked wherever the class is, so
    // a designated initializer here would bring every token reader into a program that only
    // uses ``tanrei``, such as the web build of the core.
    let tokens = system.tokens
    let p = Self.prefix
    var sizes: [SizeTokens] = []
    for name in tokens.names(under: p + "indicator.size") {
      let indicatorPath = p + "indicator.size." + name
      let size = SizeTokens(
        name: name,
        indicatorSize: try tokens.dimension(indicatorPath),
        thickness: try tokens.dimension(p + "indicator.thickness." + name),
        containerSize: try tokens.dimension(p + "container.size." + name))
      guard size.indicatorSize > 0, size.containerSize > 0, size.thickness > 0 else {
        throw TokenError(
          .invalidValue, file: tokens[indicatorPath]?.file, tokenPath: indicatorPath,
          message: "size \(name): indicator size, thickness and container size must be positive")
      }
      guard size.thickness * 2 <= size.indicatorSize else {
        throw TokenError(
          .invalidValue, file: tokens[indicatorPath]?.file, tokenPath: indicatorPath,
          message:
            "size \(name): a stroke of \(size.thickness) does not fit a \(size.indicatorSize) square"
        )
      }
      sizes.append(size)
    }
    guard sizes.contains(where: { $0.name == Self.defaultSizeName }) else {
      throw TokenError(
        .missingToken, file: nil, tokenPath: p + "indicator.size." + Self.defaultSizeName,
        message: "every system needs the default size, \(Self.defaultSizeName)")
    }
    // The arguments are read in the order the tokens always were, so the first error is the same.
    self.init(
      systemName: system.name,
      sizes: sizes,
      indicatorColor: try tokens.color(p + "indicator.color"),
      containedIndicatorColor: try tokens.color(p + "contained.indicator.color"),
      containedContainerColor: try tokens.color(p + "contained.container.color"),
      containerCornerRadius: max(0, try tokens.dimension(p + "container.shape")),
      containedElevation: try tokens.shadow(p + "contained.container.elevation"),
      cycleDuration: try tokens.duration(p + "motion.cycle-duration"),
      enterDuration: try tokens.duration(p + "motion.enter-duration"),
      showDelay: try tokens.duration(p + "motion.show-delay"),
      enterEasing: try tokens.entranceCurve(p + "motion.enter-easing"),
      turnEasing: try tokens.cubicBezier("sys.motion.easing.linear"),
      pulseEasing: try tokens.cubicBezier("sys.motion.easing.standard"),
      presence: try PresenceTokens(tokens: tokens, group: p + "motion"))
  }

  /// Tokens with the given values, already checked: for the resolved Tanrei tokens written out
  /// in `Generated/LoadingIndicatorTokens+Generated.swift`.
  init(
    systemName: String, sizes: [SizeTokens], indicatorColor: RGBAColor,
    containedIndicatorColor: RGBAColor, containedContainerColor: RGBAColor,
    containerCornerRadius: Double, containedElevation: [ShadowLayer], cycleDuration: Double,
    enterDuration: Double, showDelay: Double, enterEasing: CubicBezier, turnEasing: CubicBezier,
    pulseEasing: CubicBezier, presence: PresenceTokens
  ) {
    self.systemName = systemName
    self.sizes = sizes
    self.indicatorColor = indicatorColor
    self.containedIndicatorColor = containedIndicatorColor
    self.containedContainerColor = containedContainerColor
    self.containerCornerRadius = containerCornerRadius
    self.containedElevation = containedElevation
    self.cycleDuration = cycleDuration
    self.enterDuration = enterDuration
    self.showDelay = showDelay
    self.enterEasing = enterEasing
    self.turnEasing = turnEasing
    self.pulseEasing = pulseEasing
    self.presence = presence
    entrance = presence.entrance
  }

  /// The appearance of `size`, inline or `contained`, made on first use and then shared.
  public func appearance(size: SizeTokens, contained: Bool) -> LoadingIndicatorAppearance {
    appearances.withLock { cache in
      if let made = cache.first(where: { $0.sizeName == size.name && $0.contained == contained }) {
        return made
      }
      let geometry = LoadingIndicatorGeometry(
        indicatorSize: size.indicatorSize, thickness: size.thickness,
        containerSize: size.containerSize, cornerRadius: containerCornerRadius,
        contained: contained)
      let made = LoadingIndicatorAppearance(
        sizeName: size.name,
        contained: contained,
        indicatorSize: geometry.indicatorSize,
        thickness: geometry.thickness,
        containerSize: geometry.containerSize,
        containerCornerRadius: geometry.containerCornerRadius,
        markColor: contained ? containedIndicatorColor : indicatorColor,
        containerColor: containedContainerColor,
        containerElevation: containedElevation)
      cache.append(made)
      return made
    }
  }

  /// The measurements of the size called `name`, or `nil` when the system lacks it.
  public func size(named name: String) -> SizeTokens? {
    sizes.first { $0.name == name }
  }

  /// The default size's measurements.
  public var defaultSize: SizeTokens {
    // The initializer refuses a system without the default size, so the search cannot fail.
    sizes.first { $0.name == Self.defaultSizeName } ?? sizes[0]
  }

  /// The default Tanrei system's tokens, light mode.
  ///
  /// They are what the compiled-in token files resolve to, written out as values (a test holds
  /// the two together): resolving the files takes about a millisecond, which a command-line
  /// program would otherwise spend before its first indicator.
  public static let tanrei = resolvedTanrei
  /// The default Tanrei system's tokens, dark mode; written out as ``tanrei`` is.
  public static let tanreiDark = resolvedTanreiDark
}
