import TanreiCore

/// Runs a ``TraceScenario`` and describes the component at each sample time, one JSON object per
/// sample, in the order the samples are written.
///
/// Each line carries `t`, `phase`, `box` {`width`, `height`}, `drawn`, `visible`, `opacity`,
/// `scale`, `mark` (`"arc"`, `"circle"` or `null`), `rotation` (degrees clockwise of the arc's
/// trailing end from 12 o'clock, `null` unless the mark is the arc), `markOpacity`, `animating`,
/// `contained`, `size`, `entrance`, `direction`, `accessibility` (`null` or {`role`, `name`,
/// `busy`, `value`, `focusable`}) and `diagnostics`: the fallbacks the props in force took and
/// those events raised so far, as text. Numbers are rounded to six decimal places.
public struct TraceRunner: Sendable {
  /// The scenario to run.
  public var scenario: TraceScenario
  /// The tokens to resolve with.
  public var tokens: LoadingIndicatorTokens

  /// A runner for `scenario` with `tokens` (the default Tanrei system unless given).
  public init(scenario: TraceScenario, tokens: LoadingIndicatorTokens = .tanrei) {
    self.scenario = scenario
    self.tokens = tokens
  }

  /// One JSON object per sample.
  public func lines() -> [JSONValue] {
    var lifecycle = LoadingIndicatorLifecycle(
      props: scenario.props, tokens: tokens, environment: scenario.environment)
    // Fallbacks taken while reading props, with the time from which those props are in force.
    var readingDiagnostics: [(at: Double, diagnostics: [Diagnostic])] = [
      (-.infinity, scenario.propsDiagnostics)
    ]
    for event in scenario.events {
      lifecycle.apply(event.event, at: Duration.fromMilliseconds(event.at))
      if case .setProps = event.event { readingDiagnostics.append((event.at, event.diagnostics)) }
    }
    return scenario.samples.map { t in
      let time = Duration.fromMilliseconds(t)
      let frame = lifecycle.frame(at: time)
      let reading = readingDiagnostics.last { $0.at <= t }?.diagnostics ?? []
      return Self.line(t: t, frame: frame, diagnostics: reading + lifecycle.diagnostics(at: time))
    }
  }

  /// The output as text: one line per sample, each ending in a newline.
  public func text() -> String {
    let writer = JSONWriter()
    return lines().map { writer.string(from: $0) + "\n" }.joined()
  }

  static func line(t: Double, frame: LoadingIndicatorFrame, diagnostics: [Diagnostic]) -> JSONValue
  {
    let mark: JSONValue
    switch frame.mark {
    case .arc: mark = .string("arc")
    case .circle: mark = .string("circle")
    case nil: mark = .null
    }
    let accessibility: JSONValue =
      frame.accessibility.map { node in
        .object(
          JSONObject([
            ("role", .string(node.role.rawValue)),
            ("name", .string(node.name)),
            ("busy", .bool(node.isBusy)),
            ("value", node.value.map(JSONValue.string) ?? .null),
            ("focusable", .bool(node.isFocusable)),
          ]))
      } ?? .null
    return .object(
      JSONObject([
        ("t", .number(t)),
        ("phase", .string(frame.phase.rawValue)),
        (
          "box",
          .object(
            JSONObject([("width", .number(frame.box.width)), ("height", .number(frame.box.height))])
          )
        ),
        ("drawn", .bool(frame.isDrawn)),
        ("visible", .bool(frame.isVisible)),
        ("opacity", .number(frame.opacity)),
        ("scale", .number(frame.scale)),
        ("mark", mark),
        ("rotation", frame.rotation.map(JSONValue.number) ?? .null),
        ("markOpacity", .number(frame.markOpacity)),
        ("animating", .bool(frame.isAnimating)),
        ("contained", .bool(frame.isContained)),
        ("size", .string(frame.appearance.sizeName)),
        ("entrance", frame.entrance.map { .string($0.rawValue) } ?? .null),
        ("direction", .string(frame.direction.rawValue)),
        ("accessibility", accessibility),
        ("diagnostics", .array(diagnostics.map { .string($0.description) })),
      ]))
  }
}
