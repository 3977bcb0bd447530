/// Any content shown after a delay: the wait-then-enter of the loading indicator, for a
/// skeleton, a progress view or anything else, through the same ``PresenceTimeline``.
///
/// Insert when the wait starts and remove when it ends. A wait that ends within the delay shows
/// and exposes nothing; one that ends after it takes the content away at once — or, with a
/// ``DelayedPresenceProps/minimumShown`` time, once the content has been shown that long, so
/// that a wait that outlasts the delay by a moment does not flash it. While the delay runs the
/// content keeps its box, so nothing moves when it appears.
///
/// ```swift
/// import TanreiCore
///
/// var presence = ComponentLifecycle<DelayedPresence>(
///   props: DelayedPresenceProps(box: BoxSize(width: 320, height: 120)), tokens: .tanrei)
/// presence.apply(.insert, at: .zero)
/// print(presence.frame(at: .milliseconds(200)).isExposed)  // false: still waiting
/// ```
public enum DelayedPresence: TimedComponent {
  /// Resolves the timing props against the system's presence tokens.
  public static func resolve(
    _ props: DelayedPresenceProps, tokens: PresenceTokens, environment: ComponentEnvironment
  ) -> ResolvedDelayedPresence {
    let timing = tokens.resolve(props.presence, in: environment)
    var diagnostics = timing.diagnostics
    let box = BoxSize(
      width: props.box.width.nonNegativeLength("box width", diagnostics: &diagnostics),
      height: props.box.height.nonNegativeLength("box height", diagnostics: &diagnostics))
    var minimumShown = 0.0
    if let given = props.minimumShown {
      let milliseconds = given.inMilliseconds
      if milliseconds >= 0 {
        minimumShown = milliseconds
      } else {
        diagnostics.append(
          Diagnostic(
            .invalidMinimumShown,
            "minimumShown \(Milliseconds.format(milliseconds)) is negative; the content goes "
              + "as soon as it is removed"))
      }
    }
    var presenceTiming = timing.timing(cycleDuration: 0)
    presenceTiming.minimumShown = minimumShown
    return ResolvedDelayedPresence(
      props: props, tokens: tokens, box: box, presenceTiming: presenceTiming,
      diagnostics: diagnostics)
  }

  /// The presence as a frame: the box kept from insertion, exposure only once shown.
  public static func frame(
    _ state: PresenceState, _ resolved: ResolvedDelayedPresence, at time: Duration
  )
    -> DelayedPresenceFrame
  {
    DelayedPresenceFrame(presence: FramePresence(state, at: time, box: resolved.box))
  }

  /// The presence as a frame, the box read in place.
  @inline(__always)
  public static func frame(
    _ state: PresenceState, reading pointer: UnsafePointer<ResolvedDelayedPresence>,
    at time: Duration
  ) -> DelayedPresenceFrame {
    DelayedPresenceFrame(presence: FramePresence(state, at: time, box: pointer.pointee.box))
  }

  /// The system's enter easing.
  public static func enterEasing(_ tokens: PresenceTokens) -> CubicBezier { tokens.enterEasing }
}

/// What delayed content is given: the box it takes, its timing props, and how long it stays
/// once shown.
public struct DelayedPresenceProps: Sendable, Hashable {
  /// The size of the content, kept from the moment it is inserted.
  public var box: BoxSize
  /// The show delay, entrance and enter duration; `nil` takes the system's tokens.
  public var presence: PresenceProps
  /// Once shown, how long the content stays before a removal takes it away: a removal sooner
  /// waits until then, and an insertion meanwhile keeps it. `nil` (the default) takes it away at
  /// once; a negative time does too, with a diagnostic. Fixed at insertion, like the delay.
  public var minimumShown: Duration?

  /// Props for content of `box`.
  public init(
    box: BoxSize, presence: PresenceProps = PresenceProps(), minimumShown: Duration? = nil
  ) {
    self.box = box
    self.presence = presence
    self.minimumShown = minimumShown
  }
}

/// Delayed presence resolved: the box (negative or non-finite sides become 0, with a
/// diagnostic) and the timing.
public struct ResolvedDelayedPresence: ResolvedComponent, Hashable {
  /// The props as given.
  public var props: DelayedPresenceProps
  /// The system's presence tokens.
  public var tokens: PresenceTokens
  /// The box the content takes.
  public var box: BoxSize
  /// The delay and entrance.
  public var presenceTiming: PresenceTiming
  /// The fallbacks taken.
  public var diagnostics: [Diagnostic]
}

/// Delayed content at one moment.
public struct DelayedPresenceFrame: Sendable, Hashable {
  /// Its time, phase, box, visibility, entrance and whether it moves.
  public var presence: FramePresence

  /// Whether the content is drawn and in the accessibility tree: only once its delay has passed.
  public var isExposed: Bool { isShown }
}

extension PresenceTokens {
  /// The default Tanrei system's timing for delayed content (`comp.presence`).
  public static let tanrei = compiledIn(.tanrei, PresenceTokens.init(system:))
  /// Appetite UI's timing for delayed content (`comp.presence`).
  public static let appetite = compiledIn(.appetite, PresenceTokens.init(system:))

  /// Reads the timing for delayed content (`comp.presence`) from `system`.
  public init(system: DesignSystem) throws(TokenError) {
    try self.init(tokens: system.tokens, group: "comp.presence")
  }
}
