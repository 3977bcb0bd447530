import TanreiCore

// The surface `<tanrei-progress>` calls, made as the typing indicator's is: raw attribute texts
// and DOM events in, one JSON answer out. What the host exposes is the core's frame's own
// accessibility node, the drawing is the core's frame now, and the indeterminate motion is the
// core's frame function sampled at the cycle's ends, so that the element's script decides
// nothing. The completion the core says is handed out once, for the script to put in a polite
// live region.

/// One progress element's state: its lifecycle, what its attribute texts were reported for, and
/// how many of the lifecycle's announcements the script has been given.
struct ProgressElement: ComponentElement {
  var lifecycle: ComponentLifecycle<ProgressIndicator>
  var attributeDiagnostics: [Diagnostic] = []
  var announced = 0
  /// Whether the element is a bar with no `length`, which fills the width its layout offers.
  var fills = false
}

extension ProgressTokens: WrittenTokens {}

/// The elements alive.
nonisolated(unsafe) private var progressElements = HandleTable<ProgressElement>()

/// A new progress element's state in `system` and `mode`: an indeterminate bar with no label
/// until its attributes are set; returns its handle, above 0, or a negative code.
@_expose(wasm, "tanrei_progress_create")
@_cdecl("tanrei_progress_create")
public func tanreiProgressCreate(_ system: Int32, _ mode: Int32) -> Int32 {
  guard let tokens = ProgressTokens.written(system: system, mode: mode) else {
    return ExportError.unknownCode.rawValue
  }
  let element = ProgressElement(
    lifecycle: ComponentLifecycle(props: ProgressProps("", value: nil), tokens: tokens))
  return progressElements.insert(element)
}

/// Frees the progress state `handle`; returns 0, or a negative code.
@_expose(wasm, "tanrei_progress_destroy")
@_cdecl("tanrei_progress_destroy")
public func tanreiProgressDestroy(_ handle: Int32) -> Int32 {
  progressElements.remove(handle)
}

/// Applies DOM event `code` at `milliseconds`, with the codes of ``tanreiElementApply``.
/// Returns 0, or a negative code.
@_expose(wasm, "tanrei_progress_apply")
@_cdecl("tanrei_progress_apply")
public func tanreiProgressApply(_ handle: Int32, _ code: Int32, _ milliseconds: Double) -> Int32 {
  progressElements.apply(handle, code: code, at: milliseconds)
}

/// The attributes of `<tanrei-progress>`, in the order their texts are passed; a flag's bit is
/// `1 << rawValue`.
enum ProgressAttribute: Int32 {
  case label, value, max, variant, showLabel, length, lineWidth, showDelay, entrance
  case enterDuration

  var name: String {
    switch self {
    case .label: "label"
    case .value: "value"
    case .max: "max"
    case .variant: "variant"
    case .showLabel: "show-label"
    case .length: "length"
    case .lineWidth: "line-width"
    case .showDelay: "show-delay"
    case .entrance: "entrance"
    case .enterDuration: "enter-duration"
    }
  }
}

/// How the progress element's own attribute texts read: each gives its value, or its fallback
/// with a diagnostic, as the property that reflects it reads it back.
enum ProgressAttributes {
  /// A decimal number, or `nil` when `text` is not one (a diagnostic is added when `diagnostics`
  /// is given).
  static func number(_ text: String) -> Double? {
    let number = Attributes.trimmed(text)
    guard Attributes.isDecimal(number), let value = Double(number), value.isFinite else {
      return nil
    }
    return value
  }

  /// `max`: a positive number, else 1.
  static func maximum(_ text: String?, diagnostics: inout [Diagnostic]) -> Double {
    guard let text else { return 1 }
    if let value = number(text), value > 0 { return value }
    diagnostics.append(
      Diagnostic(.valueOutOfRange, "max=\"\(text)\" is not a positive number; using 1"))
    return 1
  }

  /// `show-label`: off for `false` alone; on when absent, empty or `true`; any other text is on,
  /// reported.
  static func showsLabel(_ text: String?, diagnostics: inout [Diagnostic]) -> Bool {
    guard let text else { return true }
    let word = Attributes.trimmed(text)
    if word == "false" { return false }
    if !(word.isEmpty || word == "true") {
      diagnostics.append(
        Diagnostic(
          .valueOutOfRange, "show-label=\"\(text)\" is not true or false; showing the label"))
    }
    return true
  }

  /// `variant`: `bar` or `ring`; absent or anything else is a bar, the latter reported.
  static func style(_ text: String?, diagnostics: inout [Diagnostic]) -> ProgressStyle {
    guard let text else { return .bar }
    let word = Attributes.trimmed(text)
    if let style = ProgressStyle(rawValue: word) { return style }
    diagnostics.append(
      Diagnostic(.valueOutOfRange, "variant=\"\(text)\" is not bar or ring; using bar"))
    return .bar
  }

  /// `value` over `max`: `nil` (indeterminate) when absent; NaN, which the core takes as
  /// indeterminate and reports, when not a number.
  static func value(_ text: String?, maximum: Double) -> Double? {
    guard let text else { return nil }
    guard let value = number(text) else { return .nan }
    return value / maximum
  }

  /// `length` or `line-width`: the number for the core to check, `nil` (the token) when absent
  /// or, reported, not a number.
  static func size(_ text: String?, attribute: String, diagnostics: inout [Diagnostic]) -> Double? {
    guard let text else { return nil }
    if let value = number(text) { return value }
    diagnostics.append(
      Diagnostic(.valueOutOfRange, "\(attribute)=\"\(text)\" is not a number; using the token"))
    return nil
  }
}

/// Sets the progress element's props at `milliseconds` from its attribute texts. The input
/// buffer holds eleven UTF-8 texts back to back, of the byte counts in the input's first eleven
/// 32-bit words: the attributes in ``ProgressAttribute``'s order, then the cascade's
/// `--tanrei-comp-presence-entrance`. `flags` has bit `1 << attribute` for each attribute
/// present. `offered` is the width the host's layout offers a bar with no `length`, which it
/// then fills (``ProgressProps/fitted(to:)``); 0 or less offers nothing. Returns 0, or a
/// negative code.
@_expose(wasm, "tanrei_progress_set_attributes")
@_cdecl("tanrei_progress_set_attributes")
public func tanreiProgressSetAttributes(
  _ handle: Int32, _ labelLength: Int32, _ valueLength: Int32, _ maxLength: Int32,
  _ variantLength: Int32, _ showLabelLength: Int32, _ lengthLength: Int32,
  _ lineWidthLength: Int32, _ showDelayLength: Int32, _ entranceLength: Int32,
  _ enterDurationLength: Int32, _ cascadeEntranceLength: Int32, _ flags: Int32,
  _ offered: Double, _ milliseconds: Double
) -> Int32 {
  guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
  let counts = [
    labelLength, valueLength, maxLength, variantLength, showLabelLength, lengthLength,
    lineWidthLength, showDelayLength, entranceLength, enterDurationLength, cascadeEntranceLength,
  ]
  guard counts.allSatisfy({ $0 >= 0 }), let texts = Exchange.inputTexts(counts.map { Int($0) })
  else { return ExportError.invalidLength.rawValue }
  return progressElements.with(handle) { element in
    let presence = element.lifecycle.resolved.tokens.presence
    var diagnostics: [Diagnostic] = []
    func text(_ attribute: ProgressAttribute) -> String? {
      flags & (1 << attribute.rawValue) == 0 ? nil : texts[Int(attribute.rawValue)]
    }
    let maximum = ProgressAttributes.maximum(text(.max), diagnostics: &diagnostics)
    let style = ProgressAttributes.style(text(.variant), diagnostics: &diagnostics)
    let showsLabel = ProgressAttributes.showsLabel(text(.showLabel), diagnostics: &diagnostics)
    let length = ProgressAttributes.size(
      text(.length), attribute: "length", diagnostics: &diagnostics)
    let lineWidth = ProgressAttributes.size(
      text(.lineWidth), attribute: "line-width", diagnostics: &diagnostics)
    let showDelay = text(.showDelay).flatMap {
      Attributes.milliseconds(
        $0, attribute: "show-delay", code: .invalidShowDelay,
        token: presence.prefix + "show-delay", fallback: presence.showDelay,
        diagnostics: &diagnostics)
    }
    let enterDuration = text(.enterDuration).flatMap {
      Attributes.milliseconds(
        $0, attribute: "enter-duration", code: .invalidEnterDuration,
        token: presence.prefix + "enter-duration", fallback: presence.enterDuration,
        diagnostics: &diagnostics)
    }
    let written = text(.entrance) ?? "auto"
    let cascade = Attributes.trimmed(texts[10])
    let entrance: LoadingEntrance? =
      written == "auto"
      ? (cascade.isEmpty ? nil : LoadingEntrance(cascade)) : LoadingEntrance(written)
    var props = ProgressProps(
      text(.label) ?? "", value: ProgressAttributes.value(text(.value), maximum: maximum),
      style: style, showsPercentLabel: showsLabel, lineWidth: lineWidth, length: length,
      presence: PresenceProps(
        showDelay: showDelay, entrance: entrance, enterDuration: enterDuration))
    if style == .bar, offered > 0 {
      props = props.fitted(
        to: BoxSize(width: offered, height: element.lifecycle.resolved.box.height))
    }
    element.attributeDiagnostics = diagnostics
    element.fills = style == .bar && length == nil
    element.lifecycle.apply(.setProps(props), at: time)
    element.lifecycle.discardHistory(before: time)
    return 0
  } ?? ExportError.unknownHandle.rawValue
}

/// What attribute `code` (``ProgressAttribute``'s `value`, `max`, `length`, `line-width` or
/// `show-label`), of `length` bytes in the input buffer, reads as for its property: the number,
/// with `max`'s fallback of 1; for `show-label` 1 or 0; NaN (the property's null) for a number
/// that is not one, and for any other code.
@_expose(wasm, "tanrei_progress_parse")
@_cdecl("tanrei_progress_parse")
public func tanreiProgressParse(_ code: Int32, _ length: Int32) -> Double {
  guard length >= 0, let text = Exchange.inputText(count: Int(length)) else { return .nan }
  var ignored: [Diagnostic] = []
  switch ProgressAttribute(rawValue: code) {
  case .value?, .length?, .lineWidth?: return ProgressAttributes.number(text) ?? .nan
  case .max?: return ProgressAttributes.maximum(text, diagnostics: &ignored)
  case .showLabel?: return ProgressAttributes.showsLabel(text, diagnostics: &ignored) ? 1 : 0
  default: return .nan
  }
}

/// What the progress element shows at `milliseconds`, as one JSON object in the output (its
/// members are listed in WEB-CORE-NOTES.md, `<tanrei-progress>`). The announcements made since
/// the last call are in `announce`, each once. Returns the byte count, or a negative code.
@_expose(wasm, "tanrei_progress_state")
@_cdecl("tanrei_progress_state")
public func tanreiProgressState(_ handle: Int32, _ milliseconds: Double) -> Int32 {
  guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
  return progressElements.with(handle) { element in
    var json = JSONText()
    writeProgressState(of: element, at: time, to: &json)
    element.announced = element.lifecycle.announcements.count
    return json.storage.withUnsafeBytes { Exchange.write(bytes: $0) }
  } ?? ExportError.unknownHandle.rawValue
}

/// Where a bar's indicator of `length` starting `start` from the leading end lies from the box's
/// left edge, as the frame's direction places it.
private func physicalX(start: Double, length: Double, in frame: ProgressFrame) -> Double {
  frame.direction == .rightToLeft ? frame.presence.box.width - start - length : start
}

private func writeProgressState(
  of element: ProgressElement, at time: Duration, to json: inout JSONText
) {
  let lifecycle = element.lifecycle
  let plan = lifecycle.plan(at: time)
  let resolved = lifecycle.resolved
  // The frame now, built as the typing indicator's is (see there): its accessibility node is
  // what the host exposes, and its indicator is what is drawn when nothing moves.
  let state = lifecycle.state(at: time)
  let frame = ProgressIndicator.frame(state, resolved, at: time)
  let isBar = frame.style == .bar
  json.open()
  json.timing(of: plan)
  json.motion(of: plan)
  json.box(resolved.box, of: plan)
  json.key("variant")
  json.string(frame.style.rawValue)
  // A bar that fills the width offered takes its width from its layout, which the script
  // measures and passes back as `offered`; its box then says what is drawn in it.
  json.key("fills")
  json.bool(element.fills)
  json.key("drawn")
  json.bool(state.isShown)
  json.key("thickness")
  json.number(frame.thickness)
  json.key("cornerRadius")
  json.number(frame.cornerRadius)
  json.key("ringRadius")
  json.number(frame.ringDiameter / 2)
  json.key("trackColor")
  json.color(frame.trackColor)
  json.key("indicatorColor")
  json.color(frame.indicatorColor)
  json.key("drawsIndicator")
  json.bool(frame.drawsIndicator)
  // The bar's indicator from the box's left edge, the ring's arc in degrees clockwise from
  // 12 o'clock.
  json.key("indicatorStart")
  json.number(
    isBar
      ? physicalX(start: frame.indicatorStart, length: frame.indicatorLength, in: frame)
      : frame.indicatorStart)
  json.key("indicatorLength")
  json.number(frame.indicatorLength)
  json.key("label")
  if let label = frame.label { json.string(label) } else { json.null() }
  json.key("labelColor")
  json.color(frame.labelColor)
  json.key("labelSize")
  json.number(frame.labelSize)
  json.key("labelWeight")
  json.number(frame.labelWeight)
  json.key("labelFamilies")
  json.string(CSSText.fontFamilies(frame.labelFamilies))
  json.key("reducedMotion")
  json.bool(lifecycle.environment.reducedMotion)
  writeProgressMotion(state, resolved, frame, at: time, to: &json)
  let node = frame.accessibility
  json.accessible(node)
  json.key("aria")
  if let node, !node.isBusy, let percent = resolved.percent {
    json.open()
    json.key("valueNow")
    json.number(Double(percent))
    json.key("valueText")
    if let text = node.value { json.string(text) } else { json.null() }
    json.close()
  } else {
    json.null()
  }
  json.host(for: node, in: plan)
  json.key("announce")
  json.openArray()
  for announcement in lifecycle.announcements.dropFirst(element.announced) {
    json.string(announcement.text)
  }
  json.closeArray()
  json.finish(
    next: lifecycle.nextChange(after: time),
    diagnostics: element.attributeDiagnostics + lifecycle.diagnostics(at: time))
}

/// `motion`: the indeterminate indicator's keyframes, or null when it does not move. The bar's
/// segment keeps its length and travels from before the leading end to past the trailing one,
/// the track clipping it: that is the core's clamped indicator exactly. Its place is affine in
/// the eased travel, so the core's frame at the cycle's two ends with the token's easing between
/// them is the core's motion, not an approximation. The ring's arc turns at an even pace.
private func writeProgressMotion(
  _ state: PresenceState, _ resolved: ResolvedProgress, _ frame: ProgressFrame,
  at time: Duration, to json: inout JSONText
) {
  json.key("motion")
  guard resolved.value == nil, resolved.presenceTiming.cycleDuration > 0 else {
    return json.null()
  }
  let isBar = frame.style == .bar
  var moving = state
  moving.environment.reducedMotion = false
  // The segment's full length is the frame's where it is least clipped: half way through the
  // travel it lies wholly inside any bar whose segment is under half of it, and the token's
  // share is checked in 0…1, so the length is taken from the token with the frame's box.
  let segment = frame.presence.box.width * resolved.tokens.barSegment
  json.open()
  json.key("segment")
  json.number(isBar ? segment : frame.indicatorLength)
  json.key("easing")
  isBar ? json.curve(resolved.tokens.barEasing) : json.curve(CubicBezier.linear)
  json.key("keyframes")
  json.openArray()
  for offset in [0.0, 1.0] {
    moving.cycleProgress = offset
    let pose = ProgressIndicator.frame(moving, resolved, at: time)
    // The segment's leading edge: where the frame starts it, unless the leading end clips it,
    // where its trailing edge is the frame's end.
    let front =
      pose.indicatorStart > 0
      ? pose.indicatorStart : pose.indicatorStart + pose.indicatorLength - segment
    json.open()
    json.key("offset")
    json.number(offset)
    json.key("at")
    json.number(isBar ? physicalX(start: front, length: segment, in: pose) : pose.indicatorStart)
    json.close()
  }
  json.closeArray()
  json.close()
}

extension CSSText {
  /// Font families as a CSS `font-family` value: each name quoted, the generic families not.
  static func fontFamilies(_ families: [String]) -> String {
    let generic = [
      "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-sans-serif",
      "ui-serif", "ui-monospace",
    ]
    var text = ""
    for family in families {
      if !text.isEmpty { text += ", " }
      if generic.contains(family) {
        text += family
      } else {
        text += "\""
        for character in family.unicodeScalars where character != "\"" && character != "\\" {
          text.unicodeScalars.append(character)
        }
        text += "\""
      }
    }
    return text
  }
}
