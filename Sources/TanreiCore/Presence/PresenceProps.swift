/// The timing props every component that shows itself after a delay shares: how long it waits,
/// how it enters and how long the entrance lasts. `nil` takes the design system's token.
public struct PresenceProps: Sendable, Hashable {
  /// The wait after insertion before the component is shown; `nil` takes the token, `.zero`
  /// shows it as it is inserted.
  public var showDelay: Duration?
  /// How the component enters; `nil` (like ``LoadingEntrance/auto``) takes the token.
  public var entrance: LoadingEntrance?
  /// How long the entrance lasts; `nil` takes the token, `.zero` shows the component whole at once.
  public var enterDuration: Duration?

  /// Timing props; every one takes the token unless given.
  public init(
    showDelay: Duration? = nil, entrance: LoadingEntrance? = nil, enterDuration: Duration? = nil
  ) {
    self.showDelay = showDelay
    self.entrance = entrance
    self.enterDuration = enterDuration
  }

  /// The names of the props in JSON.
  public static let jsonKeys = ["showDelay", "entrance", "enterDuration"]
}

/// A design system's answer for timing: the tokens ``PresenceProps`` fall back to, and the
/// names those tokens have, for the diagnostics that mention them.
public struct PresenceTokens: Sendable, Hashable {
  /// The token path prefix, such as `comp.presence.` or `comp.loading-indicator.motion.`.
  public var prefix: String
  /// The show delay in milliseconds.
  public var showDelay: Double
  /// The system's entrance.
  public var entrance: EntranceKind
  /// The enter duration in milliseconds, before the motion dial.
  public var enterDuration: Double
  /// The entrance's curve.
  public var enterEasing: CubicBezier

  /// Timing tokens with the given values.
  public init(
    prefix: String, showDelay: Double, entrance: EntranceKind, enterDuration: Double,
    enterEasing: CubicBezier
  ) {
    self.prefix = prefix
    self.showDelay = showDelay
    self.entrance = entrance
    self.enterDuration = enterDuration
    self.enterEasing = enterEasing
  }

  /// Reads `<group>.show-delay`, `.entrance`, `.enter-duration` and `.enter-easing`.
  public init(tokens: ResolvedTokens, group: String) throws(TokenError) {
    let prefix = group + "."
    self.prefix = prefix
    showDelay = try tokens.duration(prefix + "show-delay")
    enterDuration = try tokens.duration(prefix + "enter-duration")
    enterEasing = try tokens.entranceCurve(prefix + "enter-easing")
    let name = try tokens.string(prefix + "entrance")
    guard let entrance = EntranceKind(rawValue: name) else {
      throw TokenError(
        .invalidValue, file: tokens[prefix + "entrance"]?.file, tokenPath: prefix + "entrance",
        message: "\"\(name)\" is not an entrance; an entrance is fade or grow")
    }
    self.entrance = entrance
  }

  /// The token values the timing props fall back to, without their names.
  public var defaults: PresenceDefaults {
    PresenceDefaults(showDelay: showDelay, entrance: entrance, enterDuration: enterDuration)
  }

  /// The timing `props` ask for, with a diagnostic for each value that could not be used.
  ///
  /// A `nil` prop takes its token; a negative time or an unknown entrance takes the token too,
  /// with a diagnostic (LDG-14). The motion dial (`scale`) scales the token enter duration, never
  /// a duration set on a prop, and never the show delay (LDG-15).
  public func resolve(_ props: PresenceProps, motionScale scale: Double)
    -> (showDelay: Double, entrance: EntranceKind, enterDuration: Double, diagnostics: [Diagnostic])
  {
    let showDelay = props.showDelay?.inMilliseconds
    let enterDuration = props.enterDuration?.inMilliseconds
    let resolved = defaults.resolve(
      showDelay: showDelay, entrance: props.entrance?.choice ?? .system,
      enterDuration: enterDuration, motionScale: scale)
    var diagnostics: [Diagnostic] = []
    if resolved.ignored.contains(.showDelay), let showDelay {
      diagnostics.append(
        Self.ignoredTime(
          .invalidShowDelay, prop: "showDelay", given: showDelay, token: prefix + "show-delay",
          using: resolved.showDelay))
    }
    if resolved.ignored.contains(.entrance), let given = props.entrance {
      diagnostics.append(
        Diagnostic(
          .unknownEntrance,
          "entrance \"\(given.name)\" is not auto, fade or grow; using "
            + "\(prefix)entrance (\(entrance.rawValue))"))
    }
    if resolved.ignored.contains(.enterDuration), let enterDuration {
      diagnostics.append(
        Self.ignoredTime(
          .invalidEnterDuration, prop: "enterDuration", given: enterDuration,
          token: prefix + "enter-duration", using: resolved.enterDuration))
    }
    return (resolved.showDelay, resolved.entrance, resolved.enterDuration, diagnostics)
  }

  /// The timing `props` ask for in `environment`: the motion dial read (a dial that cannot be
  /// used is reported and taken as 1) and the props resolved as ``resolve(_:motionScale:)``
  /// does. Every component's resolution begins here.
  public func resolve(_ props: PresenceProps, in environment: ComponentEnvironment)
    -> ResolvedPresence
  {
    let (scale, scaleDiagnostic) = environment.effectiveMotionScale()
    let timing = resolve(props, motionScale: scale)
    return ResolvedPresence(
      showDelay: timing.showDelay, entrance: timing.entrance, enterDuration: timing.enterDuration,
      motionScale: scale, diagnostics: timing.diagnostics + (scaleDiagnostic.map { [$0] } ?? []))
  }

  /// The diagnostic for a time prop that is negative or not finite, and the token used instead.
  public static func ignoredTime(
    _ code: Diagnostic.Code, prop: String, given: Double, token: String, using fallback: Double
  ) -> Diagnostic {
    // A function, not a value: a build that keeps only the codes never calls it.
    func reason() -> String {
      given.isFinite
        ? "\(Milliseconds.format(given)) is negative"
        : "\(given) is not a finite number of milliseconds"
    }
    return Diagnostic(
      code, "\(prop) \(reason()); using \(token) (\(Milliseconds.format(fallback)))")
  }
}

/// Timing props resolved in an environment: what a component needs before it adds its own
/// cycle.
public struct ResolvedPresence: Sendable, Hashable {
  /// The show delay in milliseconds.
  public var showDelay: Double
  /// The entrance.
  public var entrance: EntranceKind
  /// The entrance's length in milliseconds.
  public var enterDuration: Double
  /// The motion dial in use, for the component to scale its own token durations.
  public var motionScale: Double
  /// The fallbacks taken.
  public var diagnostics: [Diagnostic]

  /// The timing with a cycle of `cycleDuration` milliseconds.
  public func timing(cycleDuration: Double) -> PresenceTiming {
    PresenceTiming(
      showDelay: showDelay, entrance: entrance, enterDuration: enterDuration,
      cycleDuration: cycleDuration)
  }
}

/// A design system's timing tokens as numbers: what the timing props fall back to.
public struct PresenceDefaults: Sendable, Hashable {
  /// The show delay in milliseconds.
  public var showDelay: Double
  /// The system's entrance.
  public var entrance: EntranceKind
  /// The enter duration in milliseconds, before the motion dial.
  public var enterDuration: Double

  /// Defaults with the given values.
  public init(showDelay: Double, entrance: EntranceKind, enterDuration: Double) {
    self.showDelay = showDelay
    self.entrance = entrance
    self.enterDuration = enterDuration
  }

  /// The timing the props ask for: each time in milliseconds, `nil` for the token; each value
  /// that cannot be used (a time negative or not finite, an entrance not known) takes the token
  /// and is named in ``PresenceResolution/ignored`` (LDG-14). The motion dial (`scale`) scales
  /// the token enter duration only (LDG-14, LDG-15).
  ///
  /// This is the rule itself, in numbers, for every front: ``PresenceTokens/resolve(_:motionScale:)``
  /// writes its diagnostics from the answer, and the web elements read theirs as flags.
  public func resolve(
    showDelay given: Double?, entrance choice: EntranceChoice, enterDuration givenEnter: Double?,
    motionScale scale: Double
  ) -> PresenceResolution {
    var resolution = PresenceResolution(
      showDelay: showDelay, entrance: entrance, enterDuration: enterDuration * scale, ignored: [])
    if let given {
      if given.isFinite && given >= 0 {
        resolution.showDelay = given
      } else {
        resolution.ignored.insert(.showDelay)
      }
    }
    switch choice {
    case .system: break
    case .kind(let kind): resolution.entrance = kind
    case .unknown: resolution.ignored.insert(.entrance)
    }
    if let givenEnter {
      if givenEnter.isFinite && givenEnter >= 0 {
        resolution.enterDuration = givenEnter
      } else {
        resolution.ignored.insert(.enterDuration)
      }
    }
    return resolution
  }
}

/// Timing props resolved, with the ones that could not be used.
public struct PresenceResolution: Sendable, Hashable {
  /// The timing props whose value was ignored for the token's.
  public struct Ignored: OptionSet, Sendable, Hashable {
    /// The props as bits.
    public var rawValue: UInt8
    /// A set of `rawValue`'s bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// showDelay was negative or not finite.
    public static let showDelay = Ignored(rawValue: 1)
    /// entrance named a kind the component does not know.
    public static let entrance = Ignored(rawValue: 2)
    /// enterDuration was negative or not finite.
    public static let enterDuration = Ignored(rawValue: 4)
  }

  /// The show delay in milliseconds.
  public var showDelay: Double
  /// The entrance.
  public var entrance: EntranceKind
  /// The entrance's length in milliseconds.
  public var enterDuration: Double
  /// What was ignored.
  public var ignored: Ignored
}
