/// What a command line asks `tanrei` to do, read whole before anything is done.
///
/// Reading never touches a file, a terminal or a process, so a command line that cannot be used
/// is refused before anything happens, and the reading can be tried on any words at all.
public enum Invocation: Equatable, Sendable {
  /// Text for standard output, with status 0: help or the version.
  case text(String)
  /// `tanrei render` and its options.
  case render(RenderCommand.Options)
  /// `tanrei trace` and the scenario's path, `-` for standard input.
  case trace(path: String)
  /// `tanrei spin` and its options and command.
  case spin(SpinCommand.Options)

  /// The version `--version` prints.
  public static let version = "0.1.0"

  /// The help `tanrei --help` prints.
  public static let usage = """
    USAGE: tanrei <command> [options]

    Commands:
      render           Draw the fixtures as PNG and SVG, with animations, a
                       gallery and a page of the live web elements (--out DIR,
                       default tanrei-out).
      trace <file|->   Run a conformance scenario; one JSON line per sample time.
      spin -- <cmd>    Run a command under the loading indicator.

    Options:
      -h, --help       Show this help, or a command's with tanrei <command>
                       --help.
      --version        Show the version.

    """

  /// The longest command line read, in bytes: far more than any real one, and small enough that
  /// no reading of it can take long.
  public static let maximumLength = 1 << 20

  /// Reads `words`, the command line without the program's name.
  ///
  /// Throws a ``UsageError`` whose message is one line, for any words that cannot be run as
  /// written: none, an unknown command or option, a missing or bad value, or more than
  /// ``maximumLength`` bytes.
  public static func parse(_ words: [String]) throws(UsageError) -> Invocation {
    guard let command = words.first else { throw UsageError("no command given") }
    let length = words.reduce(0) { $0 + $1.utf8.count + 1 }
    guard length <= maximumLength else {
      throw UsageError(
        "the command line is \(length) bytes long; the most tanrei reads is \(maximumLength)")
    }
    var arguments = ArgumentList(words.dropFirst())
    switch command {
    case "-h", "--help", "help":
      return .text(usage)
    case "--version":
      return .text("tanrei \(version)\n")
    case "render":
      if arguments.flag("--help", "-h") { return .text(RenderCommand.usage) }
      return .render(try RenderCommand.parse(&arguments))
    case "trace":
      if arguments.flag("--help", "-h") { return .text(TraceCommand.usage) }
      return .trace(path: try TraceCommand.parse(&arguments))
    case "spin":
      if arguments.flag("--help", "-h") { return .text(SpinCommand.usage) }
      if arguments.flag("--version") { return .text("tanrei \(version)\n") }
      return .spin(try SpinCommand.parse(&arguments))
    default:
      throw UsageError("unknown command \(command)")
    }
  }
}
