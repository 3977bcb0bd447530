/// Appetite UI's spinner: a 270° arc turning on a track, both a ring whose inner edge is at 0.72
/// of its radius, one turn per 640 ms; under reduced motion it stops.
///
/// It shows itself through the presence mechanism like every Tanrei component. To assistive
/// technology it is a busy progressbar named by its label, with no value.
public enum Spinner: TimedComponent {
  /// Resolves the size (an unknown one takes the system's default, with a diagnostic).
  public static func resolve(
    _ props: SpinnerProps, tokens: SpinnerTokens, environment: ComponentEnvironment
  ) -> ResolvedSpinner {
    let timing = tokens.presence.resolve(props.presence, in: environment)
    var diagnostics = timing.diagnostics
    let scale = timing.motionScale
    if UTF8Text.isBlank(props.label.utf8) {
      diagnostics.append(
        Diagnostic(.emptyLabel, "label is empty, so the spinner has no accessible name"))
    }
    let name = props.size ?? tokens.defaultSize
    var side = tokens.sizes.first { $0.name == name }?.side
    if side == nil {
      let known = tokens.sizes.map { $0.name }.joined(separator: ", ")
      diagnostics.append(
        Diagnostic(
          .unknownSize,
          "size \"\(name)\" is not a spinner size (\(known)); using \(tokens.defaultSize)"))
      side = tokens.sizes.first { $0.name == tokens.defaultSize }?.side
    }
    return ResolvedSpinner(
      props: props, tokens: tokens, side: side ?? 0,
      shownAccessibility: AccessibilityNode(role: .progressbar, name: props.label, isBusy: true),
      presenceTiming: timing.timing(
        cycleDuration: environment.reducedMotion ? 0 : tokens.cycleDuration * scale),
      diagnostics: diagnostics)
  }

  /// The spinner at one moment.
  public static func frame(_ state: PresenceState, _ resolved: ResolvedSpinner, at time: Duration)
    -> SpinnerFrame
  {
    withUnsafePointer(to: resolved) { frame(state, reading: $0, at: time) }
  }

  /// The spinner at one moment, its resolved values read in place.
  @inline(__always)
  public static func frame(
    _ state: PresenceState, reading pointer: UnsafePointer<ResolvedSpinner>, at time: Duration
  ) -> SpinnerFrame {
    // The resolved values hold the tokens for as long as this call reads them, so the local
    // reference need not hold them too: no retain and release, both atomic, per frame.
    unowned(unsafe) let tokens = pointer.pointee.tokens
    let ring = ring(side: pointer.pointee.side, innerRadius: tokens.innerRadius)
    return SpinnerFrame(
      presence: FramePresence(state, at: time, box: BoxSize(square: pointer.pointee.side)),
      strokeWidth: ring.strokeWidth,
      centerRadius: ring.centerRadius, sweep: tokens.sweep,
      rotation: state.environment.reducedMotion ? 0 : state.cycleProgress * 360,
      trackColor: tokens.trackColor,
      indicatorColor: tokens.indicatorColor,
      accessibility: state.isShown ? pointer.pointee.shownAccessibility : nil)
  }

  /// The ring of a spinner `side` across whose inner edge is at `innerRadius` of its outer one:
  /// its width, and the radius of its centre line.
  public static func ring(side: Double, innerRadius: Double) -> (
    strokeWidth: Double, centerRadius: Double
  ) {
    let outer = side / 2
    let inner = outer * innerRadius
    return (outer - inner, (outer + inner) / 2)
  }

  /// The system's enter easing.
  public static func enterEasing(_ tokens: SpinnerTokens) -> CubicBezier {
    tokens.presence.enterEasing
  }
}

/// What a spinner is given.
public struct SpinnerProps: Sendable, Hashable {
  /// The accessible name: what is loading.
  public var label: String
  /// The size by name (`sm`, `md`, `base`, `lg` in Appetite UI); `nil` takes the default.
  public var size: String?
  /// The show delay, entrance and enter duration; `nil` takes the system's tokens.
  public var presence: PresenceProps

  /// A spinner named `label`.
  public init(_ label: String, size: String? = nil, presence: PresenceProps = PresenceProps()) {
    self.label = label
    self.size = size
    self.presence = presence
  }
}

/// A spinner's props resolved.
public struct ResolvedSpinner: ResolvedComponent, Hashable {
  /// The props as given.
  public var props: SpinnerProps
  /// The system's spinner tokens.
  public var tokens: SpinnerTokens
  /// The box's side.
  public var side: Double
  /// What assistive technology sees once the spinner is shown: a busy progressbar named by the
  /// label.
  public var shownAccessibility: AccessibilityNode
  /// The delay, entrance and turn.
  public var presenceTiming: PresenceTiming
  /// The fallbacks taken.
  public var diagnostics: [Diagnostic]

  /// The square the spinner takes.
  public var box: BoxSize { BoxSize(square: side) }
}

/// A spinner at one moment.
public struct SpinnerFrame: Sendable, Hashable {
  /// Its time, phase, box, visibility, entrance and whether it moves.
  public var presence: FramePresence
  /// The ring's width: from its inner edge to its outer.
  public var strokeWidth: Double
  /// The radius of the ring's centre line.
  public var centerRadius: Double
  /// The indicator arc's length in degrees.
  public var sweep: Double
  /// The arc's trailing end, in degrees clockwise from 12 o'clock.
  public var rotation: Double
  /// The track's colour.
  public var trackColor: RGBAColor
  /// The arc's colour.
  public var indicatorColor: RGBAColor
  /// What assistive technology sees: `nil` until shown.
  public var accessibility: AccessibilityNode?
}
