import CTanreiTerminal
import Foundation
import TanreiCore
import TanreiTerminal

/// `tanrei spin [options] -- COMMAND [ARG…]`: runs a command under the loading indicator.
@MainActor
public enum SpinCommand {
  nonisolated static let usage = """
    USAGE: tanrei spin [options] -- <command> [<argument>…]

    Runs a command under a loading indicator drawn on standard error, and ends as
    the command did: with its exit status, or by the signal that ended it, so
    that Ctrl-C stops a shell's loop or pipeline as it would stop the bare
    command.

    Nothing is drawn during the show delay, so a command that ends sooner leaves
    not a byte. Then the indicator enters, fading through greys where colours are
    allowed, and its arc turns clockwise once a second. Where it animates, the
    command runs on a terminal of its own for every stream that would have gone
    to ours (so it keeps its colours, its line buffering and its order of output
    and errors), whose size follows our window's; what it writes there appears
    above the indicator, in the colours it set, what is typed here is passed on
    to it (prompts, passwords, Ctrl-D), and while it shows an unfinished line or
    a full screen of its own (top, less) the indicator steps aside. Standard
    output sent to a file or a pipe still goes there byte for byte; to a pipe
    whose reader writes to this terminal (| cat, | head), the indicator keeps
    clear of the reader's lines, and comes back when the reader is gone. In the
    background (&, bg) nothing is drawn until fg. Ctrl-C, Ctrl-Z, SIGTERM and
    the other signals reach the command, and the terminal is always put back:
    lines cleared, cursor shown, the mode it was in.

    When the command fails, a line says so where the indicator was ("✖ make:
    failed (exit status 2)"); after Ctrl-C or Ctrl-\\, nothing does, as for the
    bare command. Where the locale is not UTF-8 or the terminal is the console
    (TERM=linux, vt100…), the glyphs are ASCII.

    Where nothing may be animated — standard error not a terminal, CI set,
    TERM=dumb, or the accessible mode — no escape sequence is written: one line
    when the indicator is shown ("Fetching packages…"), one when the command
    ends.

    Options:
      --label <text>         What is loading; the command line by default.
      --show-delay <ms>      The wait before anything is drawn (default 300).
      --entrance <kind>      fade, grow or auto (default auto: the system's, a
                             fade).
      --enter-duration <ms>  How long the entrance lasts (default 250).
      --reduced-motion       No turning: a circle pulsing at most once a second,
                             still where the terminal cannot dim. Also
                             TANREI_REDUCED_MOTION=1.
      --accessible           No animation: a plain line when shown and one when
                             done. Also TANREI_ACCESSIBLE=1, and TERM=dumb.
      -q, --quiet            Hide what the command shows while it runs; if it
                             fails, show all of it, in the order written, then
                             the failure line. Past 4 MiB it is kept on
                             disk, in TMPDIR.
      --success <text>       The line that replaces the indicator when the
                             command succeeds.
      --failure <text>       The line that replaces it when the command fails.
      -h, --help             Show this help.
      --version              Show the version.

    The success and failure lines are written only if the indicator was shown;
    past 10 s they say how long the command took ("Built in 12 s"), and the
    indicator shows the time so far beside its label. NO_COLOR turns colours
    off; the entrance is then drawn whole at once.

    Exit status: the command's; 2 for a command line that cannot be used; 126
    when the command cannot be run, 127 when it is not found. A command ended by
    a signal ends us by the same signal (the shell shows 128 + n), leaving no
    core of ours.

    Example:
      tanrei spin --label "Fetching packages" -- swift package resolve

    """

  /// What a `tanrei spin` command line asks for.
  ///
  /// ``Invocation/parse(_:)`` makes it; every value it holds has been checked.
  public struct Options: Equatable, Sendable {
    /// What is loading; `nil` shows the command line.
    public var label: String?
    /// The wait before anything is drawn, in 0…24 h; `nil` for the default.
    public var showDelay: Duration?
    /// The entrance; `nil` for the system's.
    public var entrance: LoadingEntrance?
    /// How long the entrance lasts, in 0…24 h; `nil` for the default.
    public var enterDuration: Duration?
    /// No turning: the reduced-motion mark.
    public var reducedMotion = false
    /// No animation at all: a line when shown and one when done.
    public var accessible = false
    /// The line that replaces the indicator when the command succeeds.
    public var success: String?
    /// The line that replaces the indicator when the command fails.
    public var failure: String?
    /// Whether the command's output is kept back, and shown only if it fails.
    public var quiet = false
    /// The command and its arguments; the first word is never empty.
    public var command: [String] = []
  }

  /// Runs the command `options` name under the indicator; returns the exit status, or ends
  /// this process by the signal that ended the command.
  static func run(_ options: Options) async -> Int32 {
    // A closed reader must not end us: the command runs on, and its status is ours.
    signal(SIGPIPE, SIG_IGN)

    let profile = TerminalProfile.detect(
      fileDescriptor: 2, accessible: options.accessible, reducedMotion: options.reducedMotion)
    let label = options.label ?? commandLine(options.command)
    let indicatorOutput = FileDescriptorOutput.standardError()
    // With --quiet what the command would show is kept, and shown only if it fails: where we
    // animate, everything it writes to its terminal, in order; elsewhere both its streams.
    let kept = options.quiet ? KeptOutput() : nil
    let animated = profile.presentation == .animated
    // Output to the terminal the indicator draws on must pass above it; so must output to a
    // pipe whose reader writes it to that terminal (`| cat`, `| tee`), once the reader has
    // written it. Anywhere else the command writes there itself.
    let sharesTerminal = animated && tanrei_same_terminal(1, 2) != 0
    let throughPipe = animated && !sharesTerminal && isPipe(1)
    let standardOutput = FileDescriptorOutput.standardOutput()
    // Who reads the pipe is asked when the first bytes come: by then the shell has started
    // every command of the pipeline.
    var readerEchoes: Bool?

    var indicator: TerminalLoadingIndicator?
    let output: ChildProcess.Destination
    if let kept, !animated {
      output = .relay { bytes in
        kept.append(bytes, stream: 1)
        return true
      }
    } else if sharesTerminal {
      output = .terminal
    } else if throughPipe {
      output = .relay { bytes in
        let echoes = readerEchoes ?? PipeReader.writesToTerminal(pipe: 1, terminal: 2)
        readerEchoes = echoes
        if echoes, let indicator {
          indicator.write(bytes, to: standardOutput, readerEchoes: true)
        } else {
          _ = standardOutput.write(bytes)
        }
        return !standardOutput.isGone
      }
    } else {
      output = .inherit(1)
    }
    // Where the indicator animates, the command gets a terminal of its own for every stream
    // that would have gone to ours, and what it writes there passes above the indicator.
    let terminal = animated ? try? CommandTerminal(sizedLike: 2) : nil
    // What was typed and complete before (lines, an end of input) goes to the command first.
    var typedBefore = [UInt8](repeating: 0, count: 4096)
    var typedCount = 0
    let passesKeys =
      terminal != nil && tanrei_same_terminal(0, 2) != 0
      && tanrei_terminal_raw_input(0, &typedBefore, typedBefore.count, &typedCount) != 0
    if let terminal {
      tanrei_signals_follow_size(terminal.leader)
      tanrei_signals_child_terminal(terminal.leader)
    }
    defer { Self.putTerminalBack() }
    let child: ChildProcess
    do {
      if let kept, !animated {
        child = try ChildProcess(
          options.command, output: output,
          error: .relay { bytes in
            kept.append(bytes, stream: 2)
            return true
          })
      } else if let terminal {
        child = try ChildProcess(
          options.command, terminal: terminal, input: passesKeys ? nil : 0,
          output: output,
          fromTerminal: { bytes in
            // The command's terminal echoes Ctrl-C, Ctrl-Z and Ctrl-\ as ^C, ^Z and ^\ when
            // they are typed: not the command's words, and they would hold the indicator's
            // line as an unfinished one.
            guard !Self.keyEchoes.contains(bytes) else { return true }
            if let kept {
              kept.append(bytes, stream: 2)
            } else {
              indicator?.write(bytes)
            }
            return true
          },
          onStop: {
            // The command stopped (Ctrl-Z): stop as it would have stopped without us, the
            // handler putting our terminal back first; it is continued when we are.
            suspendSelf()
          })
        if passesKeys, typedCount > 0 {
          _ = FileDescriptorOutput(terminal.leader).write(Array(typedBefore[..<typedCount]))
        }
      } else if case .terminal = output {
        // No terminal could be made: the command writes to ours, above the indicator.
        child = try ChildProcess(
          options.command,
          output: .relay { bytes in
            if let kept {
              kept.append(bytes, stream: 1)
            } else {
              indicator?.write(bytes, to: standardOutput)
            }
            return !standardOutput.isGone
          },
          error: .relay { bytes in
            if let kept {
              kept.append(bytes, stream: 2)
            } else {
              indicator?.write(bytes)
            }
            return true
          })
      } else {
        child = try ChildProcess(
          options.command, output: output,
          error: .relay { bytes in
            indicator?.write(bytes)
            return true
          })
      }
    } catch {
      StandardStreams.error("tanrei spin: \(error)\n")
      return error.status
    }
    let running = TerminalLoadingIndicator(
      label, showDelay: options.showDelay, entrance: options.entrance,
      enterDuration: options.enterDuration,
      terminal: TerminalSetup(
        output: indicatorOutput, profile: profile, signals: .forward(to: child.pid),
        // The command's output comes through its own pseudo-terminal or goes where it was sent.
        passesStandardOutput: false))
    indicator = running
    running.start()

    let status = await child.status()
    let endingSignal = child.endingSignal
    if status != 0 {
      // Above the indicator: standard output's part where it was going, standard error's
      // to the indicator's own output.
      kept?.show { bytes, stream in
        if stream == 1 {
          running.write(bytes, to: standardOutput)
        } else {
          running.write(bytes)
        }
      }
    }
    if status == 0 {
      // A line of the person's own words says how long the command took, past 10 s.
      running.finish(options.success, showingElapsed: true)
    } else if options.failure == nil,
      [SIGINT, SIGQUIT, SIGPIPE].contains(endingSignal ?? 0)
        || (status == 128 + SIGPIPE && standardOutput.isGone)
    {
      // Called off by the person (Ctrl-C, Ctrl-\), or by the reader of its output gone
      // (| head): the shell tells of these for the bare command itself, if at all.
      running.dismiss()
    } else {
      running.fail(
        options.failure ?? "\(label): failed (\(describe(status)))",
        showingElapsed: options.failure != nil)
    }
    if let endingSignal {
      // Ended as the command was, so that a shell's loop or pipeline stops as it would have.
      putTerminalBack()
      tanrei_end_by_signal(endingSignal)
    }
    return status
  }

  /// Puts our terminal as it was: raw input ended, the handlers told of no command terminal.
  private static func putTerminalBack() {
    tanrei_signals_follow_size(-1)
    tanrei_signals_child_terminal(-1)
    tanrei_terminal_end_raw_input()
  }

  /// Reads the options that follow `spin`, and the command after `--`.
  nonisolated static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> Options {
    var options = Options()
    options.label = try arguments.option("--label")
    options.showDelay = try milliseconds(arguments.option("--show-delay"), "--show-delay")
    options.enterDuration = try milliseconds(
      arguments.option("--enter-duration"), "--enter-duration")
    if let entrance = try arguments.option("--entrance") {
      switch entrance {
      case "auto": options.entrance = .auto
      case "fade": options.entrance = .fade
      case "grow": options.entrance = .grow
      default: throw UsageError("--entrance must be fade, grow or auto, not \(entrance)")
      }
    }
    options.reducedMotion = arguments.flag("--reduced-motion")
    options.quiet = arguments.flag("--quiet", "-q")
    options.accessible = arguments.flag("--accessible")
    options.success = try arguments.option("--success")
    options.failure = try arguments.option("--failure")
    let stray = try arguments.positionals()
    guard let command = arguments.afterSeparator else {
      throw UsageError(
        stray.isEmpty
          ? "spin needs a command after --, as in: tanrei spin -- sleep 2"
          : "spin takes its command after --, as in: tanrei spin -- \(stray.joined(separator: " "))"
      )
    }
    if let first = stray.first {
      throw UsageError("unexpected \(first) before --")
    }
    guard let program = command.first, !program.isEmpty else {
      throw UsageError("spin needs a command after --, as in: tanrei spin -- sleep 2")
    }
    options.command = command
    return options
  }

  private nonisolated static func milliseconds(_ text: String?, _ name: String)
    throws(UsageError) -> Duration?
  {
    guard let text else { return nil }
    guard let value = Double(text), value.isFinite, value >= 0, value <= 86_400_000 else {
      throw UsageError("\(name) must be a number of milliseconds, 0 or more, not \(text)")
    }
    return .nanoseconds(Int64((value * 1_000_000).rounded()))
  }

  /// The command as a person would type it, quoting the words a shell would split.
  static func commandLine(_ command: [String]) -> String {
    command.map { word in
      let plain =
        !word.isEmpty
        && word.unicodeScalars.allSatisfy { scalar in
          CharacterSet.alphanumerics.contains(scalar)
            || "-_./=:,+@%".unicodeScalars.contains(scalar)
        }
      return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }.joined(separator: " ")
  }

  /// Whether `descriptor` is a pipe (or a FIFO).
  private static func isPipe(_ descriptor: Int32) -> Bool {
    var status = stat()
    return fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO
  }

  /// Stops this process as Ctrl-Z would (the handler puts the terminal back first), and
  /// returns once it has been continued. The signal is sent to the process, since the thread
  /// calling may block it; the wait for its handler is bounded, in case it never runs.
  private static func suspendSelf() {
    let before = tanrei_signals_suspensions()
    kill(getpid(), SIGTSTP)
    var waited = Duration.zero
    while tanrei_signals_suspensions() == before, waited < .seconds(2) {
      usleep(1000)
      // Time stopped is not counted: a stopped process does not run this loop.
      waited += .milliseconds(1)
    }
  }

  /// What a terminal echoes for the keys that send signals.
  private static let keyEchoes: Set<[UInt8]> = [
    Array("^C".utf8), Array("^Z".utf8), Array("^\\".utf8),
  ]

  private static func describe(_ status: Int32) -> String {
    status > 128 ? "ended by signal \(status - 128)" : "exit status \(status)"
  }
}
