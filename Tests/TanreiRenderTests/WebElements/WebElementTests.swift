import Foundation
import TanreiCore
import TanreiRender
import TanreiTestSupport
import Testing

/// The five elements in each engine: `scripts/build-web` builds the packages into a scratch
/// folder under `.build`, and `python -m browser elements --engine NAME` (scripts/browser:
/// Playwright on the system's Chromium, Marionette and WebDriver BiDi on Firefox ESR, Selenium
/// and WebKitWebDriver on WebKitGTK's MiniBrowser) checks them against the requirements, by id,
/// in the pages real products make (a strict CSP, Trusted Types, forced colours, their own ARIA,
/// modal dialogs, hundreds at once) and before their script, with their accessibility tree as
/// each engine builds it and axe-core; in Chromium it also replays specs/conformance and draws
/// every fixture for the comparison below. `python -m browser packages` checks the packages as a
/// web developer installs them: deno's lint, format and check, the declarations, each module's
/// stack and the resolution once, and in each engine the manifest, one element per entry point
/// and the React binding in React 18.3.1. `python -m browser apps` checks them where apps are
/// made: imported where there is no DOM, rendered on a server and hydrated, bundled with no
/// configuration, and typed in TSX.
///
/// One test per engine, so that a failure names its engine. Skipped, saying why, where the
/// browser environment or the engine is missing — except where everything must run
/// (`CI=true`), where that is a failure.
@Suite("The web elements work in a real browser")
struct WebElementTests {
  static let artifacts = RepositoryFiles.url("artifacts/web")
  /// The longest the browser checks may take before they are stopped and failed.
  static let checkDeadline = 420

  @Test(
    "LDG-1, LDG-4, LDG-5, LDG-6, LDG-7, LDG-8, LDG-9, LDG-10, LDG-11, LDG-12, LDG-13, LDG-14, LDG-15, LDG-16, LDG-17, LDG-18: in Chromium, the elements in real pages, their accessibility tree, motion, conformance scenarios and axe-core",
    .requires(.browserEnvironment, .chromium))
  func elementsInChromium() async throws {
    guard Requirement.browserEnvironment.confirm(), Requirement.chromium.confirm() else { return }
    // Under .build, not the temporary folder: the packages are the size of a build product,
    // and the temporary folder the programs get is inside it, so nothing is left behind there.
    let scratch = try ScratchFolder("web", in: RepositoryFiles.url(".build"))
    defer { scratch.remove() }
    let fixtures = scratch.file("fixtures.json")
    try Data(try JSONSerialization.data(withJSONObject: Self.fixtureList())).write(to: fixtures)
    let shots = scratch.file("shots")
    try await Self.checkElements(
      in: "chromium", widths: [1400, 400], scratch: scratch,
      ["--fixtures", fixtures.path, "--shots", shots.path])
    try Self.compareFixtures(in: shots)
  }

  @Test(
    "LDG-1, LDG-4, LDG-5, LDG-6, LDG-7, LDG-8, LDG-9, LDG-10, LDG-11, LDG-12, LDG-13, LDG-14, LDG-15, LDG-16, LDG-17, LDG-18: in Firefox ESR, the elements in real pages, their accessibility tree, motion, forced colours and axe-core",
    .requires(.browserEnvironment, .firefox))
  func elementsInFirefox() async throws {
    guard Requirement.browserEnvironment.confirm(), Requirement.firefox.confirm() else { return }
    let scratch = try ScratchFolder("web-firefox", in: RepositoryFiles.url(".build"))
    defer { scratch.remove() }
    try await Self.checkElements(in: "firefox", widths: [1400, 400], scratch: scratch)
  }

  /// MiniBrowser's window is never narrower than 447 px, so its gallery is checked at 1400 px
  /// alone.
  @Test(
    "LDG-1, LDG-4, LDG-5, LDG-6, LDG-7, LDG-8, LDG-9, LDG-10, LDG-11, LDG-12, LDG-13, LDG-14, LDG-15, LDG-16, LDG-17, LDG-18: in WebKit, the elements in real pages, their roles and names, motion and axe-core",
    .requires(.browserEnvironment, .webKit))
  func elementsInWebKit() async throws {
    guard Requirement.browserEnvironment.confirm(), Requirement.webKit.confirm() else { return }
    let scratch = try ScratchFolder("web-webkit", in: RepositoryFiles.url(".build"))
    defer { scratch.remove() }
    try await Self.checkElements(in: "webkit", widths: [1400], scratch: scratch)
  }

  /// Builds the packages into `scratch` and runs the element checks in `engine`, with
  /// `arguments`; expects every check to pass, and the gallery's screenshot at each of `widths`.
  static func checkElements(
    in engine: String, widths: [Int], scratch: ScratchFolder, _ arguments: [String] = []
  ) async throws {
    let out = scratch.file("packages")
    let environment = scratch.childEnvironment()
    print(try await WebPackages.build(into: out, environment: environment))
    let checked = try await WebPackages.browser(
      [
        "elements", "--engine", engine, "--web", out.appendingPathComponent("web").path,
        "--artifacts", artifacts.path,
      ] + arguments, environment: environment, seconds: checkDeadline)
    expectPassed(checked, "python -m browser elements --engine \(engine)")
    for width in widths {
      let shot = artifacts.appendingPathComponent("gallery-\(engine)-\(width).png")
      #expect(FileManager.default.fileExists(atPath: shot.path), "no screenshot at \(shot.path)")
    }
  }

  /// Expects a run of the browser checks to have ended in time, with every check passed.
  static func expectPassed(_ checked: ProgramRunner.Result, _ command: String) {
    let output = checked.output + checked.error
    print(output.split(separator: "\n").suffix(4).joined(separator: "\n"))
    #expect(!checked.timedOut, "\(command) was stopped after \(checkDeadline) s")
    #expect(checked.status == 0, "\(command) exited with \(checked.status):\n\(output)")
    #expect(output.contains(" passed, 0 failed\n"), "\(output.suffix(2_000))")
  }

  @Test(
    "@tanrei/web and @tanrei/react as installed: deno lint, fmt and check, declarations, resolution, module stacks; in Chromium the manifest, entry points and React 18.3.1",
    .requires(.browserEnvironment, .chromium))
  func packagesInChromium() async throws {
    guard Requirement.browserEnvironment.confirm(), Requirement.chromium.confirm() else { return }
    try await Self.checkPackages(in: "chromium", ["--engine", "chromium"])
  }

  @Test(
    "@tanrei/web and @tanrei/react in Firefox ESR: the manifest, entry points and React 18.3.1",
    .requires(.browserEnvironment, .firefox))
  func packagesInFirefox() async throws {
    guard Requirement.browserEnvironment.confirm(), Requirement.firefox.confirm() else { return }
    try await Self.checkPackages(in: "firefox", ["--engine", "firefox", "--skip-files"])
  }

  @Test(
    "@tanrei/web and @tanrei/react in WebKit: the manifest, entry points and React 18.3.1",
    .requires(.browserEnvironment, .webKit))
  func packagesInWebKit() async throws {
    guard Requirement.browserEnvironment.confirm(), Requirement.webKit.confirm() else { return }
    try await Self.checkPackages(in: "webkit", ["--engine", "webkit", "--skip-files"])
  }

  @Test(
    "@tanrei/web and @tanrei/react where apps are made: imported in Node, Deno and a worker, rendered by react-dom/server, hydrated by React 18.3.1 without a warning, bundled by esbuild, rollup and webpack with no configuration, typed in TSX",
    .requires(.browserEnvironment, .chromium, .javascriptTools))
  func packagesWhereAppsAreMade() async throws {
    guard Requirement.browserEnvironment.confirm(), Requirement.chromium.confirm(),
      Requirement.javascriptTools.confirm()
    else { return }
    try await Self.checkPackages(in: "apps", [], command: "apps")
  }

  /// Builds the packages and runs `python -m browser` `command` (the packages' checks unless
  /// told) with `arguments`, which must pass every check.
  static func checkPackages(in engine: String, _ arguments: [String], command: String = "packages")
    async throws
  {
    let scratch = try ScratchFolder("web-\(command)-\(engine)", in: RepositoryFiles.url(".build"))
    defer { scratch.remove() }
    let out = scratch.file("packages")
    let environment = scratch.childEnvironment()
    try await WebPackages.build(into: out, environment: environment)
    let checked = try await WebPackages.browser(
      [command, "--out", out.path] + arguments, environment: environment,
      seconds: checkDeadline)
    expectPassed(checked, "python -m browser \(command) \(arguments.joined(separator: " "))")
  }

  /// What `tanrei render` relies on to reuse the packages it built before: a folder built in
  /// the same mode since its inputs last changed is kept, and one older than an input, or built
  /// in another mode, is built again.
  @Test("scripts/build-web keeps packages built since their inputs changed, in the same mode")
  func packagesReused() async throws {
    let scratch = try ScratchFolder("web-reuse", in: RepositoryFiles.url(".build"))
    defer { scratch.remove() }
    let out = scratch.file("packages")
    let environment = scratch.childEnvironment()
    func build() async throws -> String {
      let built = try await ProgramRunner.run(
        executable: WebPackages.script.path, [out.path], environment: environment,
        timeout: WebPackages.deadline)
      try #require(built.status == 0 && !built.timedOut, "\(built.output)\(built.error)")
      return built.output
    }
    let entry = out.appendingPathComponent("web/index.js")
    let stamp = out.appendingPathComponent(".build-web-stamp")
    func written() throws -> Date? {
      try FileManager.default.attributesOfItem(atPath: entry.path)[.modificationDate] as? Date
    }

    #expect(!(try await build()).contains("up to date"))
    let first = try written()
    #expect(try await build().contains("are up to date"))
    #expect(try written() == first, "a reused package is not written again")

    // Older than every input: built again.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 946_684_800)], ofItemAtPath: stamp.path)
    #expect(!(try await build()).contains("up to date"))
    #expect(try await build().contains("are up to date"))

    // Built in the other mode (with wasm-opt where this machine has none, or without it): built
    // again.
    let otherMode = Requirement.program("wasm-opt") == nil ? "release, wasm-opt" : "release"
    try Data("\(otherMode)\n".utf8).write(to: stamp)
    #expect(!(try await build()).contains("up to date"))
  }

  static let scales: [Double] = [1, 2, 3]

  /// Every fixture at every scale, as the browser checks draw them with the element.
  static func fixtureList() -> [[String: Any]] {
    LoadingIndicatorFixture.all.flatMap { fixture in
      scales.map { scale -> [String: Any] in
        [
          "id": fixture.id, "size": fixture.props.size.name, "contained": fixture.props.contained,
          "dark": fixture.variant == .dark, "reducedMotion": fixture.variant == .reducedMotion,
          "entrance": fixture.variant == .growHalfway ? "grow" : "",
          "time": fixture.time / .milliseconds(1), "scale": scale,
        ]
      }
    }
  }

  /// The element's drawing of each fixture against the renderer's PNG, under the bar the
  /// renderer's SVGs meet in Chromium (``RealRendererTests``): at most 1 % of the pixels more
  /// than 32 levels apart.
  static func compareFixtures(in shots: URL) throws {
    let manifest = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: shots.appendingPathComponent("shots.json"))) as? [[String: Any]])
    let fixtures = Dictionary(
      uniqueKeysWithValues: LoadingIndicatorFixture.all.map { ($0.id, $0) })
    var pictures: [String: RGBAImage] = [:]
    #expect(manifest.count == fixtures.count * scales.count)
    var worst = 0.0
    for shot in manifest {
      guard let id = shot["id"] as? String, let fixture = fixtures[id],
        let file = shot["file"] as? String, let scale = shot["scale"] as? Double,
        let x = shot["x"] as? Int, let y = shot["y"] as? Int
      else {
        Issue.record("a shot that names no fixture: \(shot)")
        continue
      }
      if pictures[file] == nil {
        let bytes = try Data(contentsOf: shots.appendingPathComponent(file))
        pictures[file] = try RGBAImage(png: Array(bytes))
      }
      guard let picture = pictures[file] else { continue }
      let ours = try Rasterizer().render(fixture.scene(), scale: scale)
      let theirs = picture.cropped(
        x: Int((Double(x) * scale).rounded()), y: Int((Double(y) * scale).rounded()),
        width: ours.width, height: ours.height)
      let difference = ImageDifference(
        expected: theirs, actual: ours, tolerance: RealRendererTests.channelTolerance)
      worst = max(worst, difference.differingFraction)
      let name = "\(id)@\(SVGNumber.format(scale))x"
      if !difference.sizesMatch || difference.differingFraction > RealRendererTests.allowedFraction
      {
        let element = Artifacts.write(theirs, named: "web-\(name)-element.png")
        let mine = Artifacts.write(ours, named: "web-\(name)-renderer.png")
        let diff = Artifacts.write(difference.picture, named: "web-\(name)-diff.png")
        let summary = difference.summary(tolerance: RealRendererTests.channelTolerance)
        Issue.record(
          "\(name), the element against the renderer: \(summary); element: \(element); renderer: \(mine); diff: \(diff)"
        )
      }
    }
    print("web fixtures: the largest share of differing pixels is \(worst * 100) %")
  }
}
