/// The loading indicator's behaviour over time: a value that takes timed events and answers, as a
/// pure function of them, the frame at any moment.
///
/// Apply events in time order with ``apply(_:at:)``; ask ``frame(at:)`` for any time, before or
/// after the last event; ask ``nextChange(after:)`` when a front must next act. Nothing here
/// reads a clock: times are `Duration`s on a timeline whose origin the caller chooses, and the
/// same events always give the same frames.
///
/// The rules, in order of the spec:
/// - Inserted, the indicator waits its show delay, taking its full box and drawing and exposing
///   nothing (LDG-11); then it is shown, exposed as a busy progressbar (LDG-5, LDG-12), and
///   enters over its enter duration on the enter easing, fading or growing (LDG-13), while the
///   turn — or under reduced motion the pulse (LDG-4) — starts at the beginning of a cycle.
/// - Hidden, it keeps counting its delay (LDG-15) and runs its entrance to the end (LDG-13), but
///   its cycle pauses and resumes where it stopped (LDG-7).
/// - Removed, it disappears at once; inserted again, it waits its whole delay again (LDG-16).
/// - The delay, the entrance and its length are fixed at insertion: changing them while they run
///   finishes the running ones as they began and applies from the next insertion (LDG-16).
/// - Under reduced motion grow enters as fade; where reduced motion removes every animation the
///   indicator appears at once (LDG-13); the delay is kept (LDG-15).
/// - A change of direction redraws nothing and keeps the cycle's place (LDG-8, LDG-17).
public struct LoadingIndicatorLifecycle: Sendable {
  /// The tokens the indicator resolves its props with, shared with every indicator of the system.
  public var tokens: LoadingIndicatorTokens { storage.tokens }

  /// Everything a lifecycle holds, behind one immutable reference: a lifecycle is one word, and
  /// reading a frame neither retains its parts nor pays for exclusivity checks, which a class's
  /// `var` properties would need. An event builds a new one (see `modify(_:)`).
  private final class Storage: Sendable {
    let tokens: LoadingIndicatorTokens
    let history: History
    /// The last state, copied out of the history for the readers of the present.
    let latest: Segment

    init(tokens: LoadingIndicatorTokens, history: History) {
      self.tokens = tokens
      self.history = history
      latest = history.latest
    }
  }

  /// The states between events, the resolutions they refer to, and what events reported.
  fileprivate struct History: Sendable {
    var segments: [Segment]
    var resolutions: [ResolvedLoadingIndicator]
    var eventDiagnostics: [(time: Duration, diagnostic: Diagnostic)]
  }

  private var storage: Storage

  private var segments: [Segment] { storage.history.segments }
  private var resolutions: [ResolvedLoadingIndicator] { storage.history.resolutions }

  /// Held while the history is changed, so that the real storage is no longer shared.
  private static let placeholder = Storage(
    tokens: .tanrei,
    history: History(
      segments: [
        Segment(
          start: -.infinity, resolution: 0, environment: ComponentEnvironment(), isVisible: true,
          insertion: nil, cycleAtStart: 0, cycleDuration: 0)
      ],
      resolutions: [ResolvedLoadingIndicator(props: LoadingIndicatorProps(), tokens: .tanrei)],
      eventDiagnostics: []))

  /// Changes the history through `body`. The lifecycle lets go of its storage first, so that when
  /// no copy of the lifecycle shares it the arrays are changed in place rather than copied.
  private mutating func modify<Result>(_ body: (inout History) -> Result) -> Result {
    let tokens = storage.tokens
    var history = storage.history
    storage = Self.placeholder
    defer { storage = Storage(tokens: tokens, history: history) }
    return body(&history)
  }

  /// The state between two events. The first segment starts at -∞ and holds the initial state.
  ///
  /// A segment holds plain values only, and refers to its resolved props by index, so reading
  /// one in ``frame(at:)`` costs no reference counting.
  fileprivate struct Segment: Sendable {
    var start: Double
    /// Index into `resolutions`.
    var resolution: Int
    var environment: ComponentEnvironment
    var isVisible: Bool
    var insertion: Insertion?
    /// The place in the cycle at `start`, when the indicator was already shown then.
    var cycleAtStart: Double
    /// The resolution's cycle duration, kept here for the hot path.
    var cycleDuration: Double
  }

  /// What an insertion fixed when it began.
  fileprivate struct Insertion: Sendable {
    var insertedAt: Double
    var shownAt: Double
    var entrance: EntranceKind
    /// The entrance's length as it will run; shortened if every animation is removed mid-way.
    var enterDuration: Double
  }

  /// The at most ``maximumEventDiagnostics`` diagnostics events raised, with their times.
  public var eventDiagnostics: [(time: Duration, diagnostic: Diagnostic)] {
    storage.history.eventDiagnostics
  }

  /// How many event diagnostics are kept; later ones are counted in the last.
  public static let maximumEventDiagnostics = 64

  /// A lifecycle for an indicator with `props`, not yet inserted.
  public init(
    props: LoadingIndicatorProps = LoadingIndicatorProps(),
    tokens: LoadingIndicatorTokens = .tanrei,
    environment: ComponentEnvironment = ComponentEnvironment()
  ) {
    let resolved = ResolvedLoadingIndicator(props: props, tokens: tokens, environment: environment)
    storage = Storage(
      tokens: tokens,
      history: History(
        segments: [
          Segment(
            start: -.infinity, resolution: 0, environment: environment, isVisible: true,
            insertion: nil, cycleAtStart: 0, cycleDuration: resolved.cycleDuration)
        ],
        resolutions: [resolved], eventDiagnostics: []))
  }

  // MARK: Reading the current state

  private var latest: Segment { storage.latest }

  /// The props as last set.
  public var props: LoadingIndicatorProps { resolved.props }
  /// The environment as last set.
  public var environment: ComponentEnvironment { latest.environment }
  /// The props resolved as last set.
  public var resolved: ResolvedLoadingIndicator { resolutions[latest.resolution] }
  /// Whether the indicator is inserted after the last event.
  public var isInserted: Bool { latest.insertion != nil }
  /// Whether the indicator is visible after the last event.
  public var isVisible: Bool { latest.isVisible }
  /// The time of the last event applied, or `nil` before any.
  public var lastEventTime: Duration? {
    segments.count > 1 ? Duration.fromMilliseconds(latest.start) : nil
  }

  /// The fallbacks the current props took, then those events raised.
  public var diagnostics: [Diagnostic] {
    resolved.diagnostics + eventDiagnostics.map(\.diagnostic)
  }

  /// The fallbacks the props in force at `time` took, then those events raised up to `time`.
  public func diagnostics(at time: Duration) -> [Diagnostic] {
    let t = time.inMilliseconds
    return resolutions[segment(at: t).resolution].diagnostics
      + eventDiagnostics.filter { $0.time <= time }.map(\.diagnostic)
  }

  // MARK: Events

  /// Applies `event` at `time`.
  ///
  /// Events must come in time order; one timed before the last is applied at the last one's
  /// time, with a diagnostic. An event that changes nothing (inserting an inserted indicator,
  /// removing an absent one) is ignored with a diagnostic.
  public mutating func apply(_ event: LoadingIndicatorEvent, at time: Duration) {
    let tokens = storage.tokens
    modify { $0.apply(event, at: time, tokens: tokens) }
  }

  /// Applies each event at its time, in order.
  public mutating func apply(_ events: some Sequence<TimedLoadingIndicatorEvent>) {
    for timed in events { apply(timed.event, at: timed.time) }
  }

  /// Forgets the states that ended before `time`; frames before it then read as the state at it.
  ///
  /// A long-lived indicator whose driver applies events for hours can call this to keep memory
  /// flat; nothing at or after `time` changes.
  public mutating func discardHistory(before time: Duration) {
    guard segmentIndex(at: time.inMilliseconds) > 0 else { return }
    modify { $0.discard(before: time) }
  }

  fileprivate static func describe(_ event: LoadingIndicatorEvent) -> String {
    switch event {
    case .insert: "insert"
    case .remove: "remove"
    case .hide: "hide"
    case .show: "show"
    case .setProps: "set"
    case .setReducedMotion: "reducedMotion"
    case .setDirection: "direction"
    case .setEnvironment: "environment"
    }
  }

  // MARK: Frames

  /// The frame at `time`.
  public func frame(at time: Duration) -> LoadingIndicatorFrame {
    let t = time.inMilliseconds
    // The present, which drivers sample, needs no search.
    let segment = t >= storage.latest.start ? storage.latest : segment(at: t)
    let appearance = resolutions[segment.resolution].appearance
    guard let insertion = segment.insertion else {
      return LoadingIndicatorFrame(
        time: time, phase: .absent, box: .zero, isVisible: segment.isVisible, opacity: 0,
        scale: 1, mark: nil, isAnimating: false, cycleProgress: 0, entrance: nil,
        direction: segment.environment.direction, appearance: appearance, accessibility: nil)
    }
    guard t >= insertion.shownAt else {
      return LoadingIndicatorFrame(
        time: time, phase: .waiting, box: appearance.box, isVisible: segment.isVisible,
        opacity: 0, scale: 1, mark: nil, isAnimating: false, cycleProgress: 0, entrance: nil,
        direction: segment.environment.direction, appearance: appearance, accessibility: nil)
    }

    let enterDuration = Self.enterDuration(of: insertion, in: segment)
    let progress = enterDuration > 0 ? min(1, (t - insertion.shownAt) / enterDuration) : 1
    let eased = progress < 1 ? tokens.enterEasing.value(at: progress) : 1
    let reduced = segment.environment.reducedMotion
    let entrance: EntranceKind = reduced ? .fade : insertion.entrance
    let cycle = Self.cycleFraction(in: segment, at: t)
    let mark: LoadingIndicatorFrame.Mark =
      reduced
      ? .circle(opacity: Self.pulseOpacity(at: cycle, easing: tokens.pulseEasing))
      : .arc(rotation: cycle * 360)
    return LoadingIndicatorFrame(
      time: time,
      phase: progress < 1 ? .entering : .shown,
      box: appearance.box,
      isVisible: segment.isVisible,
      opacity: eased,
      scale: entrance == .grow ? eased : 1,
      mark: mark,
      isAnimating: segment.isVisible && segment.cycleDuration > 0,
      cycleProgress: cycle,
      entrance: entrance,
      direction: segment.environment.direction,
      appearance: appearance,
      accessibility: AccessibilityNode(
        role: .progressbar, name: resolutions[segment.resolution].props.label, isBusy: true,
        value: nil, isFocusable: false))
  }

  /// When the frame next changes in a way a front must act on, after `time`.
  ///
  /// While the indicator waits: the end of its delay. While it turns or pulses, or enters where
  /// it can be seen: ``NextChange/continuous``. While it enters unseen: the end of the entrance,
  /// when its phase changes. Otherwise, or when absent: the next event already applied, or
  /// ``NextChange/none``.
  public func nextChange(after time: Duration) -> NextChange {
    let t = time.inMilliseconds
    let index = segmentIndex(at: t)
    let segment = segments[index]
    let nextEvent = index + 1 < segments.count ? segments[index + 1].start : nil
    var change: Double?
    if let insertion = segment.insertion {
      if t < insertion.shownAt {
        change = insertion.shownAt
      } else {
        let enterEnd = insertion.shownAt + Self.enterDuration(of: insertion, in: segment)
        let animating = segment.isVisible && segment.cycleDuration > 0
        if animating || (t < enterEnd && segment.isVisible) { return .continuous }
        if t < enterEnd { change = enterEnd }
      }
    }
    switch (change, nextEvent) {
    case (nil, nil): return .none
    case (let moment?, nil), (nil, let moment?): return .at(Duration.fromMilliseconds(moment))
    case (let moment?, let event?): return .at(Duration.fromMilliseconds(min(moment, event)))
    }
  }

  /// When the frame next changes for a front that shows the cycle in `cycleSteps` equal steps
  /// rather than continuously — and, if `opacityLevels` is given, opacity in that many levels —
  /// after `time`.
  ///
  /// As ``nextChange(after:)``, except while the indicator moves: then the answer is the first
  /// of the start of the next step (``LoadingIndicatorFrame/cycleStep(of:)``), the moment the
  /// entrance reaches the next opacity level (``LoadingIndicatorFrame/opacityLevel(of:)``), the
  /// entrance's end, and the next event already applied. A terminal drawing four glyphs per turn
  /// and four greys so wakes four times a cycle, and once per grey while it enters, instead of
  /// at a frame rate. Without `opacityLevels`, a visible entrance stays
  /// ``NextChange/continuous``. Values below 1 count as 1.
  public func nextChange(
    after time: Duration, cycleSteps steps: Int, opacityLevels levels: Int? = nil
  ) -> NextChange {
    let change = nextChange(after: time)
    guard change == .continuous else { return change }
    let t = time.inMilliseconds
    let index = segmentIndex(at: t)
    let segment = segments[index]
    guard let insertion = segment.insertion else { return change }
    let enterDuration = Self.enterDuration(of: insertion, in: segment)
    let enterEnd = insertion.shownAt + enterDuration
    var moment = Double.infinity
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
    let easing = tokens.enterEasing
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
    // The later end of the last interval, so the frame read then is at the new level.
    return shownAt + high * enterDuration
  }

  // MARK: Rules

  private func segmentIndex(at t: Double) -> Int {
    storage.history.segmentIndex(at: t)
  }

  private func segment(at t: Double) -> Segment {
    segments[segmentIndex(at: t)]
  }

  /// How long the entrance runs in `segment`: not at all when it begins while every animation
  /// is removed (LDG-13).
  fileprivate static func enterDuration(of insertion: Insertion, in segment: Segment) -> Double {
    if segment.environment.removesAllAnimations && insertion.shownAt >= segment.start { return 0 }
    return insertion.enterDuration
  }

  /// The place in the cycle at `t`: 0 until shown, then advancing only while visible (LDG-7,
  /// LDG-12), carried across events so that nothing jumps (LDG-17).
  fileprivate static func cycleFraction(in segment: Segment, at t: Double) -> Double {
    guard let insertion = segment.insertion, t >= insertion.shownAt else { return 0 }
    let alreadyShown = segment.start >= insertion.shownAt
    let base = alreadyShown ? segment.cycleAtStart : 0
    let duration = segment.cycleDuration
    guard segment.isVisible, duration > 0 else { return base }
    let from = alreadyShown ? segment.start : insertion.shownAt
    let fraction = base + (t - from) / duration
    return fraction - fraction.rounded(.down)
  }

  /// The reduced-motion pulse: opacity eases from 1 to 0 over the first half of the cycle and
  /// back to 1 over the second, each half on the pulse easing (LDG-4).
  static func pulseOpacity(at fraction: Double, easing: CubicBezier) -> Double {
    fraction < 0.5
      ? 1 - easing.value(at: fraction * 2)
      : easing.value(at: fraction * 2 - 1)
  }
}

extension LoadingIndicatorLifecycle.History {
  fileprivate typealias Segment = LoadingIndicatorLifecycle.Segment
  fileprivate typealias Insertion = LoadingIndicatorLifecycle.Insertion
  fileprivate typealias Rules = LoadingIndicatorLifecycle

  fileprivate var latest: Segment {
    // Never empty: the lifecycle starts with the initial segment and nothing removes the last.
    segments[segments.count - 1]
  }

  fileprivate func segmentIndex(at t: Double) -> Int {
    // The last segment starting at or before t; the first starts at -∞, so there always is one.
    var low = 0
    var high = segments.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if segments[middle].start <= t { low = middle } else { high = middle - 1 }
    }
    return low
  }

  fileprivate mutating func apply(
    _ event: LoadingIndicatorEvent, at time: Duration, tokens: LoadingIndicatorTokens
  ) {
    var t = time.inMilliseconds
    let previous = latest
    if t < previous.start {
      report(
        Diagnostic(
          .eventOutOfOrder,
          "\(Rules.describe(event)) at \(ResolvedLoadingIndicator.formatMilliseconds(t)) comes "
            + "before an event already applied at "
            + "\(ResolvedLoadingIndicator.formatMilliseconds(previous.start)); applied then"),
        at: Duration.fromMilliseconds(previous.start))
      t = previous.start
    }
    var next = previous
    next.start = t
    next.cycleAtStart = Rules.cycleFraction(in: previous, at: t)
    if var insertion = next.insertion, t >= insertion.shownAt {
      // The entrance has begun: fix how long it runs as the state before this event had it.
      insertion.enterDuration = Rules.enterDuration(of: insertion, in: previous)
      next.insertion = insertion
    }

    switch event {
    case .insert:
      guard next.insertion == nil else {
        report(
          Diagnostic(.redundantEvent, "insert ignored: the indicator is already inserted"),
          at: time)
        return
      }
      let resolved = resolutions[next.resolution]
      next.insertion = Insertion(
        insertedAt: t, shownAt: t + resolved.showDelay, entrance: resolved.entrance,
        enterDuration: resolved.enterDuration)
      next.cycleAtStart = 0
    case .remove:
      guard next.insertion != nil else {
        report(
          Diagnostic(.redundantEvent, "remove ignored: the indicator is not inserted"),
          at: time)
        return
      }
      next.insertion = nil
      next.cycleAtStart = 0
    case .hide:
      next.isVisible = false
    case .show:
      next.isVisible = true
    case .setProps(let props):
      resolve(props, in: next.environment, into: &next, tokens: tokens)
    case .setReducedMotion(let reduced):
      next.environment.reducedMotion = reduced
    case .setDirection(let direction):
      next.environment.direction = direction
    case .setEnvironment(let environment):
      next.environment = environment
      resolve(resolutions[next.resolution].props, in: environment, into: &next, tokens: tokens)
    }

    if var insertion = next.insertion, next.environment.removesAllAnimations,
      t >= insertion.shownAt
    {
      // Every animation is removed from now on: an entrance under way ends here (LDG-13).
      insertion.enterDuration = min(insertion.enterDuration, t - insertion.shownAt)
      next.insertion = insertion
    }

    if t == previous.start && segments.count > 1 {
      segments[segments.count - 1] = next
    } else {
      segments.append(next)
    }
  }

  private mutating func resolve(
    _ props: LoadingIndicatorProps, in environment: ComponentEnvironment,
    into segment: inout Segment, tokens: LoadingIndicatorTokens
  ) {
    let resolved = ResolvedLoadingIndicator(props: props, tokens: tokens, environment: environment)
    if resolutions[segment.resolution] != resolved {
      resolutions.append(resolved)
      segment.resolution = resolutions.count - 1
    }
    segment.cycleDuration = resolved.cycleDuration
  }

  fileprivate mutating func discard(before time: Duration) {
    let index = segmentIndex(at: time.inMilliseconds)
    guard index > 0 else { return }
    segments.removeFirst(index)
    segments[0].start = -.infinity
    let firstUsed = segments.map(\.resolution).min() ?? 0
    guard firstUsed > 0 else { return }
    resolutions.removeFirst(firstUsed)
    for position in segments.indices { segments[position].resolution -= firstUsed }
  }

  private mutating func report(_ diagnostic: Diagnostic, at time: Duration) {
    if eventDiagnostics.count < Rules.maximumEventDiagnostics {
      eventDiagnostics.append((time, diagnostic))
    }
  }
}
