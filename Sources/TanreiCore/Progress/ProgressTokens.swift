/// The progress bar's and ring's tokens from a design system.
public final class ProgressTokens: SharedTokens {
  /// The bar's default length.
  public let barLength: Double
  /// The bar's thickness.
  public let barHeight: Double
  /// The bar's corner radius (capped at half its height when drawn).
  public let barCornerRadius: Double
  /// The bar's track colour.
  public let barTrackColor: RGBAColor
  /// The bar's filled colour.
  public let barIndicatorColor: RGBAColor
  /// The share of the bar the indeterminate segment covers.
  public let barSegment: Double
  /// One pass of the indeterminate segment, in milliseconds.
  public let barCycleDuration: Double
  /// The indeterminate segment's curve.
  public let barEasing: CubicBezier
  /// The ring's default box side.
  public let ringSize: Double
  /// The diameter of the circle the stroke is centred on, at the default box.
  public let ringDiameter: Double
  /// The ring's stroke, the same at every size.
  public let ringThickness: Double
  /// The ring's track colour.
  public let ringTrackColor: RGBAColor
  /// The ring's filled colour.
  public let ringIndicatorColor: RGBAColor
  /// The percent label's colour.
  public let labelColor: RGBAColor
  /// The percent label's font size in logical pixels.
  public let labelSize: Double
  /// The percent label's font weight.
  public let labelWeight: Double
  /// The percent label's font families, first preferred.
  public let labelFamilies: [String]
  /// The smallest box in which the percent label is drawn.
  public let labelMinimumBox: Double
  /// The indeterminate ring's arc, in degrees.
  public let ringSweep: Double
  /// One turn of the indeterminate ring, in milliseconds.
  public let ringCycleDuration: Double
  /// The system's timing for delayed content.
  public let presence: PresenceTokens

  /// Reads `comp.progress-bar`, `comp.progress-ring` and `comp.presence` from `system`.
  public convenience init(system: DesignSystem) throws(TokenError) {
    // A convenience initializer, as LoadingIndicatorTokens' is: a designated one would sit in
    // the class's table of initializers, which is linked wherever the class is, and bring every
    // token reader into a program that only uses the written-out tokens (the web build). The
    // tokens are read, and checked, in the order they always were, so the first error is the
    // same.
    let tokens = system.tokens
    let bar = "comp.progress-bar."
    let barLength = try tokens.dimension(bar + "width")
    let barHeight = try tokens.dimension(bar + "height")
    let barCornerRadius = try tokens.dimension(bar + "shape")
    let barTrackColor = try tokens.color(bar + "track.color")
    let barIndicatorColor = try tokens.color(bar + "indicator.color")
    let barSegment = try tokens.number(bar + "indeterminate.segment")
    let barCycleDuration = try tokens.duration(bar + "motion.cycle-duration")
    let barEasing = try tokens.cubicBezier(bar + "motion.easing")
    let ring = "comp.progress-ring."
    let ringSize = try tokens.dimension(ring + "size")
    let ringDiameter = try tokens.dimension(ring + "diameter")
    let ringThickness = try tokens.dimension(ring + "thickness")
    let ringTrackColor = try tokens.color(ring + "track.color")
    let ringIndicatorColor = try tokens.color(ring + "indicator.color")
    let labelColor = try tokens.color(ring + "label.color")
    let labelSize = try tokens.dimension(ring + "label.size")
    guard
      case .fontWeight(let weight) = try tokens.value(ring + "label.weight", expecting: .fontWeight),
      case .fontFamily(let families) = try tokens.value(
        ring + "label.family", expecting: .fontFamily)
    else {
      // `value(_:expecting:)` has checked both types; this branch cannot be taken.
      throw TokenError(
        .malformed, file: nil, tokenPath: ring + "label", message: "the label's font is unreadable")
    }
    let labelWeight = weight
    let labelFamilies = families
    let labelMinimumBox = try tokens.dimension(ring + "label.minimum-box")
    let ringSweep = try tokens.number(ring + "indeterminate.sweep")
    let ringCycleDuration = try tokens.duration(ring + "motion.cycle-duration")
    let presence = try PresenceTokens(tokens: tokens, group: "comp.presence")
    guard barLength > 0, barHeight > 0, ringSize > 0, ringDiameter > 0, ringThickness > 0,
      (0...1).contains(barSegment), ringSweep > 0, ringSweep < 360
    else {
      throw TokenError(
        .invalidValue, file: tokens[bar + "width"]?.file, tokenPath: "comp.progress",
        message: "lengths must be positive, the segment a share in 0…1, the sweep in 0…360")
    }
    self.init(
      barLength: barLength, barHeight: barHeight, barCornerRadius: barCornerRadius,
      barTrackColor: barTrackColor, barIndicatorColor: barIndicatorColor, barSegment: barSegment,
      barCycleDuration: barCycleDuration, barEasing: barEasing, ringSize: ringSize,
      ringDiameter: ringDiameter, ringThickness: ringThickness, ringTrackColor: ringTrackColor,
      ringIndicatorColor: ringIndicatorColor, labelColor: labelColor, labelSize: labelSize,
      labelWeight: labelWeight, labelFamilies: labelFamilies, labelMinimumBox: labelMinimumBox,
      ringSweep: ringSweep, ringCycleDuration: ringCycleDuration, presence: presence)
  }

  /// Tokens with the given values, already checked: for those written out in
  /// `Generated/ProgressTokens+Generated.swift`.
  init(
    barLength: Double, barHeight: Double, barCornerRadius: Double, barTrackColor: RGBAColor,
    barIndicatorColor: RGBAColor, barSegment: Double, barCycleDuration: Double,
    barEasing: CubicBezier, ringSize: Double, ringDiameter: Double, ringThickness: Double,
    ringTrackColor: RGBAColor, ringIndicatorColor: RGBAColor, labelColor: RGBAColor,
    labelSize: Double, labelWeight: Double, labelFamilies: [String], labelMinimumBox: Double,
    ringSweep: Double, ringCycleDuration: Double, presence: PresenceTokens
  ) {
    self.barLength = barLength
    self.barHeight = barHeight
    self.barCornerRadius = barCornerRadius
    self.barTrackColor = barTrackColor
    self.barIndicatorColor = barIndicatorColor
    self.barSegment = barSegment
    self.barCycleDuration = barCycleDuration
    self.barEasing = barEasing
    self.ringSize = ringSize
    self.ringDiameter = ringDiameter
    self.ringThickness = ringThickness
    self.ringTrackColor = ringTrackColor
    self.ringIndicatorColor = ringIndicatorColor
    self.labelColor = labelColor
    self.labelSize = labelSize
    self.labelWeight = labelWeight
    self.labelFamilies = labelFamilies
    self.labelMinimumBox = labelMinimumBox
    self.ringSweep = ringSweep
    self.ringCycleDuration = ringCycleDuration
    self.presence = presence
  }

  /// The numbers that decide the geometry and the motion.
  public var metrics: ProgressMetrics {
    ProgressMetrics(
      barLength: barLength, barHeight: barHeight, barCornerRadius: barCornerRadius,
      barSegment: barSegment, barCycleDuration: barCycleDuration, ringSize: ringSize,
      ringDiameter: ringDiameter, ringThickness: ringThickness, ringSweep: ringSweep,
      ringCycleDuration: ringCycleDuration, labelMinimumBox: labelMinimumBox)
  }

  /// The default Tanrei system's, light.
  public static let tanrei = compiledIn(.tanrei, ProgressTokens.init)
  /// The default Tanrei system's, dark.
  public static let tanreiDark = compiledIn(.tanreiDark, ProgressTokens.init)
  /// Appetite UI's, light.
  public static let appetite = compiledIn(.appetite, ProgressTokens.init)
  /// Appetite UI's, dark.
  public static let appetiteDark = compiledIn(.appetiteDark, ProgressTokens.init)
}
