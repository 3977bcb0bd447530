import TanreiCore

// The surface `<tanrei-loading-indicator>` calls. The element forwards what the DOM gives it —
// raw attribute texts, the time of each callback, what matchMedia and IntersectionObserver say —
// and applies the answer, a JSON object, to ARIA and to its animations. Every decision, down to
// what an attribute text means, is made here or in the core, so that the element's script has
// none to get wrong. As everywhere in this module, bad input is a result, never a trap.

/// One element's state: its lifecycle, and what the attribute texts themselves were reported for
/// (a show delay that is not a number never reaches the core, which only sees durations).
struct IndicatorElement {
  var lifecycle: LoadingIndicatorLifecycle
  var systemDiagnostics: [Diagnostic]
  var attributeDiagnostics: [Diagnostic] = []
  /// Whether the product names the host itself (aria-label, or aria-labelledby naming an
  /// element), so that an empty label is no missing name (LDG-18).
  var productNamed = false
}

/// The elements alive.
nonisolated(unsafe) private var elements = HandleTable<IndicatorElement>()

/// The loading indicator's tokens in design system `system` (0 Tanrei, 1 Appetite UI) and
/// `mode` (0 light, 1 dark), with the fallback taken; `nil` for an unknown code.
private func indicatorTokens(system: Int32, mode: Int32) -> (
  LoadingIndicatorTokens, [Diagnostic]
)? {
  guard mode == 0 || mode == 1, system == 0 || system == 1 else { return nil }
  let tokens: LoadingIndicatorTokens = mode == 0 ? .tanrei : .tanreiDark
  guard system == 1 else { return (tokens, []) }
  // Appetite UI defines no loading indicator; the core's answer is to keep Tanrei's.
  return (
    tokens,
    [
      Diagnostic(
        .tokensUnavailable,
        "Appetite UI has no comp.loading-indicator tokens; using the Tanrei system's")
    ]
  )
}

// MARK: Lifecycle

/// A new element's state in design system `system` (0 Tanrei, 1 Appetite UI), light (`mode` 0)
/// or dark (1), not inserted; returns its handle, above 0, or a negative code.
@_expose(wasm, "tanrei_element_create")
@_cdecl("tanrei_element_create")
public func tanreiElementCreate(_ system: Int32, _ mode: Int32) -> Int32 {
  guard let found = indicatorTokens(system: system, mode: mode) else {
    return ExportError.unknownCode.rawValue
  }
  let element = IndicatorElement(
    lifecycle: LoadingIndicatorLifecycle(tokens: found.0), systemDiagnostics: found.1)
  return elements.insert(element)
}

/// Frees the element state `handle`; returns 0, or a negative code.
@_expose(wasm, "tanrei_element_destroy")
@_cdecl("tanrei_element_destroy")
public func tanreiElementDestroy(_ handle: Int32) -> Int32 {
  elements.remove(handle)
}

/// Applies DOM event `code` at `milliseconds` (the page's `performance.now()`): 0 connected
/// (insert), 1 disconnected (remove), 2 stopped intersecting the viewport (hide), 3 intersects
/// again (show), 4 and 5 reduced motion on and off, 6 and 7 direction ltr and rtl. Returns 0, or
/// a negative code.
@_expose(wasm, "tanrei_element_apply")
@_cdecl("tanrei_element_apply")
public func tanreiElementApply(_ handle: Int32, _ code: Int32, _ milliseconds: Double) -> Int32 {
  guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
  guard let event = LoadingIndicatorEvent(eventCode: code) else {
    return ExportError.unknownCode.rawValue
  }
  return elements.with(handle) { element in
    element.lifecycle.apply(event, at: time)
    // An element only ever asks about the present, so the past is dropped as it goes: memory
    // stays flat however long the element lives and however often it moves.
    element.lifecycle.discardHistory(before: time)
    return 0
  } ?? ExportError.unknownHandle.rawValue
}

// MARK: Attributes

/// Flags of ``tanreiElementSetAttributes``: which attributes are present at all.
private enum AttributeFlag {
  static let contained: Int32 = 1
  static let size: Int32 = 2
  static let showDelay: Int32 = 4
  static let entrance: Int32 = 8
  static let enterDuration: Int32 = 16
  static let productNamed: Int32 = 32
}

/// Sets the element's props at `milliseconds` from its attribute texts as the DOM holds them.
///
/// The input buffer holds six UTF-8 texts back to back, of the given byte counts: `label`,
/// `size`, `show-delay`, `entrance`, `enter-duration`, and the value of
/// `--tanrei-comp-loading-indicator-motion-entrance` in the element's cascade (empty when
/// unset). `flags` says which attributes are present: 1 contained, 2 size, 4 show-delay,
/// 8 entrance, 16 enter-duration; and 32 when the product names the host itself (LDG-18).
/// An absent attribute takes its default. A `show-delay` or `enter-duration` that is empty or
/// not a finite number is null, the token, with a diagnostic (LDG-14); a negative one goes to
/// the core, which takes the token and reports it. `entrance` absent or `auto` reads the cascade
/// value, and the token where that is empty. Returns 0, or a negative code.
@_expose(wasm, "tanrei_element_set_attributes")
@_cdecl("tanrei_element_set_attributes")
public func tanreiElementSetAttributes(
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
  return elements.with(handle) { element in
    let tokens = element.lifecycle.tokens
    var diagnostics: [Diagnostic] = []
    let showDelay =
      flags & AttributeFlag.showDelay == 0
      ? nil
      : Attributes.milliseconds(
        texts[2], attribute: "show-delay", code: .invalidShowDelay,
        token: "comp.loading-indicator.motion.show-delay", fallback: tokens.showDelay,
        diagnostics: &diagnostics)
    let enterDuration =
      flags & AttributeFlag.enterDuration == 0
      ? nil
      : Attributes.milliseconds(
        texts[4], attribute: "enter-duration", code: .invalidEnterDuration,
        token: "comp.loading-indicator.motion.enter-duration", fallback: tokens.enterDuration,
        diagnostics: &diagnostics)
    let written = flags & AttributeFlag.entrance == 0 ? "auto" : texts[3]
    let cascade = Attributes.trimmed(texts[5])
    let entrance: LoadingEntrance? =
      written == "auto"
      ? (cascade.isEmpty ? nil : LoadingEntrance(cascade)) : LoadingEntrance(written)
    let props = LoadingIndicatorProps(
      texts[0], size: flags & AttributeFlag.size == 0 ? .medium : LoadingIndicatorSize(texts[1]),
      contained: flags & AttributeFlag.contained != 0, showDelay: showDelay, entrance: entrance,
      enterDuration: enterDuration)
    element.attributeDiagnostics = diagnostics
    element.productNamed = flags & AttributeFlag.productNamed != 0
    element.lifecycle.apply(.setProps(props), at: time)
    element.lifecycle.discardHistory(before: time)
    return 0
  } ?? ExportError.unknownHandle.rawValue
}

/// How attribute texts become props.
enum Attributes {
  /// `text` without the ASCII whitespace HTML allows around a number.
  static func trimmed(_ text: String) -> String {
    let bytes = Array(text.utf8)
    func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
    var start = 0
    var end = bytes.count
    while start < end, isSpace(bytes[start]) { start += 1 }
    while end > start, isSpace(bytes[end - 1]) { end -= 1 }
    if start == 0, end == bytes.count { return text }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Whether `text` is a decimal number: an optional sign, digits with an optional fraction (or
  /// a fraction alone), an optional exponent. Hexadecimal, `Infinity` and `NaN` are not.
  static func isDecimal(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var i = 0
    func digits() -> Int {
      let start = i
      while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
      return i - start
    }
    if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
    var count = digits()
    if i < bytes.count, bytes[i] == 0x2E {
      i += 1
      count += digits()
    }
    guard count > 0 else { return false }
    if i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {
      i += 1
      if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
      guard digits() > 0 else { return false }
    }
    return i == bytes.count
  }

  /// A time attribute's duration: `nil` (the token) with a diagnostic when `text` is empty or
  /// not a finite decimal number. A negative number is returned as it is, for the core to
  /// refuse and report as it does for every front.
  static func milliseconds(
    _ text: String, attribute: String, code: Diagnostic.Code, token: String, fallback: Double,
    diagnostics: inout [Diagnostic]
  ) -> Duration? {
    let number = trimmed(text)
    if isDecimal(number), let value = Exchange.decimal(number), value.isFinite {
      // Duration.fromMilliseconds turns a product beyond Double's range into zero, so a huge
      // delay would show the indicator at once; the longest time the module takes is used.
      guard value.magnitude > Exchange.maximumMilliseconds else {
        return Duration.fromMilliseconds(value)
      }
      let limit = value < 0 ? -Exchange.maximumMilliseconds : Exchange.maximumMilliseconds
      diagnostics.append(
        Diagnostic(
          .valueOutOfRange,
          "\(attribute)=\"\(text)\" is beyond \(Milliseconds.format(Exchange.maximumMilliseconds)); "
            + "using \(Milliseconds.format(limit))"))
      return Duration.fromMilliseconds(limit)
    }
    let reason = number.isEmpty ? "is empty" : "is not a finite number of milliseconds"
    diagnostics.append(
      Diagnostic(
        code,
        "\(attribute)=\"\(text)\" \(reason); using \(token) (\(Milliseconds.format(fallback)))"))
    return nil
  }
}

// MARK: State

/// What the element shows and exposes at `milliseconds`, written to the output as one JSON
/// object (its keys are listed in WEB-CORE-NOTES.md, "On the web"); returns the byte count, or a
/// negative code.
@_expose(wasm, "tanrei_element_state")
@_cdecl("tanrei_element_state")
public func tanreiElementState(_ handle: Int32, _ milliseconds: Double) -> Int32 {
  guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
  return elements.with(handle) { element in
    var json = JSONText()
    writeState(of: element, at: time, to: &json)
    return json.storage.withUnsafeBytes { Exchange.write(bytes: $0) }
  } ?? ExportError.unknownHandle.rawValue
}

private func writeState(of element: IndicatorElement, at time: Duration, to json: inout JSONText) {
  let lifecycle = element.lifecycle
  // An element only asks about the present, where the last props, environment and visibility
  // are in force: the plan and the resolved props say all it draws, without a whole frame.
  let plan = lifecycle.plan(at: time)
  let resolved = lifecycle.resolved
  let appearance = resolved.appearance
  let shown = plan.phase == .entering || plan.phase == .shown
  json.open()
  json.timing(of: plan)
  json.key("removalAt")
  json.number(plan.removalAt)
  json.motion(of: plan)
  // The mark is decided here even while waiting, so that the element can build its
  // animations before the delay ends.
  json.key("mark")
  json.string(lifecycle.environment.reducedMotion ? "circle" : "arc")
  json.key("turnEasing")
  json.curve(lifecycle.tokens.turnEasing)
  json.key("pulseEasing")
  json.curve(resolved.pulseEasing)
  json.key("visible")
  json.bool(lifecycle.isVisible)
  json.key("reducedMotion")
  json.bool(lifecycle.environment.reducedMotion)
  json.key("direction")
  json.string(lifecycle.environment.direction.rawValue)
  json.box(appearance.box, of: plan)
  json.key("size")
  json.string(appearance.sizeName)
  json.key("indicatorSize")
  json.number(appearance.indicatorSize)
  json.key("thickness")
  json.number(appearance.thickness)
  json.key("arcRadius")
  json.number(appearance.arcRadius)
  json.key("arcSweep")
  json.number(LoadingIndicatorAppearance.arcSweep)
  json.key("inset")
  json.number(appearance.indicatorInset)
  json.key("contained")
  json.bool(appearance.contained)
  json.key("containerSize")
  json.number(appearance.containerSize)
  json.key("cornerRadius")
  json.number(appearance.containerCornerRadius)
  json.key("markColor")
  json.color(appearance.markColor)
  json.key("containerColor")
  json.color(appearance.containerColor)
  json.key("shadow")
  json.string(CSSText.shadow(appearance.containerElevation))
  let node = shown ? resolved.accessibility : nil
  json.accessible(node)
  // What the host's attributes are, so that the element applies them without deciding: while
  // waiting nothing is exposed and the product's names are held as their data-aria- twins;
  // once shown the label is the name, and an empty label gives the product's back (LDG-18).
  json.host(for: node, in: plan, holdProductNames: !(node?.name.isEmpty ?? false))
  let diagnostics =
    element.systemDiagnostics + element.attributeDiagnostics + lifecycle.diagnostics(at: time)
  json.finish(
    next: lifecycle.nextChange(after: time),
    diagnostics: diagnostics,
    // The product's own name is no missing name (LDG-18).
    omittingEmptyLabel: element.productNamed)
}

// MARK: Tokens

/// The loading indicator's tokens in `system` and `mode` as CSS custom property declarations,
/// `--tanrei-comp-loading-indicator-…: value;` one per line, written to the output; returns the
/// byte count, or a negative code.
@_expose(wasm, "tanrei_element_tokens_css")
@_cdecl("tanrei_element_tokens_css")
public func tanreiElementTokensCSS(_ system: Int32, _ mode: Int32) -> Int32 {
  guard let tokens = indicatorTokens(system: system, mode: mode)?.0 else {
    return ExportError.unknownCode.rawValue
  }
  let p = "--tanrei-comp-loading-indicator-"
  var css = ""
  func add(_ name: String, _ value: String) { css += p + name + ": " + value + ";\n" }
  for size in tokens.sizes {
    add("indicator-size-" + size.name, CSSText.pixels(size.indicatorSize))
    add("indicator-thickness-" + size.name, CSSText.pixels(size.thickness))
    add("container-size-" + size.name, CSSText.pixels(size.containerSize))
  }
  add("indicator-color", CSSText.color(tokens.indicatorColor))
  add("contained-indicator-color", CSSText.color(tokens.containedIndicatorColor))
  add("contained-container-color", CSSText.color(tokens.containedContainerColor))
  add("container-shape", CSSText.pixels(tokens.containerCornerRadius))
  add("contained-container-elevation", CSSText.shadow(tokens.containedElevation))
  add("motion-cycle-duration", CSSText.number(tokens.cycleDuration) + "ms")
  add("motion-show-delay", CSSText.number(tokens.showDelay) + "ms")
  add("motion-enter-duration", CSSText.number(tokens.enterDuration) + "ms")
  add("motion-enter-easing", CSSText.curve(tokens.enterEasing))
  add("motion-entrance", tokens.entrance.rawValue)
  return Exchange.write(css)
}

/// Values as CSS writes them.
enum CSSText {
  /// A number without a needless ".0", exact (``NumberText``).
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    return value.rounded() == value && value.magnitude < 1e15
      ? String(Int64(value)) : NumberText.shortest(value)
  }

  static func pixels(_ value: Double) -> String { number(value) + "px" }

  static func color(_ color: RGBAColor) -> String {
    func channel(_ value: Double) -> String { number((max(0, min(1, value)) * 255).rounded()) }
    return "rgb(" + channel(color.red) + " " + channel(color.green) + " " + channel(color.blue)
      + " / " + number((max(0, min(1, color.alpha)) * 1000).rounded() / 1000) + ")"
  }

  static func curve(_ curve: CubicBezier) -> String {
    "cubic-bezier(" + number(curve.x1) + ", " + number(curve.y1) + ", " + number(curve.x2) + ", "
      + number(curve.y2) + ")"
  }

  /// Shadow layers as a `box-shadow` value; `none` for none.
  static func shadow(_ layers: [ShadowLayer]) -> String {
    guard !layers.isEmpty else { return "none" }
    var text = ""
    for layer in layers {
      if !text.isEmpty { text += ", " }
      if layer.inset { text += "inset " }
      text +=
        pixels(layer.offsetX) + " " + pixels(layer.offsetY) + " " + pixels(layer.blur) + " "
        + pixels(layer.spread) + " " + color(layer.color)
    }
    return text
  }
}

// MARK: Properties

/// The number a `show-delay` or `enter-duration` attribute text of `length` bytes in the input
/// buffer stands for, as the `showDelay` and `enterDuration` properties read it back: NaN (the
/// property's null) when it is empty or not a finite decimal number, exactly where
/// ``tanreiElementSetAttributes(_:_:_:_:_:_:_:_:_:)`` takes the token.
@_expose(wasm, "tanrei_element_parse_time")
@_cdecl("tanrei_element_parse_time")
public func tanreiElementParseTime(_ length: Int32) -> Double {
  guard length >= 0, let text = Exchange.inputText(count: Int(length)) else { return .nan }
  let number = Attributes.trimmed(text)
  guard Attributes.isDecimal(number), let value = Exchange.decimal(number), value.isFinite else {
    return .nan
  }
  return value
}
