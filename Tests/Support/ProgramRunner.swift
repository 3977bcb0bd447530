import Foundation
import Synchronization
import Testing

/// Runs one of this package's built programs and collects what it writes.
public enum ProgramRunner {
  /// What a finished program left behind.
  public struct Result: Sendable {
    /// The exit status, or 128 + the signal's number when a signal ended it.
    public var status: Int32
    /// Standard output, as text.
    public var output: String
    /// Standard error, as text.
    public var error: String
  }

  /// How long a program may run before it is stopped and the test fails. Every program the
  /// tests start ends in a few seconds; this bounds a broken one.
  public static let defaultTimeout: Duration = .seconds(30)

  /// The folder the test binary lives in, which is where SwiftPM puts the package's programs.
  public static var productsFolder: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .resolvingSymlinksInPath()
  }

  /// The path of the program called `name` in the products folder, found by looking up from
  /// the test binary (which may sit inside an `.xctest` bundle).
  public static func path(of name: String) -> String {
    var folder = productsFolder
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
      folder = folder.deletingLastPathComponent()
    }
    return productsFolder.appendingPathComponent(name).path
  }

  /// Runs `program` with `arguments`, feeding it `input` on standard input.
  ///
  /// A program still running after `timeout` is sent SIGTERM, then SIGKILL, and the test fails
  /// with an issue at the caller's line; the result then holds what it wrote until then.
  public static func run(
    _ program: String, _ arguments: [String], input: String = "",
    environment: [String: String]? = nil, workingDirectory: URL? = nil,
    timeout: Duration = defaultTimeout, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path(of: program))
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let workingDirectory { process.currentDirectoryURL = workingDirectory }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Every stream is served on the side, so that neither a full pipe nor a program that never
    // ends can hold this thread past the deadline.
    let collected = Collected()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      collected.error = stderr.fileHandleForReading.readDataToEndOfFile()
    }
    DispatchQueue.global().async(group: group) {
      collected.output = stdout.fileHandleForReading.readDataToEndOfFile()
    }
    DispatchQueue.global().async {
      // A program that exits without reading must not end this one with SIGPIPE.
      signal(SIGPIPE, SIG_IGN)
      try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
      try? stdin.fileHandleForWriting.close()
    }
    let deadline = DispatchTime.now() + .nanoseconds(Int(timeout.seconds * 1e9))
    if group.wait(timeout: deadline) == .timedOut {
      Issue.record(
        "\(program) \(arguments.joined(separator: " ")) did not end within \(timeout.seconds) s; stopped",
        sourceLocation: sourceLocation)
      let pid = process.processIdentifier
      kill(pid, SIGTERM)
      if group.wait(timeout: .now() + 2) == .timedOut {
        kill(pid, SIGKILL)
        _ = group.wait(timeout: .now() + 2)
      }
    }
    // The streams are closed or abandoned; the process itself has ended or is being killed.
    let ended = Date().addingTimeInterval(5)
    while process.isRunning && Date() < ended { usleep(10_000) }
    guard !process.isRunning else {
      return Result(status: -1, output: collected.outputText, error: collected.errorText)
    }
    let status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    return Result(status: status, output: collected.outputText, error: collected.errorText)
  }

  /// What a program wrote, filled in by the threads that read its streams.
  private final class Collected: Sendable {
    private let streams = Mutex<(output: Data, error: Data)>((Data(), Data()))

    var output: Data {
      get { streams.withLock { $0.output } }
      set { streams.withLock { $0.output = newValue } }
    }

    var error: Data {
      get { streams.withLock { $0.error } }
      set { streams.withLock { $0.error = newValue } }
    }

    var outputText: String { String(decoding: output, as: UTF8.self) }
    var errorText: String { String(decoding: error, as: UTF8.self) }
  }
}
