/// Where and how an indicator draws: the output, what it can show, what happens on signals, and
/// the clock that times it.
///
/// The defaults suit a command-line tool: standard error, the profile detected from it and the
/// environment, the terminal put back on Ctrl-C, and the continuous clock.
public struct TerminalSetup: Sendable {
  /// Where the indicator writes.
  public var output: any TerminalOutput
  /// What the output can show and what the person asked for.
  public var profile: TerminalProfile
  /// What happens on signals.
  public var signals: SignalHandling
  /// The clock that times the show delay, the entrance and the turn; a test passes a
  /// `ManualClock`. On `ContinuousClock` the indicators of an output wake on a thread of their
  /// own; on any other clock, in a task that sleeps on it.
  public var clock: any Clock<Duration> & Sendable
  /// Whether what the program writes to standard output and standard error (`print`, a
  /// logger, a warning) passes above the lines while they are drawn, where those streams are
  /// the same terminal. On by default; see
  /// ``init(output:profile:signals:clock:passesStandardOutput:)``.
  public var passesStandardOutput: Bool

  /// A setup with the given parts.
  ///
  /// - Parameters:
  ///   - output: Where to write; standard error when `nil`.
  ///   - profile: What the output can show; detected from its file descriptor and the
  ///     environment when `nil` (an output without a descriptor gets plain lines).
  ///   - signals: What happens on signals; by default the terminal is put back, then the
  ///     signal does what it would have done.
  ///   - clock: The clock; `ContinuousClock()` unless given.
  ///   - passesStandardOutput: Whether, while lines are drawn on a terminal that is also
  ///     standard output or standard error, what the program writes there — `print`,
  ///     `FileHandle.standardError`, a child's output — passes above them, in the order
  ///     written, instead of landing on them. Descriptors 1 and 2 are then one pipe read by a
  ///     thread of the library's (`isatty` answers false meanwhile), and `stdout` is
  ///     line-buffered; a child started meanwhile keeps the pipe, and what it writes later is
  ///     still copied to the terminal. Off for a program that manages descriptors 1 and 2
  ///     itself.
  public init(
    output: (any TerminalOutput)? = nil, profile: TerminalProfile? = nil,
    signals: SignalHandling = .restoreThenEnd,
    clock: any Clock<Duration> & Sendable = ContinuousClock(),
    passesStandardOutput: Bool = true
  ) {
    let output = output ?? FileDescriptorOutput.standardError()
    self.output = output
    if let profile {
      self.profile = profile
    } else if let descriptor = output.fileDescriptor {
      self.profile = .detect(fileDescriptor: descriptor)
    } else {
      self.profile = TerminalProfile(presentation: .lines, colors: .none)
    }
    self.signals = signals
    self.clock = clock
    self.passesStandardOutput = passesStandardOutput
  }
}
