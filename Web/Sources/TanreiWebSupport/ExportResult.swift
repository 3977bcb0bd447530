/// What an export returns: 0, or a negative code saying why it did nothing.
public enum ExportResult: Int32 {
  /// Done.
  case done = 0
  /// The state buffer holds no element of this kind: the page never made one there, or made
  /// another kind.
  case noState = -1
  /// A time that is not a finite number of milliseconds, or beyond ``ElementTime/limit``.
  case invalidTime = -2
  /// An event or other code the module does not know.
  case unknownCode = -3
  /// A text length below 0, or texts longer than the text buffer together.
  case invalidLength = -5
}
