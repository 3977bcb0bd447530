/// Progress, determinate or not, as a bar or a ring, through the presence mechanism.
///
/// Determinate progress fills the bar from its leading end or the ring clockwise from
/// 12 o'clock; the ring's indicator is not drawn at 0, while the bar keeps an indicator of no
/// length. Indeterminate progress moves — a segment travelling along the bar, an arc turning
/// round the ring — and stops, held in place, under reduced motion. To assistive technology it
/// is a progressbar named by its label with its value as words ("40 percent"), marked as
/// updating frequently so that a screen reader reads it when asked rather than at every change;
/// indeterminate, it is busy and has no value. Its completion is said once (see
/// ``ComponentLifecycle/announcements``).
public enum ProgressIndicator: TimedComponent {
  /// Resolves value, colours and geometry, with a diagnostic for each value it cannot use.
  public static func resolve(
    _ props: ProgressProps, tokens: ProgressTokens, environment: ComponentEnvironment
  ) -> ResolvedProgress {
    let timing = tokens.presence.resolve(props.presence, in: environment)
    var diagnostics = timing.diagnostics
    let scale = timing.motionScale
    if UTF8Text.isBlank(props.label.utf8) {
      diagnostics.append(
        Diagnostic(.emptyLabel, "label is empty, so the progress has no accessible name"))
    }

    let geometry = ProgressGeometry(
      value: props.value, style: props.style, length: props.length, lineWidth: props.lineWidth,
      showsPercentLabel: props.showsPercentLabel, reducedMotion: environment.reducedMotion,
      metrics: tokens.metrics)
    let issues = geometry.issues
    if issues.contains(.valueNotANumber) {
      diagnostics.append(
        Diagnostic(.valueNotFinite, "value is not a number; showing indeterminate progress"))
    }
    if issues.contains(.valueInfinite), let given = props.value {
      diagnostics.append(
        Diagnostic(.valueNotFinite, "value \(given) is not finite; clamped to 0…1"))
    }
    if issues.contains(.valueOutOfRange), let given = props.value {
      diagnostics.append(Diagnostic(.valueOutOfRange, "value \(given) is outside 0…1; clamped"))
    }
    let isBar = props.style == .bar
    if issues.contains(.unusableLength), let given = props.length {
      diagnostics.append(
        Diagnostic(
          .valueOutOfRange,
          "length \(given) is not a positive number; using \(geometry.length)"))
    }
    if issues.contains(.unusableLineWidth), let given = props.lineWidth {
      diagnostics.append(
        Diagnostic(
          .valueOutOfRange,
          "lineWidth \(given) is not a positive number; using \(geometry.thickness)"))
    }
    let value = geometry.value
    let showsLabel = geometry.showsLabel
    let percent = geometry.percent
    return ResolvedProgress(
      props: props, tokens: tokens, value: value, box: geometry.box,
      thickness: geometry.thickness, ringDiameter: geometry.ringDiameter,
      cornerRadius: geometry.cornerRadius,
      trackColor: props.trackColor ?? (isBar ? tokens.barTrackColor : tokens.ringTrackColor),
      indicatorColor: props.tint ?? (isBar ? tokens.barIndicatorColor : tokens.ringIndicatorColor),
      showsLabel: showsLabel, percentLabel: showsLabel ? percent.map { "\($0)%" } : nil,
      shownAccessibility: AccessibilityNode(
        role: .progressbar, name: props.label, isBusy: value == nil,
        value: percent.map { "\($0) percent" }, isFocusable: false, updatesFrequently: true),
      presenceTiming: timing.timing(cycleDuration: geometry.cycleDuration * scale),
      diagnostics: diagnostics)
  }

  /// The progress view at one moment.
  public static func frame(_ state: PresenceState, _ resolved: ResolvedProgress, at time: Duration)
    -> ProgressFrame
  {
    withUnsafePointer(to: resolved) { frame(state, reading: $0, at: time) }
  }

  /// The progress view at one moment, its resolved values read in place.
  @inline(__always)
  public static func frame(
    _ state: PresenceState, reading pointer: UnsafePointer<ResolvedProgress>, at time: Duration
  ) -> ProgressFrame {
    // The resolved values hold the tokens for as long as this call reads them, so the local
    // reference need not hold them too: no retain and release, both atomic, per frame.
    unowned(unsafe) let tokens = pointer.pointee.tokens
    let reduced = state.environment.reducedMotion
    var indicatorStart = 0.0
    var indicatorLength = 0.0
    var drawsIndicator = true
    switch (pointer.pointee.props.style, pointer.pointee.value) {
    case (.bar, let value?):
      indicatorLength = pointer.pointee.box.width * value
    case (.bar, nil):
      let length = pointer.pointee.box.width
      let segment = length * tokens.barSegment
      if reduced {
        indicatorStart = (length - segment) / 2
        indicatorLength = segment
      } else {
        // The segment enters at the leading end and leaves at the trailing one.
        let travel = tokens.barEasing.value(at: state.cycleProgress)
        let front = -segment + (length + segment) * travel
        indicatorStart = max(0, front)
        indicatorLength = max(0, min(length, front + segment) - indicatorStart)
      }
    case (.ring, let value?):
      indicatorLength = 360 * value
      drawsIndicator = value > 0
    case (.ring, nil):
      indicatorStart = reduced ? 0 : state.cycleProgress * 360
      indicatorLength = tokens.ringSweep
    }
    let accessibility = state.isShown ? pointer.pointee.shownAccessibility : nil
    return ProgressFrame(
      presence: FramePresence(state, at: time, box: pointer.pointee.box),
      style: pointer.pointee.props.style,
      direction: state.environment.direction, value: pointer.pointee.value,
      thickness: pointer.pointee.thickness,
      ringDiameter: pointer.pointee.ringDiameter,
      cornerRadius: pointer.pointee.cornerRadius, indicatorStart: indicatorStart,
      indicatorLength: indicatorLength, drawsIndicator: state.isShown && drawsIndicator,
      trackColor: pointer.pointee.trackColor, indicatorColor: pointer.pointee.indicatorColor,
      label: pointer.pointee.percentLabel, labelColor: tokens.labelColor,
      labelSize: tokens.labelSize, labelWeight: tokens.labelWeight,
      labelFamilies: tokens.labelFamilies, accessibility: accessibility)
  }

  /// The system's enter easing.
  public static func enterEasing(_ tokens: ProgressTokens) -> CubicBezier {
    tokens.presence.enterEasing
  }

  /// Completion is said once, when the value reaches 1 while the view is shown; a view still
  /// waiting out its delay says nothing, as it showed nothing.
  public static func announcement(
    from old: ResolvedProgress, to new: ResolvedProgress, state: PresenceState
  ) -> String? {
    guard state.isShown, ProgressGeometry.completes(from: old.value, to: new.value) else {
      return nil
    }
    return new.props.completionAnnouncement
      ?? "\(new.props.label)\(ProgressGeometry.completionSuffix)"
  }

  /// A value that falls back below 1, or becomes unknown, after completing begins a new task,
  /// whose completion is said again.
  public static func startsNewTask(from old: ResolvedProgress, to new: ResolvedProgress) -> Bool {
    ProgressGeometry.startsNewTask(from: old.value, to: new.value)
  }
}

/// A progress view's props resolved.
public struct ResolvedProgress: ResolvedComponent, Hashable {
  /// The props as given.
  public var props: ProgressProps
  /// The system's progress tokens.
  public var tokens: ProgressTokens
  /// The value in 0…1, or `nil` for indeterminate progress.
  public var value: Double?
  /// The box: the bar's length × thickness, or the ring's square.
  public var box: BoxSize
  /// The bar's thickness or the ring's stroke.
  public var thickness: Double
  /// The diameter of the circle the ring's stroke is centred on.
  public var ringDiameter: Double
  /// The bar's corner radius.
  public var cornerRadius: Double
  /// The track's colour.
  public var trackColor: RGBAColor
  /// The filled part's colour.
  public var indicatorColor: RGBAColor
  /// Whether the percent label is drawn.
  public var showsLabel: Bool
  /// The percent label ("40%") when it is drawn.
  public var percentLabel: String?
  /// What assistive technology sees once the view is shown: a progressbar named by the label,
  /// with the value in words, or busy without one.
  public var shownAccessibility: AccessibilityNode
  /// The delay, entrance and indeterminate cycle.
  public var presenceTiming: PresenceTiming
  /// The fallbacks taken.
  public var diagnostics: [Diagnostic]

  /// The value as a whole percentage, rounded down so that 100 means done; `nil` when
  /// indeterminate. What the value words, the label and a platform's numeric value all say.
  public var percent: Int? { Self.percent(of: value) }

  static func percent(of value: Double?) -> Int? {
    ProgressGeometry.percent(of: value)
  }
}

/// A progress view at one moment.
public struct ProgressFrame: Sendable, Hashable {
  /// Its time, phase, box, visibility, entrance and whether it moves.
  public var presence: FramePresence
  /// Bar or ring.
  public var style: ProgressStyle
  /// The layout direction, which decides the bar's leading end: its left in a left-to-right
  /// place, its right in a right-to-left one. The ring turns clockwise in both.
  public var direction: ReadingDirection
  /// The value in 0…1, or `nil` when indeterminate.
  public var value: Double?
  /// The bar's thickness or the ring's stroke.
  public var thickness: Double
  /// The diameter of the circle the ring's stroke is centred on.
  public var ringDiameter: Double
  /// The bar's corner radius; the bar clips its indicator to it.
  public var cornerRadius: Double
  /// Where the indicator starts: along the bar from its leading end in logical pixels, or round
  /// the ring in degrees clockwise from 12 o'clock.
  public var indicatorStart: Double
  /// How long the indicator is: logical pixels along the bar, or degrees round the ring.
  public var indicatorLength: Double
  /// Whether the indicator is drawn: not while waiting, and not for a ring at 0. A bar at 0
  /// keeps its indicator, of no length.
  public var drawsIndicator: Bool
  /// The track's colour.
  public var trackColor: RGBAColor
  /// The indicator's colour.
  public var indicatorColor: RGBAColor
  /// The percent label to print in the ring's middle ("40%"), or `nil`.
  public var label: String?
  /// The label's colour.
  public var labelColor: RGBAColor
  /// The label's font size in logical pixels.
  public var labelSize: Double
  /// The label's font weight.
  public var labelWeight: Double
  /// The label's font families, first preferred.
  public var labelFamilies: [String]
  /// What assistive technology sees: `nil` until shown.
  public var accessibility: AccessibilityNode?
}
