import TanreiCore

/// LDG-18's rule for the host's name, for every element named by a label, and the host's
/// exposure: what the host's ARIA attributes become, from the phase, the label and what the
/// product wrote on the host.
///
/// The element's own role, name and state are its default semantics (the page gives them through
/// `ElementInternals`), so that the host's attributes stay the product's: the attributes a
/// server renderer writes ahead are left as they are, and hydration finds them unchanged. Once
/// shown, a label that names something is the element's whole name: the product's `aria-label`
/// and `aria-labelledby` are held as their `data-aria-` twins, since an attribute overrides the
/// default semantics and the platform would give `aria-labelledby` the precedence. An
/// `aria-label` that says the label (as a server renderer writes it ahead, so that the page is
/// named before its script arrives) names it the same and is left in place. A label that names
/// nothing gives the held names back as they were written, and they name the element. While it
/// waits it is hidden by its stylesheet (LDG-11) and holds them, so that nothing names an element
/// that has no role yet.
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

  /// What becomes of one attribute: left as it is, removed, or given the text of one of the
  /// four as the page passed them.
  public enum Change: Int {
    /// Left as it is.
    case keep = 0
    /// Removed.
    case remove = 1
    /// Set to the page's text of ``Attribute/ariaLabel`` (3), ``Attribute/ariaLabelledBy``
    /// (4), ``Attribute/heldAriaLabel`` (5) or ``Attribute/heldAriaLabelledBy`` (6).
    case ariaLabel = 3
    case ariaLabelledBy, heldAriaLabel, heldAriaLabelledBy
  }

  /// The element's own name, as the page gives it through its default semantics.
  public enum OwnName: Int {
    /// None: the product's names, if any, name it.
    case none = 0
    /// The label.
    case label = 1
    /// The element's name when no label is set (the typing indicator's "Typing").
    case defaultLabel = 2
  }

  /// What the page says of the host's naming attributes when it asks for an answer.
  public struct Written {
    /// Which of the four are present, by ``Attribute`` bit (1 `aria-label` … 8
    /// `data-aria-labelledby`), and 16 when `aria-label`'s text is the label's.
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

    /// An `aria-label` that says the label: the element's own name, written ahead.
    var echoesLabel: Bool { present & 16 != 0 }
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
    // An aria-label that says a label that names something is the element's own name.
    let ownAriaLabel = written.echoesLabel && !labelIsBlank
    let foreignAriaLabel = written.has(.ariaLabel) && !ownAriaLabel
    var result: (Change, Change, Change, Change) = (.keep, .keep, .keep, .keep)
    if hold && !isHolding {
      isHolding = true
      if foreignAriaLabel {
        result.0 = .remove
        result.2 = .ariaLabel
      }
      if written.has(.ariaLabelledBy) {
        result.1 = .remove
        result.3 = .ariaLabelledBy
      }
    } else if hold {
      // A name the product gave while they are held goes to its twin, as does an aria-label
      // kept because it said the label once it no longer does; one it removed, or changed to
      // say the label, takes the held one away.
      if foreignAriaLabel {
        result.0 = .remove
        result.2 = .ariaLabel
      } else if written.changed & 1 != 0 {
        result.2 = .remove
      }
      if written.changed & 2 != 0 {
        result.3 = written.has(.ariaLabelledBy) ? .ariaLabelledBy : .remove
      }
      if written.has(.ariaLabelledBy) { result.1 = .remove }
    } else if isHolding {
      isHolding = false
      if written.has(.heldAriaLabel) { result.0 = .heldAriaLabel }
      if written.has(.heldAriaLabelledBy) { result.1 = .heldAriaLabelledBy }
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
    let shown = phase == .entering || phase == .shown
    let name: OwnName =
      !shown ? .none : !labelIsBlank ? .label : defaultLabel ? .defaultLabel : .none
    Answer.set(Answer.Slot.host, Self.bits(phase: phase, holding: isHolding, name: name))
    Answer.set(
      Answer.Slot.naming,
      Double(
        changes.0.rawValue | changes.1.rawValue << 4 | changes.2.rawValue << 8
          | changes.3.rawValue << 12))
  }

  /// What the host is: 1 exposed (its role, its busy state or value, and its own name), 2
  /// waiting (hidden by its stylesheet), 4 holding the product's names, 8 never exposed (a
  /// placeholder's `aria-hidden`), and its own name (``OwnName``) times 16.
  public static func bits(
    phase: PresencePhase, holding: Bool = false, name: OwnName = .none, neverExposed: Bool = false
  ) -> Double {
    let shown = phase == .entering || phase == .shown
    let exposed = shown && !neverExposed
    return Double(
      (exposed ? 1 : 0) | (phase == .waiting ? 2 : 0) | (holding ? 4 : 0)
        | (neverExposed ? 8 : 0) | (exposed ? name.rawValue << 4 : 0))
  }

  /// LDG-10's report for a label that names nothing, unless the product names the host itself
  /// (LDG-18).
  public static func emptyLabel(
    labelIsBlank: Bool, productNamed: Bool, into diagnostics: inout DiagnosticSet
  ) {
    if labelIsBlank && !productNamed { diagnostics.insert(.emptyLabel) }
  }
}
