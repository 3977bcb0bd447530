/// The `tanrei` program: the design system's loading feedback from the command line.
///
/// The executable is a `main.swift` that hands its arguments to ``run(_:)`` and exits with what
/// it returns; tests and the fuzz package read command lines through ``Invocation`` without
/// running anything.
@MainActor
public enum TanreiCommand {
  /// Runs the command line `words` (without the program's name) and returns the exit status.
  ///
  /// Writes to the process's standard output and error as it goes. `tanrei spin` may end the
  /// process itself, by the signal that ended its command, rather than return.
  public static func run(_ words: [String]) async -> Int32 {
    guard !words.isEmpty else {
      StandardStreams.error(Invocation.usage)
      return 2
    }
    let invocation: Invocation
    do {
      invocation = try Invocation.parse(words)
    } catch {
      // A subcommand's mistake is explained by that subcommand's help.
      let command = words[0]
      let help = ["render", "trace", "spin"].contains(command) ? "tanrei \(command)" : "tanrei"
      StandardStreams.error("tanrei: \(error)\nRun \(help) --help for usage.\n")
      return 2
    }
    switch invocation {
    case .text(let text):
      StandardStreams.out(text)
      return 0
    case .render(let options):
      return RenderCommand.run(options)
    case .trace(let path):
      return TraceCommand.run(path: path)
    case .spin(let options):
      return await SpinCommand.run(options)
    }
  }
}
