import Foundation
import TanreiTestSupport
import Testing

/// `<tanrei-loading-indicator>` in headless Chromium: `scripts/build-web --debug` builds the
/// elements and TanreiCore's WebAssembly module into a scratch folder under `.build`, and
/// `scripts/check-web.py` (Playwright on the system's Chromium, axe-core, the accessibility tree
/// through CDP) checks them against the requirements, by id.
///
/// Skipped, saying why, where the browser environment or Chromium is missing — except where
/// everything must run (`CI=true`), where that is a failure.
@Suite("The web elements work in a real browser")
struct WebElementTests {
  static let python = RepositoryFiles.url(".build/browser-venv/bin/python")
  static let build = RepositoryFiles.url("scripts/build-web")
  static let script = RepositoryFiles.url("scripts/check-web.py")
  static let artifacts = RepositoryFiles.url("artifacts/web")
  /// The longest the build may take: a first build compiles the whole core (about a minute on
  /// two cores); later ones reuse its object.
  static let buildDeadline = 240.0
  /// The longest the browser checks may take before they are stopped and failed.
  static let checkDeadline = 180.0

  @Test(
    "LDG-4 to LDG-18 in Chromium: the delay, the accessibility tree, twins, moves, axe-core",
    .requires(.browserEnvironment, .chromium))
  func elementsInChromium() async throws {
    guard Requirement.browserEnvironment.confirm(), Requirement.chromium.confirm() else { return }
    // Under .build, not the temporary folder: the bundle is the size of a build product, and
    // the temporary folder the programs get is inside it, so nothing is left behind there.
    let scratch = try ScratchFolder("web", in: RepositoryFiles.url(".build"))
    defer { scratch.remove() }
    let web = scratch.file("web")
    let environment = scratch.childEnvironment()

    let built = try await ProgramRunner.run(
      executable: Self.build.path, ["--debug", web.path], environment: environment,
      timeout: .seconds(Self.buildDeadline))
    try #require(
      built.status == 0 && !built.timedOut,
      "scripts/build-web exited with \(built.status):\n\(built.output)\(built.error)")
    print(built.output.split(separator: "\n").suffix(1).joined())

    let checked = try await ProgramRunner.run(
      executable: Self.python.path,
      [
        Self.script.path, "--web", web.path, "--artifacts", Self.artifacts.path,
        "--deadline", String(Int(Self.checkDeadline) - 20),
      ],
      environment: environment, timeout: .seconds(Self.checkDeadline))
    let output = checked.output + checked.error
    print(output.split(separator: "\n").suffix(3).joined(separator: "\n"))
    #expect(!checked.timedOut, "check-web.py was stopped after \(Int(Self.checkDeadline)) s")
    #expect(checked.status == 0, "check-web.py exited with \(checked.status):\n\(output)")
    #expect(output.contains(" passed, 0 failed"), "\(output.suffix(2_000))")
    for width in [1400, 400] {
      let shot = Self.artifacts.appendingPathComponent("gallery-\(width).png")
      #expect(FileManager.default.fileExists(atPath: shot.path), "no screenshot at \(shot.path)")
    }
  }
}
