import Foundation
import TanreiGallery
import TanreiRender
import TanreiTestSupport
import Testing

/// The pages `tanrei render` writes, loaded in headless Chromium by `scripts/check-pages.py`
/// (Playwright on the system's Chromium, axe-core for accessibility), from the virtual
/// environment `.ci/run` makes at `.build/browser-venv`.
///
/// Where that environment or Chromium is missing the test is skipped and says why — except where
/// everything must run (`CI=true`, `scripts/test`), where a missing browser is a failure.
@Suite("The pages work in a real browser")
struct BrowserPageTests {
  static let python = RepositoryFiles.url(".build/browser-venv/bin/python")
  static let script = RepositoryFiles.url("scripts/check-pages.py")
  static let artifacts = RepositoryFiles.url("artifacts/pages")
  /// The longest the whole check may take before it is stopped and failed.
  static let deadline = 420.0

  @Test(
    "pages at 1400 and 400 px: no sideways scroll, broken image or link, axe-core violation",
    .requires(.browserEnvironment, .chromium))
  func pagesInChromium() async throws {
    // The inlined animations, moving as alone and stopping under reduced motion, are checked too.
    guard Requirement.browserEnvironment.confirm(), Requirement.chromium.confirm() else { return }
    let folder = try ScratchFolder("render-pages").url
    defer { try? FileManager.default.removeItem(at: folder) }
    let pages = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
    for file in await RenderedPages.all.value {
      try Data(file.bytes).write(to: pages.appendingPathComponent(file.name))
    }
    let result = try await Self.run(
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

  /// Runs the checker under the venv's Python, its temporary files in `scratch`, and stops it
  /// after ``deadline`` seconds.
  static func run(_ arguments: [String], scratch: URL) async throws -> (
    status: Int32, output: String
  ) {
    var inherited = ProcessInfo.processInfo.environment
    inherited["TMPDIR"] = scratch.path
    let environment = inherited
    let result = try await BrowserSlots.shared.run {
      try await ProgramRunner.run(
        executable: python.path, arguments + ["--deadline", String(Int(deadline) - 20)],
        environment: environment, timeout: .seconds(deadline))
    }
    let output = result.output + result.error
    return result.timedOut
      ? (124, "stopped after \(Int(deadline)) s\n" + output) : (result.status, output)
  }
}
