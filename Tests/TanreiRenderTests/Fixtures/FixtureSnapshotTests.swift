import Foundation
import TanreiCore
import TanreiRender
import TanreiTestSupport
import Testing

/// Every fixture against its recorded reference: PNGs by decoded pixels, SVGs as text.
@Suite("Fixtures match their recorded references")
struct FixtureSnapshotTests {
  /// The spec's six fixtures at every standard scale, and every variant at 2×.
  static let cases: [(LoadingIndicatorFixture, Double)] =
    LoadingIndicatorFixture.canonical.flatMap { fixture in
      FixtureRenderer.standardScales.map { (fixture, $0) }
    } + LoadingIndicatorFixture.all.filter { $0.variant != .canonical }.map { ($0, 2) }

  @Test("PNG of each fixture", arguments: cases)
  func png(fixture: LoadingIndicatorFixture, scale: Double) throws {
    let file = try FixtureRenderer(fixtures: [fixture], scales: [scale]).png(fixture, scale: scale)
    try ImageSnapshot.assertMatches(
      file.bytes, named: FixtureRenderer.pngName(fixture.id, scale: scale).dropPNG())
  }

  @Test("SVG of each fixture", arguments: LoadingIndicatorFixture.all)
  func svg(fixture: LoadingIndicatorFixture) throws {
    let file = FixtureRenderer(fixtures: [fixture]).svg(fixture)
    try ImageSnapshot.assertMatches(
      text: String(decoding: file.bytes, as: UTF8.self), named: file.name)
  }

  @Test("animated SVGs of each canonical fixture", arguments: LoadingIndicatorFixture.canonical)
  func animations(fixture: LoadingIndicatorFixture) throws {
    for file in FixtureRenderer(fixtures: [fixture]).animations(fixture) {
      try ImageSnapshot.assertMatches(
        text: String(decoding: file.bytes, as: UTF8.self), named: file.name)
    }
  }

  @Test("the compiled-in fixtures are the spec's, in its order")
  func fixturesMatchTheSpec() throws {
    let text = try RepositoryFiles.text("specs/loading-indicator.spec.json")
    let spec = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let fixtures = try #require(spec?["fixtures"] as? [[String: Any]])
    #expect(fixtures.count == LoadingIndicatorFixture.canonical.count)
    for (listed, ours) in zip(fixtures, LoadingIndicatorFixture.canonical) {
      let props = listed["props"] as? [String: Any] ?? [:]
      #expect(listed["id"] as? String == ours.base)
      #expect((props["size"] as? String ?? "medium") == ours.props.size.name)
      #expect((props["contained"] as? Bool ?? false) == ours.props.contained)
      #expect((props["label"] as? String ?? "") == ours.props.label)
    }
    let harness = spec?["snapshotHarness"] as? [String: Any]
    let harnessProps = harness?["props"] as? [String: Any]
    #expect(harnessProps?["showDelay"] as? Int == 0)
    #expect(harnessProps?["enterDuration"] as? Int == 0)
    for fixture in LoadingIndicatorFixture.canonical {
      #expect(fixture.renderedProps.showDelay == .zero)
      #expect(fixture.renderedProps.enterDuration == .zero)
      #expect(fixture.frame().cycleProgress == 0)
    }
  }
}

extension String {
  fileprivate func dropPNG() -> String {
    hasSuffix(".png") ? String(dropLast(4)) : self
  }
}
