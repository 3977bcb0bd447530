import Foundation
import TanreiCore
import TanreiRender
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
  static let script = RepositoryFiles.url("scripts/check-web.py")
  static let artifacts = RepositoryFiles.url("artifacts/web")
  /// The longest the browser checks may take before they are stopped and failed.
  static let checkDeadline = 180.0

  @Test(
    "LDG-1, LDG-4, LDG-5, LDG-6, LDG-7, LDG-8, LDG-9, LDG-10, LDG-11, LDG-12, LDG-13, LDG-14, LDG-15, LDG-16, LDG-17, LDG-18: in Chromium, the elements' delay, accessibility tree, twins, moves, axe-core",
    .requires(.browserEnvironment, .chromium))
  func elementsInChromium() async throws {
    guard Requirement.browserEnvironment.confirm(), Requirement.chromium.confirm() else { return }
    // Under .build, not the temporary folder: the bundle is the size of a build product, and
    // the temporary folder the programs get is inside it, so nothing is left behind there.
    let scratch = try ScratchFolder("web", in: RepositoryFiles.url(".build"))
    defer { scratch.remove() }
    let web = scratch.file("web")
    let environment = scratch.childEnvironment()

    print(try await DebugWebModule.build(into: web, environment: environment))

    let fixtures = scratch.file("fixtures.json")
    try Data(try JSONSerialization.data(withJSONObject: Self.fixtureList())).write(to: fixtures)
    let shots = scratch.file("shots")
    let checked = try await ProgramRunner.run(
      executable: Self.python.path,
      [
        Self.script.path, "--web", web.path, "--artifacts", Self.artifacts.path,
        "--deadline", String(Int(Self.checkDeadline) - 20), "--fixtures", fixtures.path,
        "--shots", shots.path,
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
    try Self.compareFixtures(in: shots)
  }

  static let scales: [Double] = [1, 2, 3]

  /// Every fixture at every scale, as check-web.py draws them with the element.
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
