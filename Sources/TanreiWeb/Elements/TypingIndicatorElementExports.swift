import TanreiCore

// The surface `<tanrei-typing-indicator>` calls, made as the skeleton's is: raw attribute texts
// and DOM events in, one JSON answer out. What the host exposes is the core's frame's own
// accessibility node, and the dots' motion is the core's own frame function sampled at the
// cycle's corners, so that the element's script decides nothing.

/// One typing indicator element's state: its lifecycle and what its attribute texts were
/// reported for.
struct TypingElement: ComponentElement {
  var lifecycle: ComponentLifecycle<TypingIndicator>
  var attributeDiagnostics: [Diagnostic] = []
}

extension TypingIndicatorTokens: WrittenTokens {}

/// The elements alive.
nonisolated(unsafe) private var typingElements = HandleTable<TypingElement>()

/// A new typing indicator element's state in `system` and `mode`, with the core's default
/// label until its attributes are set; returns its handle, above 0, or a negative code.
@_expose(wasm, "tanrei_typing_create")
@_cdecl("tanrei_typing_create")
public func tanreiTypingCreate(_ system: Int32, _ mode: Int32) -> Int32 {
  guard let tokens = TypingIndicatorTokens.written(system: system, mode: mode) else {
    return ExportError.unknownCode.rawValue
  }
  let element = TypingElement(
    lifecycle: ComponentLifecycle(props: TypingIndicatorProps(), tokens: tokens))
  return typingElements.insert(element)
}

/// Frees the typing indicator state `handle`; returns 0, or a negative code.
@_expose(wasm, "tanrei_typing_destroy")
@_cdecl("tanrei_typing_destroy")
public func tanreiTypingDestroy(_ handle: Int32) -> Int32 {
  typingElements.remove(handle)
}

/// Applies DOM event `code` at `milliseconds`, with the codes of ``tanreiElementApply``.
/// Returns 0, or a negative code.
@_expose(wasm, "tanrei_typing_apply")
@_cdecl("tanrei_typing_apply")
public func tanreiTypingApply(_ handle: Int32, _ code: Int32, _ milliseconds: Double) -> Int32 {
  typingElements.apply(handle, code: code, at: milliseconds)
}

/// Sets the typing indicator's props at `milliseconds` from its attribute texts. The input
/// buffer holds five UTF-8 texts back to back: `label`, `show-delay`, `entrance`,
/// `enter-duration`, and the cascade's `--tanrei-comp-presence-entrance`. `flags` says which
/// attributes are present: 1 label, 2 show-delay, 4 entrance, 8 enter-duration. An absent label
/// is the core's default ("Typing"); an empty one stays empty, and the core reports it. Times
/// are read as the loading indicator's are. Returns 0, or a negative code.
@_expose(wasm, "tanrei_typing_set_attributes")
@_cdecl("tanrei_typing_set_attributes")
public func tanreiTypingSetAttributes(
  _ handle: Int32, _ labelLength: Int32, _ showDelayLength: Int32, _ entranceLength: Int32,
  _ enterDurationLength: Int32, _ cascadeEntranceLength: Int32, _ flags: Int32,
  _ milliseconds: Double
) -> Int32 {
  guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
  let counts = [
    labelLength, showDelayLength, entranceLength, enterDurationLength, cascadeEntranceLength,
  ]
  guard counts.allSatisfy({ $0 >= 0 }), let texts = Exchange.inputTexts(counts.map { Int($0) })
  else { return ExportError.invalidLength.rawValue }
  return typingElements.with(handle) { element in
    let presence = element.lifecycle.resolved.tokens.presence
    var diagnostics: [Diagnostic] = []
    let showDelay =
      flags & 2 == 0
      ? nil
      : Attributes.milliseconds(
        texts[1], attribute: "show-delay", code: .invalidShowDelay,
        token: presence.prefix + "show-delay", fallback: presence.showDelay,
        diagnostics: &diagnostics)
    let enterDuration =
      flags & 8 == 0
      ? nil
      : Attributes.milliseconds(
        texts[3], attribute: "enter-duration", code: .invalidEnterDuration,
        token: presence.prefix + "enter-duration", fallback: presence.enterDuration,
        diagnostics: &diagnostics)
    let written = flags & 4 == 0 ? "auto" : texts[2]
    let cascade = Attributes.trimmed(texts[4])
    let entrance: LoadingEntrance? =
      written == "auto"
      ? (cascade.isEmpty ? nil : LoadingEntrance(cascade)) : LoadingEntrance(written)
    let presenceProps = PresenceProps(
      showDelay: showDelay, entrance: entrance, enterDuration: enterDuration)
    let props =
      flags & 1 == 0
      ? TypingIndicatorProps(presence: presenceProps)
      : TypingIndicatorProps(texts[0], presence: presenceProps)
    element.attributeDiagnostics = diagnostics
    element.lifecycle.apply(.setProps(props), at: time)
    element.lifecycle.discardHistory(before: time)
    return 0
  } ?? ExportError.unknownHandle.rawValue
}

/// What the typing indicator shows at `milliseconds`, as one JSON object in the output:
/// `phase`, `time`, `shownAt`, `entrance`, `cycle` (as the loading indicator's), `box`,
/// `dotSize`, `color`, `reducedMotion`, `dots` (each with `x`, its centre from the leading edge,
/// `y` and `opacity` now, and `keyframes`), `accessible`, `host`, `next` and `diagnostics`.
/// Returns the byte count, or a negative code.
@_expose(wasm, "tanrei_typing_state")
@_cdecl("tanrei_typing_state")
public func tanreiTypingState(_ handle: Int32, _ milliseconds: Double) -> Int32 {
  guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
  return typingElements.with(handle) { element in
    var json = JSONText()
    writeTypingState(of: element, at: time, to: &json)
    return json.storage.withUnsafeBytes { Exchange.write(bytes: $0) }
  } ?? ExportError.unknownHandle.rawValue
}

private func writeTypingState(of element: TypingElement, at time: Duration, to json: inout JSONText)
{
  let lifecycle = element.lifecycle
  let plan = lifecycle.plan(at: time)
  let resolved = lifecycle.resolved
  let tokens = resolved.tokens
  // The core's frame now: its accessibility node is what the host exposes, and its dots are the
  // pose held when nothing moves (reduced motion rests on the first frame).
  // Built from the state as `ComponentLifecycle.frame(at:)` builds it, with the resolved props
  // in force now (an element only asks about the present): that method's exported
  // specializations are not in an Embedded build of the core.
  let state = lifecycle.state(at: time)
  let frame = TypingIndicator.frame(state, resolved, at: time)
  json.open()
  json.timing(of: plan)
  json.motion(of: plan)
  json.box(resolved.box, of: plan)
  json.key("dotSize")
  json.number(tokens.dotSize)
  json.key("color")
  json.color(tokens.color)
  json.key("reducedMotion")
  json.bool(lifecycle.environment.reducedMotion)
  json.key("easing")
  json.curve(tokens.easing)
  // The cycle's corners: each frame's dwell begins and ends, then the travel to the next frame
  // runs on the token's easing. Between corners the core's raise is that one eased segment, so
  // a keyframe per corner with the easing on the travels is the core's motion exactly; the values
  // at the corners come from the core's own frame function, not from a second formula here.
  let step = tokens.dwell + tokens.travel
  let cycleLength = Double(TypingIndicator.frameCount) * step
  var corners: [(offset: Double, eased: Bool)] = []
  for index in 0..<TypingIndicator.frameCount {
    let start = Double(index) * step
    corners.append((start / cycleLength, false))
    if tokens.dwell > 0, tokens.travel > 0 {
      corners.append(((start + tokens.dwell) / cycleLength, true))
    }
  }
  corners.append((1, false))
  var moving = state
  moving.environment.reducedMotion = false
  let poses = corners.map { corner -> TypingIndicatorFrame in
    moving.cycleProgress = corner.offset
    return TypingIndicator.frame(moving, resolved, at: time)
  }
  json.key("dots")
  json.openArray()
  for dot in 0..<3 {
    json.open()
    json.key("x")
    json.number(frame.dots[dot].centerX)
    json.key("y")
    json.number(frame.dots[dot].centerY)
    json.key("opacity")
    json.number(frame.dots[dot].opacity)
    json.key("keyframes")
    json.openArray()
    for (corner, pose) in zip(corners, poses) {
      json.open()
      json.key("offset")
      json.number(corner.offset)
      json.key("y")
      json.number(pose.dots[dot].centerY)
      json.key("opacity")
      json.number(pose.dots[dot].opacity)
      json.key("eased")
      json.bool(corner.eased)
      json.close()
    }
    json.closeArray()
    json.close()
  }
  json.closeArray()
  let node = frame.accessibility
  json.accessible(node)
  json.host(for: node, in: plan)
  json.finish(
    next: lifecycle.nextChange(after: time),
    diagnostics: element.attributeDiagnostics + lifecycle.diagnostics(at: time))
}
