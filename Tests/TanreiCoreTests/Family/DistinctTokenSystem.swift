import TanreiCore

/// A design system written for the tests, in which no two tokens share a value: every colour,
/// length, duration, curve and share differs from every other, so a component that reads one
/// token where another is meant gives a different frame, and a test says so.
///
/// It is a set of DTCG documents (a resolver, a file per concern, a dark mode) loaded through
/// ``DesignSystem/load(resolver:inputs:reading:)``, the loader a product uses.
enum DistinctTokenSystem {
  /// The files, by the names the resolver gives them.
  static let files: [String: String] = [
    "system.tokens.json": """
    {"sys": {"motion": {"easing": {"$type": "cubicBezier",
      "linear": {"$value": [0, 0, 1, 1]},
      "standard": {"$value": [0.31, 0.07, 0.29, 0.93]},
      "shared": {"$value": [0.11, 0.21, 0.33, 0.81]}}},
     "color": {"$type": "color",
      "outline": {"$value": {"colorSpace": "srgb", "components": [0.07, 0.2, 0.34]}}}}}
    """,
    "loading-indicator.tokens.json": """
    {"comp": {"loading-indicator": {
      "indicator": {
        "size": {"$type": "dimension",
          "small": {"$value": {"value": 18, "unit": "px"}},
          "medium": {"$value": {"value": 26, "unit": "px"}},
          "large": {"$value": {"value": 42, "unit": "px"}}},
        "thickness": {"$type": "dimension",
          "small": {"$value": {"value": 3, "unit": "px"}},
          "medium": {"$value": {"value": 5, "unit": "px"}},
          "large": {"$value": {"value": 7, "unit": "px"}}},
        "color": {"$type": "color", "$value": "#112233"}},
      "container": {
        "size": {"$type": "dimension",
          "small": {"$value": {"value": 30, "unit": "px"}},
          "medium": {"$value": {"value": 38, "unit": "px"}},
          "large": {"$value": {"value": 54, "unit": "px"}}},
        "shape": {"$type": "dimension", "$value": {"value": 13, "unit": "px"}}},
      "contained": {
        "indicator": {"color": {"$type": "color", "$value": "#445566"}},
        "container": {
          "color": {"$type": "color", "$value": "#778899"},
          "elevation": {"$type": "shadow", "$value": [
            {"color": "#0000001a", "offsetX": {"value": 1, "unit": "px"},
             "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 6, "unit": "px"},
             "spread": {"value": 0, "unit": "px"}},
            {"color": "#0000003c", "offsetX": {"value": 0, "unit": "px"},
             "offsetY": {"value": 4, "unit": "px"}, "blur": {"value": 10, "unit": "px"},
             "spread": {"value": 1, "unit": "px"}}]}}},
      "motion": {
        "cycle-duration": {"$type": "duration", "$value": {"value": 1100, "unit": "ms"}},
        "enter-duration": {"$type": "duration", "$value": {"value": 270, "unit": "ms"}},
        "show-delay": {"$type": "duration", "$value": {"value": 310, "unit": "ms"}},
        "enter-easing": {"$type": "cubicBezier", "$value": [0.25, 0.05, 0.15, 0.95]},
        "entrance": {"$type": "string", "$value": "fade"}}}}}
    """,
    "presence.tokens.json": """
    {"comp": {"presence": {
      "show-delay": {"$type": "duration", "$value": {"value": 170, "unit": "ms"}},
      "enter-duration": {"$type": "duration", "$value": {"value": 130, "unit": "ms"}},
      "enter-easing": {"$type": "cubicBezier", "$value": "{sys.motion.easing.shared}"},
      "entrance": {"$type": "string", "$value": "grow"}}}}
    """,
    "progress.tokens.json": """
    {"comp": {
      "progress-bar": {
        "width": {"$type": "dimension", "$value": {"value": 210, "unit": "px"}},
        "height": {"$type": "dimension", "$value": {"value": 6, "unit": "px"}},
        "shape": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}},
        "track": {"color": {"$type": "color", "$value": "#a1a2a3"}},
        "indicator": {"color": {"$type": "color", "$value": "#b1b2b3"}},
        "indeterminate": {"segment": {"$type": "number", "$value": 0.35}},
        "motion": {
          "cycle-duration": {"$type": "duration", "$value": {"value": 1900, "unit": "ms"}},
          "easing": {"$type": "cubicBezier", "$value": [0.35, 0.15, 0.65, 0.85]}}},
      "progress-ring": {
        "size": {"$type": "dimension", "$value": {"value": 52, "unit": "px"}},
        "diameter": {"$type": "dimension", "$value": {"value": 44, "unit": "px"}},
        "thickness": {"$type": "dimension", "$value": {"value": 5, "unit": "px"}},
        "track": {"color": {"$type": "color", "$value": "#c1c2c3"}},
        "indicator": {"color": {"$type": "color", "$value": "#d1d2d3"}},
        "label": {
          "color": {"$type": "color", "$value": "#e1e2e3"},
          "size": {"$type": "dimension", "$value": {"value": 11, "unit": "px"}},
          "weight": {"$type": "fontWeight", "$value": 600},
          "family": {"$type": "fontFamily", "$value": ["Test Sans", "sans-serif"]},
          "minimum-box": {"$type": "dimension", "$value": {"value": 45, "unit": "px"}}},
        "indeterminate": {"sweep": {"$type": "number", "$value": 100}},
        "motion": {
          "cycle-duration": {"$type": "duration", "$value": {"value": 1300, "unit": "ms"}}}}}}
    """,
    "skeleton.tokens.json": """
    {"comp": {"skeleton": {
      "color": {"$type": "color", "$value": "{sys.color.outline}"},
      "opacity": {"$type": "number", "low": {"$value": 0.15}, "high": {"$value": 0.55}},
      "shape": {"rounded": {"$type": "dimension", "$value": {"value": 9, "unit": "px"}}},
      "motion": {
        "cycle-duration": {"$type": "duration", "$value": {"value": 1700, "unit": "ms"}},
        "easing": {"$type": "cubicBezier", "$value": [0.45, 0.02, 0.55, 0.98]}}}}}
    """,
    "typing-indicator.tokens.json": """
    {"comp": {"typing-indicator": {
      "width": {"$type": "dimension", "$value": {"value": 50, "unit": "px"}},
      "height": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}},
      "dot": {
        "size": {"$type": "dimension", "$value": {"value": 10, "unit": "px"}},
        "pitch": {"$type": "dimension", "$value": {"value": 17, "unit": "px"}},
        "rise": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
        "rest-opacity": {"$type": "number", "$value": 0.3},
        "color": {"$type": "color", "$value": "#654321"}},
      "motion": {
        "dwell": {"$type": "duration", "$value": {"value": 120, "unit": "ms"}},
        "travel": {"$type": "duration", "$value": {"value": 180, "unit": "ms"}},
        "easing": {"$type": "cubicBezier", "$value": [0.2, 0.4, 0.6, 0.8]}}}}}
    """,
    "spinner.tokens.json": """
    {"comp": {"spinner": {
      "size": {"$type": "dimension",
        "tiny": {"$value": {"value": 14, "unit": "px"}},
        "wide": {"$value": {"value": 28, "unit": "px"}}},
      "default-size": {"$type": "string", "$value": "wide"},
      "inner-radius": {"$type": "number", "$value": 0.6},
      "sweep": {"$type": "number", "$value": 200},
      "track": {"color": {"$type": "color", "$value": "#0a0b0c"}},
      "indicator": {"color": {"$type": "color", "$value": "#0d0e0f"}},
      "motion": {
        "cycle-duration": {"$type": "duration", "$value": {"value": 720, "unit": "ms"}}}}}}
    """,
    "dark.tokens.json": """
    {"comp": {"loading-indicator": {"indicator": {
      "color": {"$type": "color", "$value": "#fedcba"}}}}}
    """,
  ]

  static let resolver = """
    {"name": "Distinct", "version": "2025.10",
     "sets": {"all": {"sources": [
       {"$ref": "system.tokens.json"}, {"$ref": "loading-indicator.tokens.json"},
       {"$ref": "presence.tokens.json"}, {"$ref": "progress.tokens.json"},
       {"$ref": "skeleton.tokens.json"}, {"$ref": "typing-indicator.tokens.json"},
       {"$ref": "spinner.tokens.json"}]}},
     "modifiers": {"mode": {"default": "light", "contexts": {
       "light": [], "dark": [{"$ref": "dark.tokens.json"}]}}},
     "resolutionOrder": [{"$ref": "#/sets/all"}, {"$ref": "#/modifiers/mode"}]}
    """

  struct MissingFile: Error { var name: String }

  /// The system in `mode` (light or dark).
  static func system(mode: String = "light") throws -> DesignSystem {
    try DesignSystem.load(
      resolver: TokenSource(name: "distinct.resolver.json", text: resolver),
      inputs: ["mode": mode]
    ) { name in
      guard let text = files[name] else { throw MissingFile(name: name) }
      return text
    }
  }

  /// Every component's tokens from the light system; loading it is itself checked by a test.
  struct Tokens: Sendable {
    var indicator: LoadingIndicatorTokens
    var presence: PresenceTokens
    var progress: ProgressTokens
    var skeleton: SkeletonTokens
    var typing: TypingIndicatorTokens
    var spinner: SpinnerTokens
  }

  static func tokens() throws -> Tokens {
    let system = try system()
    return Tokens(
      indicator: try LoadingIndicatorTokens(system: system),
      presence: try PresenceTokens(system: system),
      progress: try ProgressTokens(system: system),
      skeleton: try SkeletonTokens(system: system),
      typing: try TypingIndicatorTokens(system: system),
      spinner: try SpinnerTokens(system: system))
  }

  /// The light system's tokens, loaded once; the test that loads them reports any failure.
  static let shared: Tokens? = try? tokens()
}
