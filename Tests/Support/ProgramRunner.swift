import Foundation
import Synchronization
import Testing

/// Runs programs for the tests — this package's own, or any on the machine — and collects what
/// they write, waiting on a thread of its own (see ``onOwnThread(_:)``) and never past a
/// deadline.
public enum ProgramRunner {
  /// What a finished program left behind.
  public struct Result: Sendable {
    /// The exit status, or 128 + the signal's number when a signal ended it; -1 when it could
    /// not be stopped.
    public var status: Int32
    /// Standard output, as text.
    public var output: String
    /// Standard error, as text.
    public var error: String
    /// Whether it was still running at its deadline, and was stopped.
    public var timedOut: Bool
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

  /// Runs this package's `program` with `arguments`, feeding it `input` on standard input.
  ///
  /// A program still running after `timeout` is stopped and the test fails with an issue at the
  /// caller's line; the result then holds what it wrote until then.
  public static func run(
    _ program: String, _ arguments: [String], input: String = "",
    environment: [String: String]? = nil, workingDirectory: URL? = nil,
    timeout: Duration = defaultTimeout, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> Result {
    let result = try await run(
      executable: path(of: program), arguments, input: input, environment: environment,
      workingDirectory: workingDirectory, timeout: timeout)
    if result.timedOut {
      Issue.record(
        "\(program) \(arguments.joined(separator: " ")) did not end within \(timeout.seconds) s; stopped",
        sourceLocation: sourceLocation)
    }
    return result
  }

  /// Runs the program at `executable` with `arguments`; at `timeout` it is sent SIGTERM, then
  /// SIGKILL, and the result says it timed out. Once it has ended, its streams are read for a
  /// few seconds more at most: a helper it started may hold them open (Chromium's do).
  public static func run(
    executable: String, _ arguments: [String], input: String = "",
    environment: [String: String]? = nil, workingDirectory: URL? = nil,
    timeout: Duration = defaultTimeout
  ) async throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let workingDirectory { process.currentDirectoryURL = workingDirectory }
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    let streams = Streams()
    process.standardInput = streams.input
    process.standardOutput = streams.output
    process.standardError = streams.error
    try process.run()
    let box = ProcessBox(process)
    return await onOwnThread {
      streams.serve(input: input)
      let process = box.process
      var timedOut = false
      if ended.wait(timeout: .now() + .nanoseconds(Int(timeout.seconds * 1e9))) == .timedOut {
        timedOut = true
        kill(process.processIdentifier, SIGTERM)
        if ended.wait(timeout: .now() + 2) == .timedOut {
          kill(process.processIdentifier, SIGKILL)
          _ = ended.wait(timeout: .now() + 2)
        }
      }
      streams.finish(within: 5)
      let status: Int32
      if process.isRunning {
        status = -1
      } else {
        status =
          process.terminationReason == .uncaughtSignal
          ? 128 + process.terminationStatus : process.terminationStatus
      }
      return Result(
        status: status, output: streams.outputText, error: streams.errorText, timedOut: timedOut)
    }
  }

  /// A process handed to the thread that waits for it; only that thread touches it afterwards.
  private final class ProcessBox: @unchecked Sendable {
    let process: Process
    init(_ process: Process) { self.process = process }
  }

  /// A program's three streams, served by threads of their own so that neither a full pipe nor
  /// a program that never reads can hold anyone up.
  private final class Streams: Sendable {
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    private let collected = Mutex<(output: Data, error: Data, open: Int)>((Data(), Data(), 2))
    private let closed = DispatchSemaphore(value: 0)

    func serve(input text: String) {
      let input = input
      Thread.detachNewThread {
        // A program that exits without reading must not end this one with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try? input.fileHandleForWriting.close()
      }
      let output = output
      let error = error
      Thread.detachNewThread { [self] in
        let data = output.fileHandleForReading.readDataToEndOfFile()
        collected.withLock { $0.output = data }
        closed.signal()
      }
      Thread.detachNewThread { [self] in
        let data = error.fileHandleForReading.readDataToEndOfFile()
        collected.withLock { $0.error = data }
        closed.signal()
      }
    }

    /// Waits until both streams have ended, for at most `seconds`.
    func finish(within seconds: Double) {
      let deadline = DispatchTime.now() + seconds
      _ = closed.wait(timeout: deadline)
      _ = closed.wait(timeout: deadline)
    }

    var outputText: String { String(decoding: collected.withLock { $0.output }, as: UTF8.self) }
    var errorText: String { String(decoding: collected.withLock { $0.error }, as: UTF8.self) }
  }
}
