import TanreiTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `TerminalProgressBar.advance()` costs the caller in a tight loop, on real time, with
/// the bar shown and drawn to a descriptor (`/dev/null`, so that the figure is the library's and
/// not a terminal's). Redraws come at most 20 a second; the one held back to the end of an
/// interval is made by the bar's own thread, not the caller's.
enum ProgressBenchmark {
  static let rounds = FrameBenchmark.quick ? 3 : 21
  static let repetitions = FrameBenchmark.quick ? 10_000 : 1_000_000

  /// Nanoseconds per `advance()`, over rounds; `nil` when `/dev/null` cannot be opened.
  static func run() -> Benchmark.Spread? {
    let descriptor = open("/dev/null", O_WRONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    let bar = TerminalProgressBar(
      "Indexing", total: 1e15, showDelay: .zero, enterDuration: .zero,
      terminal: TerminalSetup(
        output: FileDescriptorOutput(descriptor),
        profile: TerminalProfile(presentation: .animated, colors: .palette, columns: 80),
        signals: .none, passesStandardOutput: false))
    bar.start()
    defer { bar.finish() }
    let values = Benchmark.nanosecondsPerRepetition(rounds: rounds, repetitions: repetitions) {
      bar.advance()
    }
    return Benchmark.Spread(values)
  }
}
