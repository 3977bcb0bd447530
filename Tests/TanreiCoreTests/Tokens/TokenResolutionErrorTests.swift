import Testing

@testable import TanreiCore

/// Alias resolution and the errors a person meets when a token file is wrong: each names the
/// file and the token path.
@Suite("Token resolution errors name the file and the token")
struct TokenResolutionErrorTests {
  func load(_ files: [(String, String)]) throws(TokenError) -> DesignSystem {
    try DesignSystem.load(name: "Test", files: files.map { TokenSource(name: $0.0, text: $0.1) })
  }

  @Test("an alias to a token no file defines")
  func missingReference() {
    let error = #expect(throws: TokenError.self) {
      try load([
        ("a.tokens.json", #"{"sys": {"ink": {"$type": "color", "$value": "{sys.inc}"}}}"#)
      ])
    }
    #expect(error?.kind == .missingReference("sys.inc"))
    #expect(error?.file == "a.tokens.json")
    #expect(error?.tokenPath == "sys.ink")
    #expect(
      error?.description == "a.tokens.json: sys.ink: refers to {sys.inc}, which no token defines")
  }

  @Test("aliases that form a cycle, across files")
  func cycle() {
    let error = #expect(throws: TokenError.self) {
      try load([
        ("a.tokens.json", #"{"x": {"$type": "dimension", "$value": "{y}"}}"#),
        (
          "b.tokens.json",
          #"{"y": {"$type": "dimension", "$value": "{z}"}, "z": {"$value": "{x}"}}"#
        ),
      ])
    }
    #expect(error?.kind == .cycle(["x", "y", "z", "x"]))
    #expect(error?.file == "a.tokens.json")
    #expect(error?.description.contains("x → y → z → x") == true)
  }

  @Test("a token declared as one type whose alias is another")
  func wrongTypeThroughAlias() {
    let error = #expect(throws: TokenError.self) {
      try load([
        (
          "c.tokens.json",
          #"{"size": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}, "ink": {"$type": "color", "$value": "{size}"}}"#
        )
      ])
    }
    #expect(error?.kind == .wrongType(expected: .color, found: .dimension))
    #expect(error?.tokenPath == "ink")
    #expect(error?.file == "c.tokens.json")
  }

  @Test("a component reading a token of another type")
  func wrongTypeForComponent() throws {
    var sources = Self.sources(DesignSystem.tanreiFiles)
    sources.append(
      TokenSource(
        name: "override.tokens.json",
        text:
          #"{"comp": {"loading-indicator": {"contained": {"container": {"color": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}}}}}"#
      ))
    let system = try DesignSystem.load(name: "Altered", files: sources)
    let error = #expect(throws: TokenError.self) { try LoadingIndicatorTokens(system: system) }
    #expect(error?.kind == .wrongType(expected: .color, found: .dimension))
    #expect(error?.tokenPath == "comp.loading-indicator.contained.container.color")
    #expect(error?.file == "override.tokens.json")
  }

  @Test("malformed JSON names the file, line and column")
  func malformedJSON() {
    let error = #expect(throws: TokenError.self) {
      try load([("broken.tokens.json", "{\n  \"a\": {\"$type\": \"number\" \"$value\": 1}\n}")])
    }
    #expect(error?.kind == .unreadable)
    #expect(
      error?.description
        == "broken.tokens.json: line 2, column 27: expected ',' or '}' after a member")
  }

  @Test(
    "a value that does not fit its type",
    arguments: [
      (#"{"d": {"$type": "duration", "$value": {"value": -1, "unit": "ms"}}}"#, "d"),
      (#"{"c": {"$type": "cubicBezier", "$value": [2, 0, 0, 1]}}"#, "c"),
      (
        #"{"k": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}}"#,
        "k"
      ),
      (#"{"m": {"$type": "dimension", "$value": {"value": 1, "unit": "em"}}}"#, "m"),
    ])
  func invalidValues(text: String, path: String) {
    let error = #expect(throws: TokenError.self) { try load([("v.tokens.json", text)]) }
    #expect(error?.kind == .invalidValue)
    #expect(error?.tokenPath == path)
  }

  @Test("a token with no type anywhere")
  func untyped() {
    let error = #expect(throws: TokenError.self) {
      try load([("u.tokens.json", #"{"n": {"$value": 3}}"#)])
    }
    #expect(error?.kind == .malformed)
    #expect(error?.tokenPath == "n")
  }

  @Test("group types are inherited and later files override earlier ones")
  func inheritanceAndOverride() throws {
    let system = try load([
      (
        "base.tokens.json",
        #"{"g": {"$type": "number", "a": {"$value": 1}, "b": {"$value": "{g.a}"}}}"#
      ),
      ("over.tokens.json", #"{"g": {"a": {"$type": "number", "$value": 5}}}"#),
    ])
    #expect(try system.tokens.number("g.b") == 5)
    #expect(system.tokens["g.a"]?.file == "over.tokens.json")
  }

  @Test("a system without loading indicator tokens names the first one missing")
  func missingComponentToken() throws {
    let system = try load([("s.tokens.json", #"{"sys": {"n": {"$type": "number", "$value": 1}}}"#)])
    let error = #expect(throws: TokenError.self) { try LoadingIndicatorTokens(system: system) }
    #expect(error?.kind == .missingToken)
    #expect(error?.tokenPath == "comp.loading-indicator.indicator.size.medium")
  }

  @Test("a resolver that names an unknown context")
  func unknownContext() {
    let error = #expect(throws: TokenError.self) {
      try DesignSystem.tanrei(inputs: ["mode": "sepia"])
    }
    #expect(error?.kind == .malformed)
    #expect(
      error?.description.contains("\"sepia\" is not a context of \"mode\" (it has: light, dark)")
        == true)
  }

  @Test("a resolver whose file cannot be read")
  func unreadableSource() {
    let resolver = TokenSource(
      name: "r.resolver.json",
      text:
        ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "gone.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
    )
    let error = #expect(throws: TokenError.self) {
      try DesignSystem.load(resolver: resolver, reading: { _ in throw CancellationError() })
    }
    #expect(error?.kind == .unreadable)
    #expect(error?.file == "gone.tokens.json")
  }

  static func sources(_ files: [String: String]) -> [TokenSource] {
    // The default system's order: measures and motion, light mode, then the component.
    let order = [
      "sys/measure.tokens.json", "sys/motion.tokens.json", "sys/light.tokens.json",
      "comp/loading-indicator.tokens.json",
    ]
    return order.compactMap { path in files[path].map { TokenSource(name: path, text: $0) } }
  }
}
