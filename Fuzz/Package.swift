// swift-tools-version: 6.0
import PackageDescription

// The fuzz targets: one program per input the project reads from outside, each built with
// libFuzzer and AddressSanitizer (scripts/fuzz builds and runs them). They live apart from the
// main package because a program that defines LLVMFuzzerTestOneInput links only with libFuzzer.

/// The package name SwiftPM compiles the core's modules with: the identity of the package at
/// "..", which is its folder's name, lowercased, as a C identifier.
let corePackageName: String = {
  let folders = Context.packageDirectory.split(separator: "/")
  let folder = folders.dropLast().last.map { String($0) } ?? "tanrei"
  var name = String(
    folder.lowercased().map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
  if let first = name.first, first.isNumber { name = "_" + name }
  return name
}()

let package = Package(
  name: "TanreiFuzz",
  dependencies: [.package(name: "Tanrei", path: "..")],
  targets: [
    // What every fuzz target shares: the input as bytes or text, and checks that stop the run.
    .target(name: "FuzzSupport", dependencies: [.product(name: "TanreiCore", package: "Tanrei")]),
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
      name: "fuzz-command-line",
      dependencies: ["FuzzSupport", .product(name: "TanreiCommandLine", package: "Tanrei")]),
    // The web elements' exports (Sources/TanreiWeb, linked), compiled natively: the surface
    // the WebAssembly module gives a page, without the C shim a wasm build needs.
    // They use the core's `package` declarations (its written-out tokens, its millisecond
    // conversions), so they are compiled as a module of the core's package, as
    // scripts/build-web-core compiles them (without packageAccess: false SwiftPM would pass
    // this package's own name after that one).
    // The page's Number(), which the module imports, as C's strtod.
    .target(name: "CWebHost"),
    .target(
      name: "TanreiWeb",
      dependencies: ["CWebHost", .product(name: "TanreiCore", package: "Tanrei")],
      // Elements is a link to the whole folder, so that an element added there is fuzzed too;
      // its script is the page's, not Swift.
      exclude: ["Elements/index.js"],
      packageAccess: false,
      swiftSettings: [
        .unsafeFlags(["-package-name", corePackageName]),
        // Exchange.swift declares the page's Number() with @_extern(c).
        .enableExperimentalFeature("Extern"),
      ]),
    .executableTarget(
      name: "fuzz-web-attributes",
      dependencies: ["FuzzSupport", "TanreiWeb", .product(name: "TanreiCore", package: "Tanrei")]),
  ]
)
