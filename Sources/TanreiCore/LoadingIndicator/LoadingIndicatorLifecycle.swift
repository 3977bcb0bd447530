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
///
/// The timing is ``PresenceTimeline``'s, the mechanism every Tanrei component shares; this type
/// resolves the props and turns a presence into the indicator's frame.
public struct LoadingIndicatorLifecycle: Sendable {
  private var timeline: PresenceTimeline<ResolvedLoadingIndicator>

  /// How many event diagnostics are kept.
  public static var maximumEventDiagnostics: Int {
    PresenceTimeline<ResolvedLoadingIndicator>.maximumEventDiagnostics
  }

  /// A lifecycle for an indicator with `props`, not yet inserted.
  public init(
    props: LoadingIndicatorProps = LoadingIndicatorProps(),
    tokens: LoadingIndicatorTokens = .tanrei,
    environment: ComponentEnvironment = ComponentEnvironment()
  ) {
    timeline = PresenceTimeline(
      content: ResolvedLoadingIndicator(props: props, tokens: tokens, environment: environment),
      environment: environment, enterEasing: tokens.enterEasing)
  }

  // MARK: Reading the current state

  /// The tokens the indicator resolves its props with, shared with every indicator of the system.
  public var tokens: LoadingIndicatorTokens { timeline.content.tokens }
  /// The props as last set.
  public var props: LoadingIndicatorProps { timeline.content.props }
  /// The environment as last set.
  public var environment: ComponentEnvironment { timeline.environment }
  /// The props resolved as last set.
  public var resolved: ResolvedLoadingIndicator { timeline.content }
  /// Whether the indicator is inserted after the last event.
  public var isInserted: Bool { timeline.isInserted }
  /// Whether the indicator is visible after the last event.
  public var isVisible: Bool { timeline.isVisible }
  /// The time of the last event applied, or `nil` before any.
  public var lastEventTime: Duration? { timeline.lastEventTime }
  /// The diagnostics events raised, with their times (at most ``maximumEventDiagnostics``).
  public var eventDiagnostics: [(time: Duration, diagnostic: Diagnostic)] {
    timeline.eventDiagnostics
  }

  /// The fallbacks the current props took, then those events raised.
  public var diagnostics: [Diagnostic] {
    resolved.diagnostics + eventDiagnostics.map { $0.diagnostic }
  }

  /// The fallbacks the props in force at `time` took, then those events raised up to `time`.
  public func diagnostics(at time: Duration) -> [Diagnostic] {
    timeline.content(at: time).diagnostics
      + eventDiagnostics.filter { $0.time <= time }.map { $0.diagnostic }
  }

  // MARK: Events

  /// Applies `event` at `time`.
  ///
  /// Events must come in time order; one timed before the last is applied at the last one's
  /// time, with a diagnostic. An event that changes nothing (inserting an inserted indicator,
  /// removing an absent one) is ignored with a diagnostic.
  public mutating func apply(_ event: LoadingIndicatorEvent, at time: Duration) {
    switch event {
    case .insert: timeline.apply(.insert, at: time)
    case .remove: timeline.apply(.remove, at: time)
    case .hide: timeline.apply(.hide, at: time)
    case .show: timeline.apply(.show, at: time)
    case .setProps(let props):
      timeline.apply(
        .setContent(
          ResolvedLoadingIndicator(props: props, tokens: tokens, environment: environment)),
        at: time)
    case .setReducedMotion(let reduced):
      var changed = environment
      changed.reducedMotion = reduced
      timeline.apply(.setEnvironment(changed), at: time)
    case .setDirection(let direction):
      var changed = environment
      changed.direction = direction
      timeline.apply(.setEnvironment(changed), at: time)
    case .setEnvironment(let changed):
      // The motion dial scales token durations, so the props are resolved again with it.
      let props = self.props
      timeline.apply(.setEnvironment(changed), at: time)
      timeline.apply(
        .setContent(ResolvedLoadingIndicator(props: props, tokens: tokens, environment: changed)),
        at: max(time, timeline.lastEventTime ?? time))
    }
  }

  /// Swaps the tokens the props are resolved with, at `time` (``setTokens(_:at:)``).
  mutating func replaceTokens(_ tokens: LoadingIndicatorTokens, at time: Duration) {
    timeline.apply(
      .setContent(ResolvedLoadingIndicator(props: props, tokens: tokens, environment: environment)),
      at: time)
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
    timeline.discardHistory(before: time)
  }

  // MARK: Frames

  /// The frame at `time`.
  public func frame(at time: Duration) -> LoadingIndicatorFrame {
    let (state, index) = timeline.stateAndContent(at: time)
    // The content is read a field at a time, each in a closure small enough to be inlined: a
    // copy of the whole would retain everything it holds, and a frame built inside a closure
    // is copied out of it.
    let appearance = timeline.withContents { $0[index].appearance }
    guard state.isShown else {
      let absent = state.phase == .absent
      return LoadingIndicatorFrame(
        time: time, phase: state.phase, box: absent ? .zero : appearance.box,
        isVisible: state.isVisible, opacity: 0, scale: 1, mark: nil, isAnimating: false,
        cycleProgress: 0, entrance: nil, direction: state.environment.direction,
        appearance: appearance, accessibility: nil)
    }
    let cycle = state.cycleProgress
    let mark: LoadingIndicatorFrame.Mark =
      state.environment.reducedMotion
      ? .circle(
        opacity: timeline.withContents {
          Self.pulseOpacity(at: cycle, easing: $0[index].pulseEasing)
        })
      : .arc(rotation: cycle * 360)
    return LoadingIndicatorFrame(
      time: time, phase: state.phase, box: appearance.box, isVisible: state.isVisible,
      opacity: state.opacity, scale: state.scale, mark: mark, isAnimating: state.isAnimating,
      cycleProgress: cycle, entrance: state.entrance, direction: state.environment.direction,
      appearance: appearance, accessibility: timeline.withContents { $0[index].accessibility })
  }

  /// What the presence does from `time` until the next event (see ``PresencePlan``).
  public func plan(at time: Duration) -> PresencePlan { timeline.plan(at: time) }

  /// When the frame next changes in a way a front must act on, after `time`.
  ///
  /// While the indicator waits: the end of its delay. While it turns or pulses, or enters where
  /// it can be seen: ``NextChange/continuous``. While it enters unseen: the end of the entrance,
  /// when its phase changes. Otherwise, or when absent: the next event already applied, or
  /// ``NextChange/none``.
  public func nextChange(after time: Duration) -> NextChange {
    timeline.nextChange(after: time)
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
    timeline.nextChange(after: time, cycleSteps: steps, opacityLevels: levels)
  }

  /// The reduced-motion pulse: opacity eases from 1 to 0 over the first half of the cycle and
  /// back to 1 over the second, each half on the pulse easing (LDG-4).
  @inline(__always)
  static func pulseOpacity(at fraction: Double, easing: CubicBezier) -> Double {
    fraction < 0.5
      ? 1 - easing.value(at: fraction * 2)
      : easing.value(at: fraction * 2 - 1)
  }
}
