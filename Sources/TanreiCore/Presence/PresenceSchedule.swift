/// A presence's plan from one moment until its next event, in numbers only: when the delay
/// ends, how long the entrance runs, where the cycle stands and whether it turns.
///
/// ``PresencePlan`` is the same with the entrance's curve; this form is for a front that keeps
/// its curves apart, such as the web elements, whose module then never builds one.
public struct PresenceSchedule: Sendable, Hashable {
  /// The phase at the moment the schedule is for.
  public var phase: PresencePhase
  /// When the delay ends: in the future while it waits, in the past once shown; `nil` while not
  /// inserted.
  public var shownAt: Double?
  /// When a removal that waits out the minimum time shown takes the component away, if one does.
  public var removalAt: Double?
  /// The entrance drawn from ``shownAt`` (grow is already fade under reduced motion).
  public var entrance: EntranceKind
  /// How long the entrance runs; 0 shows the component whole at once.
  public var enterDuration: Double
  /// One cycle's length; 0 for a component that does not move.
  public var cycleDuration: Double
  /// The place in the cycle at the schedule's moment, 0..<1.
  public var cycleProgress: Double
  /// Whether the cycle turns from that moment (or from ``shownAt``, if later): not while hidden
  /// (LDG-7).
  public var isCycleRunning: Bool

  /// A schedule in `phase` with nothing planned.
  public init(
    phase: PresencePhase, shownAt: Double? = nil, removalAt: Double? = nil,
    entrance: EntranceKind = .fade, enterDuration: Double = 0, cycleDuration: Double = 0,
    cycleProgress: Double = 0, isCycleRunning: Bool = false
  ) {
    self.phase = phase
    self.shownAt = shownAt
    self.removalAt = removalAt
    self.entrance = entrance
    self.enterDuration = enterDuration
    self.cycleDuration = cycleDuration
    self.cycleProgress = cycleProgress
    self.isCycleRunning = isCycleRunning
  }
}
