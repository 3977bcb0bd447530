// swift-tools-version: 6.1
import PackageDescription

// The web elements' WebAssembly modules: for each element, its exports over TanreiCore, built
// with Embedded Swift into a module of its own, so that a page importing one element loads only
// what that element needs. `scripts/build-web` runs
//
//     swift build --package-path Web --triple wasm32-unknown-none-wasm -c release
//
// and packs the modules with the elements' scripts into @tanrei/web and @tanrei/react. The
// WebAssembly trait (on by default) builds the core and the exports as Embedded Swift; without
// it (`.package(path: "../Web", traits: [])`, as the fuzz package depends on it) the same
// libraries compile natively.

let wasm = BuildSettingCondition.when(traits: ["WebAssembly"])

/// The settings every Swift target here takes: Embedded Swift for the web, and Extern for the
/// page's imports.
let swiftSettings: [SwiftSetting] = [
  .enableExperimentalFeature("Embedded", wasm),
  .enableExperimentalFeature("Extern"),
  .unsafeFlags(["-Osize", "-Xfrontend", "-disable-stack-protector"], wasm),
]

/// One element: its exports as a library (what the fuzz package links natively), and the
/// executable that makes them a module, `tanrei-<element>.wasm`.
func element(_ name: String, library: String) -> [Target] {
  [
    .target(
      name: library,
      dependencies: ["TanreiWebSupport", .product(name: "TanreiCore", package: "Tanrei")],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "tanrei-" + name, dependencies: [.target(name: library)],
      swiftSettings: swiftSettings,
      linkerSettings: [
        // No entry point and no C library: the page calls the exports, and CTanreiWebHost
        // gives the runtime what little it needs. --gc-sections drops whatever the exports
        // never reach; --stack-first puts the stack below the data, where an overflow traps.
        // Every stack frame of a module together takes under 1 KiB (the largest, progress's,
        // 768 bytes), and nothing recurses: 4 KiB of stack leaves the buffers' addresses under
        // 8192, which a module's code writes in two bytes rather than three, and keeps its
        // memory at two pages.
        .unsafeFlags(
          [
            "-Xclang-linker", "-nostdlib", "-Xlinker", "--no-entry", "-Xlinker", "--gc-sections",
            "-Xlinker", "--stack-first", "-Xlinker", "-z", "-Xlinker", "stack-size=4096",
            "-Xlinker", "--strip-all",
          ], wasm)
      ]),
  ]
}

let package = Package(
  name: "TanreiWeb",
  products: [
    // The buffers and the numbers every element's exports share, for a native caller that plays
    // the page (the fuzz package).
    .library(name: "TanreiWebSupport", targets: ["TanreiWebSupport", "CTanreiWebHost"]),
    .library(name: "TanreiWebLoadingIndicator", targets: ["TanreiWebLoadingIndicator"]),
    .library(name: "TanreiWebProgress", targets: ["TanreiWebProgress"]),
    .library(name: "TanreiWebSkeleton", targets: ["TanreiWebSkeleton"]),
    .library(name: "TanreiWebSpinner", targets: ["TanreiWebSpinner"]),
    .library(name: "TanreiWebTypingIndicator", targets: ["TanreiWebTypingIndicator"]),
  ],
  traits: [
    .default(enabledTraits: ["WebAssembly"]),
    .trait(name: "WebAssembly", description: "Build the modules as Embedded Swift for wasm32"),
  ],
  dependencies: [
    .package(
      name: "Tanrei", path: "..",
      traits: [.trait(name: "Embedded", condition: .when(traits: ["WebAssembly"]))])
  ],
  targets: [
    // The buffers a page and a module exchange, the memory functions Embedded Swift calls on
    // wasm32, and the page's number reader.
    .target(
      name: "CTanreiWebHost",
      // Freestanding: no C library headers but the compiler's, and no call of memcpy and the
      // like put in place of the loops that define them.
      cSettings: [.unsafeFlags(["-ffreestanding", "-fno-builtin"], wasm)]),
    // What every element's exports share: reading the page's texts and numbers, the element's
    // state in the page's keeping, the answer written as numbers.
    .target(
      name: "TanreiWebSupport",
      dependencies: ["CTanreiWebHost", .product(name: "TanreiCore", package: "Tanrei")],
      swiftSettings: swiftSettings),
  ] + element("loading-indicator", library: "TanreiWebLoadingIndicator")
    + element("progress", library: "TanreiWebProgress")
    + element("skeleton", library: "TanreiWebSkeleton")
    + element("spinner", library: "TanreiWebSpinner")
    + element("typing-indicator", library: "TanreiWebTypingIndicator")
)
