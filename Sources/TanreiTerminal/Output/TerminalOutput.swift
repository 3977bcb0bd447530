/// Where an indicator writes: a file descriptor, or a recording for tests.
///
/// An output that has failed (a closed pipe, a terminal that hung up) answers `false` and is
/// not written to again: the indicator stops drawing, and the work it accompanies carries on.
///
/// Indicators draw from their own thread, and their handles may be used from any thread, so an
/// output is written to from several; the indicators sharing an output never write to it at the
/// same time.
public protocol TerminalOutput: AnyObject, Sendable {
  /// Writes every byte of `bytes`; `false` when the output can no longer be written to.
  func write(_ bytes: [UInt8]) -> Bool

  /// The width the terminal reports, in columns, or `nil` when it does not report one.
  var reportedColumns: Int? { get }

  /// The file descriptor behind the output, for what only a descriptor allows: telling whether
  /// it is a terminal, and putting the terminal back from a signal handler.
  var fileDescriptor: Int32? { get }
}
