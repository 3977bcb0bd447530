import Foundation

/// The `tanrei` program: the design system's loading feedback from the command line.
@main
@MainActor
enum TanreiCommand {
  static let version = "0.1.0"

  static let usage = """
    USAGE: tanrei <command> [options]

    Commands:
      render           Draw the fixtures as PNG and SVG, with animations and a gallery
                       (--out DIR, default tanrei-out).
      trace <file|->   Run a conformance scenario; one JSON line per sample time.
      spin -- <cmd>    Run a command under the loading indicator.

    Options:
      -h, --help       Show this help, or a command's with tanrei <command> --help.
      --version        Show the version.

    """

  static func main() async {
    exit(await run(Array(CommandLine.arguments.dropFirst())))
  }

  static func run(_ words: [String]) async -> Int32 {
    guard let command = words.first else {
      StandardStreams.error(usage)
      return 2
    }
    var arguments = ArgumentList(words.dropFirst())
    do {
      switch command {
      case "-h", "--help", "help":
        StandardStreams.out(usage)
        return 0
      case "--version":
        StandardStreams.out("tanrei \(version)\n")
        return 0
      case "render":
        return try RenderCommand.run(&arguments)
      case "trace":
        return try TraceCommand.run(&arguments)
      case "spin":
        return try await SpinCommand.run(&arguments)
      default:
        throw UsageError("unknown command \(command)")
      }
    } catch {
      // A subcommand's mistake is explained by that subcommand's help.
      let help = ["render", "trace", "spin"].contains(command) ? "tanrei \(command)" : "tanrei"
      StandardStreams.error("tanrei: \(error)\nRun \(help) --help for usage.\n")
      return 2
    }
  }
}
