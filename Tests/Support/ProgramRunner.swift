import Foundation

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
  public static func run(
    _ program: String, _ arguments: [String], input: String = "",
    environment: [String: String]? = nil, workingDirectory: URL? = nil
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
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    // Read both pipes to their ends before waiting, so a chatty program never blocks on a full pipe.
    let group = DispatchGroup()
    nonisolated(unsafe) var errorData = Data()
    group.enter()
    DispatchQueue.global().async {
      errorData = stderr.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    let status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    return Result(
      status: status, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }
}
