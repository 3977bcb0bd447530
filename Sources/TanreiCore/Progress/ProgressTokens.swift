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
  public init(system: DesignSystem) throws(TokenError) {
    let tokens = system.tokens
    let bar = "comp.progress-bar."
    barLength = try tokens.dimension(bar + "width")
    barHeight = try tokens.dimension(bar + "height")
    barCornerRadius = try tokens.dimension(bar + "shape")
    barTrackColor = try tokens.color(bar + "track.color")
    barIndicatorColor = try tokens.color(bar + "indicator.color")
    barSegment = try tokens.number(bar + "indeterminate.segment")
    barCycleDuration = try tokens.duration(bar + "motion.cycle-duration")
    barEasing = try tokens.cubicBezier(bar + "motion.easing")
    let ring = "comp.progress-ring."
    ringSize = try tokens.dimension(ring + "size")
    ringDiameter = try tokens.dimension(ring + "diameter")
    ringThickness = try tokens.dimension(ring + "thickness")
    ringTrackColor = try tokens.color(ring + "track.color")
    ringIndicatorColor = try tokens.color(ring + "indicator.color")
    labelColor = try tokens.color(ring + "label.color")
    labelSize = try tokens.dimension(ring + "label.size")
    guard
      case .fontWeight(let weight) = try tokens.value(ring + "label.weight", expecting: .fontWeight),
      case .fontFamily(let families) = try tokens.value(
        ring + "label.family", expecting: .fontFamily)
    else {
      // `value(_:expecting:)` has checked both types; this branch cannot be taken.
      throw TokenError(
        .malformed, file: nil, tokenPath: ring + "label", message: "the label's font is unreadable")
    }
    labelWeight = weight
    labelFamilies = families
    labelMinimumBox = try tokens.dimension(ring + "label.minimum-box")
    ringSweep = try tokens.number(ring + "indeterminate.sweep")
    ringCycleDuration = try tokens.duration(ring + "motion.cycle-duration")
    presence = try PresenceTokens(tokens: tokens, group: "comp.presence")
    guard barLength > 0, barHeight > 0, ringSize > 0, ringDiameter > 0, ringThickness > 0,
      (0...1).contains(barSegment), ringSweep > 0, ringSweep < 360
    else {
      throw TokenError(
        .invalidValue, file: tokens[bar + "width"]?.file, tokenPath: "comp.progress",
        message: "lengths must be positive, the segment a share in 0…1, the sweep in 0…360")
    }
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
