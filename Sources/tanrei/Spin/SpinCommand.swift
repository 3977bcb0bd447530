import CTanreiTerminal
import Foundation
import TanreiTerminal

/// `tanrei spin [options] -- COMMAND [ARG…]`: runs a command under the loading indicator.
@MainActor
enum SpinCommand {
  nonisolated static let usage = """
    USAGE: tanrei spin [options] -- <command> [<argument>…]

    Runs a command under a loading indicator drawn on standard error, and ends with the
    command's exit status (128 + n when signal n ended it).

    Nothing is drawn during the show delay, so a command that ends sooner leaves not a byte.
    Then the indicator enters, fading through greys where colours are allowed, and its arc
    turns clockwise once a second. The command's standard output passes through to ours byte
    for byte; its standard error appears above the indicator. Ctrl-C, SIGTERM and the other
    ending signals reach the command, and the terminal is always put back: line cleared,
    cursor shown.

    Where nothing may be animated — standard error not a terminal, CI set, TERM=dumb, or the
    accessible mode — no escape sequence is written: one line when the indicator is shown
    ("Fetching packages…"), one when the command ends.

    Options:
      --label <text>          What is loading; the command line by default.
      --show-delay <ms>       The wait before anything is drawn (default 300).
      --entrance <kind>       fade, grow or auto (default auto: the system's, a fade).
      --enter-duration <ms>   How long the entrance lasts (default 250).
      --reduced-motion        No turning: a circle pulsing at most once a second, still
                              where the terminal cannot dim. Also TANREI_REDUCED_MOTION=1.
      --accessible            No animation: a plain line when shown and one when done.
                              Also TANREI_ACCESSIBLE=1, and TERM=dumb.
      --success <text>        The line that replaces the indicator when the command succeeds.
      --failure <text>        The line that replaces it when the command fails.
      -h, --help              Show this help.

    The success and failure lines are written only if the indicator was shown. NO_COLOR
    turns colours off; the entrance is then drawn whole at once.

    Exit status: the command's; 2 for a command line that cannot be used; 126 when the
    command cannot be run, 127 when it is not found.

    Example:
      tanrei spin --label "Fetching packages" -- swift package resolve

    """

  struct Options: Equatable {
    var label: String?
    var showDelay: Duration?
    var entrance: LoadingEntrance?
    var enterDuration: Duration?
    var reducedMotion = false
    var accessible = false
    var success: String?
    var failure: String?
    var command: [String] = []
  }

  /// Runs the command `options` name under the indicator; returns the exit status.
  static func run(_ options: Options) async -> Int32 {
    // A closed reader must not end us: the command runs on, and its status is ours.
    signal(SIGPIPE, SIG_IGN)

    let profile = TerminalProfile.detect(
      fileDescriptor: 2, accessible: options.accessible, reducedMotion: options.reducedMotion)
    let label = options.label ?? commandLine(options.command)
    let indicatorOutput = FileDescriptorOutput.standardError()
    // Output to the terminal the indicator draws on must pass above it; anywhere else the
    // command writes there itself.
    let sharesTerminal = profile.presentation == .animated && tanrei_same_terminal(1, 2) != 0
    let commandOutput = sharesTerminal ? FileDescriptorOutput.standardOutput() : nil

    var indicator: TerminalLoadingIndicator?
    let child: ChildProcess
    do {
      child = try ChildProcess(
        options.command,
        output: sharesTerminal ? .relay { indicator?.write($0, to: commandOutput) } : .inherit(1),
        error: .relay { indicator?.write($0) })
    } catch {
      StandardStreams.error("tanrei spin: \(error)\n")
      return error.status
    }
    let running = TerminalLoadingIndicator(
      label, showDelay: options.showDelay, entrance: options.entrance,
      enterDuration: options.enterDuration,
      terminal: TerminalSetup(
        output: indicatorOutput, profile: profile, signals: .forward(to: child.pid)))
    indicator = running
    running.start()

    let status = await child.status()
    if status == 0 {
      running.finish(options.success)
    } else {
      let fallback =
        profile.presentation == .lines ? "\(label): failed (\(describe(status)))" : nil
      running.fail(options.failure ?? fallback)
    }
    return status
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

  private static func describe(_ status: Int32) -> String {
    status > 128 ? "ended by signal \(status - 128)" : "exit status \(status)"
  }
}
