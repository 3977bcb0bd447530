import Foundation
import TanreiTestSupport

/// The renderers ours is checked against, found on the `PATH`: librsvg's `rsvg-convert` and
/// headless Chromium. `.ci/run` installs both; where they are missing, the tests that need them
/// are skipped and say why.
enum ExternalRenderer {
  static let rsvgConvert = find("rsvg-convert")
  static let chromium = find("chromium") ?? find("chromium-browser") ?? find("google-chrome")

  static let rsvgMissing =
    "rsvg-convert is not installed (Debian: librsvg2-bin), so the comparison with librsvg was skipped"
  static let chromiumMissing =
    "Chromium is not installed (Debian: chromium), so the comparison with a browser was skipped"

  static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `program` with `arguments`, giving up after `timeout` seconds; its temporary files go
  /// to `folder`'s `t`, so that they are removed with the test's own (the name is short because
  /// Chromium puts a socket there, whose path may not exceed 107 bytes).
  static func run(_ program: String, _ arguments: [String], in folder: URL, timeout: Double = 60)
    throws
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let temporary = folder.appendingPathComponent("t", isDirectory: true)
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporary.path
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    // Read standard error on the side so a chatty program never blocks on a full pipe.
    nonisolated(unsafe) var errorData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errorData = errors.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning {
      process.terminate()
      let killAt = Date().addingTimeInterval(2)
      while process.isRunning && Date() < killAt { usleep(20_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      throw Failure(description: "\(program) took more than \(Int(timeout)) s and was stopped")
    }
    // Its helpers may hold standard error open a little after it ends; never wait on them long.
    let read = group.wait(timeout: .now() + 5) == .success
    guard process.terminationStatus == 0 else {
      let text = read ? String(decoding: errorData, as: UTF8.self) : "(standard error still open)"
      throw Failure(
        description: "\(program) exited with \(process.terminationStatus): \(text.suffix(800))")
    }
  }

  /// `svg` drawn by librsvg at `scale`, as a PNG file's bytes.
  static func rsvg(_ svg: URL, scale: Double, in folder: URL) throws -> [UInt8] {
    guard let rsvgConvert else { throw Failure(description: rsvgMissing) }
    let output = folder.appendingPathComponent(
      svg.deletingPathExtension().lastPathComponent + "-rsvg@\(scale)x.png")
    try run(
      rsvgConvert, ["--zoom", String(scale), "--format", "png", "--output", output.path, svg.path],
      in: folder)
    return Array(try Data(contentsOf: output))
  }

  /// A screenshot of the page `html` by headless Chromium in a window of `width` × `height`
  /// CSS pixels at `scale` device pixels each, on a transparent background.
  static func chromiumScreenshot(
    _ html: URL, width: Int, height: Int, scale: Double, in folder: URL
  ) throws -> [UInt8] {
    guard let chromium else { throw Failure(description: chromiumMissing) }
    let output = folder.appendingPathComponent(
      html.deletingPathExtension().lastPathComponent + "-chromium@\(scale)x.png")
    // A profile of its own, so that runs in parallel do not share one.
    let profile = folder.appendingPathComponent("profile-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: profile) }
    try run(
      chromium,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--no-first-run", "--user-data-dir=\(profile.path)",
        "--force-device-scale-factor=\(scale)", "--default-background-color=00000000",
        "--window-size=\(width),\(height)", "--screenshot=\(output.path)",
        html.absoluteString,
      ], in: folder)
    return Array(try Data(contentsOf: output))
  }

  /// A fresh folder for one test's files, which the test removes.
  static func scratchFolder(_ name: String) throws -> URL {
    try ScratchFolder("render-\(name)").url
  }
}
