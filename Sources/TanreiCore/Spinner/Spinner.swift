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
    if props.label.isEmpty {
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
    let outer = pointer.pointee.side / 2
    // The resolved values hold the tokens for as long as this call reads them, so the local
    // reference need not hold them too: no retain and release, both atomic, per frame.
    unowned(unsafe) let tokens = pointer.pointee.tokens
    let inner = outer * tokens.innerRadius
    return SpinnerFrame(
      presence: FramePresence(state, at: time, box: BoxSize(square: pointer.pointee.side)),
      strokeWidth: outer - inner,
      centerRadius: (outer + inner) / 2, sweep: tokens.sweep,
      rotation: state.environment.reducedMotion ? 0 : state.cycleProgress * 360,
      trackColor: tokens.trackColor,
      indicatorColor: tokens.indicatorColor,
      accessibility: state.isShown ? pointer.pointee.shownAccessibility : nil)
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
  public init(system: DesignSystem) throws(TokenError) {
    let tokens = system.tokens
    let p = "comp.spinner."
    var sizes: [SizeTokens] = []
    for name in tokens.names(under: p + "size") {
      sizes.append(SizeTokens(name: name, side: try tokens.dimension(p + "size." + name)))
    }
    self.sizes = sizes
    defaultSize = try tokens.string(p + "default-size")
    innerRadius = try tokens.number(p + "inner-radius")
    sweep = try tokens.number(p + "sweep")
    trackColor = try tokens.color(p + "track.color")
    indicatorColor = try tokens.color(p + "indicator.color")
    cycleDuration = try tokens.duration(p + "motion.cycle-duration")
    presence = try PresenceTokens(tokens: tokens, group: "comp.presence")
    guard sizes.contains(where: { $0.name == defaultSize }), (0..<1).contains(innerRadius),
      sweep > 0, sweep < 360, sizes.allSatisfy({ $0.side > 0 })
    else {
      throw TokenError(
        .invalidValue, file: tokens[p + "default-size"]?.file, tokenPath: "comp.spinner",
        message: "the default size must be one of the sizes, all positive; the inner radius in "
          + "0..<1 and the sweep in 0…360")
    }
  }

  /// Appetite UI's, light.
  public static let appetite = compiledIn(.appetite, SpinnerTokens.init)
  /// Appetite UI's, dark.
  public static let appetiteDark = compiledIn(.appetiteDark, SpinnerTokens.init)
}
