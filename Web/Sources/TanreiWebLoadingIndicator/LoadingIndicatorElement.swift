import TanreiCore
import TanreiWebSupport

// The surface <tanrei-loading-indicator> calls. The element forwards what the DOM gives it —
// raw attribute texts, the time of each callback, what the media queries and observers say —
// and applies the numbers it gets back. Every decision, down to what an attribute's text
// means, is made here or in the core.

/// One indicator, as the page keeps it between calls.
struct IndicatorElement: PresenceElement {
  static let mark: UInt32 = 0x544C_4931  // "TLI1"

  var presence: Presence
  var timing: PresenceTiming
  var geometry: LoadingIndicatorGeometry
  /// What the attributes were reported for.
  var diagnostics = DiagnosticSet()
  /// Whether the label names nothing (LDG-10).
  var labelIsBlank = true
  /// The host's naming (LDG-18).
  var naming = HostNaming()

  /// An indicator in `environment`, not inserted, whose props the `set` that makes it sets.
  init(environment: ComponentEnvironment) {
    geometry = LoadingIndicatorGeometry(
      indicatorSize: 0, thickness: 0, containerSize: 0, cornerRadius: 0, contained: false)
    timing = PresenceTiming(showDelay: 0, entrance: .fade, enterDuration: 0, cycleDuration: 0)
    presence = Presence(
      environment: environment, cycleDuration: LoadingIndicatorWebTokens.cycleDuration)
  }

  /// The turn keeps its length under reduced motion, where it becomes a pulse (LDG-4).
  mutating func environmentChanged() {}
}

/// Sets the props at `milliseconds` from the attributes' texts, in the text buffer back to
/// back: `label`, `size`, `contained`, `show-delay`, `entrance`, `enter-duration`, then the
/// value of `--tanrei-comp-loading-indicator-motion-entrance` in the element's cascade and the
/// product's own `aria-label` (its twin's while held). Bit `n` of `flags` says the `n`th
/// attribute is present, and ``PageFlags`` the rest. A product that names the host itself is no
/// missing name (LDG-18).
///
/// What the props draw applies at once; their timing from the next insertion, so that a running
/// delay or entrance finishes as it began (LDG-16).
@_expose(wasm, "indicator_set")
@_cdecl("indicator_set")
public func indicatorSet(
  _ labelLength: Int32, _ sizeLength: Int32, _ containedLength: Int32, _ showDelayLength: Int32,
  _ entranceLength: Int32, _ enterDurationLength: Int32, _ cascadeLength: Int32,
  _ productLabelLength: Int32, _ flags: Int32, _ milliseconds: Double
) -> Int32 {
  var texts = TextCursor()
  guard let label = texts.next(labelLength), let size = texts.next(sizeLength),
    texts.next(containedLength) != nil, let showDelay = texts.next(showDelayLength),
    let entrance = texts.next(entranceLength), let enterDuration = texts.next(enterDurationLength),
    let cascade = texts.next(cascadeLength), let productLabel = texts.next(productLabelLength)
  else { return ExportResult.invalidLength.rawValue }
  return ElementExports.set(
    IndicatorElement.self, flags: flags, at: milliseconds, make: IndicatorElement.init
  ) { element in
    var diagnostics = DiagnosticSet()
    var measurements = LoadingIndicatorWebTokens.defaultSize
    if flags & 2 != 0 {
      if let known = LoadingIndicatorWebTokens.size(named: size) {
        measurements = known
      } else {
        // LDG-9: the default size's tokens, reported.
        diagnostics.insert(.unknownSize)
      }
    }
    element.geometry = LoadingIndicatorGeometry(
      indicatorSize: measurements.0, thickness: measurements.1, containerSize: measurements.2,
      cornerRadius: LoadingIndicatorWebTokens.containerShape, contained: flags & 4 != 0)
    element.labelIsBlank = UTF8Text.isBlank(label)
    HostNaming.emptyLabel(
      labelIsBlank: element.labelIsBlank,
      productNamed: PageFlags.productNames(productLabel, flags), into: &diagnostics)
    element.timing = PresenceAttributes(
      showDelay: (showDelay, flags & 8 != 0), entrance: (entrance, flags & 16 != 0),
      enterDuration: (enterDuration, flags & 32 != 0), cascade: cascade
    ).timing(
      LoadingIndicatorWebTokens.presence, cycleDuration: LoadingIndicatorWebTokens.cycleDuration,
      diagnostics: &diagnostics)
    element.diagnostics = diagnostics
  }
}

/// The answer slots of the loading indicator, after the shared ones (``Answer/Slot``).
enum IndicatorSlot {
  /// 1 when contained, 2 when the mark is the reduced-motion circle (LDG-4).
  static let flags = Answer.Slot.elementStart
  /// The box's side.
  static let box = flags + 1
  /// The indicator's square.
  static let indicatorSize = flags + 2
  /// The arc's stroke.
  static let thickness = flags + 3
  /// The radius of the arc's centre line.
  static let arcRadius = flags + 4
  /// The indicator square's inset in the box.
  static let inset = flags + 5
  /// The container's corner radius.
  static let cornerRadius = flags + 6
  /// The arc's length along its centre line: a quarter of the circle (LDG-1).
  static let arcLength = flags + 7
  /// The whole circle's length along the centre line.
  static let circumference = flags + 8
}

/// Applies the event of `code` (none when negative) at `milliseconds`, then writes what the
/// indicator shows and exposes to the answer buffer, given which of the host's naming
/// attributes are `present` and which the product `changed` (``HostNaming/Written``).
@_expose(wasm, "indicator_answer")
@_cdecl("indicator_answer")
public func indicatorAnswer(
  _ code: Int32, _ milliseconds: Double, _ present: Int32, _ changed: Int32
) -> Int32 {
  ElementExports.answer(
    IndicatorElement.self, event: code, at: milliseconds
  ) { element, t in
    element.naming.answer(
      phase: element.presence.phase(at: t), labelIsBlank: element.labelIsBlank,
      written: HostNaming.Written(present: present, changed: changed))
    let geometry = element.geometry
    let circle = element.presence.environment.reducedMotion
    Answer.set(IndicatorSlot.flags, Double((geometry.contained ? 1 : 0) | (circle ? 2 : 0)))
    Answer.set(IndicatorSlot.box, geometry.boxSide)
    Answer.set(IndicatorSlot.indicatorSize, geometry.indicatorSize)
    Answer.set(IndicatorSlot.thickness, geometry.thickness)
    Answer.set(IndicatorSlot.arcRadius, geometry.arcRadius)
    Answer.set(IndicatorSlot.inset, geometry.indicatorInset)
    Answer.set(IndicatorSlot.cornerRadius, geometry.containerCornerRadius)
    Answer.set(IndicatorSlot.arcLength, geometry.arcLength)
    Answer.set(IndicatorSlot.circumference, geometry.circumference)
  }
}
