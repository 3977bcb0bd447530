import TanreiCore
import TanreiWebSupport

// The surface <tanrei-typing-indicator> calls: three dots that say a reply is being written, a
// status named by its label once shown. The dots' keyframes are the core's own frames, sampled
// when the package is built (the element's generated tokens); here, its presence and its name.

/// One typing indicator, as the page keeps it between calls.
struct TypingElement: PresenceElement {
  static let mark: UInt32 = 0x5454_5931  // "TTY1"

  var presence: Presence
  var timing: PresenceTiming
  var labelIsBlank = true
  /// No label is set and the product does not name the host: the indicator's own name stands.
  var namedByDefault = false
  var naming = HostNaming()
  var diagnostics = DiagnosticSet()

  init(environment: ComponentEnvironment) {
    timing = PresenceTiming(showDelay: 0, entrance: .fade, enterDuration: 0, cycleDuration: 0)
    presence = Presence(environment: environment, cycleDuration: 0)
  }

  /// Under reduced motion the dots rest on the first frame.
  var cycleDuration: Double {
    presence.environment.reducedMotion ? 0 : TypingWebTokens.cycleDuration
  }

  mutating func environmentChanged() {
    timing.cycleDuration = cycleDuration
  }
}

/// Sets the props at `milliseconds` from the attributes' texts, back to back in the text
/// buffer: `label`, `show-delay`, `entrance`, `enter-duration`, the value of
/// `--tanrei-comp-presence-entrance` in the cascade and the product's own `aria-label`. Bit `n`
/// of `flags` says the `n`th attribute is present (``PageFlags``). With no label the indicator
/// takes its own name, unless the product names the host itself (LDG-18's rule).
@_expose(wasm, "typing_set")
@_cdecl("typing_set")
public func typingSet(
  _ labelLength: Int32, _ showDelayLength: Int32, _ entranceLength: Int32,
  _ enterDurationLength: Int32, _ cascadeLength: Int32, _ productLabelLength: Int32,
  _ flags: Int32, _ milliseconds: Double
) -> Int32 {
  var texts = TextCursor()
  guard let label = texts.next(labelLength), let showDelay = texts.next(showDelayLength),
    let entrance = texts.next(entranceLength), let enterDuration = texts.next(enterDurationLength),
    let cascade = texts.next(cascadeLength), let productLabel = texts.next(productLabelLength)
  else { return ExportResult.invalidLength.rawValue }
  return ElementExports.set(
    TypingElement.self, flags: flags, at: milliseconds, make: TypingElement.init
  ) { element in
    var diagnostics = DiagnosticSet()
    let productNamed = PageFlags.productNames(productLabel, flags)
    element.labelIsBlank = UTF8Text.isBlank(label)
    element.namedByDefault = flags & 1 == 0 && !productNamed
    if !element.namedByDefault {
      HostNaming.emptyLabel(
        labelIsBlank: element.labelIsBlank, productNamed: productNamed, into: &diagnostics)
    }
    element.timing = PresenceAttributes(
      showDelay: (showDelay, flags & 2 != 0), entrance: (entrance, flags & 4 != 0),
      enterDuration: (enterDuration, flags & 8 != 0), cascade: cascade
    ).timing(
      TypingWebTokens.presence, cycleDuration: element.cycleDuration, diagnostics: &diagnostics)
    element.diagnostics = diagnostics
  }
}

/// Applies the event of `code` (none when negative) at `milliseconds`, then writes the typing
/// indicator's answer: the shared slots, then 1 in its flags while the dots rest (reduced
/// motion).
@_expose(wasm, "typing_answer")
@_cdecl("typing_answer")
public func typingAnswer(
  _ code: Int32, _ milliseconds: Double, _ present: Int32, _ changed: Int32
) -> Int32 {
  ElementExports.answer(
    TypingElement.self, event: code, at: milliseconds
  ) { element, t in
    element.naming.answer(
      phase: element.presence.phase(at: t), labelIsBlank: element.labelIsBlank,
      defaultLabel: element.namedByDefault,
      written: HostNaming.Written(present: present, changed: changed))
    Answer.set(Answer.Slot.elementStart, element.presence.environment.reducedMotion)
  }
}
