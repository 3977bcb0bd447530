import CTanreiTerminal
import Foundation
import Testing

/// A command running in a tmux window: a real terminal emulator that reflows its lines when the
/// window narrows and widens, keeps a history, and shows what a person would see
/// (`capture-pane`). The server is private to the session (its own socket, in a scratch folder
/// of its own that ``end()`` removes, and no configuration but this one's).
public final class TmuxSession: Sendable {
  private let scratch: ScratchFolder
  private let environment: [String: String]

  /// Starts `command` with `/bin/sh` in a window of `columns` by `rows`; `$TANREI_TERMINAL_PROBE`
  /// names the built `tanrei-terminal-probe`, and `environment` is added to
  /// ``PseudoTerminalSession/baseEnvironment``. The window stays once the command has ended, so
  /// that what it left can be read; a command that must say it has ended echoes a line of its
  /// own.
  public init(
    _ command: String, environment: [String: String] = [:], columns: Int = 80, rows: Int = 24
  ) async throws {
    scratch = try ScratchFolder("tmux")
    var variables = PseudoTerminalSession.baseEnvironment
    variables["TMUX_TMPDIR"] = scratch.url.path
    variables["TANREI_TERMINAL_PROBE"] = ProgramRunner.path(of: "tanrei-terminal-probe")
    for (name, value) in environment { variables[name] = value }
    self.environment = variables
    let configuration = scratch.file("tmux.conf")
    try """
    set -g remain-on-exit on
    set -g history-limit 2000
    set -g default-terminal tmux-256color
    set -g status off
    """.write(to: configuration, atomically: true, encoding: .utf8)
    // The server tmux starts keeps the streams it was given: none, so that no reader waits on
    // it; and the client is waited for by its own process id alone.
    let words = [
      Requirement.program("tmux") ?? "/usr/bin/tmux", "-u", "-L", "tanrei", "-f",
      configuration.path, "new-session", "-d", "-x", String(columns), "-y", String(rows), "-s",
      "main", "/bin/sh", "-c", command,
    ]
    let started = await onOwnThread { [variables] in
      let argv = words.map { strdup($0) } + [nil]
      let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer {
        for word in argv { free(word) }
        for word in envp { free(word) }
      }
      let null = open("/dev/null", O_RDWR | O_CLOEXEC)
      defer { close(null) }
      var pid: pid_t = 0
      guard tanrei_spawn(&pid, words[0], argv, envp, null, null, null, nil) == 0 else {
        return false
      }
      var raw: Int32 = 0
      for _ in 0..<1000 {
        if waitpid(pid, &raw, WNOHANG) == pid { return raw == 0 }
        usleep(10_000)
      }
      kill(pid, SIGKILL)
      waitpid(pid, &raw, 0)
      return false
    }
    guard started else {
      await end()
      throw TmuxError(message: "tmux could not start a session")
    }
  }

  /// What tmux said when it refused.
  public struct TmuxError: Error, CustomStringConvertible {
    /// Its words.
    public var message: String
    /// The words.
    public var description: String { message }
  }

  /// The window's lines, the history above them first, each line the terminal wrapped joined
  /// back into one, trailing spaces and empty lines at the end left out.
  public func lines() async -> [String] {
    let captured = try? await tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "main")
    var lines = (captured?.output ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      .map(Self.trimmed)
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// The rows the window shows now, as they are (wrapped lines as rows).
  public func rows() async -> [String] {
    let captured = try? await tmux("capture-pane", "-p", "-t", "main")
    return (captured?.output ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      .map(Self.trimmed)
  }

  /// Makes the window `columns` by `rows`; tmux reflows its lines and tells the command.
  public func resize(columns: Int, rows: Int = 24) async {
    _ = try? await tmux("resize-window", "-t", "main", "-x", String(columns), "-y", String(rows))
  }

  /// Types `keys` in the window, in `send-keys`'s words ("Enter", "C-c", text).
  public func type(_ keys: String...) async {
    _ = try? await tmux(["send-keys", "-t", "main"] + keys)
  }

  /// Waits until the window's ``lines()`` satisfy `condition`, looking every 50 ms for at most
  /// `timeout`; answers whether they did.
  public func waitFor(
    timeout: Duration = .seconds(10), _ condition: @Sendable ([String]) -> Bool
  ) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      if condition(await lines()) { return true }
      try? await Task.sleep(for: .milliseconds(50))
    }
    return condition(await lines())
  }

  /// Stops the server, and everything it ran, and removes the scratch folder.
  public func end() async {
    _ = try? await tmux("kill-server")
    scratch.remove()
  }

  /// `line` without its trailing spaces.
  private static func trimmed(_ line: Substring) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return String(line)
  }

  private func tmux(_ arguments: String...) async throws -> ProgramRunner.Result {
    try await tmux(arguments)
  }

  private func tmux(_ arguments: [String]) async throws -> ProgramRunner.Result {
    try await ProgramRunner.run(
      executable: Requirement.program("tmux") ?? "/usr/bin/tmux",
      ["-u", "-L", "tanrei"] + arguments, environment: environment, timeout: .seconds(10))
  }
}

extension Requirement {
  /// tmux, the terminal emulator the resizing tests run in.
  public static let tmux = Requirement(
    "tmux", isMet: program("tmux") != nil, install: "Debian: tmux")
}
