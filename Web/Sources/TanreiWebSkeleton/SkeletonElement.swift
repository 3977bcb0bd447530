import TanreiCore
import TanreiWebSupport

// The surface <tanrei-skeleton> calls: a placeholder for content, never content, so its host
// is hidden from assistive technology from the moment it exists; its presence, box and shimmer
// are the core's.

/// One skeleton, as the page keeps it between calls.
struct SkeletonElement: PresenceElement {
  static let mark: UInt32 = 0x5453_4B31  // "TSK1"

  var presence: Presence
  var timing: PresenceTiming
  var width = 0.0
  var height = 0.0
  var shape = SkeletonShape.rectangle
  var diagnostics = DiagnosticSet()

  init(environment: ComponentEnvironment) {
    timing = PresenceTiming(showDelay: 0, entrance: .fade, enterDuration: 0, cycleDuration: 0)
    presence = Presence(environment: environment, cycleDuration: 0)
  }

  /// The shimmer stops under reduced motion.
  var cycleDuration: Double {
    presence.environment.reducedMotion ? 0 : SkeletonWebTokens.cycleDuration
  }

  mutating func environmentChanged() {
    timing.cycleDuration = cycleDuration
  }
}

/// Sets the props at `milliseconds` from the attributes' texts, back to back in the text
/// buffer: `width`, `height`, `shape`, `show-delay`, `entrance`, `enter-duration`, then the
/// value of `--tanrei-comp-presence-entrance` in the cascade and the host's `aria-label`
/// (unused). Bit `n` of `flags` says the `n`th attribute is present (``PageFlags``). A side
/// that is absent is 0; one that is not a finite number, or is negative, is 0 and reported; a
/// shape other than rectangle, circle or rounded is rectangle, reported.
@_expose(wasm, "skeleton_set")
@_cdecl("skeleton_set")
public func skeletonSet(
  _ widthLength: Int32, _ heightLength: Int32, _ shapeLength: Int32, _ showDelayLength: Int32,
  _ entranceLength: Int32, _ enterDurationLength: Int32, _ cascadeLength: Int32,
  _ productLabelLength: Int32, _ flags: Int32, _ milliseconds: Double
) -> Int32 {
  var texts = TextCursor()
  guard let width = texts.next(widthLength), let height = texts.next(heightLength),
    let shape = texts.next(shapeLength), let showDelay = texts.next(showDelayLength),
    let entrance = texts.next(entranceLength), let enterDuration = texts.next(enterDurationLength),
    let cascade = texts.next(cascadeLength), texts.next(productLabelLength) != nil
  else { return ExportResult.invalidLength.rawValue }
  return ElementExports.set(
    SkeletonElement.self, flags: flags, at: milliseconds, make: SkeletonElement.init
  ) { element in
    var diagnostics = DiagnosticSet()
    func side(_ text: UnsafeBufferPointer<UInt8>, present: Bool) -> Double {
      guard present else { return 0 }
      guard let number = Attributes.number(text) else {
        diagnostics.insert(.valueNotFinite)
        return 0
      }
      guard let length = number.usableLength else {
        diagnostics.insert(.valueOutOfRange)
        return 0
      }
      return length
    }
    element.width = side(width, present: flags & 1 != 0)
    element.height = side(height, present: flags & 2 != 0)
    element.shape = .rectangle
    if flags & 4 != 0 {
      if let known = SkeletonShape(utf8: Attributes.trimmed(shape)) {
        element.shape = known
      } else {
        diagnostics.insert(.valueOutOfRange)
      }
    }
    element.timing = PresenceAttributes(
      showDelay: (showDelay, flags & 8 != 0), entrance: (entrance, flags & 16 != 0),
      enterDuration: (enterDuration, flags & 32 != 0), cascade: cascade
    ).timing(
      SkeletonWebTokens.presence, cycleDuration: element.cycleDuration, diagnostics: &diagnostics)
    element.diagnostics = diagnostics
  }
}

/// Applies the event of `code` (none when negative) at `milliseconds`, then writes the
/// skeleton's answer: the shared slots, with the host always hidden, then its width, height
/// and corner radius.
@_expose(wasm, "skeleton_answer")
@_cdecl("skeleton_answer")
public func skeletonAnswer(
  _ code: Int32, _ milliseconds: Double, _ present: Int32, _ changed: Int32
) -> Int32 {
  ElementExports.answer(
    SkeletonElement.self, event: code, at: milliseconds
  ) { element, t in
    // A skeleton is never in the accessibility tree: hidden, whatever its phase, and never
    // exposed; the host's names are not its concern.
    Answer.set(
      Answer.Slot.host, HostNaming.bits(phase: element.presence.phase(at: t), neverExposed: true))
    Answer.set(Answer.Slot.naming, 0)
    Answer.set(Answer.Slot.elementStart, 0)
    Answer.set(Answer.Slot.elementStart + 1, element.width)
    Answer.set(Answer.Slot.elementStart + 2, element.height)
    Answer.set(
      Answer.Slot.elementStart + 3,
      Skeleton.cornerRadius(
        element.shape, width: element.width, height: element.height,
        roundedRadius: SkeletonWebTokens.roundedRadius))
  }
}
