/// A problem with a component's input that the component worked around.
///
/// Components never print: when they take a fallback (an unknown size, a negative delay, an empty
/// label) they say so with a diagnostic value, and a front decides whether a person sees it, in a
/// debug build or under `--verbose`. The ``code`` is stable for code to match; the ``message`` is
/// for people and names the value that was ignored and what was used instead (empty in the
/// release build of the web module, which keeps the codes only).
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What kind of fallback was taken.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// The size names a value the design system does not have (LDG-9).
    case unknownSize = "unknown-size"
    /// The label is empty, so the indicator has no accessible name (LDG-10).
    case emptyLabel = "empty-label"
    /// showDelay is negative or not a finite number (LDG-14).
    case invalidShowDelay = "invalid-show-delay"
    /// enterDuration is negative or not a finite number (LDG-14).
    case invalidEnterDuration = "invalid-enter-duration"
    /// minimumShown is negative or not a finite number.
    case invalidMinimumShown = "invalid-minimum-shown"
    /// entrance names a kind the component does not know (LDG-14).
    case unknownEntrance = "unknown-entrance"
    /// The motion scale is negative or not a finite number.
    case invalidMotionScale = "invalid-motion-scale"
    /// An event was timed before one already applied.
    case eventOutOfOrder = "event-out-of-order"
    /// An event that changes nothing in the state it met (inserting what is inserted, say).
    case redundantEvent = "redundant-event"
    /// A value outside the range a component accepts was clamped into it.
    case valueOutOfRange = "value-out-of-range"
    /// A value that is not a number (NaN or infinite) was replaced.
    case valueNotFinite = "value-not-finite"
    /// A change of state that the contract does not allow was refused or corrected.
    case invalidTransition = "invalid-transition"
    /// A required text, such as a failure's message, is missing.
    case missingText = "missing-text"
    /// A design system lacks a component's tokens, or they could not be read; another system's
    /// were used.
    case tokensUnavailable = "tokens-unavailable"
  }

  /// What kind of fallback was taken.
  public var code: Code
  /// What was ignored and what was used in its place.
  public var message: String

  /// A diagnostic of `code` saying `message`.
  ///
  /// The message is taken as a closure so that a build which keeps codes only never writes it:
  /// `DiagnosticText` decides, and everywhere but the release web build the message is made
  /// here, at once, as it always was.
  @inlinable
  public init(_ code: Code, _ message: @autoclosure () -> String) {
    self.code = code
    self.message = DiagnosticText.message(message)
  }

  /// "unknown-size: …".
  public var description: String { "\(code.rawValue): \(message)" }
}
