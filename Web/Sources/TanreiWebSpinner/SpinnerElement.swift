import TanreiCore
import TanreiWebSupport

// The surface <tanrei-spinner> calls: Appetite UI's spinner, a 270° arc on a track, named by
// its label like the loading indicator, and shown through the same presence rules.

/// One spinner, as the page keeps it between calls.
struct SpinnerElement: PresenceElement {
  static let mark: UInt32 = 0x5453_5031  // "TSP1"

  var presence: Presence
  var timing: PresenceTiming
  var side = 0.0
  var labelIsBlank = true
  var naming = HostNaming()
  var diagnostics = DiagnosticSet()

  init(environment: ComponentEnvironment) {
    timing = PresenceTiming(showDelay: 0, entrance: .fade, enterDuration: 0, cycleDuration: 0)
    presence = Presence(environment: environment, cycleDuration: 0)
  }

  /// The turn stops under reduced motion.
  var cycleDuration: Double {
    presence.environment.reducedMotion ? 0 : SpinnerWebTokens.cycleDuration
  }

  mutating func environmentChanged() {
    timing.cycleDuration = cycleDuration
  }
}

/// Sets the props at `milliseconds` from the attributes' texts, back to back in the text
/// buffer: `label`, `size`, `show-delay`, `entrance`, `enter-duration`, the value of
/// `--tanrei-comp-presence-entrance` in the cascade and the product's own `aria-label`. Bit `n`
/// of `flags` says the `n`th attribute is present (``PageFlags``). An unknown size takes the
/// system's default, reported.
@_expose(wasm, "spinner_set")
@_cdecl("spinner_set")
public func spinnerSet(
  _ labelLength: Int32, _ sizeLength: Int32, _ showDelayLength: Int32, _ entranceLength: Int32,
  _ enterDurationLength: Int32, _ cascadeLength: Int32, _ productLabelLength: Int32,
  _ flags: Int32, _ milliseconds: Double
) -> Int32 {
  var texts = TextCursor()
  guard let label = texts.next(labelLength), let size = texts.next(sizeLength),
    let showDelay = texts.next(showDelayLength), let entrance = texts.next(entranceLength),
    let enterDuration = texts.next(enterDurationLength), let cascade = texts.next(cascadeLength),
    let productLabel = texts.next(productLabelLength)
  else { return ExportResult.invalidLength.rawValue }
  return ElementExports.set(
    SpinnerElement.self, flags: flags, at: milliseconds, make: SpinnerElement.init
  ) { element in
    var diagnostics = DiagnosticSet()
    element.side = SpinnerWebTokens.defaultSide
    if flags & 2 != 0 {
      if let known = SpinnerWebTokens.side(named: size) {
        element.side = known
      } else {
        diagnostics.insert(.unknownSize)
      }
    }
    element.labelIsBlank = UTF8Text.isBlank(label)
    HostNaming.emptyLabel(
      labelIsBlank: element.labelIsBlank,
      productNamed: PageFlags.productNames(productLabel, flags), into: &diagnostics)
    element.timing = PresenceAttributes(
      showDelay: (showDelay, flags & 4 != 0), entrance: (entrance, flags & 8 != 0),
      enterDuration: (enterDuration, flags & 16 != 0), cascade: cascade
    ).timing(
      SpinnerWebTokens.presence, cycleDuration: element.cycleDuration, diagnostics: &diagnostics)
    element.diagnostics = diagnostics
  }
}

/// Applies the event of `code` (none when negative) at `milliseconds`, then writes the
/// spinner's answer: the shared slots, then its side, the ring's width and centre radius, and
/// the arc's and the circle's lengths along that centre line.
@_expose(wasm, "spinner_answer")
@_cdecl("spinner_answer")
public func spinnerAnswer(
  _ code: Int32, _ milliseconds: Double, _ present: Int32, _ changed: Int32
) -> Int32 {
  ElementExports.answer(
    SpinnerElement.self, event: code, at: milliseconds
  ) { element, t in
    element.naming.answer(
      phase: element.presence.phase(at: t), labelIsBlank: element.labelIsBlank,
      written: HostNaming.Written(present: present, changed: changed))
    let ring = Spinner.ring(side: element.side, innerRadius: SpinnerWebTokens.innerRadius)
    let circumference = 2 * Double.pi * ring.centerRadius
    Answer.set(Answer.Slot.elementStart, 0)
    Answer.set(Answer.Slot.elementStart + 1, element.side)
    Answer.set(Answer.Slot.elementStart + 2, ring.strokeWidth)
    Answer.set(Answer.Slot.elementStart + 3, ring.centerRadius)
    Answer.set(Answer.Slot.elementStart + 4, circumference * SpinnerWebTokens.sweep / 360)
    Answer.set(Answer.Slot.elementStart + 5, circumference)
  }
}
