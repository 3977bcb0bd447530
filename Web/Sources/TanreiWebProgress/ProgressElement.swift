import TanreiCore
import TanreiWebSupport

// The surface <tanrei-progress> calls: progress as a bar or a ring, determinate or not, named by
// its label, with its value exposed; its completion said once per task while it is shown.

/// One progress view, as the page keeps it between calls.
struct ProgressElement: PresenceElement {
  static let mark: UInt32 = 0x5450_5231  // "TPR1"

  var presence: Presence
  var timing: PresenceTiming
  var geometry: ProgressGeometry
  /// The value before the last change, for a completion.
  var completesNow = false
  /// Whether the current task's completion was said.
  var said = false
  /// Whether a bar's length follows the width its layout offers.
  var fills = false
  /// The length of the completion's words in the text buffer, written by the `set` that
  /// completes the task.
  var announcementLength = 0
  var labelIsBlank = true
  var naming = HostNaming()
  var diagnostics = DiagnosticSet()
  /// The props as numbers, kept to resolve again when the environment changes.
  var value: Double?
  var style = ProgressStyle.bar
  var length: Double?
  var lineWidth: Double?
  var showsPercentLabel = true

  /// The longest `length`, `line-width` or width offered that is taken, in pixels: far beyond
  /// any screen.
  static let lengthLimit = 1e12

  init(environment: ComponentEnvironment) {
    timing = PresenceTiming(showDelay: 0, entrance: .fade, enterDuration: 0, cycleDuration: 0)
    presence = Presence(environment: environment, cycleDuration: 0)
    geometry = ProgressGeometry(
      value: nil, style: .bar, length: nil, lineWidth: nil, showsPercentLabel: true,
      reducedMotion: environment.reducedMotion, metrics: ProgressWebTokens.metrics)
  }

  mutating func resolve() {
    geometry = ProgressGeometry(
      value: value, style: style, length: length, lineWidth: lineWidth,
      showsPercentLabel: showsPercentLabel, reducedMotion: presence.environment.reducedMotion,
      metrics: ProgressWebTokens.metrics)
    timing.cycleDuration = geometry.cycleDuration
  }

  /// Indeterminate progress stops moving under reduced motion.
  mutating func environmentChanged() { resolve() }
}

/// Sets the props at `milliseconds` from the attributes' texts, back to back in the text
/// buffer: `label`, `value`, `max`, `variant`, `show-label`, `length`, `line-width`,
/// `show-delay`, `entrance`, `enter-duration`, the value of `--tanrei-comp-presence-entrance`
/// in the cascade and the product's own `aria-label`. Bit `n` of `flags` says the `n`th
/// attribute is present (``PageFlags``); `offered` is the width the layout gives the host, which
/// a bar without `length` fills.
///
/// `value` over `max` (1 when absent or not a positive number, reported) is the value; no
/// value is indeterminate, and one that is not a number too, reported. `variant` is `bar` or
/// `ring` (anything else is a bar, reported); `show-label="false"` hides the ring's percentage,
/// and anything but `true`, `false` or nothing shows it, reported. A `length` or `line-width`
/// that is not a number, or is beyond ``ProgressElement/lengthLimit``, takes the token's,
/// reported.
@_expose(wasm, "progress_set")
@_cdecl("progress_set")
public func progressSet(
  _ labelLength: Int32, _ valueLength: Int32, _ maxLength: Int32, _ variantLength: Int32,
  _ showLabelLength: Int32, _ lengthLength: Int32, _ lineWidthLength: Int32,
  _ showDelayLength: Int32, _ entranceLength: Int32, _ enterDurationLength: Int32,
  _ cascadeLength: Int32, _ productLabelLength: Int32, _ flags: Int32, _ milliseconds: Double,
  _ offered: Double
) -> Int32 {
  var texts = TextCursor()
  guard let label = texts.next(labelLength), let value = texts.next(valueLength),
    let maximum = texts.next(maxLength), let variant = texts.next(variantLength),
    let showLabel = texts.next(showLabelLength), let length = texts.next(lengthLength),
    let lineWidth = texts.next(lineWidthLength), let showDelay = texts.next(showDelayLength),
    let entrance = texts.next(entranceLength), let enterDuration = texts.next(enterDurationLength),
    let cascade = texts.next(cascadeLength), let productLabel = texts.next(productLabelLength)
  else { return ExportResult.invalidLength.rawValue }
  return ElementExports.set(
    ProgressElement.self, flags: flags, at: milliseconds, make: ProgressElement.init
  ) { element in
    var diagnostics = DiagnosticSet()
    var divisor = 1.0
    if flags & 4 != 0 {
      if let given = Attributes.number(maximum), given > 0 {
        divisor = given
      } else {
        diagnostics.insert(.valueOutOfRange)
      }
    }
    let old = element.geometry.value
    element.value =
      flags & 2 == 0 ? nil : Attributes.number(value).map { $0 / divisor } ?? .nan
    element.style = .bar
    if flags & 8 != 0 {
      let word = Attributes.trimmed(variant)
      if UTF8Text.equals(word, "ring") {
        element.style = .ring
      } else if !UTF8Text.equals(word, "bar") {
        diagnostics.insert(.valueOutOfRange)
      }
    }
    element.showsPercentLabel = true
    if flags & 16 != 0 {
      if UTF8Text.equals(showLabel, "false") {
        element.showsPercentLabel = false
      } else if !(UTF8Text.equals(showLabel, "true") || showLabel.isEmpty) {
        diagnostics.insert(.valueOutOfRange)
      }
    }
    func size(_ text: UnsafeBufferPointer<UInt8>, present: Bool) -> Double? {
      guard present else { return nil }
      // Beyond the limit the ring's circumference, and the lengths along it, would not be
      // finite numbers: such a length is out of range too.
      guard let number = Attributes.number(text), number <= ProgressElement.lengthLimit else {
        diagnostics.insert(.valueOutOfRange)
        return nil
      }
      return number
    }
    element.length = size(length, present: flags & 32 != 0)
    element.lineWidth = size(lineWidth, present: flags & 64 != 0)
    element.fills = element.style == .bar && element.length == nil
    if element.fills, offered > 0, offered <= ProgressElement.lengthLimit {
      element.length = offered
    }
    element.resolve()
    let issues = element.geometry.issues
    if issues.contains(.valueNotANumber) || issues.contains(.valueInfinite) {
      diagnostics.insert(.valueNotFinite)
    }
    if issues.contains(.valueOutOfRange) || issues.contains(.unusableLength)
      || issues.contains(.unusableLineWidth)
    {
      diagnostics.insert(.valueOutOfRange)
    }
    let new = element.geometry.value
    if ProgressGeometry.startsNewTask(from: old, to: new) { element.said = false }
    element.completesNow = ProgressGeometry.completes(from: old, to: new)
    element.labelIsBlank = UTF8Text.isBlank(label)
    HostNaming.emptyLabel(
      labelIsBlank: element.labelIsBlank,
      productNamed: PageFlags.productNames(productLabel, flags), into: &diagnostics)
    element.timing = PresenceAttributes(
      showDelay: (showDelay, flags & 128 != 0), entrance: (entrance, flags & 256 != 0),
      enterDuration: (enterDuration, flags & 512 != 0), cascade: cascade
    ).timing(
      ProgressWebTokens.presence, cycleDuration: element.geometry.cycleDuration,
      diagnostics: &diagnostics)
    element.diagnostics = diagnostics
    // What the completion says: the label, then the system's words (the text buffer holds the
    // label first, so it stays where it is).
    element.announcementLength =
      element.completesNow
      ? TextCursor.append(ProgressGeometry.completionSuffix, after: Int(labelLength)) ?? 0 : 0
  }
}

/// The answer slots of the progress view, after the shared ones (``Answer/Slot``).
enum ProgressSlot {
  /// 1 a ring, 2 the indicator is drawn, 4 it moves, 8 the ring prints its percentage, 16 the bar
  /// fills the width it is offered, 32 determinate, 64 right to left (the bar fills from the
  /// right).
  static let flags = Answer.Slot.elementStart
  /// The box's width.
  static let width = flags + 1
  /// The box's height.
  static let height = flags + 2
  /// The bar's thickness, or the ring's stroke.
  static let thickness = flags + 3
  /// The bar's corner radius.
  static let cornerRadius = flags + 4
  /// The radius of the ring's centre line.
  static let ringRadius = flags + 5
  /// The length of the ring's centre line.
  static let circumference = flags + 6
  /// Where the resting indicator starts: along the bar from its leading end, or round the ring
  /// in degrees from 12 o'clock.
  static let start = flags + 7
  /// How long the resting indicator is, along the bar or along the ring's centre line.
  static let length = flags + 8
  /// How long the moving segment is, along the bar or along the ring's centre line.
  static let segment = flags + 9
  /// The value as a whole percentage, what the host's `aria-valuenow` and the ring's label say;
  /// NaN when indeterminate.
  static let percent = flags + 10
  /// The length of the completion's words in the text buffer, to be said now; 0 for none.
  static let announcement = flags + 11
}

/// Applies the event of `code` (none when negative) at `milliseconds`, then writes the progress
/// view's answer (``ProgressSlot``). A completion is said once per task, and only while the view
/// is shown: one that happens during the delay is not said at all.
@_expose(wasm, "progress_answer")
@_cdecl("progress_answer")
public func progressAnswer(
  _ code: Int32, _ milliseconds: Double, _ present: Int32, _ changed: Int32
) -> Int32 {
  ElementExports.answer(
    ProgressElement.self, event: code, at: milliseconds
  ) { element, t in
    let phase = element.presence.phase(at: t)
    element.naming.answer(
      phase: phase, labelIsBlank: element.labelIsBlank,
      written: HostNaming.Written(present: present, changed: changed))
    let geometry = element.geometry
    let shown = phase == .entering || phase == .shown
    var announcement = 0
    if element.completesNow && shown && !element.said {
      element.said = true
      announcement = element.announcementLength
    }
    element.completesNow = false
    let ring = geometry.style == .ring
    let resting = geometry.restingIndicator
    let circumference = Double.pi * geometry.ringDiameter
    let alongRing = circumference / 360
    let flags =
      (ring ? 1 : 0) | (resting.isDrawn ? 2 : 0) | (geometry.moves ? 4 : 0)
      | (geometry.showsLabel ? 8 : 0) | (element.fills ? 16 : 0)
      | (geometry.value != nil ? 32 : 0)
      | (element.presence.environment.direction == .rightToLeft ? 64 : 0)
    let box = geometry.box
    Answer.set(ProgressSlot.flags, Double(flags))
    Answer.set(ProgressSlot.width, box.width)
    Answer.set(ProgressSlot.height, box.height)
    Answer.set(ProgressSlot.thickness, geometry.thickness)
    Answer.set(ProgressSlot.cornerRadius, geometry.cornerRadius)
    Answer.set(ProgressSlot.ringRadius, geometry.ringDiameter / 2)
    Answer.set(ProgressSlot.circumference, circumference)
    Answer.set(ProgressSlot.start, resting.start)
    Answer.set(ProgressSlot.length, ring ? resting.length * alongRing : resting.length)
    Answer.set(ProgressSlot.segment, ring ? geometry.segment * alongRing : geometry.segment)
    Answer.set(ProgressSlot.percent, geometry.percent.map { Double($0) } ?? .nan)
    Answer.set(ProgressSlot.announcement, Double(announcement))
  }
}
