import TanreiCore

// The surface `<tanrei-skeleton>` calls, made as the loading indicator's is: raw attribute texts
// and DOM events in, one JSON answer out. A skeleton is a picture of content, never content, so
// the answer has nothing for assistive technology at any moment.

/// One skeleton element's state: its lifecycle and what its attribute texts were reported for.
struct SkeletonElement {
  var lifecycle: ComponentLifecycle<Skeleton>
  var attributeDiagnostics: [Diagnostic] = []
}

nonisolated(unsafe) private var skeletons: [SkeletonElement?] = []

private let maximumSkeletons = 65_536

private func withSkeleton<Result>(_ handle: Int32, _ body: (inout SkeletonElement) -> Result)
  -> Result?
{
  guard handle > 0, Int(handle) <= skeletons.count else { return nil }
  let index = Int(handle) - 1
  guard var element = skeletons[index].take() else { return nil }
  defer { skeletons[index] = element }
  return body(&element)
}

/// The written-out skeleton tokens of `system` (0 Tanrei, 1 Appetite UI) in `mode` (0 light,
/// 1 dark); `nil` for an unknown code.
private func skeletonTokens(system: Int32, mode: Int32) -> SkeletonTokens? {
  switch (system, mode) {
  case (0, 0): .writtenTanrei
  case (0, 1): .writtenTanreiDark
  case (1, 0): .writtenAppetite
  case (1, 1): .writtenAppetiteDark
  default: nil
  }
}

/// A new skeleton element's state in `system` and `mode`, 0 by 0 until its attributes are set;
/// returns its handle, above 0, or a negative code.
@_expose(wasm, "tanrei_skeleton_create")
@_cdecl("tanrei_skeleton_create")
public func tanreiSkeletonCreate(_ system: Int32, _ mode: Int32) -> Int32 {
  guard let tokens = skeletonTokens(system: system, mode: mode) else {
    return ExportError.unknownCode.rawValue
  }
  let element = SkeletonElement(
    lifecycle: ComponentLifecycle(props: SkeletonProps(width: 0, height: 0), tokens: tokens))
  if let hole = skeletons.firstIndex(where: { $0 == nil }) {
    skeletons[hole] = element
    return Int32(hole + 1)
  }
  guard skeletons.count < maximumSkeletons else { return ExportError.tooMany.rawValue }
  skeletons.append(element)
  return Int32(skeletons.count)
}

/// Frees the skeleton state `handle`; returns 0, or a negative code.
@_expose(wasm, "tanrei_skeleton_destroy")
@_cdecl("tanrei_skeleton_destroy")
public func tanreiSkeletonDestroy(_ handle: Int32) -> Int32 {
  guard handle > 0, Int(handle) <= skeletons.count, skeletons[Int(handle) - 1] != nil else {
    return ExportError.unknownHandle.rawValue
  }
  skeletons[Int(handle) - 1] = nil
  while let last = skeletons.last, last == nil { skeletons.removeLast() }
  return 0
}

/// Applies DOM event `code` at `milliseconds`, with the codes of ``tanreiElementApply``.
/// Returns 0, or a negative code.
@_expose(wasm, "tanrei_skeleton_apply")
@_cdecl("tanrei_skeleton_apply")
public func tanreiSkeletonApply(_ handle: Int32, _ code: Int32, _ milliseconds: Double) -> Int32 {
  guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
  let event: ComponentEvent<SkeletonProps>
  switch code {
  case 0: event = .insert
  case 1: event = .remove
  case 2: event = .hide
  case 3: event = .show
  case 4: event = .setReducedMotion(true)
  case 5: event = .setReducedMotion(false)
  case 6: event = .setDirection(.leftToRight)
  case 7: event = .setDirection(.rightToLeft)
  default: return ExportError.unknownCode.rawValue
  }
  return withSkeleton(handle) { element in
    element.lifecycle.apply(event, at: time)
    element.lifecycle.discardHistory(before: time)
    return 0
  } ?? ExportError.unknownHandle.rawValue
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
  return withSkeleton(handle) { element in
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
  return withSkeleton(handle) { element in
    let lifecycle = element.lifecycle
    let plan = lifecycle.plan(at: time)
    let resolved = lifecycle.resolved
    let tokens = resolved.tokens
    var json = JSONText()
    json.open()
    json.key("phase")
    json.string(plan.phase.rawValue)
    json.key("time")
    json.number(plan.time)
    json.key("shownAt")
    json.number(plan.shownAt)
    json.motion(of: plan)
    let box = plan.phase == .absent ? BoxSize.zero : resolved.box
    json.key("box")
    json.numbers([box.width, box.height])
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
    json.key("accessible")
    json.null()
    json.key("next")
    switch lifecycle.nextChange(after: time) {
    case .none: json.null()
    case .continuous: json.string("continuous")
    case .at(let next): json.number(next.inMilliseconds)
    }
    json.key("diagnostics")
    json.openArray()
    for diagnostic in element.attributeDiagnostics + lifecycle.diagnostics(at: time) {
      json.open()
      json.key("code")
      json.string(diagnostic.code.rawValue)
      json.key("message")
      json.string(diagnostic.message)
      json.close()
    }
    json.closeArray()
    json.close()
    return json.storage.withUnsafeBytes { Exchange.write(bytes: $0) }
  } ?? ExportError.unknownHandle.rawValue
}
