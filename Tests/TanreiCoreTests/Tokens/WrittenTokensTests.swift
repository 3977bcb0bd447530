import Testing

@testable import TanreiCore

/// The components' tokens that `swift run tanrei-generate` writes out as values into the core
/// (each component's `Generated/` folder) equal what the compiled-in token files resolve to,
/// field by field, in every system: the web build and a program's first loading indicator use
/// the values, everything else resolves the files.
@Suite("The tokens written out as values")
struct WrittenTokensTests {
  /// Checks each pair's resolved and written tokens are equal field by field, and that the first
  /// two differ, so that a swap of systems would be caught.
  static func check<Tokens>(
    _ pairs: [(name: String, resolved: Tokens, written: Tokens)],
    fields: (Tokens) -> [AnyHashable], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (name, resolved, written) in pairs {
      #expect(fields(resolved) == fields(written), "\(name)", sourceLocation: sourceLocation)
    }
    #expect(pairs.count >= 2, sourceLocation: sourceLocation)
    if pairs.count >= 2 {
      #expect(
        fields(pairs[0].written) != fields(pairs[1].written), sourceLocation: sourceLocation)
    }
  }

  @Test("the loading indicator's, in Tanrei light and dark")
  func loadingIndicator() throws {
    Self.check(
      [
        ("resolvedTanrei", try LoadingIndicatorTokens(system: .tanrei), .resolvedTanrei),
        (
          "resolvedTanreiDark", try LoadingIndicatorTokens(system: .tanreiDark), .resolvedTanreiDark
        ),
      ]
    ) { tokens in
      [
        tokens.systemName, tokens.sizes, tokens.indicatorColor, tokens.containedIndicatorColor,
        tokens.containedContainerColor, tokens.containerCornerRadius, tokens.containedElevation,
        tokens.cycleDuration, tokens.enterDuration, tokens.showDelay, tokens.enterEasing,
        tokens.turnEasing, tokens.pulseEasing, tokens.entrance, tokens.presence,
      ]
    }
    // `.tanrei` is the written-out copy, so that no program resolves the files for it.
    #expect(LoadingIndicatorTokens.tanrei === LoadingIndicatorTokens.resolvedTanrei)
  }

  @Test("the skeleton's, in both systems")
  func skeleton() {
    Self.check(
      [
        ("writtenTanrei", .tanrei, .writtenTanrei),
        ("writtenTanreiDark", .tanreiDark, .writtenTanreiDark),
        ("writtenAppetite", .appetite, .writtenAppetite),
        ("writtenAppetiteDark", .appetiteDark, .writtenAppetiteDark),
      ] as [(String, SkeletonTokens, SkeletonTokens)]
    ) { tokens in
      [
        tokens.color, tokens.lowOpacity, tokens.highOpacity, tokens.roundedRadius,
        tokens.cycleDuration, tokens.easing, tokens.presence,
      ]
    }
  }

  @Test("the spinner's, in Appetite UI, the only system with one")
  func spinner() {
    Self.check(
      [
        ("writtenAppetite", .appetite, .writtenAppetite),
        ("writtenAppetiteDark", .appetiteDark, .writtenAppetiteDark),
      ] as [(String, SpinnerTokens, SpinnerTokens)]
    ) { tokens in
      [
        tokens.sizes, tokens.defaultSize, tokens.innerRadius, tokens.sweep, tokens.trackColor,
        tokens.indicatorColor, tokens.cycleDuration, tokens.presence,
      ]
    }
    // If Tanrei gains `comp.spinner`, the generator must write its tokens out as well.
    for system in [DesignSystem.tanrei, .tanreiDark] {
      #expect(throws: TokenError.self) { try SpinnerTokens(system: system) }
    }
  }

  @Test("the typing indicator's, in both systems")
  func typingIndicator() {
    Self.check(
      [
        ("writtenTanrei", .tanrei, .writtenTanrei),
        ("writtenTanreiDark", .tanreiDark, .writtenTanreiDark),
        ("writtenAppetite", .appetite, .writtenAppetite),
        ("writtenAppetiteDark", .appetiteDark, .writtenAppetiteDark),
      ] as [(String, TypingIndicatorTokens, TypingIndicatorTokens)]
    ) { tokens in
      [
        tokens.width, tokens.height, tokens.dotSize, tokens.pitch, tokens.rise,
        tokens.restOpacity, tokens.color, tokens.dwell, tokens.travel, tokens.easing,
        tokens.presence,
      ]
    }
  }

  @Test("the progress indicators', in both systems")
  func progress() {
    Self.check(
      [
        ("writtenTanrei", .tanrei, .writtenTanrei),
        ("writtenTanreiDark", .tanreiDark, .writtenTanreiDark),
        ("writtenAppetite", .appetite, .writtenAppetite),
        ("writtenAppetiteDark", .appetiteDark, .writtenAppetiteDark),
      ] as [(String, ProgressTokens, ProgressTokens)]
    ) { tokens in
      [
        tokens.barLength, tokens.barHeight, tokens.barCornerRadius, tokens.barTrackColor,
        tokens.barIndicatorColor, tokens.barSegment, tokens.barCycleDuration, tokens.barEasing,
        tokens.ringSize, tokens.ringDiameter, tokens.ringThickness, tokens.ringTrackColor,
        tokens.ringIndicatorColor, tokens.labelColor, tokens.labelSize, tokens.labelWeight,
        tokens.labelFamilies, tokens.labelMinimumBox, tokens.ringSweep, tokens.ringCycleDuration,
        tokens.presence,
      ]
    }
  }
}
