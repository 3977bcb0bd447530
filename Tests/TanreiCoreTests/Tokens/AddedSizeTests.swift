import Testing

@testable import TanreiCore

/// A system loaded from JSON may add sizes (LDG-9) and must define all three measures of each.
@Suite("A loaded system can add sizes")
struct AddedSizeTests {
  static let extraLarge = #"""
    {"comp": {"loading-indicator": {
      "indicator": {"size": {"extra-large": {"$type": "dimension", "$value": {"value": 64, "unit": "px"}}},
                    "thickness": {"extra-large": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}},
      "container": {"size": {"extra-large": {"$type": "dimension", "$value": {"value": 80, "unit": "px"}}}}
    }}}
    """#

  static func system(adding extra: String) throws -> DesignSystem {
    var sources = TokenResolutionErrorTests.sources(DesignSystem.tanreiFiles)
    sources.append(TokenSource(name: "product.tokens.json", text: extra))
    return try DesignSystem.load(name: "Product", files: sources)
  }

  @Test("LDG-9: an added size renders with its own tokens")
  func addedSizeIsUsed() throws {
    let tokens = try LoadingIndicatorTokens(system: try Self.system(adding: Self.extraLarge))
    #expect(tokens.sizes.map(\.name) == ["large", "medium", "small", "extra-large"])
    let resolved = ResolvedLoadingIndicator(
      props: LoadingIndicatorProps("Loading", size: "extra-large", contained: true), tokens: tokens)
    #expect(resolved.diagnostics.isEmpty)
    #expect(resolved.appearance.box == BoxSize(square: 80))
    #expect(resolved.appearance.indicatorSize == 64)
    #expect(resolved.appearance.thickness == 4)
  }

  @Test("a size without its container size is refused, naming the token")
  func incompleteSize() throws {
    let partial =
      #"{"comp": {"loading-indicator": {"indicator": {"size": {"huge": {"$type": "dimension", "$value": {"value": 64, "unit": "px"}}}, "thickness": {"huge": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}}}}}"#
    let system = try Self.system(adding: partial)
    let error = #expect(throws: TokenError.self) { try LoadingIndicatorTokens(system: system) }
    #expect(error?.kind == .missingToken)
    #expect(error?.tokenPath == "comp.loading-indicator.container.size.huge")
  }
}
