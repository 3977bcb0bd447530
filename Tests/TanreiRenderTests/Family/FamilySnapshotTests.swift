import TanreiCore
import TanreiRender
import TanreiScene
import TanreiTestSupport
import Testing

/// The family's fixtures against their recorded references: PNGs by decoded pixels, SVGs and
/// animations as text. Every fixture at 2×; a sample of each component at 1× and 3× as well.
@Suite("Family fixtures match their recorded references")
struct FamilySnapshotTests {
  static let sample = [
    "progress-bar-50", "progress-ring-50", "skeleton-rounded", "typing-indicator-frame-1",
    "spinner-base",
  ]

  static let cases: [(FamilyFixture, Double)] =
    FamilyFixture.all.map { ($0, 2.0) }
    + FamilyFixture.all.filter { sample.contains($0.name) && !$0.system.rawValue.hasSuffix("dark") }
    .flatMap { [($0, 1.0), ($0, 3.0)] }

  /// Whether the fixture sets text (a ring's percentage): its references are drawn in Inter,
  /// and a drawing in any other face is never compared with them.
  static func setsText(_ fixture: FamilyFixture) -> Bool {
    func any(_ nodes: [SceneNode]) -> Bool {
      nodes.contains { node in
        switch node {
        case .text: true
        case .group(let group): any(group.children)
        default: false
        }
      }
    }
    return any(fixture.scene().nodes)
  }

  @Test("PNG of each fixture that sets no text", arguments: cases.filter { !setsText($0.0) })
  func png(fixture: FamilyFixture, scale: Double) throws {
    try Self.assertPNG(fixture, scale: scale)
  }

  @Test(
    "PNG of each fixture with a percentage, set in Inter", .requires(.inter),
    arguments: cases.filter { setsText($0.0) })
  func pngWithText(fixture: FamilyFixture, scale: Double) throws {
    guard Requirement.inter.confirm() else { return }
    try Self.assertPNG(fixture, scale: scale)
  }

  static func assertPNG(_ fixture: FamilyFixture, scale: Double) throws {
    let file = try FixtureRenderer(fixtures: [fixture], scales: [scale]).png(fixture, scale: scale)
    let name = FixtureRenderer.pngName(fixture.id, scale: scale)
    try ImageSnapshot.assertMatches(file.bytes, named: String(name.dropLast(4)))
  }

  @Test(
    "SVG of each fixture that sets no text", arguments: FamilyFixture.all.filter { !setsText($0) })
  func svg(fixture: FamilyFixture) throws {
    try Self.assertSVG(fixture)
  }

  @Test(
    "SVG of each fixture with a percentage, set in Inter", .requires(.inter),
    arguments: FamilyFixture.all.filter(setsText))
  func svgWithText(fixture: FamilyFixture) throws {
    guard Requirement.inter.confirm() else { return }
    try Self.assertSVG(fixture)
  }

  static func assertSVG(_ fixture: FamilyFixture) throws {
    let file = FixtureRenderer(fixtures: [fixture]).svg(fixture)
    try ImageSnapshot.assertMatches(
      text: String(decoding: file.bytes, as: UTF8.self), named: file.name)
  }

  @Test("animated SVGs of each fixture that moves", arguments: FamilyFixture.all.filter(\.moves))
  func animations(fixture: FamilyFixture) throws {
    let files = FixtureRenderer(fixtures: [fixture]).animations(fixture)
    #expect(files.count == 2)
    for file in files {
      try ImageSnapshot.assertMatches(
        text: String(decoding: file.bytes, as: UTF8.self), named: file.name)
    }
  }

  @Test("every fixture's label could be set: no notes", .requires(.inter))
  func noNotes() {
    guard Requirement.inter.confirm() else { return }
    #expect(FixtureRenderer(fixtures: FamilyFixture.all).notes.isEmpty)
  }

  @Test("the same fixtures are drawn in both systems; only Appetite UI has the spinner")
  func bothSystems() {
    let tanrei = Set(FamilyFixture.all.filter { $0.system == .tanrei }.map(\.name))
    let appetite = Set(FamilyFixture.all.filter { $0.system == .appetite }.map(\.name))
    #expect(
      appetite.subtracting(tanrei) == ["spinner-sm", "spinner-md", "spinner-base", "spinner-lg"])
    #expect(tanrei.isSubset(of: appetite))
  }
}
