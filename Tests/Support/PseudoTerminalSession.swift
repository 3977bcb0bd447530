import CTanreiTerminal
import Foundation
import Testing

/// One of this package's programs running in a pseudo-terminal, as in a person's terminal: a
/// session of its own whose controlling terminal is the pseudo-terminal, so that typing Ctrl-C
/// and resizing the window reach it as they would. Every byte it writes to the terminal is kept
/// with the time it was read.
///
/// The program's standard input and error are the terminal; its standard output is too, unless
/// the session is asked to collect it through a pipe.
public final class PseudoTerminalSession: @unchecked Sendable {
  /// Bytes read from the terminal at a moment after the start.
  public struct Chunk: Sendable {
    /// When they were read, from the program's start.
    public var time: Duration
    /// What was read.
    public var bytes: [UInt8]
  }

  /// How the session ended.
  public struct Result: Sendable {
    /// The exit status, or 128 + n when signal n ended the program.
    public var status: Int32
    /// What reached the terminal, in order.
    public var chunks: [Chunk]
    /// What reached standard output when it was collected through a pipe.
    public var output: [UInt8]

    /// Every byte that reached the terminal.
    public var bytes: [UInt8] { chunks.flatMap(\.bytes) }
    /// The terminal's bytes as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
    /// What the terminal shows at the end.
    public var screen: TerminalScreen { TerminalScreen(bytes) }
    /// When the first character that takes a cell reached the terminal.
    public var firstVisible: Duration? {
      chunks.first { TerminalScreen($0.bytes).nonEmptyLines.count > 0 }?.time
    }
  }

  /// The program's process id.
  public let pid: pid_t
  private let leader: Int32
  private let start = ContinuousClock.now
  private let condition = NSCondition()
  private var chunks: [Chunk] = []
  private var output: [UInt8] = []
  private var status: Int32?
  private var readsDone = 0
  private let readers: Int

  /// The environment every session starts from: this process's search path, home, temporary
  /// folder and sanitizer options, an interactive 256-colour terminal, and none of the
  /// variables that change what an indicator does (`CI`, `NO_COLOR`, `TANREI_*`), so that the
  /// tests pass in CI too.
  public static var baseEnvironment: [String: String] {
    let own = ProcessInfo.processInfo.environment
    var environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
    let kept = [
      "PATH", "HOME", "TMPDIR", "ASAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS",
    ]
    for name in kept { environment[name] = own[name] }
    return environment
  }

  /// Starts `program` (a product of this package) with `arguments` in a terminal of `columns`
  /// by `rows`; `environment` is added to ``baseEnvironment``, a `nil` value removing a variable.
  public convenience init(
    _ program: String, _ arguments: [String], environment: [String: String?] = [:],
    columns: UInt16 = 80, rows: UInt16 = 24, collectOutput: Bool = false
  ) throws {
    try self.init(
      path: ProgramRunner.path(of: program), arguments, environment: environment,
      columns: columns, rows: rows, collectOutput: collectOutput)
  }

  /// Runs `script` with `/bin/sh` in a terminal, as a person's shell would run a command line
  /// with pipes: every command of a pipeline shares the terminal. `$TANREI` names the built
  /// `tanrei` program, `$TANREI_TERMINAL_PROBE` the built `tanrei-terminal-probe`.
  public convenience init(
    shell script: String, environment: [String: String?] = [:], columns: UInt16 = 80,
    rows: UInt16 = 24
  ) throws {
    var environment = environment
    environment["TANREI"] = ProgramRunner.path(of: "tanrei")
    environment["TANREI_TERMINAL_PROBE"] = ProgramRunner.path(of: "tanrei-terminal-probe")
    try self.init(
      path: "/bin/sh", ["-c", script], environment: environment, columns: columns, rows: rows)
  }

  private init(
    path program: String, _ arguments: [String], environment: [String: String?],
    columns: UInt16, rows: UInt16, collectOutput: Bool = false
  ) throws {
    var leader: Int32 = -1
    var follower: Int32 = -1
    var path = [CChar](repeating: 0, count: 256)
    guard tanrei_open_pseudo_terminal(&leader, &follower, &path, path.count, rows, columns) == 0
    else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    self.leader = leader

    var pipe: [Int32] = [-1, -1]
    if collectOutput, tanrei_pipe(&pipe) != 0 {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }

    var variables = Self.baseEnvironment
    for (name, value) in environment { variables[name] = value }
    let words = [program] + arguments
    let argv = words.map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for word in argv { free(word) }
      for word in envp { free(word) }
    }
    var spawned: pid_t = 0
    let code = tanrei_spawn(&spawned, words[0], argv, envp, -1, pipe[1], -1, path)
    // The program opened the terminal itself; our follower would keep it open after it ends.
    close(follower)
    if collectOutput { close(pipe[1]) }
    guard code == 0 else {
      close(leader)
      throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
    }
    pid = spawned
    readers = collectOutput ? 2 : 1

    Thread.detachNewThread { self.readTerminal() }
    if collectOutput {
      let reading = pipe[0]
      Thread.detachNewThread { self.readOutput(reading) }
    }
    Thread.detachNewThread { self.waitForExit() }
  }

  /// The time since the program started.
  public var elapsed: Duration { ContinuousClock.now - start }

  /// Waits until what reached the terminal satisfies `condition`, for at most `timeout`;
  /// answers whether it did. The wait holds a thread of its own, not one of the pool's.
  @discardableResult
  public func waitFor(
    timeout: Duration = .seconds(10), _ satisfied: @escaping @Sendable ([UInt8]) -> Bool
  ) async -> Bool {
    await onOwnThread { self.blockingWait(timeout: timeout, satisfied) }
  }

  /// Waits until a character that takes a cell has reached the terminal.
  @discardableResult
  public func waitForVisibleOutput(timeout: Duration = .seconds(10)) async -> Bool {
    await waitFor(timeout: timeout) { !TerminalScreen($0).nonEmptyLines.isEmpty }
  }

  private func blockingWait(timeout: Duration, _ satisfied: ([UInt8]) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout.seconds)
    condition.lock()
    defer { condition.unlock() }
    while !satisfied(chunks.flatMap(\.bytes)) {
      if status != nil && readsDone == readers { return false }
      if !condition.wait(until: deadline) { return false }
    }
    return true
  }

  /// Sends `signal` to the program alone, as `kill` does.
  public func send(signal: Int32) {
    kill(pid, signal)
  }

  /// Types `bytes` on the terminal's keyboard: `[0x03]` is Ctrl-C.
  public func type(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(leader, $0.baseAddress, $0.count) }
  }

  /// Every byte that has reached the terminal so far.
  public var bytesSoFar: [UInt8] {
    condition.lock()
    defer { condition.unlock() }
    return chunks.flatMap(\.bytes)
  }

  /// Changes the window's size; the terminal tells the program with SIGWINCH.
  public func resize(columns: UInt16, rows: UInt16 = 24) {
    _ = tanrei_terminal_set_size(leader, rows, columns)
  }

  /// Waits for the program to end and everything it wrote to be read, for at most `timeout`,
  /// on a thread of its own.
  ///
  /// A program still running then fails the test with an issue at the caller's line, and it and
  /// every process of its session are killed; the result holds what was read until then, with
  /// the status -1 if even that did not end them within a few seconds.
  public func finish(
    timeout: Duration = .seconds(20), sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Result {
    let ended = await onOwnThread { self.wait(until: Date().addingTimeInterval(timeout.seconds)) }
    if ended { return result() }
    Issue.record(
      "the program in the terminal did not end within \(timeout.seconds) s; killed",
      sourceLocation: sourceLocation)
    // The program leads a session of its own: its process group holds what it started too.
    kill(-pid, SIGKILL)
    kill(pid, SIGKILL)
    _ = await onOwnThread { self.wait(until: Date().addingTimeInterval(5)) }
    return result()
  }

  /// Waits until the program has ended and its streams are read, or `deadline` comes; answers
  /// whether it ended.
  private func wait(until deadline: Date) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while status == nil || readsDone < readers {
      if !condition.wait(until: deadline) { return status != nil && readsDone == readers }
    }
    return true
  }

  private func result() -> Result {
    condition.lock()
    defer { condition.unlock() }
    return Result(status: status ?? -1, chunks: chunks, output: output)
  }

  private func readTerminal() {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(leader, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      // EIO: every process holding the terminal has closed it.
      guard count > 0 else { break }
      let chunk = Chunk(time: elapsed, bytes: Array(buffer[..<count]))
      condition.lock()
      chunks.append(chunk)
      condition.broadcast()
      condition.unlock()
    }
    close(leader)
    condition.lock()
    readsDone += 1
    condition.broadcast()
    condition.unlock()
  }

  private func readOutput(_ descriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      condition.lock()
      output += buffer[..<count]
      condition.unlock()
    }
    close(descriptor)
    condition.lock()
    readsDone += 1
    condition.broadcast()
    condition.unlock()
  }

  private func waitForExit() {
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
    let signal = raw & 0x7F
    condition.lock()
    status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
    condition.broadcast()
    condition.unlock()
  }
}

extension Duration {
  /// The duration in seconds, fractions kept.
  public var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
