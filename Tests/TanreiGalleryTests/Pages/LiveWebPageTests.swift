import Foundation
import TanreiGallery
import TanreiRender
import TanreiTestSupport
import Testing

/// `web.html`, the live web elements beside their fixtures' SVG and PNG, in headless Chromium:
/// `scripts/build-web` builds the packages into a scratch folder under `.build`, `tanrei render
/// --web` copies `@tanrei/web` beside the pages it writes (as it does with the one it builds
/// itself in a checkout), and `scripts/check-pages.py --live` serves that folder over loopback
/// HTTP (a module cannot be imported from `file://`) and checks the page at 1400 and 400 px.
///
/// Skipped, saying why, where the browser environment or Chromium is missing — except where
/// everything must run (`CI=true`), where that is a failure.
@Suite("web.html: the live elements beside their fixtures, in a real browser")
struct LiveWebPageTests {
  static let python = RepositoryFiles.url(".build/browser-venv/bin/python")
  static let script = RepositoryFiles.url("scripts/check-pages.py")
  static let artifacts = RepositoryFiles.url("artifacts/pages")
  /// The longest `tanrei render` may take: every fixture at three scales, in a debug build,
  /// beside the rest of the suite.
  static let renderDeadline: Duration = .seconds(300)
  /// The longest the browser checks may take before they are stopped and failed.
  static let checkDeadline = 180.0

  @Test(
    "every live element defined, shown and its fixture's SVG box; no console error, axe-core violation or sideways scroll at 1400 and 400 px",
    .requires(.browserEnvironment, .chromium))
  func livePageInChromium() async throws {
    guard Requirement.browserEnvironment.confirm(), Requirement.chromium.confirm() else { return }
    // Under .build, not the temporary folder: the module is the size of a build product, and
    // the temporary folder the programs get is inside it, so nothing is left behind there.
    let scratch = try ScratchFolder("live-page", in: RepositoryFiles.url(".build"))
    defer { scratch.remove() }
    let built = scratch.file("packages")
    let web = built.appendingPathComponent("web")
    let out = scratch.file("out")
    let environment = scratch.childEnvironment()

    try await WebPackages.build(into: built, environment: environment)

    let rendered = try await ProgramRunner.run(
      "tanrei", ["render", "--out", out.path, "--web", web.path], environment: environment,
      timeout: Self.renderDeadline)
    try #require(
      rendered.status == 0, "tanrei render exited with \(rendered.status):\n\(rendered.error)")
    let names = try #require(FileManager.default.subpaths(atPath: web.path)).sorted()
    #expect(names.contains("components/loading-indicator.js"))
    for name in names where !name.hasPrefix(".") {
      var isFolder: ObjCBool = false
      let path = web.appendingPathComponent(name).path
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      let copied = out.appendingPathComponent(WebElementPage.moduleFolder + "/" + name)
      #expect(
        try Data(contentsOf: copied) == Data(contentsOf: web.appendingPathComponent(name)),
        "\(name) was not copied as built")
    }
    let page = try String(
      contentsOf: out.appendingPathComponent(WebElementPage.fileName), encoding: .utf8)
    // The spec's six fixtures, light and dark, each with its live element.
    let rows = LoadingIndicatorFixture.all.filter {
      $0.variant == .canonical || $0.variant == .dark
    }
    #expect(rows.count == 12)
    for fixture in rows {
      #expect(page.contains("data-fixture=\"\(fixture.id)\""), "no row for \(fixture.id)")
    }
    #expect(page.components(separatedBy: "<tanrei-loading-indicator ").count - 1 == 12)
    #expect(page.contains("<tanrei-skeleton ") && page.contains("<tanrei-typing-indicator "))
    #expect(page.contains("<tanrei-progress ") && page.contains("<tanrei-spinner "))
    #expect(page.contains("import('./web/index.js')"))

    let checked = try await BrowserSlots.shared.run {
      try await ProgramRunner.run(
        executable: Self.python.path,
        [
          Self.script.path, "--pages", out.path, "--live", "--artifacts", Self.artifacts.path,
          "--deadline", String(Int(Self.checkDeadline) - 20),
        ],
        environment: environment, timeout: .seconds(Self.checkDeadline))
    }
    let output = checked.output + checked.error
    print(output.split(separator: "\n").suffix(3).joined(separator: "\n"))
    #expect(!checked.timedOut, "check-pages.py was stopped after \(Int(Self.checkDeadline)) s")
    #expect(checked.status == 0, "check-pages.py --live exited with \(checked.status):\n\(output)")
    #expect(output.contains(" passed, 0 failed"), "\(output.suffix(2_000))")
    for width in [1400, 400] {
      let shot = Self.artifacts.appendingPathComponent("web-live-\(width).png")
      #expect(FileManager.default.fileExists(atPath: shot.path), "no screenshot at \(shot.path)")
    }
  }
}
