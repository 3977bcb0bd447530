import TanreiCore

// The surface `<tanrei-spinner>` calls, made as the typing indicator's is: raw attribute texts
// and DOM events in, one JSON answer out. The host exposes the core frame's own accessibility
// node, the ring's geometry is the core's frame, and the turn's keyframes are that frame at the
// cycle's two ends, so that the element's script decides nothing.

/// One spinner element's state: its lifecycle and what its attribute texts were reported for.
struct SpinnerElement: ComponentElement {
  var lifecycle: ComponentLifecycle<Spinner>
  var attributeDiagnostics: [Diagnostic] = []
}

/// The elements alive.
nonisolated(unsafe) private var spinnerElements = HandleTable<SpinnerElement>()

/// The spinner's tokens for `system` (0 Tanrei, 1 Appetite UI) in `mode` (0 light, 1 dark);
/// `nil` for an unknown code.
///
/// The spinner is Appetite UI's component, and the Tanrei system defines no `comp.spinner`
/// (`SystemTokens.tanrei.spinner` is `nil`), so both systems take Appetite UI's tokens. That is
/// the element's definition rather than a fallback, so it is not reported as one: the state's
/// `system` member says whose tokens are drawn.
private func spinnerTokens(system: Int32, mode: Int32) -> SpinnerTokens? {
  guard system == 0 || system == 1 else { return nil }
  switch mode {
  case 0: return .writtenAppetite
  case 1: return .writtenAppetiteDark
  default: return nil
  }
}

/// A new spinner element's state in `system` and `mode`, with an empty label until its
/// attributes are set; returns its handle, above 0, or a negative code.
@_expose(wasm, "tanrei_spinner_create")
@_cdecl("tanrei_spinner_create")
public func tanreiSpinnerCreate(_ system: Int32, _ mode: Int32) -> Int32 {
  guard let tokens = spinnerTokens(system: system, mode: mode) else {
    return ExportError.unknownCode.rawValue
  }
  let element = SpinnerElement(
    lifecycle: ComponentLifecycle(props: SpinnerProps(""), tokens: tokens))
  return spinnerElements.insert(element)
}

/// Frees the spinner state `handle`; returns 0, or a negative code.
@_expose(wasm, "tanrei_spinner_destroy")
@_cdecl("tanrei_spinner_destroy")
public func tanreiSpinnerDestroy(_ handle: Int32) -> Int32 {
  spinnerElements.remove(handle)
}

/// Applies DOM event `code` at `milliseconds`, with the codes of ``tanreiElementApply``.
/// Returns 0, or a negative code.
@_expose(wasm, "tanrei_spinner_apply")
@_cdecl("tanrei_spinner_apply")
public func tanreiSpinnerApply(_ handle: Int32, _ code: Int32, _ milliseconds: Double) -> Int32 {
  spinnerElements.apply(handle, code: code, at: milliseconds)
}

/// Sets the spinner's props at `milliseconds` from its attribute texts. The input buffer holds
/// six UTF-8 texts back to back: `label`, `size`, `show-delay`, `entrance`, `enter-duration`,
/// and the cascade's `--tanrei-comp-presence-entrance`. `flags` says which attributes are
/// present: 1 label, 2 size, 4 show-delay, 8 entrance, 16 enter-duration. An absent label is
/// empty, which the core reports; an absent size is the token's default, and any other text
/// goes to the core, which answers an unknown one (`size=""` too) with the default and
/// `unknown-size`. Times are read as the loading indicator's are. Returns 0, or a negative code.
@_expose(wasm, "tanrei_spinner_set_attributes")
@_cdecl("tanrei_spinner_set_attributes")
public func tanreiSpinnerSetAttributes(
  _ handle: Int32, _ labelLength: Int32, _ sizeLength: Int32, _ showDelayLength: Int32,
  _ entranceLength: Int32, _ enterDurationLength: Int32, _ cascadeEntranceLength: Int32,
  _ flags: Int32, _ milliseconds: Double
) -> Int32 {
  guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
  let counts = [
    labelLength, sizeLength, showDelayLength, entranceLength, enterDurationLength,
    cascadeEntranceLength,
  ]
  guard counts.allSatisfy({ $0 >= 0 }), let texts = Exchange.inputTexts(counts.map { Int($0) })
  else { return ExportError.invalidLength.rawValue }
  return spinnerElements.with(handle) { element in
    let presence = element.lifecycle.resolved.tokens.presence
    var diagnostics: [Diagnostic] = []
    let showDelay =
      flags & 4 == 0
      ? nil
      : Attributes.milliseconds(
        texts[2], attribute: "show-delay", code: .invalidShowDelay,
        token: presence.prefix + "show-delay", fallback: presence.showDelay,
        diagnostics: &diagnostics)
    let enterDuration =
      flags & 16 == 0
      ? nil
      : Attributes.milliseconds(
        texts[4], attribute: "enter-duration", code: .invalidEnterDuration,
        token: presence.prefix + "enter-duration", fallback: presence.enterDuration,
        diagnostics: &diagnostics)
    let written = flags & 8 == 0 ? "auto" : texts[3]
    let cascade = Attributes.trimmed(texts[5])
    let entrance: LoadingEntrance? =
      written == "auto"
      ? (cascade.isEmpty ? nil : LoadingEntrance(cascade)) : LoadingEntrance(written)
    let props = SpinnerProps(
      flags & 1 == 0 ? "" : texts[0], size: flags & 2 == 0 ? nil : texts[1],
      presence: PresenceProps(
        showDelay: showDelay, entrance: entrance, enterDuration: enterDuration))
    element.attributeDiagnostics = diagnostics
    element.lifecycle.apply(.setProps(props), at: time)
    element.lifecycle.discardHistory(before: time)
    return 0
  } ?? ExportError.unknownHandle.rawValue
}

/// What the spinner shows at `milliseconds`, as one JSON object in the output: `phase`, `time`,
/// `shownAt`, `entrance`, `cycle` (as the loading indicator's), `box`, `system` (whose tokens:
/// always `"appetite"`), `strokeWidth`, `centerRadius`, `sweep`, `rotation` (the arc's trailing
/// end now, clockwise from 12 o'clock), `turn` (the rotation at the cycle's start and end) with
/// its `easing`, `trackColor`, `indicatorColor`, `reducedMotion`, `accessible`, `host`, `next` and
/// `diagnostics`. Returns the byte count, or a negative code.
@_expose(wasm, "tanrei_spinner_state")
@_cdecl("tanrei_spinner_state")
public func tanreiSpinnerState(_ handle: Int32, _ milliseconds: Double) -> Int32 {
  guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
  return spinnerElements.with(handle) { element in
    var json = JSONText()
    writeSpinnerState(of: element, at: time, to: &json)
    return json.storage.withUnsafeBytes { Exchange.write(bytes: $0) }
  } ?? ExportError.unknownHandle.rawValue
}

private func writeSpinnerState(
  of element: SpinnerElement, at time: Duration, to json: inout JSONText
) {
  let lifecycle = element.lifecycle
  let plan = lifecycle.plan(at: time)
  let resolved = lifecycle.resolved
  // Built from the state as `ComponentLifecycle.frame(at:)` builds it: that method's exported
  // specializations are not in an Embedded build of the core (see the typing indicator's).
  let state = lifecycle.state(at: time)
  let frame = Spinner.frame(state, resolved, at: time)
  // The turn's ends are the core's own frame at the cycle's start and end, with motion allowed:
  // its rotation is proportional to the cycle's progress, so two keyframes on a linear easing
  // are its motion exactly, with no second formula here.
  var moving = state
  moving.environment.reducedMotion = false
  moving.cycleProgress = 0
  let start = Spinner.frame(moving, resolved, at: time).rotation
  moving.cycleProgress = 1
  let end = Spinner.frame(moving, resolved, at: time).rotation
  json.open()
  json.timing(of: plan)
  json.motion(of: plan)
  json.box(resolved.box, of: plan)
  json.key("system")
  json.string("appetite")
  json.key("strokeWidth")
  json.number(frame.strokeWidth)
  json.key("centerRadius")
  json.number(frame.centerRadius)
  json.key("sweep")
  json.number(frame.sweep)
  json.key("rotation")
  json.number(frame.rotation)
  json.key("turn")
  json.numbers([start, end])
  json.key("easing")
  json.curve(.linear)
  json.key("trackColor")
  json.color(frame.trackColor)
  json.key("indicatorColor")
  json.color(frame.indicatorColor)
  json.key("reducedMotion")
  json.bool(lifecycle.environment.reducedMotion)
  let node = frame.accessibility
  json.accessible(node)
  json.host(for: node, in: plan)
  json.finish(
    next: lifecycle.nextChange(after: time),
    diagnostics: element.attributeDiagnostics + lifecycle.diagnostics(at: time))
}
