/// The numbers of a design system's progress tokens that decide its geometry and motion.
public struct ProgressMetrics: Sendable, Hashable, BitwiseCopyable {
  /// The bar's length when none is set.
  public var barLength: Double
  /// The bar's thickness.
  public var barHeight: Double
  /// The bar's corner radius, at most half its thickness when drawn.
  public var barCornerRadius: Double
  /// The indeterminate segment's length as a share of the bar's.
  public var barSegment: Double
  /// One pass of the indeterminate segment, in milliseconds.
  public var barCycleDuration: Double
  /// The ring's box side when none is set.
  public var ringSize: Double
  /// The diameter of the ring's centre line in that box.
  public var ringDiameter: Double
  /// The ring's stroke.
  public var ringThickness: Double
  /// The indeterminate arc's length in degrees.
  public var ringSweep: Double
  /// One turn of the indeterminate arc, in milliseconds.
  public var ringCycleDuration: Double
  /// The smallest ring box that prints its percentage.
  public var labelMinimumBox: Double

  /// Metrics with the given values.
  public init(
    barLength: Double, barHeight: Double, barCornerRadius: Double, barSegment: Double,
    barCycleDuration: Double, ringSize: Double, ringDiameter: Double, ringThickness: Double,
    ringSweep: Double, ringCycleDuration: Double, labelMinimumBox: Double
  ) {
    self.barLength = barLength
    self.barHeight = barHeight
    self.barCornerRadius = barCornerRadius
    self.barSegment = barSegment
    self.barCycleDuration = barCycleDuration
    self.ringSize = ringSize
    self.ringDiameter = ringDiameter
    self.ringThickness = ringThickness
    self.ringSweep = ringSweep
    self.ringCycleDuration = ringCycleDuration
    self.labelMinimumBox = labelMinimumBox
  }
}

/// Progress props resolved in numbers: the value made usable, the box, the stroke, and whether
/// it moves and prints its percentage — what every front draws, and what the web module
/// computes with no text.
public struct ProgressGeometry: Sendable, Hashable, BitwiseCopyable {
  /// Values of the props that could not be used as given.
  public struct Issues: OptionSet, Sendable, Hashable, BitwiseCopyable {
    /// The bits.
    public var rawValue: UInt8
    /// A set of `rawValue`'s bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The value is not a number: the progress is indeterminate.
    public static let valueNotANumber = Issues(rawValue: 1)
    /// The value is infinite: clamped to 0 or 1.
    public static let valueInfinite = Issues(rawValue: 2)
    /// The value lies outside 0…1: clamped.
    public static let valueOutOfRange = Issues(rawValue: 4)
    /// The length is not a positive number: the token's is used.
    public static let unusableLength = Issues(rawValue: 8)
    /// A ring's line width is not a positive number: the token's is used.
    public static let unusableLineWidth = Issues(rawValue: 16)
  }

  /// Bar or ring.
  public var style: ProgressStyle
  /// The value in 0…1, or `nil` for indeterminate progress.
  public var value: Double?
  /// The bar's length, or the ring's box side.
  public var length: Double
  /// The bar's thickness or the ring's stroke.
  public var thickness: Double
  /// The diameter of the circle the ring's stroke is centred on.
  public var ringDiameter: Double
  /// The bar's corner radius.
  public var cornerRadius: Double
  /// Whether the ring prints its percentage.
  public var showsLabel: Bool
  /// Whether the indicator moves: indeterminate, and motion not reduced.
  public var moves: Bool
  /// The indeterminate segment's length along the bar, or the arc's in degrees round the ring.
  public var segment: Double
  /// One cycle of the motion, in milliseconds before the motion dial; 0 when it does not move.
  public var cycleDuration: Double
  /// What could not be used as given.
  public var issues: Issues

  /// The geometry of progress at `value` (0…1, `nil` when indeterminate) drawn as `style`, with
  /// a `length` and `lineWidth` set or not, in an environment where motion is `reduced` or not.
  ///
  /// A value that is not a number is indeterminate, an infinite one 0 or 1, one outside 0…1
  /// clamped; a length or a ring's line width that is not a positive number takes the token's.
  /// The ring's circle scales with its box; its stroke does not, but never spills out of it.
  public init(
    value given: Double?, style: ProgressStyle, length givenLength: Double?,
    lineWidth givenLineWidth: Double?, showsPercentLabel: Bool, reducedMotion: Bool,
    metrics: ProgressMetrics
  ) {
    var issues = Issues()
    var value = given
    if let given {
      if given.isNaN {
        issues.insert(.valueNotANumber)
        value = nil
      } else if !given.isFinite {
        issues.insert(.valueInfinite)
        value = given > 0 ? 1 : 0
      } else if given < 0 || given > 1 {
        issues.insert(.valueOutOfRange)
        value = min(1, max(0, given))
      }
    }
    let isBar = style == .bar
    var length = isBar ? metrics.barLength : metrics.ringSize
    if let givenLength {
      if givenLength.isFinite && givenLength > 0 {
        length = givenLength
      } else {
        issues.insert(.unusableLength)
      }
    }
    var thickness = isBar ? metrics.barHeight : metrics.ringThickness
    if let givenLineWidth, !isBar {
      if givenLineWidth.isFinite && givenLineWidth > 0 {
        thickness = givenLineWidth
      } else {
        issues.insert(.unusableLineWidth)
      }
    }
    self.style = style
    self.value = value
    self.length = length
    self.thickness = thickness
    ringDiameter = max(
      0, min(length * metrics.ringDiameter / metrics.ringSize, length - thickness))
    cornerRadius = min(metrics.barCornerRadius, thickness / 2)
    showsLabel = !isBar && showsPercentLabel && value != nil && length >= metrics.labelMinimumBox
    moves = value == nil && !reducedMotion
    segment = isBar ? length * metrics.barSegment : metrics.ringSweep
    cycleDuration = moves ? (isBar ? metrics.barCycleDuration : metrics.ringCycleDuration) : 0
    self.issues = issues
  }

  /// The box: the bar's length × thickness, or the ring's square.
  public var box: BoxSize {
    style == .bar ? BoxSize(width: length, height: thickness) : BoxSize(square: length)
  }

  /// The value as a whole percentage, rounded down so that 100 means done; `nil` when
  /// indeterminate.
  public var percent: Int? { Self.percent(of: value) }

  /// `value` as a whole percentage, rounded down so that 100 means done; `nil` for `nil`.
  public static func percent(of value: Double?) -> Int? {
    value.map { Int(($0 * 100).rounded(.down)) }
  }

  /// The indicator while it does not move: where it starts and how long it is — along the bar
  /// from its leading end in logical pixels, or round the ring in degrees from 12 o'clock — and
  /// whether it is drawn. Determinate, it fills to the value (a ring at 0 draws none);
  /// indeterminate under reduced motion, the segment rests in the bar's middle and the arc at
  /// 12 o'clock.
  public var restingIndicator: (start: Double, length: Double, isDrawn: Bool) {
    switch (style, value) {
    case (.bar, let value?): (0, length * value, true)
    case (.bar, nil): ((length - segment) / 2, segment, true)
    case (.ring, let value?): (0, 360 * value, value > 0)
    case (.ring, nil): (0, segment, true)
    }
  }

  /// Whether a change of value from `old` to `new` completes the task, so that a view shown then
  /// says so: the value reaches 1.
  public static func completes(from old: Double?, to new: Double?) -> Bool {
    new == 1 && old != 1
  }

  /// Whether a change of value from `old` to `new` begins a new task after a completed one: the
  /// value falls back below 1, or becomes unknown. Its completion will be said again.
  public static func startsNewTask(from old: Double?, to new: Double?) -> Bool {
    old == 1 && new != 1
  }

  /// What follows the label in the completion said when no words are given: "Uploading
  /// receipt: complete".
  public static let completionSuffix: StaticString = ": complete"
}
