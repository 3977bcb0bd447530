/// A component's presence as the events so far have left it: what the rules of waiting,
/// entering, cycling, pausing and leaving make of it from its last event until the next.
///
/// This is where those rules live (LDG-7, LDG-11 … LDG-17); ``PresenceTimeline`` keeps a history
/// of these values, one per event, so that any moment can be read back, and a front that only
/// ever asks about the present (the web elements) keeps just the latest. Every time is a number
/// of milliseconds on the component's timeline. The value holds numbers and flags only — no
/// text, no collection, no reference — so it is free to copy and costs a WebAssembly build
/// nothing beyond its arithmetic.
public struct Presence: Sendable, Hashable, BitwiseCopyable {
  /// What happens to a presence at a moment.
  public enum Change: Sendable, Hashable {
    /// Put into a view: the show delay of `timing` starts, and its entrance and minimum time
    /// shown are fixed until the component is removed.
    case insert(PresenceTiming)
    /// Taken out: gone at once, unless it must still stay its minimum time shown.
    case remove
    /// No longer seen: the cycle pauses; the delay and the entrance run on.
    case hide
    /// Seen again: the cycle resumes where it paused.
    case show
    /// The component's cycle is now this many milliseconds long (0: it does not move); the
    /// place in the cycle is kept.
    case setCycleDuration(Double)
    /// The whole environment changes at once.
    case setEnvironment(ComponentEnvironment)
  }

  /// An event that changed nothing and was ignored.
  public enum Ignored: Sendable, Hashable {
    /// An insertion of what is inserted.
    case alreadyInserted
    /// A removal of what is not inserted.
    case notInserted
  }

  /// What applying one event did besides its effect.
  public struct Outcome: Sendable, Hashable {
    /// The time the event took effect: its own, or that of the event before it when it came
    /// out of order.
    public var appliedAt: Double
    /// Whether it came before the event already applied.
    public var cameOutOfOrder: Bool
    /// Why it changed nothing, when it did not.
    public var ignored: Ignored?
  }

  /// When the last event took effect; −∞ before any.
  public private(set) var since: Double
  /// The environment in force.
  public private(set) var environment: ComponentEnvironment
  /// Whether the place the component is in can be seen.
  public private(set) var isVisible: Bool
  /// What the current insertion fixed when it began; `nil` while not inserted.
  private var insertion: Insertion?
  /// The place in the cycle at ``since``, when the component was already shown then.
  private var cycleAtStart: Double
  /// The cycle's length in milliseconds.
  public private(set) var cycleDuration: Double

  /// What an insertion fixed when it began.
  private struct Insertion: Sendable, Hashable {
    var shownAt: Double
    var entrance: EntranceKind
    /// The entrance's length as it runs; shortened if every animation is removed mid-way.
    var enterDuration: Double
    /// How long it stays once shown before a removal takes it away.
    var minimumShown: Double
    /// When a removal made before the minimum time was up takes it away, or `nil`.
    var removalAt: Double? = nil
  }

  /// A component with a cycle of `cycleDuration` milliseconds in `environment`, visible and not
  /// yet inserted.
  public init(environment: ComponentEnvironment = ComponentEnvironment(), cycleDuration: Double) {
    since = -.infinity
    self.environment = environment
    isVisible = true
    insertion = nil
    cycleAtStart = 0
    self.cycleDuration = cycleDuration
  }

  /// Whether the component is inserted: not while a removal waits out the minimum time shown.
  public var isInserted: Bool {
    guard let insertion else { return false }
    return insertion.removalAt == nil
  }

  /// When the current insertion is, or was, shown; `nil` while not inserted.
  public var shownAt: Double? { insertion?.shownAt }

  // MARK: Reading

  /// Where the presence stands at `t`, at or after ``since``, entering on `enterEasing`.
  @inline(__always)
  public func state(at t: Double, enterEasing: CubicBezier) -> PresenceState {
    guard let insertion, t < insertion.removalAt ?? .infinity else {
      return PresenceState(
        phase: .absent, isVisible: isVisible, opacity: 0, scale: 1, entrance: nil,
        cycleProgress: 0, isAnimating: false, environment: environment)
    }
    guard t >= insertion.shownAt else {
      return PresenceState(
        phase: .waiting, isVisible: isVisible, opacity: 0, scale: 1, entrance: nil,
        cycleProgress: 0, isAnimating: false, environment: environment)
    }
    let enterDuration = runningEnterDuration(of: insertion)
    let progress = enterDuration > 0 ? min(1, (t - insertion.shownAt) / enterDuration) : 1
    let eased = progress < 1 ? enterEasing.value(at: progress) : 1
    let entrance: EntranceKind = environment.reducedMotion ? .fade : insertion.entrance
    return PresenceState(
      phase: progress < 1 ? .entering : .shown,
      isVisible: isVisible,
      opacity: eased,
      scale: entrance == .grow ? eased : 1,
      entrance: entrance,
      cycleProgress: cycleFraction(at: t),
      isAnimating: isVisible && cycleDuration > 0,
      environment: environment)
  }

  /// The phase at `t`, at or after ``since``: what a front that draws nothing itself needs.
  public func phase(at t: Double) -> PresencePhase {
    guard let insertion, t < insertion.removalAt ?? .infinity else { return .absent }
    guard t >= insertion.shownAt else { return .waiting }
    let enterDuration = runningEnterDuration(of: insertion)
    // The same comparison as `state(at:enterEasing:)`'s, so the two never disagree.
    return enterDuration > 0 && (t - insertion.shownAt) / enterDuration < 1 ? .entering : .shown
  }

  /// What the presence does from `t` until the next event, as numbers (see
  /// ``PresenceSchedule``).
  public func schedule(at t: Double) -> PresenceSchedule {
    var schedule = PresenceSchedule(phase: phase(at: t))
    guard let insertion, t < insertion.removalAt ?? .infinity else { return schedule }
    schedule.shownAt = insertion.shownAt
    schedule.removalAt = insertion.removalAt
    schedule.entrance = environment.reducedMotion ? .fade : insertion.entrance
    schedule.enterDuration = runningEnterDuration(of: insertion)
    schedule.cycleDuration = cycleDuration
    schedule.cycleProgress = cycleFraction(at: t)
    schedule.isCycleRunning = isVisible && cycleDuration > 0
    return schedule
  }

  /// What the presence does from `t` until the next event, entering on `enterEasing` (see
  /// ``PresencePlan``).
  public func plan(at t: Double, enterEasing: CubicBezier) -> PresencePlan {
    let schedule = schedule(at: t)
    var plan = PresencePlan(time: t, phase: schedule.phase)
    guard let shownAt = schedule.shownAt else { return plan }
    plan.shownAt = shownAt
    plan.removalAt = schedule.removalAt
    plan.entrance = PresencePlan.Entrance(
      kind: schedule.entrance, start: shownAt, duration: schedule.enterDuration,
      easing: enterEasing)
    if schedule.cycleDuration > 0 {
      plan.cycle = PresencePlan.Cycle(
        duration: schedule.cycleDuration, progress: schedule.cycleProgress,
        isRunning: schedule.isCycleRunning)
    }
    return plan
  }

  /// When the presence next changes in a way a front must act on, after `t`, with no event in
  /// between: the end of a delay, `-∞` while the cycle runs or an entrance is seen (every frame
  /// changes), the end of an entrance that is not seen, a pending removal, or `+∞` for none.
  public func nextChange(after t: Double) -> Double {
    guard let insertion else { return .infinity }
    if let removal = insertion.removalAt, t >= removal { return .infinity }
    if t < insertion.shownAt { return insertion.shownAt }
    let enterEnd = insertion.shownAt + runningEnterDuration(of: insertion)
    // The front samples every frame; a removal is one of them, so it needs no wake.
    if isVisible && (cycleDuration > 0 || t < enterEnd) { return -.infinity }
    var change = insertion.removalAt ?? .infinity
    if t < enterEnd { change = min(change, enterEnd) }
    return change
  }

  /// When a front that moves the cycle in `steps` equal steps, and shows the entrance's opacity
  /// in `levels` levels if given, must next draw, after `t`, while ``nextChange(after:)`` says
  /// every frame changes: `+∞` when no step comes, and `nil` while every frame changes all the
  /// same (an entrance seen, with no `levels`).
  func nextSteppedChange(
    after t: Double, cycleSteps steps: Int, opacityLevels levels: Int?, enterEasing: CubicBezier
  ) -> Double? {
    guard let insertion else { return .infinity }
    let enterDuration = runningEnterDuration(of: insertion)
    let enterEnd = insertion.shownAt + enterDuration
    var moment = insertion.removalAt ?? .infinity
    if t < enterEnd {
      guard let levels else { return nil }
      moment = enterEnd
      if let crossing = Self.nextLevelCrossing(
        after: t, shownAt: insertion.shownAt, enterDuration: enterDuration, levels: levels,
        easing: enterEasing)
      {
        moment = min(moment, crossing)
      }
    }
    if cycleDuration > 0 {
      moment = min(
        moment, t + CycleSteps.remainder(from: cycleFraction(at: t), of: steps) * cycleDuration)
    }
    return moment
  }

  /// When the entrance's opacity next reaches a new level, found by halving the entrance's
  /// remaining progress: the easing is a curve, not a formula to invert.
  private static func nextLevelCrossing(
    after t: Double, shownAt: Double, enterDuration: Double, levels: Int, easing: CubicBezier
  ) -> Double? {
    guard enterDuration > 0 else { return nil }
    let progress = min(1, max(0, (t - shownAt) / enterDuration))
    let level = OpacityLevels.level(of: easing.value(at: progress), levels: levels)
    guard level < max(1, levels) else { return nil }
    let target = OpacityLevels.threshold(of: level + 1, levels: levels)
    var low = progress
    var high = 1.0
    guard easing.value(at: high) >= target else { return nil }
    for _ in 0..<48 where high - low > 1e-12 {
      let middle = (low + high) / 2
      if easing.value(at: middle) >= target { high = middle } else { low = middle }
    }
    // The later end of the last interval, so the state read then is at the new level.
    return shownAt + high * enterDuration
  }

  /// How long the entrance runs: not at all when it begins while every animation is removed.
  @inline(__always)
  private func runningEnterDuration(of insertion: Insertion) -> Double {
    if environment.removesAllAnimations && insertion.shownAt >= since { return 0 }
    return insertion.enterDuration
  }

  /// The place in the cycle at `t`: 0 until shown, then advancing only while visible, carried
  /// across events so that nothing jumps.
  @inline(__always)
  private func cycleFraction(at t: Double) -> Double {
    guard let insertion, t >= insertion.shownAt else { return 0 }
    let alreadyShown = since >= insertion.shownAt
    let base = alreadyShown ? cycleAtStart : 0
    guard isVisible, cycleDuration > 0 else { return base }
    let from = alreadyShown ? since : insertion.shownAt
    let fraction = base + (t - from) / cycleDuration
    return fraction - Numerics.roundedDown(fraction)
  }

  // MARK: Events

  /// Applies `change` at `time`, or at ``since`` when `time` comes before it; an event that
  /// would change nothing (inserting what is inserted) leaves the presence as it was.
  @discardableResult
  public mutating func apply(_ change: Change, at time: Double) -> Outcome {
    let t = max(time, since)
    var outcome = Outcome(appliedAt: t, cameOutOfOrder: time < since, ignored: nil)
    var next = self
    next.since = t
    if let removal = next.insertion?.removalAt, t >= removal {
      // A removal that waited out the minimum time shown is done by now.
      next.insertion = nil
    }
    next.cycleAtStart = next.insertion == nil ? 0 : cycleFraction(at: t)
    if var insertion = next.insertion, t >= insertion.shownAt {
      // The entrance has begun: fix how long it runs as the state before this event had it.
      insertion.enterDuration = runningEnterDuration(of: insertion)
      next.insertion = insertion
    }

    switch change {
    case .insert(let timing):
      if var lingering = next.insertion, lingering.removalAt != nil {
        // Inserted again while it stays out its minimum time: it stays, as it is.
        lingering.removalAt = nil
        next.insertion = lingering
        break
      }
      guard next.insertion == nil else {
        outcome.ignored = .alreadyInserted
        return outcome
      }
      next.insertion = Insertion(
        shownAt: t + timing.showDelay, entrance: timing.entrance,
        enterDuration: timing.enterDuration, minimumShown: timing.minimumShown)
      next.cycleAtStart = 0
    case .remove:
      guard var insertion = next.insertion, insertion.removalAt == nil else {
        outcome.ignored = .notInserted
        return outcome
      }
      let staysUntil = insertion.shownAt + insertion.minimumShown
      if insertion.minimumShown > 0, t >= insertion.shownAt, t < staysUntil {
        // Shown, but not yet for its minimum time: it goes when that time is up.
        insertion.removalAt = staysUntil
        next.insertion = insertion
      } else {
        next.insertion = nil
        next.cycleAtStart = 0
      }
    case .hide:
      next.isVisible = false
    case .show:
      next.isVisible = true
    case .setCycleDuration(let duration):
      next.cycleDuration = duration
    case .setEnvironment(let environment):
      next.environment = environment
    }

    if var insertion = next.insertion, next.environment.removesAllAnimations,
      t >= insertion.shownAt
    {
      // Every animation is removed from now on: an entrance under way ends here.
      insertion.enterDuration = min(insertion.enterDuration, t - insertion.shownAt)
      next.insertion = insertion
    }
    self = next
    return outcome
  }
}
