import TanreiBridge
import TanreiCore
import TanreiDriver

/// Runs a ``TraceScenario`` and describes the component at each sample time, one JSON object per
/// sample, in the order the samples are written.
///
/// Every line begins with `t`, `phase`, `box` {`width`, `height`}, `drawn`, `visible`,
/// `opacity`, `scale`, then the component's own fields, then `accessibility` (`null` or {`role`,
/// `name`, `busy`, `value`, `focusable`}) and `diagnostics` (the fallbacks the props in force
/// took and those events raised so far, as text). For the loading indicator the own fields are
/// `mark` (`"arc"`, `"circle"` or `null`), `rotation` (degrees clockwise of the arc's trailing
/// end from 12 o'clock, `null` unless the mark is the arc), `markOpacity`, `animating`,
/// `contained`, `size`, `entrance` and `direction`. Numbers are rounded to six decimal places.
///
/// A scenario whose host is `swiftui` is replayed through the bridge the component's view owns,
/// on a manual clock, callback by callback (`ViewReplay` (TanreiBridge)); its lines add `accessibilityHidden`
/// and `paused` (whether the view's timeline may pause), take `phase`, `box`, `visible`,
/// `opacity`, `scale` and `accessibility` from what the view shows, and while no identity of
/// the view lives (before its first init, after a release) say it is absent with no box.
@MainActor
public struct TraceRunner: Sendable {
  /// The scenario to run.
  public var scenario: TraceScenario

  /// A runner for `scenario`.
  public nonisolated init(scenario: TraceScenario) {
    self.scenario = scenario
  }

  /// One JSON object per sample.
  public func lines() -> [JSONValue] {
    let environment = scenario.environment
    let samples = scenario.samples
    switch scenario.subject {
    case .view(let subject):
      return viewLines(subject)
    case .loadingIndicator(let script, let tokens):
      var lifecycle = LoadingIndicatorLifecycle(
        props: script.props, tokens: tokens, environment: environment)
      for event in script.events {
        lifecycle.apply(event.event, at: Duration.fromMilliseconds(event.at))
      }
      return Self.sample(samples, script: script) { time in
        (lifecycle.frame(at: time), lifecycle.diagnostics(at: time))
      } fields: {
        TraceFields.loadingIndicator($0)
      }
    case .progress(let script, let tokens):
      let lifecycle = Self.run(ProgressIndicator.self, script, tokens, environment)
      return Self.sample(samples, script: script) { time in
        (lifecycle.frame(at: time), lifecycle.diagnostics(at: time))
      } fields: { frame in
        TraceFields.progress(frame)
          + [("announcements", TraceFields.said(lifecycle.announcements, through: frame.time))]
      }
    case .skeleton(let script, let tokens):
      let lifecycle = Self.run(Skeleton.self, script, tokens, environment)
      return Self.sample(samples, script: script) { time in
        (lifecycle.frame(at: time), lifecycle.diagnostics(at: time))
      } fields: {
        TraceFields.skeleton($0)
      }
    case .typingIndicator(let script, let tokens):
      let lifecycle = Self.run(TypingIndicator.self, script, tokens, environment)
      return Self.sample(samples, script: script) { time in
        (lifecycle.frame(at: time), lifecycle.diagnostics(at: time))
      } fields: {
        TraceFields.typingIndicator($0)
      }
    case .spinner(let script, let tokens):
      let lifecycle = Self.run(Spinner.self, script, tokens, environment)
      return Self.sample(samples, script: script) { time in
        (lifecycle.frame(at: time), lifecycle.diagnostics(at: time))
      } fields: {
        TraceFields.spinner($0)
      }
    case .delayedPresence(let script, let tokens):
      let lifecycle = Self.run(DelayedPresence.self, script, tokens, environment)
      return Self.sample(samples, script: script) { time in
        (lifecycle.frame(at: time), lifecycle.diagnostics(at: time))
      } fields: {
        TraceFields.delayedPresence($0)
      }
    }
  }

  private func viewLines(_ subject: TraceScenario.ViewSubject) -> [JSONValue] {
    switch subject {
    case .loadingIndicator(let script):
      replay(LoadingIndicatorLifecycle.self, script, .loadingIndicator) {
        TraceFields.loadingIndicator($0)
      }
    case .progress(let script):
      replay(ComponentLifecycle<ProgressIndicator>.self, script, .progress, announces: true) {
        TraceFields.progress($0)
      }
    case .skeleton(let script):
      replay(ComponentLifecycle<Skeleton>.self, script, .skeleton) { TraceFields.skeleton($0) }
    case .typingIndicator(let script):
      replay(ComponentLifecycle<TypingIndicator>.self, script, .typingIndicator) {
        TraceFields.typingIndicator($0)
      }
    case .spinner(let script):
      replay(ComponentLifecycle<Spinner>.self, script, .spinner) { TraceFields.spinner($0) }
    case .delayedPresence(let script):
      replay(ComponentLifecycle<DelayedPresence>.self, script, .presence) {
        TraceFields.delayedPresence($0)
      }
    }
  }

  /// Replays `script`'s callbacks through a `ViewReplay` (TanreiBridge) on a manual clock, sampling at each
  /// sample time after the callbacks at or before it; lines come in the samples' written order.
  private func replay<Lifecycle: PresenceLifecycle>(
    _: Lifecycle.Type, _ script: ViewScript<Lifecycle.Props>,
    _ tokens: ComponentTokens<Lifecycle.Tokens>, announces: Bool = false,
    fields: (Lifecycle.Frame) -> [(String, JSONValue)]
  ) -> [JSONValue] where Lifecycle.Frame: DrawableFrame {
    let clock = ManualClock()
    let (system, colorMode) = scenario.viewSystem
    let context = ViewContext<Lifecycle>(
      props: script.props, system: system, tokens: tokens, colorMode: colorMode,
      environment: scenario.environment)
    let view = ViewReplay<Lifecycle>(context, clock: clock)
    var reading: [(at: Double, diagnostics: [Diagnostic])] = [(-.infinity, script.propsDiagnostics)]
    var next = 0
    var lines: [(index: Int, line: JSONValue)] = []
    let order = scenario.samples.indices.sorted {
      (scenario.samples[$0], $0) < (scenario.samples[$1], $1)
    }
    for index in order {
      let t = scenario.samples[index]
      while next < script.events.count, script.events[next].at <= t {
        let event = script.events[next]
        clock.advance(to: ManualClock.Instant(offset: Duration.fromMilliseconds(event.at)))
        Self.apply(event.callback, to: view)
        if case .viewInit(.some, _) = event.callback {
          reading.append((event.at, event.diagnostics))
        }
        next += 1
      }
      clock.advance(to: ManualClock.Instant(offset: Duration.fromMilliseconds(t)))
      let propsDiagnostics = reading.last { $0.at <= t }?.diagnostics ?? []
      lines.append(
        (
          index,
          Self.line(
            t: t, view: view, tokens: tokens, announces: announces,
            propsDiagnostics: propsDiagnostics, fields: fields)
        ))
    }
    return lines.sorted { $0.index < $1.index }.map(\.line)
  }

  private static func apply<Lifecycle: PresenceLifecycle>(
    _ callback: ViewScript<Lifecycle.Props>.Callback, to view: ViewReplay<Lifecycle>
  ) where Lifecycle.Frame: DrawableFrame {
    switch callback {
    case .viewInit(let props, let since):
      view.viewInit(
        props: props,
        since: since.map { ManualClock.Instant(offset: Duration.fromMilliseconds($0)) })
    case .appear: view.appear()
    case .disappear: view.disappear()
    case .taskStart: view.taskStart()
    case .taskCancel: view.taskCancel()
    case .release: view.release()
    case .scenePhase(let activity): view.scenePhase(activity)
    case .scrollVisible(let visible): view.scrollVisible(visible)
    case .reduceMotion(let reduced): view.reduceMotion(reduced)
    case .layoutDirection(let direction): view.layoutDirection(direction)
    case .colorScheme(let mode): view.colorScheme(mode)
    case .indicating(let flag): view.active(flag)
    }
  }

  private static func line<Lifecycle: PresenceLifecycle>(
    t: Double, view: ViewReplay<Lifecycle>, tokens: ComponentTokens<Lifecycle.Tokens>,
    announces: Bool, propsDiagnostics: [Diagnostic],
    fields: (Lifecycle.Frame) -> [(String, JSONValue)]
  ) -> JSONValue where Lifecycle.Frame: DrawableFrame {
    let shown = view.presentation()
    let context = view.context
    // Before the identity's bridge exists, the component's own fields are those of one not yet
    // inserted.
    let frame =
      view.frame()
      ?? Lifecycle(
        props: context.props, tokens: context.system.tokens(tokens)(context.colorMode),
        environment: context.environment
      ).frame(at: .zero)
    let box = shown?.layoutBox ?? .zero
    var members: [(String, JSONValue)] = [
      ("t", .number(t)),
      ("phase", .string((shown?.phase ?? .absent).rawValue)),
      (
        "box",
        .object(JSONObject([("width", .number(box.width)), ("height", .number(box.height))]))
      ),
      ("drawn", .bool(frame.isShown)),
      ("visible", .bool(shown?.isVisible ?? false)),
      ("opacity", .number(shown?.opacity ?? 0)),
      ("scale", .number(shown?.scale ?? 1)),
    ]
    members += fields(frame).filter { $0.0 != "accessibility" }
    members.append(("accessibility", TraceFields.accessibility(shown?.accessibility)))
    members.append(("accessibilityHidden", .bool(shown?.isAccessibilityHidden ?? true)))
    members.append(("paused", .bool(shown?.isAnimationPaused ?? true)))
    let bridge = view.identity?.bridge
    if announces {
      members.append(
        ("announcements", .array((bridge?.deliveredAnnouncements ?? []).map { .string($0.text) })))
    }
    let diagnostics = propsDiagnostics + (bridge?.deliveredDiagnostics ?? [])
    members.append(("diagnostics", .array(diagnostics.map { .string($0.description) })))
    return .object(JSONObject(members))
  }

  /// The output as text: one line per sample, each ending in a newline.
  public func text() -> String {
    let writer = JSONWriter()
    return lines().map { writer.string(from: $0) + "\n" }.joined()
  }

  private static func run<Component: TimedComponent>(
    _: Component.Type, _ script: TraceScript<Component.Props>, _ tokens: Component.Tokens,
    _ environment: ComponentEnvironment
  ) -> ComponentLifecycle<Component> {
    var lifecycle = ComponentLifecycle<Component>(
      props: script.props, tokens: tokens, environment: environment)
    for event in script.events {
      lifecycle.apply(event.event, at: Duration.fromMilliseconds(event.at))
    }
    return lifecycle
  }

  /// One line per sample: the presence fields, the component's `fields`, its accessibility and
  /// its diagnostics (those its props took when read, then those of the lifecycle).
  private static func sample<Props, Frame: PresenceFrame>(
    _ samples: [Double], script: TraceScript<Props>,
    frame: (Duration) -> (Frame, [Diagnostic]),
    fields: (Frame) -> [(String, JSONValue)]
  ) -> [JSONValue] {
    // Fallbacks taken while reading props, from the time those props are in force.
    var reading: [(at: Double, diagnostics: [Diagnostic])] = [(-.infinity, script.propsDiagnostics)]
    for event in script.events {
      if case .setProps = event.event { reading.append((event.at, event.diagnostics)) }
    }
    return samples.map { t in
      let (current, diagnostics) = frame(Duration.fromMilliseconds(t))
      let propsDiagnostics = reading.last { $0.at <= t }?.diagnostics ?? []
      var members = TraceFields.presence(t: t, current)
      members += fields(current)
      members.append(
        ("diagnostics", .array((propsDiagnostics + diagnostics).map { .string($0.description) })))
      return .object(JSONObject(members))
    }
  }
}
