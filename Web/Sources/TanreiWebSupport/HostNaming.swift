import TanreiCore

/// LDG-18's rule for the host's name, for every element named by a label, and the host's
/// exposure: what the host's ARIA attributes become, from the phase, the label and what the
/// product wrote on the host.
///
/// Once shown the element is exposed, and a label that names something is its whole name: the
/// product's `aria-label` and `aria-labelledby` are held as their `data-aria-` twins, since the
/// platform would give `aria-labelledby` the precedence. A label that names nothing gives them
/// back as they were written, and they name the element. While it waits it has no role and is
/// hidden (LDG-11), and holds them, so that nothing names an element with no role.
public struct HostNaming: BitwiseCopyable, Equatable {
  /// Whether the product's names are held as their twins.
  public private(set) var isHolding = false

  /// A host that holds nothing yet.
  public init() {}

  /// The four attributes the rule moves, in the order the page passes their texts and reads
  /// their answers.
  public enum Attribute: Int {
    /// `aria-label`.
    case ariaLabel = 0
    /// `aria-labelledby`.
    case ariaLabelledBy = 1
    /// `data-aria-label`.
    case heldAriaLabel = 2
    /// `data-aria-labelledby`.
    case heldAriaLabelledBy = 3
  }

  /// What becomes of one attribute: left as it is, removed, or given the text of the label or
  /// of one of the four as the page passed them.
  public enum Change: Int {
    /// Left as it is.
    case keep = 0
    /// Removed.
    case remove = 1
    /// Set to the label.
    case label = 2
    /// Set to the page's text of ``Attribute/ariaLabel`` (3), ``Attribute/ariaLabelledBy``
    /// (4), ``Attribute/heldAriaLabel`` (5) or ``Attribute/heldAriaLabelledBy`` (6).
    case ariaLabel = 3
    case ariaLabelledBy, heldAriaLabel, heldAriaLabelledBy
    /// Set to the element's own name when no label is set (the typing indicator's "Typing").
    case defaultLabel = 7
  }

  /// What the page says of the host's naming attributes when it asks for an answer.
  public struct Written {
    /// Which of the four are present, by ``Attribute`` bit (1 `aria-label` … 8
    /// `data-aria-labelledby`).
    public var present: Int32
    /// Which of `aria-label` (1) and `aria-labelledby` (2) the product changed since the last
    /// answer: while they are held, a product's change goes to the twin.
    public var changed: Int32

    /// What the page passed.
    public init(present: Int32, changed: Int32) {
      self.present = present
      self.changed = changed
    }

    func has(_ attribute: Attribute) -> Bool { present & (1 << attribute.rawValue) != 0 }
  }

  /// The changes to the four attributes in `phase`, for a label that is blank or not, given
  /// what is `written`, in ``Attribute`` order; the holding state follows them.
  ///
  /// With `defaultLabel`, a blank label is no blank name: the element's own name stands in.
  public mutating func changes(
    phase: PresencePhase, labelIsBlank: Bool, defaultLabel: Bool = false, written: Written
  ) -> (Change, Change, Change, Change) {
    let shown = phase == .entering || phase == .shown
    // A copy of a host that held the product's names carries their twins: they are still held.
    if written.has(.heldAriaLabel) || written.has(.heldAriaLabelledBy) { isHolding = true }
    let hold = !shown || !labelIsBlank || defaultLabel
    let ownLabel: Change =
      shown && !labelIsBlank ? .label : shown && defaultLabel ? .defaultLabel : .remove
    var result: (Change, Change, Change, Change) = (.keep, .keep, .keep, .keep)
    if hold && !isHolding {
      isHolding = true
      result.2 = written.has(.ariaLabel) ? .ariaLabel : .keep
      result.3 = written.has(.ariaLabelledBy) ? .ariaLabelledBy : .keep
      result.0 = ownLabel
      result.1 = .remove
    } else if hold {
      // The product changed a name it gave while it is held: the twin takes the change.
      if written.changed & 1 != 0 { result.2 = written.has(.ariaLabel) ? .ariaLabel : .remove }
      if written.changed & 2 != 0 {
        result.3 = written.has(.ariaLabelledBy) ? .ariaLabelledBy : .remove
      }
      result.0 = ownLabel
      if written.has(.ariaLabelledBy) { result.1 = .remove }
    } else if isHolding {
      isHolding = false
      result.0 = written.has(.heldAriaLabel) ? .heldAriaLabel : .remove
      result.1 = written.has(.heldAriaLabelledBy) ? .heldAriaLabelledBy : .keep
      result.2 = .remove
      result.3 = .remove
    }
    return result
  }

  /// Works out the changes for `phase` and writes them, with what the host is, to their answer
  /// slots: ``Answer/Slot/host``, and ``Answer/Slot/naming`` with the four changes' codes in
  /// ``Attribute`` order, four bits each from the lowest.
  public mutating func answer(
    phase: PresencePhase, labelIsBlank: Bool, defaultLabel: Bool = false, written: Written
  ) {
    let changes = changes(
      phase: phase, labelIsBlank: labelIsBlank, defaultLabel: defaultLabel, written: written)
    Answer.set(Answer.Slot.host, bits(phase: phase))
    Answer.set(
      Answer.Slot.naming,
      Double(
        changes.0.rawValue | changes.1.rawValue << 4 | changes.2.rawValue << 8
          | changes.3.rawValue << 12))
  }

  /// What the host is: 1 exposed (its role, and its busy state or value), 2 `aria-hidden`
  /// (inserted and waiting), 4 holding the product's names.
  public func bits(phase: PresencePhase) -> Double {
    let shown = phase == .entering || phase == .shown
    return Double((shown ? 1 : 0) | (phase == .waiting ? 2 : 0) | (isHolding ? 4 : 0))
  }

  /// LDG-10's report for a label that names nothing, unless the product names the host itself
  /// (LDG-18).
  public static func emptyLabel(
    labelIsBlank: Bool, productNamed: Bool, into diagnostics: inout DiagnosticSet
  ) {
    if labelIsBlank && !productNamed { diagnostics.insert(.emptyLabel) }
  }
}
