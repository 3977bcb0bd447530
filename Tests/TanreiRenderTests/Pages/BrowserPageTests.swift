import Foundation
import TanreiRender
import TanreiTestSupport
import Testing

/// The pages `tanrei render` writes, loaded in headless Chromium by `scripts/check-pages.py`
/// (Playwright on the system's Chromium, axe-core for accessibility), from the virtual
/// environment `.ci/run` makes at `.build/browser-venv`.
///
/// Where that environment or Chromium is missing the test is skipped and says why — except in
/// continuous integration (`CI=true`), where a missing browser is a failure, not a skip.
@Suite("The pages work in a real browser")
struct BrowserPageTests {
  static let python = RepositoryFiles.url(".build/browser-venv/bin/python")
  static let script = RepositoryFiles.url("scripts/check-pages.py")
  static let artifacts = RepositoryFiles.url("artifacts/pages")
  static let inContinuousIntegration = ProcessInfo.processInfo.environment["CI"] == "true"

  /// Why the check cannot run here, or `nil` when it can.
  static var missing: String? {
    if !FileManager.default.isExecutableFile(atPath: python.path) {
      return "\(python.path) is missing (.ci/run makes it: python3 -m venv, then pip install "
        + "axe-playwright-python), so the pages were not checked in a browser"
    }
    if ExternalRenderer.chromium == nil { return ExternalRenderer.chromiumMissing }
    return nil
  }

  /// The longest the whole check may take before it is stopped and failed.
  static let deadline = 420.0

  @Test(
    "pages at 1400 and 400 px: no sideways scroll, broken image or link, axe-core violation",
    .enabled(if: missing == nil || inContinuousIntegration, "\(missing ?? "")"))
  func pagesInChromium() throws {
    // The inlined animations, moving as alone and stopping under reduced motion, are checked too.
    if let missing = Self.missing {
      fail("in CI the browser check must run: \(missing)")
      return
    }
    let folder = try ExternalRenderer.scratchFolder("pages")
    defer { try? FileManager.default.removeItem(at: folder) }
    let pages = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
    for file in try FixtureRenderer(scales: [1, 2]).renderAll() {
      try Data(file.bytes).write(to: pages.appendingPathComponent(file.name))
    }
    let result = try Self.run(
      [Self.script.path, "--pages", pages.path, "--artifacts", Self.artifacts.path],
      scratch: folder)
    print(result.output.split(separator: "\n").suffix(3).joined(separator: "\n"))
    #expect(result.status == 0, "check-pages.py exited with \(result.status):\n\(result.output)")
    #expect(result.output.contains(" passed, 0 failed"), "\(result.output.suffix(2_000))")
    for width in [1400, 400] {
      let shot = Self.artifacts.appendingPathComponent("index-\(width).png")
      #expect(FileManager.default.fileExists(atPath: shot.path), "no screenshot at \(shot.path)")
    }
  }

  /// Runs the checker under the venv's Python, its output in a file (no pipe to fill), its
  /// temporary files in `scratch`, and stops it after ``deadline`` seconds.
  static func run(_ arguments: [String], scratch: URL) throws -> (status: Int32, output: String) {
    let log = scratch.appendingPathComponent("check-pages.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = python
    process.arguments = arguments + ["--deadline", String(Int(deadline) - 20)]
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = scratch.path
    process.environment = environment
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    let end = Date().addingTimeInterval(deadline)
    while process.isRunning && Date() < end { usleep(50_000) }
    if process.isRunning {
      process.terminate()
      let grace = Date().addingTimeInterval(5)
      while process.isRunning && Date() < grace { usleep(50_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      return (124, "stopped after \(Int(deadline)) s\n" + text)
    }
    process.waitUntilExit()
    return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
  }
}
