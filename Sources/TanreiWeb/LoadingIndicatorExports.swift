import TanreiCore

// The loading indicator, as a page calls it: lifecycles by handle, events by code, frames as
// numbers. Every argument is checked before the core sees it, and every failure is a result
// (a negative code, or NaN for a number), since a trap would end the module for the whole page.

/// The lifecycles alive, by handle minus one; a destroyed one leaves a hole the next fills.
nonisolated(unsafe) private var indicators: [LoadingIndicatorLifecycle?] = []

/// The most lifecycles at once: far more than a page shows, and a bound on a leaking host.
private let maximumIndicators = 65_536

/// Where the lifecycle `handle` is in ``indicators``, or `nil` when there is none.
private func index(of handle: Int32) -> Int? {
  // Compared before any arithmetic: Int is 32 bits on wasm32, so `Int(handle) - 1` would
  // overflow, and trap, for the lowest Int32.
  guard handle > 0, Int(handle) <= indicators.count, indicators[Int(handle) - 1] != nil else {
    return nil
  }
  return Int(handle) - 1
}

/// Runs `body` on the lifecycle `handle`; `nil` when there is none.
func withIndicator<Result>(
  _ handle: Int32, _ body: (inout LoadingIndicatorLifecycle) -> Result
) -> Result? {
  guard let index = index(of: handle) else { return nil }
  // Taken out while `body` runs, so that the array holds no second reference and the lifecycle
  // is changed in place rather than copied.
  guard var lifecycle = indicators[index].take() else { return nil }
  defer { indicators[index] = lifecycle }
  return body(&lifecycle)
}

// MARK: Lifecycles

/// A new loading indicator with default props in the Tanrei system, light (`mode` 0) or dark
/// (1); returns its handle, above 0, or a negative code.
@_expose(wasm, "tanrei_indicator_create")
@_cdecl("tanrei_indicator_create")
public func tanreiIndicatorCreate(_ mode: Int32) -> Int32 {
  let tokens: LoadingIndicatorTokens
  switch mode {
  case 0: tokens = .tanrei
  case 1: tokens = .tanreiDark
  default: return ExportError.unknownCode.rawValue
  }
  let lifecycle = LoadingIndicatorLifecycle(tokens: tokens)
  if let hole = indicators.firstIndex(where: { $0 == nil }) {
    indicators[hole] = lifecycle
    return Int32(hole + 1)
  }
  guard indicators.count < maximumIndicators else { return ExportError.tooMany.rawValue }
  indicators.append(lifecycle)
  return Int32(indicators.count)
}

/// Frees the lifecycle `handle`; returns 0, or a negative code.
@_expose(wasm, "tanrei_indicator_destroy")
@_cdecl("tanrei_indicator_destroy")
public func tanreiIndicatorDestroy(_ handle: Int32) -> Int32 {
  guard let index = index(of: handle) else { return ExportError.unknownHandle.rawValue }
  indicators[index] = nil
  while let last = indicators.last, last == nil { indicators.removeLast() }
  return 0
}

// MARK: Events

/// Applies event `code` to `handle` at `milliseconds`: 0 insert, 1 remove, 2 hide, 3 show,
/// 4 and 5 reduced motion on and off, 6 and 7 left-to-right and right-to-left. Returns 0, or a
/// negative code.
@_expose(wasm, "tanrei_indicator_apply")
@_cdecl("tanrei_indicator_apply")
public func tanreiIndicatorApply(_ handle: Int32, _ code: Int32, _ milliseconds: Double) -> Int32 {
  guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
  guard let event = LoadingIndicatorEvent(eventCode: code) else {
    return ExportError.unknownCode.rawValue
  }
  return withIndicator(handle) { lifecycle in
    lifecycle.apply(event, at: time)
    return 0
  } ?? ExportError.unknownHandle.rawValue
}

/// Sets every prop of `handle` at `milliseconds`, as one change. The input buffer holds three
/// texts back to back, `labelLength`, `sizeLength` and `entranceLength` bytes of UTF-8: the
/// label, the size (empty for `medium`) and the entrance (empty for the token's). `contained`
/// is 0 or 1. `showDelay` and `enterDuration` are milliseconds, NaN for the token's; the core
/// decides what a negative one means, as it does for every other front (LDG-14). Returns 0, or
/// a negative code.
@_expose(wasm, "tanrei_indicator_set_props")
@_cdecl("tanrei_indicator_set_props")
public func tanreiIndicatorSetProps(
  _ handle: Int32, _ labelLength: Int32, _ sizeLength: Int32, _ entranceLength: Int32,
  _ contained: Int32, _ showDelay: Double, _ enterDuration: Double, _ milliseconds: Double
) -> Int32 {
  guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
  guard labelLength >= 0, sizeLength >= 0, entranceLength >= 0,
    let texts = Exchange.inputTexts([Int(labelLength), Int(sizeLength), Int(entranceLength)])
  else { return ExportError.invalidLength.rawValue }
  let props = LoadingIndicatorProps(
    texts[0], size: texts[1].isEmpty ? .medium : LoadingIndicatorSize(texts[1]),
    contained: contained != 0, showDelay: Exchange.optionalTime(showDelay),
    entrance: texts[2].isEmpty ? nil : LoadingEntrance(texts[2]),
    enterDuration: Exchange.optionalTime(enterDuration))
  return withIndicator(handle) { lifecycle in
    lifecycle.apply(.setProps(props), at: time)
    return 0
  } ?? ExportError.unknownHandle.rawValue
}

/// Forgets the states of `handle` that ended before `milliseconds`, for a long-lived indicator.
/// Returns 0, or a negative code.
@_expose(wasm, "tanrei_indicator_discard_history")
@_cdecl("tanrei_indicator_discard_history")
public func tanreiIndicatorDiscardHistory(_ handle: Int32, _ milliseconds: Double) -> Int32 {
  guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
  return withIndicator(handle) { lifecycle in
    lifecycle.discardHistory(before: time)
    return 0
  } ?? ExportError.unknownHandle.rawValue
}

// MARK: Frames

/// The opacity of the whole indicator at `milliseconds`; NaN for an unknown handle or a bad
/// time.
@_expose(wasm, "tanrei_indicator_opacity")
@_cdecl("tanrei_indicator_opacity")
public func tanreiIndicatorOpacity(_ handle: Int32, _ milliseconds: Double) -> Double {
  guard let time = Exchange.time(milliseconds) else { return .nan }
  return withIndicator(handle) { $0.frame(at: time).opacity } ?? .nan
}

/// The frame at `milliseconds`, written to the output as doubles, in this order: phase
/// (0 absent, 1 waiting, 2 entering, 3 shown), visible, opacity, scale, mark (0 none, 1 arc,
/// 2 circle), rotation in degrees, the mark's opacity, cycle progress, box width, box height,
/// animating, entrance (-1 none, 0 fade, 1 grow), direction (0 left-to-right, 1 right-to-left),
/// exposed, indicator size, thickness, arc radius, indicator inset, contained, container corner
/// radius, then the mark's and the container's colours as red, green, blue, alpha in 0…1.
/// Flags are 0 or 1. Returns the byte count, or a negative code.
@_expose(wasm, "tanrei_indicator_frame")
@_cdecl("tanrei_indicator_frame")
public func tanreiIndicatorFrame(_ handle: Int32, _ milliseconds: Double) -> Int32 {
  guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
  return withIndicator(handle) { lifecycle in
    let frame = lifecycle.frame(at: time)
    let appearance = frame.appearance
    let phase: Double
    switch frame.phase {
    case .absent: phase = 0
    case .waiting: phase = 1
    case .entering: phase = 2
    case .shown: phase = 3
    }
    let mark: Double
    switch frame.mark {
    case nil: mark = 0
    case .arc: mark = 1
    case .circle: mark = 2
    }
    let entrance: Double
    switch frame.entrance {
    case nil: entrance = -1
    case .fade: entrance = 0
    case .grow: entrance = 1
    }
    let mc = appearance.markColor
    let cc = appearance.containerColor
    return Exchange.write(doubles: [
      phase, frame.isVisible ? 1 : 0, frame.opacity, frame.scale, mark, frame.rotation ?? 0,
      frame.markOpacity, frame.cycleProgress, frame.box.width, frame.box.height,
      frame.isAnimating ? 1 : 0, entrance, frame.direction == .rightToLeft ? 1 : 0,
      frame.accessibility == nil ? 0 : 1, appearance.indicatorSize, appearance.thickness,
      appearance.arcRadius, appearance.indicatorInset, appearance.contained ? 1 : 0,
      appearance.containerCornerRadius, mc.red, mc.green, mc.blue, mc.alpha, cc.red, cc.green,
      cc.blue, cc.alpha,
    ])
  } ?? ExportError.unknownHandle.rawValue
}

/// The accessible name exposed at `milliseconds`, written to the output as UTF-8; returns its
/// byte count, `-6` while nothing is exposed (absent or waiting), or another negative code.
@_expose(wasm, "tanrei_indicator_accessible_name")
@_cdecl("tanrei_indicator_accessible_name")
public func tanreiIndicatorAccessibleName(_ handle: Int32, _ milliseconds: Double) -> Int32 {
  guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
  return withIndicator(handle) { lifecycle in
    guard let node = lifecycle.frame(at: time).accessibility else {
      return ExportError.nothing.rawValue
    }
    return Exchange.write(node.name)
  } ?? ExportError.unknownHandle.rawValue
}

/// When the frame of `handle` next changes after `milliseconds`: a time in milliseconds,
/// +infinity when nothing changes until the next event, -infinity while it changes
/// continuously (sample it every animation frame); NaN for an unknown handle or a bad time.
@_expose(wasm, "tanrei_indicator_next_change")
@_cdecl("tanrei_indicator_next_change")
public func tanreiIndicatorNextChange(_ handle: Int32, _ milliseconds: Double) -> Double {
  guard let time = Exchange.time(milliseconds) else { return .nan }
  return withIndicator(handle) { lifecycle in
    switch lifecycle.nextChange(after: time) {
    case .none: Double.infinity
    case .continuous: -Double.infinity
    case .at(let next): next.inMilliseconds
    }
  } ?? .nan
}

/// The diagnostics of `handle` at `milliseconds` (the fallbacks the props then in force took,
/// then those events raised until then), one per line as `code: message`, written to the
/// output; returns the byte count, or a negative code.
@_expose(wasm, "tanrei_indicator_diagnostics")
@_cdecl("tanrei_indicator_diagnostics")
public func tanreiIndicatorDiagnostics(_ handle: Int32, _ milliseconds: Double) -> Int32 {
  guard let time = Exchange.time(milliseconds) else { return ExportError.invalidTime.rawValue }
  return withIndicator(handle) { Exchange.write(Exchange.lines($0.diagnostics(at: time))) }
    ?? ExportError.unknownHandle.rawValue
}
