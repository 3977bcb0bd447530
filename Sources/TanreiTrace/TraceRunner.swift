import TanreiCore

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
public struct TraceRunner: Sendable {
  /// The scenario to run.
  public var scenario: TraceScenario

  /// A runner for `scenario`.
  public init(scenario: TraceScenario) {
    self.scenario = scenario
  }

  /// One JSON object per sample.
  public func lines() -> [JSONValue] {
    let environment = scenario.environment
    let samples = scenario.samples
    switch scenario.subject {
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
