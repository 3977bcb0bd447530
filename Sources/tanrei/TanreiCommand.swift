import Foundation

/// The `tanrei` program: the design system's loading feedback from the command line.
@main
@MainActor
enum TanreiCommand {
  static func main() async {
    exit(await run(Array(CommandLine.arguments.dropFirst())))
  }

  static func run(_ words: [String]) async -> Int32 {
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
