/// The one mechanism by which every Tanrei component waits, enters, cycles, pauses and leaves:
/// timed events in, the presence at any moment out, as a pure function of the events.
///
/// The rules are the loading indicator's (LDG-7, LDG-11 … LDG-17), kept in ``Presence``; a
/// timeline is the history of its values, one per event, and every component that
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
            presence: Presence(
              environment: environment, cycleDuration: content.presenceTiming.cycleDuration),
            content: 0)
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
  public var environment: ComponentEnvironment { storage.history.latest.presence.environment }
  /// Whether the component is inserted after the last event: not while a removal waits out the
  /// minimum time shown.
  public var isInserted: Bool { storage.history.latest.presence.isInserted }
  /// Whether the component is visible after the last event.
  public var isVisible: Bool { storage.history.latest.presence.isVisible }
  /// The time of the last event applied, or `nil` before any.
  public var lastEventTime: Duration? {
    let since = storage.history.latest.presence.since
    return since > -.infinity ? Duration.fromMilliseconds(since) : nil
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
      t >= storage.history.segments[count - 1].presence.since
      ? storage.history.segments[count - 1]
      : storage.history.segments[storage.history.segmentIndex(at: t)]
    return (segment.presence.state(at: t, enterEasing: storage.enterEasing), segment.content)
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
    return segments[storage.history.segmentIndex(at: t)].presence.plan(
      at: t, enterEasing: storage.enterEasing)
  }

  /// When the presence next changes in a way a front must act on, after `time`: the end of a
  /// delay, ``NextChange/continuous`` while the cycle runs or an entrance is seen, the end of an
  /// entrance that is not seen, the next event already applied, or ``NextChange/none``.
  public func nextChange(after time: Duration) -> NextChange {
    let t = clamped(time.inMilliseconds)
    let index = storage.history.segmentIndex(at: t)
    let change = segments[index].presence.nextChange(after: t)
    guard change > -.infinity else { return .continuous }
    let nextEvent = index + 1 < segments.count ? segments[index + 1].presence.since : .infinity
    let moment = min(change, nextEvent)
    return moment.isFinite ? .at(Duration.fromMilliseconds(moment)) : .none
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
    guard
      var moment = segments[index].presence.nextSteppedChange(
        after: t, cycleSteps: steps, opacityLevels: levels, enterEasing: storage.enterEasing)
    else { return change }
    if index + 1 < segments.count { moment = min(moment, segments[index + 1].presence.since) }
    guard moment.isFinite else { return change }
    // A crossing a hair away rounds to this very nanosecond; a front woken then would find
    // nothing new and ask again forever. The next nanosecond is already past it.
    return .at(max(Duration.fromMilliseconds(moment), time + .nanoseconds(1)))
  }

  /// Before the earliest state kept (after ``discardHistory(before:)``), times read as its start.
  private func clamped(_ t: Double) -> Double {
    max(t, segments[0].presence.since)
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
}

extension PresenceHistory where Content: PresenceContent {
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
      if segments[middle].presence.since <= t { low = middle } else { high = middle - 1 }
    }
    return low
  }

  fileprivate mutating func apply(_ event: PresenceEvent<Content>, at time: Duration) {
    let previous = latest
    var next = previous
    let change: Presence.Change
    switch event {
    case .insert: change = .insert(contents[previous.content].presenceTiming)
    case .remove: change = .remove
    case .hide: change = .hide
    case .show: change = .show
    case .setContent(let content):
      if contents[next.content] != content {
        contents.append(content)
        next.content = contents.count - 1
      }
      change = .setCycleDuration(content.presenceTiming.cycleDuration)
    case .setEnvironment(let environment): change = .setEnvironment(environment)
    }
    let outcome = next.presence.apply(change, at: time.inMilliseconds)
    if outcome.cameOutOfOrder {
      report(
        Diagnostic(
          .eventOutOfOrder,
          "\(Self.describe(event)) at \(Milliseconds.format(time.inMilliseconds)) comes before "
            + "an event already applied at \(Milliseconds.format(outcome.appliedAt)); applied then"),
        at: Duration.fromMilliseconds(outcome.appliedAt))
    }
    switch outcome.ignored {
    case .alreadyInserted?:
      report(Diagnostic(.redundantEvent, "insert ignored: already inserted"), at: time)
      return
    case .notInserted?:
      report(Diagnostic(.redundantEvent, "remove ignored: not inserted"), at: time)
      return
    case nil:
      break
    }
    if outcome.appliedAt == previous.presence.since && previous.presence.since > -.infinity {
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
    if eventDiagnostics.count < PresenceTimeline<Content>.maximumEventDiagnostics {
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

/// The presence between two events, and the content it draws with, by index: plain values
/// only, so that reading one costs no reference counting. The first holds the initial state.
private struct PresenceSegment: Sendable {
  var presence: Presence
  var content: Int
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
