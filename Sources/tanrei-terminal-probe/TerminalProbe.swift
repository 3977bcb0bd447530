import Dispatch
import TanreiTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tanrei-terminal-probe`: one wait under the loading indicator, drawn on standard error, as a
/// command-line tool would run it; with `--report`, what it cost.
///
/// The terminal benchmark (`benchmarks/terminal/`) runs it beside other libraries' indicators,
/// and the pseudo-terminal tests run it to see the library's own handling of signals.
/// A C stream on standard error, unbuffered as `stderr` is: naming `stderr` itself is a
/// concurrency error in Swift 6.
nonisolated(unsafe) let cStandardError: UnsafeMutablePointer<FILE>? = {
  let stream = fdopen(2, "w")
  if let stream { setvbuf(stream, nil, _IONBF, 0) }
  return stream
}()

@main
@MainActor
enum TerminalProbe {
  static let usage = """
    USAGE: tanrei-terminal-probe [--wait <ms>] [--label <text>]
                                 [--progress [--steps <n>] [--hold] | --bare [--ticks <n>]
                                 | --blocking [--steps <n> [--print]] [--spawn <command>]
                                 | --group <n> | --ask <stream> | --interleave <n>
                                 | --end-mid-line <how> | --println-mid-line] [--warm]
                                 [--linger <ms>]
                                 [--report <path>]

    Waits <ms> milliseconds (default 3000) under a loading indicator (or, with --progress, a
    progress bar advancing a hundredth at a time, and with --steps, a line "Step i of n"
    printed by Swift's print at each nth of it, and with --hold, kept at 99% until a line is
    read on standard input; with --bare, nothing: the baseline, and with
    --ticks, a main-queue timer waking the main thread <n> times during the wait and drawing
    nothing: what the platform charges for the wakes alone) on standard error. With --report, writes
    one JSON object to <path>: the process CPU time spent from the indicator's start to its
    end, and the monotonic clock's readings at both, in nanoseconds. With --warm, the
    design system's tokens are resolved and the concurrency runtime started before the
    measured window, as in a program that has shown an indicator or awaited anything before.
    With --blocking, the wait is synchronous (the calling thread sleeps, as CPU-bound work
    would hold it), and with --steps, a line "Step i of n" is printed above the indicator at
    each nth of it; with --print, by Swift's print to standard output rather than by the
    indicator's println. With --spawn, a shell runs <command> after the first step (or half
    the wait), with this program's standard streams. With --linger, the program stays
    <ms> milliseconds after the indicator has ended. With --group, <n> indicators run at once, labelled "<text> 1" to
    "<text> n", ending one after another with "<text> i done". With --ask, halfway through the
    wait the indicator is suspended around the question "Name: ", asked on <stream> (stdout, by
    Swift's print, or stderr) and answered on standard input; it ends with "Hello <answer>".
    With --interleave, once the indicator shows, <n> rounds each write "println i" by the
    indicator's println, "print i" by Swift's print, "stderr i" by write(2) to standard error and
    "fputs i" by fputs to stderr, each round from a thread of its own, one after another. With
    --end-mid-line, once the indicator shows, "half out" is printed to standard output and
    "half err" to standard error, neither ending its line, and the program ends at once, the
    indicator still drawn: by exit(0) (<how> is exit), by SIGINT (interrupt) or by a failed
    precondition (crash). With --println-mid-line, once the indicator shows, "Checking… " is
    printed by Swift's print without ending its line, then "3 warnings" by the indicator's
    println, then "checked" by print; the indicator ends with "Done".

    """

  static func main() async {
    var words = Array(CommandLine.arguments.dropFirst())
    var wait = 3000.0
    var label = "Fetching packages"
    var report: String?
    var progress = false
    var bare = false
    var warm = false
    var ticks = 0
    var blocking = false
    var steps = 0
    var plainPrint = false
    var spawn: String?
    var linger = 0.0
    var group = 0
    var ask: String?
    var interleave = 0
    var hold = false
    var endMidLine: String?
    var printlnMidLine = false
    while !words.isEmpty {
      let word = words.removeFirst()
      switch word {
      case "--wait": wait = words.isEmpty ? -1 : Double(words.removeFirst()) ?? -1
      case "--label": label = words.isEmpty ? "" : words.removeFirst()
      case "--report": report = words.isEmpty ? nil : words.removeFirst()
      case "--progress": progress = true
      case "--hold": hold = true
      case "--bare": bare = true
      case "--warm": warm = true
      case "--ticks": ticks = words.isEmpty ? 0 : Int(words.removeFirst()) ?? 0
      case "--blocking": blocking = true
      case "--steps": steps = words.isEmpty ? 0 : max(0, Int(words.removeFirst()) ?? 0)
      case "--print": plainPrint = true
      case "--spawn": spawn = words.isEmpty ? nil : words.removeFirst()
      case "--linger": linger = words.isEmpty ? 0 : max(0, Double(words.removeFirst()) ?? 0)
      case "--group": group = words.isEmpty ? 0 : max(0, Int(words.removeFirst()) ?? 0)
      case "--ask": ask = words.isEmpty ? "" : words.removeFirst()
      case "--interleave": interleave = words.isEmpty ? 0 : max(0, Int(words.removeFirst()) ?? 0)
      case "--end-mid-line": endMidLine = words.isEmpty ? "" : words.removeFirst()
      case "--println-mid-line": printlnMidLine = true
      case "-h", "--help":
        say(usage, to: 1)
        exit(0)
      default:
        say("tanrei-terminal-probe: unknown option \(word)\n\(usage)", to: 2)
        exit(2)
      }
    }
    guard wait >= 0, wait.isFinite else {
      say("tanrei-terminal-probe: --wait needs a number of milliseconds\n", to: 2)
      exit(2)
    }
    let duration = Duration.nanoseconds(Int64(wait * 1_000_000))

    if warm {
      // What a program has done by the time it shows an indicator, unless this is its first:
      // resolved the design system's tokens, and awaited something.
      _ = LoadingIndicatorTokens.tanrei
      try? await Task.sleep(for: .milliseconds(1))
    }
    let startCPU = clockReading(CLOCK_PROCESS_CPUTIME_ID)
    let started = clockReading(CLOCK_MONOTONIC)
    if bare {
      let timer = ticks > 0 ? tick(ticks, across: duration) : nil
      try? await Task.sleep(for: duration)
      timer?.cancel()
    } else if blocking {
      withLoadingIndicatorBlocking(
        label, for: duration, steps: steps, plainPrint: plainPrint, spawning: spawn)
    } else if interleave > 0 {
      interleaved(label, rounds: interleave, after: duration)
    } else if printlnMidLine {
      printingMidLine(label, after: duration)
    } else if let endMidLine {
      endingMidLine(label, how: endMidLine, after: duration)
    } else if let ask {
      let indicator = TerminalLoadingIndicator(label)
      indicator.start()
      try? await Task.sleep(for: duration / 2)
      let answer = indicator.suspend { () -> String in
        if ask == "stdout" {
          print("Name: ", terminator: "")
        } else {
          say("Name: ", to: 2)
        }
        return readLine() ?? ""
      }
      try? await Task.sleep(for: duration / 2)
      indicator.finish("Hello \(answer)")
    } else if group > 0 {
      let indicators = (1...group).map { TerminalLoadingIndicator("\(label) \($0)") }
      for indicator in indicators { indicator.start() }
      for (index, indicator) in indicators.enumerated() {
        try? await Task.sleep(for: duration / group)
        indicator.finish("\(label) \(index + 1) done")
      }
    } else if progress {
      await withProgressBar(label, total: 100) { bar in
        for hundredth in 1...100 {
          // Held until told, so that a test can do what it must while the bar is drawn.
          if hold, hundredth == 100 { _ = readLine() }
          try? await Task.sleep(for: duration / 100)
          bar.advance()
          if steps > 0, hundredth * steps % 100 < steps {
            print("Step \(hundredth * steps / 100) of \(steps)")
          }
        }
      }
    } else {
      await withLoadingIndicator(label) {
        try? await Task.sleep(for: duration)
      }
    }
    let stopped = clockReading(CLOCK_MONOTONIC)
    let cpu = clockReading(CLOCK_PROCESS_CPUTIME_ID) - startCPU

    if let report {
      let json = "{\"cpu_ns\": \(cpu), \"started_ns\": \(started), \"stopped_ns\": \(stopped)}\n"
      guard let file = fopen(report, "w") else {
        say("tanrei-terminal-probe: cannot write \(report)\n", to: 2)
        exit(1)
      }
      fputs(json, file)
      fclose(file)
    }
    if linger > 0 { sleepHoldingThread(.nanoseconds(Int64(linger * 1_000_000))) }
  }

  /// The indicator around work that holds the calling thread, as synchronous work does; with
  /// `steps`, a line printed above it at each step: by the indicator's `println`, or with
  /// `plainPrint` by Swift's `print`, as a program unaware of the indicator prints.
  static func withLoadingIndicatorBlocking(
    _ label: String, for duration: Duration, steps: Int, plainPrint: Bool = false,
    spawning command: String? = nil
  ) {
    let parts = max(command == nil ? 1 : 2, steps)
    // Whole nanoseconds by integer division: `Duration`'s own division is generic, and its
    // first call would charge the indicator's window with the runtime's lookups.
    let (seconds, attoseconds) = duration.components
    let part = (seconds * 1_000_000_000 + attoseconds / 1_000_000_000) / Int64(parts)
    let indicator = TerminalLoadingIndicator(label)
    indicator.start()
    for step in 1...parts {
      sleepHoldingThread(.nanoseconds(part))
      if step == 1, let command { spawnShell(command) }
      guard steps > 0 else { continue }
      if plainPrint {
        print("Step \(step) of \(steps)")
      } else {
        indicator.println("Step \(step) of \(steps)")
      }
    }
    indicator.finish()
  }

  /// Lines written every way a program writes them while the indicator shows, each round from
  /// a thread of its own, started once the previous one has ended: the order they were written
  /// in is the order of the rounds.
  nonisolated static func interleaved(_ label: String, rounds: Int, after delay: Duration) {
    let indicator = TerminalLoadingIndicator(label, showDelay: .zero)
    indicator.start()
    sleepHoldingThread(delay)
    for round in 1...rounds {
      runOnThread {
        indicator.println("println \(round)")
        print("print \(round)")
        say("stderr \(round)\n", to: 2)
        fputs("fputs \(round)\n", cStandardError)
      }
    }
    sleepHoldingThread(delay)
    indicator.finish("Done")
  }

  /// A line begun by Swift's print and ended by the indicator's println: stdio holds the start
  /// until the line ends, and the line must still read in the order written.
  nonisolated static func printingMidLine(_ label: String, after delay: Duration) {
    let indicator = TerminalLoadingIndicator(label, showDelay: .zero)
    indicator.start()
    sleepHoldingThread(delay)
    print("Checking… ", terminator: "")
    indicator.println("3 warnings")
    print("checked")
    sleepHoldingThread(delay)
    indicator.finish("Done")
  }

  /// A line half written on each stream while the indicator shows, and the program ended at
  /// once, one way or another.
  static func endingMidLine(_ label: String, how: String, after delay: Duration) {
    let indicator = TerminalLoadingIndicator(label, showDelay: .zero)
    indicator.start()
    sleepHoldingThread(delay)
    print("half out", terminator: "")
    // Every stream: naming C's `stdout` is a concurrency error in Swift 6.
    fflush(nil)
    say("half err", to: 2)
    switch how {
    case "exit": exit(0)
    case "interrupt": raise(SIGINT)
    case "crash": precondition(how.isEmpty, "the probe's crash")
    default: say("tanrei-terminal-probe: --end-mid-line takes exit, interrupt or crash\n", to: 2)
    }
    indicator.finish()
  }

  /// Runs `body` on a thread of its own and waits for it to end.
  nonisolated static func runOnThread(_ body: @escaping @Sendable () -> Void) {
    final class Box: @unchecked Sendable {
      let body: @Sendable () -> Void
      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    var thread = pthread_t()
    let context = Unmanaged.passRetained(Box(body)).toOpaque()
    let started = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
        return nil
      }, context)
    guard started == 0 else {
      Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
      return
    }
    pthread_join(thread, nil)
  }

  /// Starts `/bin/sh -c command` with this program's standard streams, not waiting for it.
  static func spawnShell(_ command: String) {
    let words: [String] = ["/bin/sh", "-c", command]
    let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { for argument in arguments { free(argument) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, "/bin/sh", nil, nil, arguments, environ)
    if status != 0 { say("tanrei-terminal-probe: cannot start /bin/sh: \(status)\n", to: 2) }
  }

  /// Sleeps without giving the thread back to anyone.
  nonisolated static func sleepHoldingThread(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    var time = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
    var left = timespec()
    while nanosleep(&time, &left) != 0, errno == EINTR { time = left }
  }

  /// A timer on the main queue that fires `count` times evenly across `duration`.
  static func tick(_ count: Int, across duration: Duration) -> any DispatchSourceTimer {
    let interval = duration / (count + 1)
    let nanoseconds =
      Int(interval.components.seconds) * 1_000_000_000
      + Int(interval.components.attoseconds / 1_000_000_000)
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.setEventHandler {}
    timer.schedule(
      deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds),
      leeway: .microseconds(500))
    timer.resume()
    return timer
  }

  /// Writes `text` to a descriptor.
  nonisolated static func say(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { _ = write(descriptor, $0.baseAddress, $0.count) }
  }

  /// A clock's reading in nanoseconds.
  static func clockReading(_ clock: clockid_t) -> Int64 {
    var time = timespec()
    clock_gettime(clock, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}
