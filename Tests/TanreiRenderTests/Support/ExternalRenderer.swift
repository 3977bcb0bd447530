import Foundation
import TanreiTestSupport

/// The renderers ours is checked against, found on the `PATH`: librsvg's `rsvg-convert` and
/// headless Chromium. `scripts/test` installs both; where they are missing, the tests that need
/// them are skipped and say why (see `Requirement`).
enum ExternalRenderer {
  static let rsvgConvert = Requirement.program("rsvg-convert")
  static let chromium = Requirement.program("chromium", "chromium-browser", "google-chrome")

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `program` with `arguments`, giving up after `timeout` seconds; its temporary files go
  /// to `folder`'s `t`, so that they are removed with the test's own (the name is short because
  /// Chromium puts a socket there, whose path may not exceed 107 bytes).
  static func run(_ program: String, _ arguments: [String], in folder: URL, timeout: Double = 60)
    async throws
  {
    let temporary = folder.appendingPathComponent("t", isDirectory: true)
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporary.path
    let result = try await ProgramRunner.run(
      executable: program, arguments, environment: environment, timeout: .seconds(timeout))
    if result.timedOut {
      throw Failure(description: "\(program) took more than \(Int(timeout)) s and was stopped")
    }
    guard result.status == 0 else {
      throw Failure(
        description: "\(program) exited with \(result.status): \(result.error.suffix(800))")
    }
  }

  /// `svg` drawn by librsvg at `scale`, as a PNG file's bytes.
  static func rsvg(_ svg: URL, scale: Double, in folder: URL) async throws -> [UInt8] {
    guard let rsvgConvert else { throw Failure(description: Requirement.rsvgConvert.description) }
    let output = folder.appendingPathComponent(
      svg.deletingPathExtension().lastPathComponent + "-rsvg@\(scale)x.png")
    try await run(
      rsvgConvert, ["--zoom", String(scale), "--format", "png", "--output", output.path, svg.path],
      in: folder)
    return Array(try Data(contentsOf: output))
  }

  /// A screenshot of the page `html` by headless Chromium in a window of `width` × `height`
  /// CSS pixels at `scale` device pixels each, on a transparent background.
  static func chromiumScreenshot(
    _ html: URL, width: Int, height: Int, scale: Double, in folder: URL
  ) async throws -> [UInt8] {
    guard let chromium else { throw Failure(description: Requirement.chromium.description) }
    let output = folder.appendingPathComponent(
      html.deletingPathExtension().lastPathComponent + "-chromium@\(scale)x.png")
    // A profile of its own, so that runs in parallel do not share one.
    let profile = folder.appendingPathComponent("profile-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: profile) }
    try await run(
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
