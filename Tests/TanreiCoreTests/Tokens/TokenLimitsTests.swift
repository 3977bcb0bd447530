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
}
