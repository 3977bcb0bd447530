import TanreiCore

// The surface `<tanrei-skeleton>` calls, made as the loading indicator's is: raw attribute texts
// and DOM events in, one JSON answer out. A skeleton is a picture of content, never content, so
// the answer has nothing for assistive technology at any moment.

/// One skeleton element's state: its lifecycle and what its attribute texts were reported for.
struct SkeletonElement: ComponentElement {
  var lifecycle: ComponentLifecycle<Skeleton>
  var attributeDiagnostics: [Diagnostic] = []
}

extension SkeletonTokens: WrittenTokens {}

/// The elements alive.
nonisolated(unsafe) private var skeletons = HandleTable<SkeletonElement>()

/// A new skeleton element's state in `system` and `mode`, 0 by 0 until its attributes are set;
/// returns its handle, above 0, or a negative code.
@_expose(wasm, "tanrei_skeleton_create")
@_cdecl("tanrei_skeleton_create")
public func tanreiSkeletonCreate(_ system: Int32, _ mode: Int32) -> Int32 {
  guard let tokens = SkeletonTokens.written(system: system, mode: mode) else {
    return ExportError.unknownCode.rawValue
  }
  let element = SkeletonElement(
    lifecycle: ComponentLifecycle(props: SkeletonProps(width: 0, height: 0), tokens: tokens))
  return skeletons.insert(element)
}

/// Frees the skeleton state `handle`; returns 0, or a negative code.
@_expose(wasm, "tanrei_skeleton_destroy")
@_cdecl("tanrei_skeleton_destroy")
public func tanreiSkeletonDestroy(_ handle: Int32) -> Int32 {
  skeletons.remove(handle)
}

/// Applies DOM event `code` at `milliseconds`, with the codes of ``tanreiElementApply``.
/// Returns 0, or a negative code.
@_expose(wasm, "tanrei_skeleton_apply")
@_cdecl("tanrei_skeleton_apply")
public func tanreiSkeletonApply(_ handle: Int32, _ code: Int32, _ milliseconds: Double) -> Int32 {
  skeletons.apply(handle, code: code, at: milliseconds)
}

/// Sets the skeleton's props at `milliseconds` from its attribute texts. The input buffer holds
/// seven UTF-8 texts back to back: `width`, `height`, `shape`, `show-delay`, `entrance`,
/// `enter-duration`, and the cascade's `--tanrei-comp-presence-entrance`. `flags` says which
/// attributes are present: 1 width, 2 height, 4 shape, 8 show-delay, 16 entrance,
/// 32 enter-duration. A side that is not a number is 0, which the core reports; a shape other
/// than rectangle, circle or rounded is a rectangle, reported here. Returns 0, or a negative
/// code.
@_expose(wasm, "tanrei_skeleton_set_attributes")
@_cdecl("tanrei_skeleton_set_attributes")
public func tanreiSkeletonSetAttributes(
  _ handle: Int32, _ widthLength: Int32, _ heightLength: Int32, _ shapeLength: Int32,
  _ showDelayLength: Int32, _ entranceLength: Int32, _ enterDurationLength: Int32,
  _ cascadeEntranceLength: Int32, _ flags: Int32, _ milliseconds: Double
) -> Int32 {
  guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
  let counts = [
    widthLength, heightLength, shapeLength, showDelayLength, entranceLength, enterDurationLength,
    cascadeEntranceLength,
  ]
  guard counts.allSatisfy({ $0 >= 0 }), let texts = Exchange.inputTexts(counts.map { Int($0) })
  else { return ExportError.invalidLength.rawValue }
  return skeletons.with(handle) { element in
    let presence = element.lifecycle.resolved.tokens.presence
    var diagnostics: [Diagnostic] = []
    func side(_ index: Int, _ flag: Int32) -> Double {
      guard flags & flag != 0 else { return 0 }
      let number = Attributes.trimmed(texts[index])
      // Not a number: NaN, which the core replaces by 0 and reports.
      guard Attributes.isDecimal(number), let value = Exchange.decimal(number) else { return .nan }
      return value
    }
    let shapeText = flags & 4 == 0 ? "rectangle" : Attributes.trimmed(texts[2])
    let shape = SkeletonShape(rawValue: shapeText) ?? .rectangle
    if SkeletonShape(rawValue: shapeText) == nil {
      diagnostics.append(
        Diagnostic(
          .valueOutOfRange,
          "shape \"\(shapeText)\" is not rectangle, circle or rounded; using rectangle"))
    }
    let showDelay =
      flags & 8 == 0
      ? nil
      : Attributes.milliseconds(
        texts[3], attribute: "show-delay", code: .invalidShowDelay,
        token: presence.prefix + "show-delay", fallback: presence.showDelay,
        diagnostics: &diagnostics)
    let enterDuration =
      flags & 32 == 0
      ? nil
      : Attributes.milliseconds(
        texts[5], attribute: "enter-duration", code: .invalidEnterDuration,
        token: presence.prefix + "enter-duration", fallback: presence.enterDuration,
        diagnostics: &diagnostics)
    let written = flags & 16 == 0 ? "auto" : texts[4]
    let cascade = Attributes.trimmed(texts[6])
    let entrance: LoadingEntrance? =
      written == "auto"
      ? (cascade.isEmpty ? nil : LoadingEntrance(cascade)) : LoadingEntrance(written)
    let props = SkeletonProps(
      width: side(0, 1), height: side(1, 2), shape: shape,
      presence: PresenceProps(
        showDelay: showDelay, entrance: entrance, enterDuration: enterDuration))
    element.attributeDiagnostics = diagnostics
    element.lifecycle.apply(.setProps(props), at: time)
    element.lifecycle.discardHistory(before: time)
    return 0
  } ?? ExportError.unknownHandle.rawValue
}

/// What the skeleton shows at `milliseconds`, as one JSON object in the output: `phase`,
/// `time`, `shownAt`, `entrance`, `cycle` (as the loading indicator's), `box`, `cornerRadius`,
/// `color`, `lowOpacity`, `highOpacity`, `easing`, `reducedMotion`, `accessible` (always null),
/// `next` and `diagnostics`. Returns the byte count, or a negative code.
@_expose(wasm, "tanrei_skeleton_state")
@_cdecl("tanrei_skeleton_state")
public func tanreiSkeletonState(_ handle: Int32, _ milliseconds: Double) -> Int32 {
  guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
  return skeletons.with(handle) { element in
    let lifecycle = element.lifecycle
    let plan = lifecycle.plan(at: time)
    let resolved = lifecycle.resolved
    let tokens = resolved.tokens
    var json = JSONText()
    json.open()
    json.timing(of: plan)
    json.motion(of: plan)
    json.box(resolved.box, of: plan)
    json.key("cornerRadius")
    json.number(resolved.cornerRadius)
    json.key("color")
    json.color(tokens.color)
    json.key("lowOpacity")
    json.number(tokens.lowOpacity)
    json.key("highOpacity")
    json.number(tokens.highOpacity)
    json.key("easing")
    json.curve(tokens.easing)
    json.key("reducedMotion")
    json.bool(lifecycle.environment.reducedMotion)
    json.accessible(nil)
    json.finish(
      next: lifecycle.nextChange(after: time),
      diagnostics: element.attributeDiagnostics + lifecycle.diagnostics(at: time))
    return json.storage.withUnsafeBytes { Exchange.write(bytes: $0) }
  } ?? ExportError.unknownHandle.rawValue
}
