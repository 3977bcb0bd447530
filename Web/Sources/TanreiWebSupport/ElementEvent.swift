import TanreiCore

/// What the page tells an element's module happened, by code.
public enum ElementEvent: Equatable {
  /// Connected: inserted.
  case connected
  /// Disconnected: removed.
  case disconnected
  /// Stopped being seen (out of the viewport, or a hidden ancestor): LDG-7's hide.
  case hidden
  /// Seen again.
  case seen
  /// Reduced motion turned on or off.
  case reducedMotion(Bool)
  /// The direction where the element is used became right to left (or left to right).
  case rightToLeft(Bool)

  /// The event of `code`: 0 connected, 1 disconnected, 2 hidden, 3 seen, 4 and 5 reduced motion
  /// on and off, 6 and 7 left to right and right to left; `nil` for any other.
  public init?(code: Int32) {
    switch code {
    case 0: self = .connected
    case 1: self = .disconnected
    case 2: self = .hidden
    case 3: self = .seen
    case 4: self = .reducedMotion(true)
    case 5: self = .reducedMotion(false)
    case 6: self = .rightToLeft(false)
    case 7: self = .rightToLeft(true)
    default: return nil
    }
  }
}
