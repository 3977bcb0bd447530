// swift-tools-version: 6.0
import PackageDescription

// The fuzz targets: one program per input the project reads from outside, each built with
// libFuzzer and AddressSanitizer (scripts/fuzz builds and runs them). They live apart from the
// main package because a program that defines LLVMFuzzerTestOneInput links only with libFuzzer.
let package = Package(
  name: "TanreiFuzz",
  dependencies: [.package(name: "Tanrei", path: "..")],
  targets: [
    // What every fuzz target shares: the input as bytes or text, and checks that stop the run.
    .target(name: "FuzzSupport", dependencies: [.product(name: "TanreiCore", package: "Tanrei")]),
    // The `tanrei` program's own sources (linked from Sources/tanrei, its @main left out), so
    // that its command line can be read in-process.
    .target(
      name: "TanreiCommandLine",
      dependencies: [
        .product(name: "TanreiCore", package: "Tanrei"),
        .product(name: "TanreiTrace", package: "Tanrei"),
        .product(name: "TanreiRender", package: "Tanrei"),
        .product(name: "TanreiTerminal", package: "Tanrei"),
      ]),
    .executableTarget(
      name: "fuzz-json",
      dependencies: ["FuzzSupport", .product(name: "TanreiCore", package: "Tanrei")]),
    .executableTarget(
      name: "fuzz-tokens",
      dependencies: ["FuzzSupport", .product(name: "TanreiCore", package: "Tanrei")]),
    .executableTarget(
      name: "fuzz-trace",
      dependencies: ["FuzzSupport", .product(name: "TanreiTrace", package: "Tanrei")]),
    .executableTarget(
      name: "fuzz-props",
      dependencies: ["FuzzSupport", .product(name: "TanreiCore", package: "Tanrei")]),
    .executableTarget(
      name: "fuzz-svg",
      dependencies: ["FuzzSupport", .product(name: "TanreiRender", package: "Tanrei")]),
    .executableTarget(
      name: "fuzz-terminal-text",
      dependencies: ["FuzzSupport", .product(name: "TanreiTerminal", package: "Tanrei")]),
    .executableTarget(
      name: "fuzz-command-line", dependencies: ["FuzzSupport", "TanreiCommandLine"]),
  ]
)
