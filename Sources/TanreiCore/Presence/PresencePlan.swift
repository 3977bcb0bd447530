/// What a component's presence does from a moment on, for a front that animates by itself —
/// SwiftUI's animations, the browser's compositor — rather than asking for a frame at every
/// moment: when the delay ends, how the entrance runs, how the cycle turns, and when a pending
/// removal comes. Times are milliseconds on the timeline.
///
/// It holds until the next event; a front asks again after each.
public struct PresencePlan: Sendable, Hashable {
  /// How the entrance runs.
  public struct Entrance: Sendable, Hashable {
    /// Fade or grow (grow is already fade under reduced motion).
    public var kind: EntranceKind
    /// When it starts: the end of the delay.
    public var start: Double
    /// How long it lasts; 0 shows the component whole at once.
    public var duration: Double
    /// The curve it eases on, from opacity (and scale) 0 to 1.
    public var easing: CubicBezier

    /// An entrance of `kind` from `start`, `duration` long, on `easing`.
    public init(kind: EntranceKind, start: Double, duration: Double, easing: CubicBezier) {
      self.kind = kind
      self.start = start
      self.duration = duration
      self.easing = easing
    }
  }

  /// How the component's own cycle (a turn, a pulse, dots) runs.
  public struct Cycle: Sendable, Hashable {
    /// One cycle's length.
    public var duration: Double
    /// The place in the cycle at the plan's moment, 0..<1.
    public var progress: Double
    /// Whether it turns: while the component can be seen, from the later of the plan's moment
    /// and ``PresencePlan/shownAt``. While hidden it holds at ``progress`` (LDG-7).
    public var isRunning: Bool

    /// A cycle of `duration`, at `progress`, running or held.
    public init(duration: Double, progress: Double, isRunning: Bool) {
      self.duration = duration
      self.progress = progress
      self.isRunning = isRunning
    }
  }

  /// The moment the plan is for.
  public var time: Double
  /// The phase at that moment.
  public var phase: PresencePhase
  /// When the delay ends, the component shown: in the future while it waits, in the past once
  /// shown; `nil` while it is not inserted.
  public var shownAt: Double?
  /// The entrance, from ``shownAt``; `nil` while not inserted.
  public var entrance: Entrance?
  /// The cycle, `nil` for a component that does not move (or does not while reduced motion
  /// stills it).
  public var cycle: Cycle?
  /// When a removal that waits out the minimum time shown takes the component away, if one does.
  public var removalAt: Double?

  /// A plan for a component absent at `time`, or one with the given parts.
  public init(
    time: Double, phase: PresencePhase = .absent, shownAt: Double? = nil,
    entrance: Entrance? = nil, cycle: Cycle? = nil, removalAt: Double? = nil
  ) {
    self.time = time
    self.phase = phase
    self.shownAt = shownAt
    self.entrance = entrance
    self.cycle = cycle
    self.removalAt = removalAt
  }
}
