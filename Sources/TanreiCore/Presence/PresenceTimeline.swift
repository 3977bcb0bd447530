/// The one mechanism by which every Tanrei component waits, enters, cycles, pauses and leaves:
/// timed events in, the presence at any moment out, as a pure function of the events.
///
/// The rules are the loading indicator's (LDG-7, LDG-11 … LDG-17), and every component that
/// shows itself after a delay — a skeleton, a progress view, the delayed presence of any
/// content — follows them through this type:
/// - Inserted, a component waits its show delay, taking its box and drawing and exposing
///   nothing; then it is shown and enters over its enter duration on the enter easing, fading or
///   growing, while its cycle starts at the beginning.
/// - Hidden, it keeps counting its delay and runs its entrance to the end, but its cycle pauses
///   and resumes where it stopped.
/// - Removed, it is gone at once — unless its timing asks it to stay shown a minimum time
///   (``PresenceTiming/minimumShown``), when a removal sooner waits until then, and an insertion
///   meanwhile keeps it as it is; inserted again after it has gone, it waits its whole delay
///   again.
/// - The delay, the entrance and its length are fixed at insertion.
/// - Under reduced motion grow enters as fade; where reduced motion removes every animation the
///   component appears at once; the delay is kept.
///
/// Events must come in time order; one timed before the last is applied at the last one's time,
/// with a diagnostic, and one that changes nothing (inserting what is inserted) is ignored with a
/// diagnostic.
public struct PresenceTimeline<Content: PresenceContent>: Sendable {
  // The types behind a timeline are declared outside it, free of its `PresenceContent`
  // requirement: a type nested in a constrained generic is checked against the requirement when
  // the runtime first makes its metadata, and that check searches every conformance in the
  // process, tens of microseconds in the first indicator's path.
  fileprivate typealias Segment = PresenceSegment
  fileprivate typealias Insertion = PresenceInsertion
  fileprivate typealias History = PresenceHistory<Content>
  private typealias Storage = PresenceStorage<Content>

  private var storage: Storage

  /// How many event diagnostics are kept.
  public static var maximumEventDiagnostics: Int { 64 }

  /// A timeline for a component with `content`, not yet inserted.
  public init(
    content: Content, environment: ComponentEnvironment = ComponentEnvironment(),
    enterEasing: CubicBezier
  ) {
    storage = Storage(
      enterEasing: enterEasing,
      history: History(
        segments: [
          Segment(
            start: -.infinity, content: 0, environment: environment, isVisible: true,
            insertion: nil, cycleAtStart: 0,
            cycleDuration: content.presenceTiming.cycleDuration)
        ],
        contents: [content], eventDiagnostics: []))
  }

  // MARK: Reading

  private var segments: [Segment] { storage.history.segments }

  /// How many resolved contents the timeline holds: what a long-lived component's memory grows
  /// with, held flat by ``discardHistory(before:)``.
  var retainedContentCount: Int { storage.history.contents.count }

  /// The content as last set.
  public var content: Content { storage.history.contents[storage.history.latest.content] }
  /// The environment as last set.
  public var environment: ComponentEnvironment { storage.history.latest.environment }
  /// Whether the component is inserted after the last event: not while a removal waits out the
  /// minimum time shown.
  public var isInserted: Bool {
    guard let insertion = storage.history.latest.insertion else { return false }
    return insertion.removalAt == nil
  }
  /// Whether the component is visible after the last event.
  public var isVisible: Bool { storage.history.latest.isVisible }
  /// The time of the last event applied, or `nil` before any.
  public var lastEventTime: Duration? {
    segments.count > 1 || segments[0].start > -.infinity
      ? Duration.fromMilliseconds(storage.history.latest.start) : nil
  }
  /// The diagnostics events raised, with their times (at most ``maximumEventDiagnostics``).
  public var eventDiagnostics: [(time: Duration, diagnostic: Diagnostic)] {
    storage.history.eventDiagnostics
  }

  /// The content in force at `time`.
  public func content(at time: Duration) -> Content {
    let index = storage.history.segmentIndex(at: clamped(time.inMilliseconds))
    return storage.history.contents[segments[index].content]
  }

  /// The presence at `time`, and the index of the content in force then, for
  /// ``withContents(_:)``.
  ///
  /// Components read their frames this way, in two steps, so that a frame retains only the
  /// parts of the content it uses rather than copying the whole of it.
  @inline(__always)
  public func stateAndContent(at time: Duration) -> (state: PresenceState, content: Int) {
    let t = clamped(time.inMilliseconds)
    // Reached through `storage` each time rather than copied out, which would retain its arrays.
    let count = storage.history.segments.count
    // The present, which drivers sample, needs no search.
    let segment =
      t >= storage.history.segments[count - 1].start
      ? storage.history.segments[count - 1]
      : storage.history.segments[storage.history.segmentIndex(at: t)]
    return (state(in: segment, at: t), segment.content)
  }

  /// Lends every content the timeline holds, by the indices ``stateAndContent(at:)`` gives.
  public func withContents<Result>(_ body: (UnsafeBufferPointer<Content>) -> Result) -> Result {
    storage.history.contents.withUnsafeBufferPointer(body)
  }

  /// The presence at `time`.
  public func state(at time: Duration) -> PresenceState {
    stateAndContent(at: time).state
  }

  /// What the presence does from `time` until the next event: when the delay ends, the
  /// entrance, the cycle, a pending removal (see ``PresencePlan``).
  public func plan(at time: Duration) -> PresencePlan {
    let t = clamped(time.inMilliseconds)
    let segment = segments[storage.history.segmentIndex(at: t)]
    let state = state(in: segment, at: t)
    var plan = PresencePlan(time: t, phase: state.phase)
    guard let insertion = segment.insertion, t < insertion.removalAt ?? .infinity else {
      return plan
    }
    plan.shownAt = insertion.shownAt
    plan.removalAt = insertion.removalAt
    plan.entrance = PresencePlan.Entrance(
      kind: segment.environment.reducedMotion ? .fade : insertion.entrance,
      start: insertion.shownAt, duration: Self.enterDuration(of: insertion, in: segment),
      easing: storage.enterEasing)
    if segment.cycleDuration > 0 {
      plan.cycle = PresencePlan.Cycle(
        duration: segment.cycleDuration, progress: Self.cycleFraction(in: segment, at: t),
        isRunning: segment.isVisible)
    }
    return plan
  }

  /// When the presence next changes in a way a front must act on, after `time`: the end of a
  /// delay, ``NextChange/continuous`` while the cycle runs or an entrance is seen, the end of an
  /// entrance that is not seen, the next event already applied, or ``NextChange/none``.
  public func nextChange(after time: Duration) -> NextChange {
    let t = clamped(time.inMilliseconds)
    let index = storage.history.segmentIndex(at: t)
    let segment = segments[index]
    let nextEvent = index + 1 < segments.count ? segments[index + 1].start : nil
    var change: Double?
    if let insertion = segment.insertion, let removal = insertion.removalAt, t >= removal {
      // Gone at its removal: nothing more until the next event.
    } else if let insertion = segment.insertion {
      if t < insertion.shownAt {
        change = insertion.shownAt
      } else {
        let enterEnd = insertion.shownAt + Self.enterDuration(of: insertion, in: segment)
        let animating = segment.isVisible && segment.cycleDuration > 0
        if let removal = insertion.removalAt { change = removal }
        if animating || (t < enterEnd && segment.isVisible) {
          // The front samples every frame; the removal is one of them, so it needs no wake.
          return .continuous
        }
        if t < enterEnd { change = min(change ?? enterEnd, enterEnd) }
      }
    }
    switch (change, nextEvent) {
    case (nil, nil): return .none
    case (let moment?, nil), (nil, let moment?): return .at(Duration.fromMilliseconds(moment))
    case (let moment?, let event?): return .at(Duration.fromMilliseconds(min(moment, event)))
    }
  }

  /// When the presence next changes for a front that shows the cycle in `cycleSteps` equal steps
  /// rather than continuously — and, if `opacityLevels` is given, the entrance's opacity in that
  /// many levels — after `time`.
  ///
  /// As ``nextChange(after:)``, except while the component moves: then the answer is the first
  /// of the start of the next step of the cycle, the moment the entrance reaches the next opacity
  /// level, the entrance's end, and the next event already applied. Without `opacityLevels`, a
  /// visible entrance stays ``NextChange/continuous``. Values below 1 count as 1.
  public func nextChange(
    after time: Duration, cycleSteps steps: Int, opacityLevels levels: Int? = nil
  ) -> NextChange {
    let change = nextChange(after: time)
    guard change == .continuous else { return change }
    let t = clamped(time.inMilliseconds)
    let index = storage.history.segmentIndex(at: t)
    let segment = segments[index]
    guard let insertion = segment.insertion else { return change }
    let enterDuration = Self.enterDuration(of: insertion, in: segment)
    let enterEnd = insertion.shownAt + enterDuration
    var moment = insertion.removalAt ?? .infinity
    if t < enterEnd {
      guard let levels else { return change }
      moment = enterEnd
      if let crossing = nextLevelCrossing(
        after: t, shownAt: insertion.shownAt, enterDuration: enterDuration, levels: levels)
      {
        moment = min(moment, crossing)
      }
    }
    if segment.cycleDuration > 0 {
      let fraction = Self.cycleFraction(in: segment, at: t)
      moment = min(
        moment, t + CycleSteps.remainder(from: fraction, of: steps) * segment.cycleDuration)
    }
    if index + 1 < segments.count { moment = min(moment, segments[index + 1].start) }
    guard moment.isFinite else { return change }
    // A crossing a hair away rounds to this very nanosecond; a front woken then would find
    // nothing new and ask again forever. The next nanosecond is already past it.
    return .at(max(Duration.fromMilliseconds(moment), time + .nanoseconds(1)))
  }

  /// When the entrance's opacity next reaches a new level, found by halving the entrance's
  /// remaining progress: the easing is a curve, not a formula to invert.
  private func nextLevelCrossing(
    after t: Double, shownAt: Double, enterDuration: Double, levels: Int
  ) -> Double? {
    guard enterDuration > 0 else { return nil }
    let easing = storage.enterEasing
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

  /// Before the earliest state kept (after ``discardHistory(before:)``), times read as its start.
  private func clamped(_ t: Double) -> Double {
    max(t, segments[0].start)
  }

  @inline(__always)
  private func state(in segment: Segment, at t: Double) -> PresenceState {
    guard let insertion = segment.insertion, t < insertion.removalAt ?? .infinity else {
      return PresenceState(
        phase: .absent, isVisible: segment.isVisible, opacity: 0, scale: 1, entrance: nil,
        cycleProgress: 0, isAnimating: false, environment: segment.environment)
    }
    guard t >= insertion.shownAt else {
      return PresenceState(
        phase: .waiting, isVisible: segment.isVisible, opacity: 0, scale: 1, entrance: nil,
        cycleProgress: 0, isAnimating: false, environment: segment.environment)
    }
    let enterDuration = Self.enterDuration(of: insertion, in: segment)
    let progress = enterDuration > 0 ? min(1, (t - insertion.shownAt) / enterDuration) : 1
    let eased = progress < 1 ? storage.enterEasing.value(at: progress) : 1
    let entrance: EntranceKind = segment.environment.reducedMotion ? .fade : insertion.entrance
    return PresenceState(
      phase: progress < 1 ? .entering : .shown,
      isVisible: segment.isVisible,
      opacity: eased,
      scale: entrance == .grow ? eased : 1,
      entrance: entrance,
      cycleProgress: Self.cycleFraction(in: segment, at: t),
      isAnimating: segment.isVisible && segment.cycleDuration > 0,
      environment: segment.environment)
  }

  // MARK: Events

  /// Applies `event` at `time`.
  public mutating func apply(_ event: PresenceEvent<Content>, at time: Duration) {
    modify { $0.apply(event, at: time) }
  }

  /// Forgets the states that ended before `time`; times before it then read as the state at it.
  ///
  /// A long-lived component whose driver applies events for hours calls this to keep memory
  /// flat; nothing at or after `time` changes.
  public mutating func discardHistory(before time: Duration) {
    let history = storage.history
    // Contents no segment refers to any more go too: events at one instant replace its segment
    // and leave the contents it referred to before, however many come.
    let unusedContents = history.segments.map { $0.content }.min() ?? 0 > 0
    guard history.segmentIndex(at: time.inMilliseconds) > 0 || unusedContents else { return }
    modify { $0.discard(before: time) }
  }

  /// Changes the history through `body`, letting go of the storage first so that, when no copy
  /// of the timeline shares it, the arrays change in place rather than being copied.
  private mutating func modify(_ body: (inout History) -> Void) {
    let easing = storage.enterEasing
    var history = storage.history
    storage = Storage(enterEasing: easing, history: Self.placeholder(from: history))
    body(&history)
    storage = Storage(enterEasing: easing, history: history)
  }

  private static func placeholder(from history: History) -> History {
    History(segments: [history.latest], contents: [], eventDiagnostics: [])
  }

  // MARK: Rules shared by reading and events

  /// How long the entrance runs in `segment`: not at all when it begins while every animation
  /// is removed.
  fileprivate static func enterDuration(of insertion: Insertion, in segment: Segment) -> Double {
    if segment.environment.removesAllAnimations && insertion.shownAt >= segment.start { return 0 }
    return insertion.enterDuration
  }

  /// The place in the cycle at `t`: 0 until shown, then advancing only while visible, carried
  /// across events so that nothing jumps.
  @inline(__always)
  fileprivate static func cycleFraction(in segment: Segment, at t: Double) -> Double {
    guard let insertion = segment.insertion, t >= insertion.shownAt else { return 0 }
    let alreadyShown = segment.start >= insertion.shownAt
    let base = alreadyShown ? segment.cycleAtStart : 0
    let duration = segment.cycleDuration
    guard segment.isVisible, duration > 0 else { return base }
    let from = alreadyShown ? segment.start : insertion.shownAt
    let fraction = base + (t - from) / duration
    return fraction - Numerics.roundedDown(fraction)
  }
}

extension PresenceHistory where Content: PresenceContent {
  fileprivate typealias Rules = PresenceTimeline<Content>

  fileprivate var latest: PresenceSegment {
    // Never empty: a timeline starts with its initial segment and nothing removes the last.
    segments[segments.count - 1]
  }

  fileprivate func segmentIndex(at t: Double) -> Int {
    // The last segment starting at or before t; index 0 when t comes before them all.
    var low = 0
    var high = segments.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if segments[middle].start <= t { low = middle } else { high = middle - 1 }
    }
    return low
  }

  fileprivate mutating func apply(_ event: PresenceEvent<Content>, at time: Duration) {
    var t = time.inMilliseconds
    let previous = latest
    if t < previous.start {
      report(
        Diagnostic(
          .eventOutOfOrder,
          "\(Self.describe(event)) at \(Milliseconds.format(t)) comes before an event already "
            + "applied at \(Milliseconds.format(previous.start)); applied then"),
        at: Duration.fromMilliseconds(previous.start))
      t = previous.start
    }
    var next = previous
    next.start = t
    if let removal = next.insertion?.removalAt, t >= removal {
      // A removal that waited out the minimum time shown is done by now.
      next.insertion = nil
    }
    next.cycleAtStart = next.insertion == nil ? 0 : Rules.cycleFraction(in: previous, at: t)
    if var insertion = next.insertion, t >= insertion.shownAt {
      // The entrance has begun: fix how long it runs as the state before this event had it.
      insertion.enterDuration = Rules.enterDuration(of: insertion, in: previous)
      next.insertion = insertion
    }

    switch event {
    case .insert:
      if var lingering = next.insertion, lingering.removalAt != nil {
        // Inserted again while it stays out its minimum time: it stays, as it is.
        lingering.removalAt = nil
        next.insertion = lingering
        break
      }
      guard next.insertion == nil else {
        report(Diagnostic(.redundantEvent, "insert ignored: already inserted"), at: time)
        return
      }
      let timing = contents[next.content].presenceTiming
      next.insertion = PresenceInsertion(
        shownAt: t + timing.showDelay, entrance: timing.entrance,
        enterDuration: timing.enterDuration, minimumShown: timing.minimumShown)
      next.cycleAtStart = 0
    case .remove:
      guard var insertion = next.insertion, insertion.removalAt == nil else {
        report(Diagnostic(.redundantEvent, "remove ignored: not inserted"), at: time)
        return
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
    case .setContent(let content):
      if contents[next.content] != content {
        contents.append(content)
        next.content = contents.count - 1
      }
      next.cycleDuration = content.presenceTiming.cycleDuration
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

    if t == previous.start && (segments.count > 1 || previous.start > -.infinity) {
      segments[segments.count - 1] = next
    } else {
      segments.append(next)
    }
  }

  fileprivate mutating func discard(before time: Duration) {
    let index = segmentIndex(at: time.inMilliseconds)
    // The first segment kept keeps its start, so the cycle carries on from where it was.
    if index > 0 { segments.removeFirst(index) }
    let firstUsed = segments.map { $0.content }.min() ?? 0
    guard firstUsed > 0 else { return }
    contents.removeFirst(firstUsed)
    for position in segments.indices { segments[position].content -= firstUsed }
  }

  private mutating func report(_ diagnostic: Diagnostic, at time: Duration) {
    if eventDiagnostics.count < Rules.maximumEventDiagnostics {
      eventDiagnostics.append((time, diagnostic))
    }
  }

  private static func describe(_ event: PresenceEvent<Content>) -> String {
    switch event {
    case .insert: "insert"
    case .remove: "remove"
    case .hide: "hide"
    case .show: "show"
    case .setContent: "set"
    case .setEnvironment: "environment"
    }
  }
}

/// The state of a timeline between two events. The first starts at -∞ and holds the initial
/// state.
///
/// A segment holds plain values only and refers to its content by index, so that reading one
/// costs no reference counting.
private struct PresenceSegment: Sendable {
  var start: Double
  var content: Int
  var environment: ComponentEnvironment
  var isVisible: Bool
  var insertion: PresenceInsertion?
  /// The place in the cycle at `start`, when the component was already shown then.
  var cycleAtStart: Double
  /// The content's cycle duration, kept here for the hot path.
  var cycleDuration: Double
}

/// What an insertion fixed when it began.
private struct PresenceInsertion: Sendable {
  var shownAt: Double
  var entrance: EntranceKind
  /// The entrance's length as it runs; shortened if every animation is removed mid-way.
  var enterDuration: Double
  /// How long it stays once shown before a removal takes it away.
  var minimumShown: Double
  /// When a removal made before the minimum time was up takes it away, or `nil`.
  var removalAt: Double? = nil
}

/// A timeline's states between events, the contents they refer to, and what the events
/// reported.
private struct PresenceHistory<Content: Sendable>: Sendable {
  var segments: [PresenceSegment]
  var contents: [Content]
  var eventDiagnostics: [(time: Duration, diagnostic: Diagnostic)]
}

/// Everything behind a timeline's one immutable reference: a timeline is one word, reading a
/// state retains nothing and needs no exclusivity check, and an event builds a new one (see
/// `PresenceTimeline.modify`).
private final class PresenceStorage<Content: Sendable>: Sendable {
  let enterEasing: CubicBezier
  let history: PresenceHistory<Content>

  init(enterEasing: CubicBezier, history: PresenceHistory<Content>) {
    self.enterEasing = enterEasing
    self.history = history
  }
}
