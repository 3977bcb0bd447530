// swift-tools-version: 6.1
import PackageDescription

// The fuzz targets: one program per input the project reads from outside, each built with
// libFuzzer and AddressSanitizer (scripts/fuzz builds and runs them). They live apart from the
// main package because a program that defines LLVMFuzzerTestOneInput links only with libFuzzer.

/// A library of the root package.
func tanrei(_ name: String) -> Target.Dependency { .product(name: name, package: "Tanrei") }

/// A library of the web elements' package.
func web(_ name: String) -> Target.Dependency { .product(name: name, package: "TanreiWeb") }

let package = Package(
  name: "TanreiFuzz",
  dependencies: [
    .package(name: "Tanrei", path: ".."),
    // Without its WebAssembly trait the web package builds its exports natively, over the core
    // as every other target here sees it.
    .package(name: "TanreiWeb", path: "../Web", traits: []),
  ],
  targets: [
    // What every fuzz target shares: the input as bytes or text, and checks that stop the run.
    .target(name: "FuzzSupport", dependencies: [tanrei("TanreiCore")]),
    .executableTarget(name: "fuzz-json", dependencies: ["FuzzSupport", tanrei("TanreiCore")]),
    .executableTarget(name: "fuzz-tokens", dependencies: ["FuzzSupport", tanrei("TanreiCore")]),
    .executableTarget(name: "fuzz-trace", dependencies: ["FuzzSupport", tanrei("TanreiTrace")]),
    .executableTarget(name: "fuzz-props", dependencies: ["FuzzSupport", tanrei("TanreiCore")]),
    .executableTarget(name: "fuzz-svg", dependencies: ["FuzzSupport", tanrei("TanreiRender")]),
    .executableTarget(
      name: "fuzz-terminal-text", dependencies: ["FuzzSupport", tanrei("TanreiTerminal")]),
    .executableTarget(
      name: "fuzz-command-line", dependencies: ["FuzzSupport", tanrei("TanreiCommandLine")]),
    // Every element's two exports and the buffers, called as the page's script calls them.
    .executableTarget(
      name: "fuzz-web-attributes",
      dependencies: [
        "FuzzSupport", tanrei("TanreiCore"), web("TanreiWebSupport"),
        web("TanreiWebLoadingIndicator"),
        web("TanreiWebProgress"), web("TanreiWebSkeleton"), web("TanreiWebSpinner"),
        web("TanreiWebTypingIndicator"),
      ]),
  ]
)
