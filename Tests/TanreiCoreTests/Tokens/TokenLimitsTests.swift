import Testing

@testable import TanreiCore

/// Token files at the edges a fuzzer reaches: long chains of aliases, numbers too large for an
/// integer. Each gives a value or a clear error, never a crash.
@Suite("Token files at their limits")
struct TokenLimitsTests {
  /// A file in which `a0` aliases `a1`, and so on, `a<count-1>` holding a dimension.
  static func chain(_ count: Int) -> TokenSource {
    var members = (0..<(count - 1)).map { #""a\#($0)": {"$value": "{a\#($0 + 1)}"}"# }
    members.append(
      #""a\#(count - 1)": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}"#)
    return TokenSource(name: "chain.tokens.json", text: "{" + members.joined(separator: ",") + "}")
  }

  @Test("a chain of aliases as deep as allowed resolves")
  func deepestChain() throws {
    let system = try DesignSystem.load(
      name: "Deep", files: [Self.chain(ResolvedTokens.maximumAliasDepth)])
    #expect(try system.tokens.dimension("a0") == 4)
  }

  @Test(
    "a longer chain is refused with an error naming where it starts, not followed down the stack")
  func tooDeep() {
    for count in [ResolvedTokens.maximumAliasDepth + 1, 20_000] {
      let error = #expect(throws: TokenError.self) {
        try DesignSystem.load(name: "Deep", files: [Self.chain(count)])
      }
      #expect(error?.kind == .malformed)
      #expect(error?.tokenPath == "a0")
      #expect(error?.message == "aliases are nested more than 64 deep here")
    }
  }

  @Test("numbers too large for an integer are described as written, never converted")
  func hugeNumbers() throws {
    let text = """
      {"n": {"$type": "number", "$value": 1e300},
       "d": {"$type": "dimension", "$value": {"value": -1e300, "unit": "px"}},
       "t": {"$type": "duration", "$value": {"value": 1e300, "unit": "ms"}},
       "s": {"$type": "shadow", "$value": {"color": "#000000",
             "offsetX": {"value": 1e300, "unit": "px"}}}}
      """
    let tokens = try DesignSystem.load(
      name: "Huge", files: [TokenSource(name: "huge.tokens.json", text: text)]
    ).tokens
    #expect(tokens["n"]?.value.description == "1e+300")
    #expect(tokens["d"]?.value.description == "-1e+300px")
    #expect(tokens["t"]?.value.description == "1e+300ms")
    #expect(tokens["s"]?.value.description.hasPrefix("1e+300px 0px 0px 0px") == true)
    #expect(BoxSize(width: 1e300, height: 24).description == "1e+300×24")
    #expect(BoxSize(width: 24, height: 24).description == "24×24")
    #expect(TokenValue.number(.infinity).description == "inf")
  }

  /// The system's files, then one that sets both entrance curves to `curve`.
  static func system(enterEasing curve: String) throws -> DesignSystem {
    let override = """
      {"comp": {"presence": {"enter-easing": {"$type": "cubicBezier", "$value": \(curve)}},
                "loading-indicator": {"motion": {
                  "enter-easing": {"$type": "cubicBezier", "$value": \(curve)}}}}}
      """
    let files = [
      "sys/measure.tokens.json", "sys/motion.tokens.json", "sys/light.tokens.json",
      "comp/loading-indicator.tokens.json", "comp/presence.tokens.json",
      "comp/skeleton.tokens.json",
    ]
    var sources = files.compactMap { path in
      DesignSystem.tanreiFiles[path].map { TokenSource(name: path, text: $0) }
    }
    sources.append(TokenSource(name: "product.tokens.json", text: override))
    return try DesignSystem.load(name: "Product", files: sources)
  }

  // Found by the tokens fuzz target: a curve overshooting to 2 gave a skeleton an opacity of
  // 1.26 mid-entrance.
  @Test("an entrance curve that leaves 0…1 is refused: the entrance's opacity follows it")
  func overshootingEntrance() throws {
    let system = try Self.system(enterEasing: "[0.2, 0, 0, 2]")
    let error = #expect(throws: TokenError.self) { try PresenceTokens(system: system) }
    #expect(error?.kind == .invalidValue)
    #expect(error?.tokenPath == "comp.presence.enter-easing")
    #expect(error?.message.contains("y1 and y2 must lie in 0…1, not 0.0 and 2.0") == true)
    #expect(throws: TokenError.self) { try LoadingIndicatorTokens(system: system) }
    #expect(throws: TokenError.self) { try SkeletonTokens(system: system) }
  }

  @Test("an entrance curve within 0…1 keeps every entrance's opacity within 0…1")
  func entranceWithinRange() throws {
    let tokens = try SkeletonTokens(system: try Self.system(enterEasing: "[0.9, 0, 0.1, 1]"))
    var lifecycle = ComponentLifecycle<Skeleton>(
      props: SkeletonProps(width: 200, height: 16), tokens: tokens)
    lifecycle.apply(.insert, at: .zero)
    for millisecond in stride(from: 0, through: 1000, by: 5) {
      let opacity = lifecycle.frame(at: .milliseconds(millisecond)).opacity
      #expect((0...1).contains(opacity), "\(opacity) at \(millisecond) ms")
    }
  }
}
