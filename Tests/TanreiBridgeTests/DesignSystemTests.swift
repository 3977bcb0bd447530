import Foundation
import TanreiBridge
import TanreiCore
import TanreiTestSupport
import Testing

/// Choosing a design system: the compiled-in ones, one loaded from files, and fallbacks that
/// never fail.
@MainActor
@Suite("SwiftUI bridge: design systems")
struct DesignSystemTests {
  let stage = BridgeStage()

  @Test("a component a system lacks takes the stand-in's tokens, with a diagnostic")
  func missingComponent() {
    let bridge = stage.indicator(system: .appetite)
    #expect(bridge.deliveredDiagnostics.map(\.code).contains(.tokensUnavailable))
    #expect(bridge.presentation.layoutBox == BoxSize(square: 24), "Tanrei's medium stands in")
    let spinner = TanreiDesignSystem.tanrei.tokens(.spinner)
    #expect(spinner.light === SpinnerTokens.appetite)
    #expect(spinner.diagnostics.count == 2, "light and dark each reported")
  }

  @Test("Tanrei's and Appetite UI's own components take their own tokens, quietly")
  func ownComponents() {
    #expect(TanreiDesignSystem.tanrei.tokens(.loadingIndicator).diagnostics.isEmpty)
    #expect(TanreiDesignSystem.appetite.tokens(.progress).dark === ProgressTokens.appetiteDark)
    #expect(TanreiDesignSystem.appetite.tokens(.spinner).diagnostics.isEmpty)
  }

  @Test("a system loaded from the repository's resolver gives the compiled-in values")
  func loadedFromFiles() throws {
    let folder = RepositoryFiles.url("tokens")
    let resolver = try String(
      contentsOf: folder.appendingPathComponent("tanrei.resolver.json"), encoding: .utf8)
    let system = TanreiDesignSystem.load(
      resolver: TokenSource(name: "tanrei.resolver.json", text: resolver)
    ) { path in
      try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }
    #expect(system.diagnostics.isEmpty)
    let tokens = system.tokens(.loadingIndicator)
    #expect(tokens.light.indicatorColor == LoadingIndicatorTokens.tanrei.indicatorColor)
    #expect(tokens.dark.indicatorColor == LoadingIndicatorTokens.tanreiDark.indicatorColor)
  }

  @Test("a resolver that does not resolve gives Tanrei's tokens and says why")
  func brokenResolver() {
    struct Missing: Error {}
    let system = TanreiDesignSystem.load(
      resolver: TokenSource(name: "broken.resolver.json", text: "{ \"version\": ")
    ) { _ in throw Missing() }
    #expect(system.light === SystemTokens.tanrei)
    #expect(system.dark === SystemTokens.tanreiDark)
    #expect(system.diagnostics.count == 2)
    #expect(system.diagnostics.allSatisfy { $0.message.contains("broken.resolver.json") })
  }

  @Test("a design system changed in dark mode takes its dark tokens")
  func systemChangedInDarkMode() throws {
    let progress = ProgressBridge(
      ProgressProps("Uploading", value: 0.5, presence: PresenceProps(showDelay: .zero)),
      component: .progress, colorMode: .dark, clock: stage.clock)
    progress.insert()
    #expect(
      progress.sample().scene.shapes.first?.1.color == ProgressTokens.tanreiDark.barTrackColor)
    progress.tokensChanged(TanreiDesignSystem.appetite.tokens(.progress))
    let track = try #require(progress.sample().scene.shapes.first?.1.color)
    #expect(track == ProgressTokens.appetiteDark.barTrackColor)
    #expect(track != ProgressTokens.appetite.barTrackColor)
  }

  @Test("a design system changed while shown recolours at once and reports its fallbacks")
  func systemChanged() throws {
    let bridge = stage.indicator(
      LoadingIndicatorProps("Loading", showDelay: .zero, enterDuration: .zero))
    bridge.insert()
    stage.at(400, bridge)
    let progress = ProgressBridge(
      ProgressProps("Uploading", value: 0.5, presence: PresenceProps(showDelay: .zero)),
      component: .progress, clock: stage.clock)
    progress.insert()
    let tanreiTrack = progress.sample().scene.shapes.first?.1.color
    progress.tokensChanged(TanreiDesignSystem.appetite.tokens(.progress))
    let appetiteTrack = progress.sample().scene.shapes.first?.1.color
    #expect(tanreiTrack == ProgressTokens.tanrei.barTrackColor)
    #expect(appetiteTrack == ProgressTokens.appetite.barTrackColor)
    #expect(tanreiTrack != appetiteTrack)
  }
}
