// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Tanrei",
  // The SwiftUI views' own words are localized; English is what a missing language falls to.
  defaultLocalization: "en",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Tanrei", targets: ["Tanrei"]),
    .library(name: "TanreiCore", targets: ["TanreiCore"]),
    .library(name: "TanreiDriver", targets: ["TanreiDriver"]),
    .library(name: "TanreiTrace", targets: ["TanreiTrace"]),
    .library(name: "TanreiScene", targets: ["TanreiScene"]),
    .library(name: "TanreiBridge", targets: ["TanreiBridge"]),
    .library(name: "TanreiSwiftUI", targets: ["TanreiSwiftUI"]),
    .library(name: "TanreiRender", targets: ["TanreiRender"]),
    .library(name: "TanreiTerminal", targets: ["TanreiTerminal"]),
    .library(name: "TanreiCommandLine", targets: ["TanreiCommandLine"]),
    .executable(name: "tanrei", targets: ["tanrei"]),
    .executable(name: "tanrei-bench", targets: ["tanrei-bench"]),
    .executable(name: "tanrei-terminal-probe", targets: ["tanrei-terminal-probe"]),
  ],
  traits: [
    .trait(
      name: "Embedded",
      description: "TanreiCore as Embedded Swift, for the web elements' WebAssembly modules (Web/)")
  ],
  targets: [
    // Every decision: tokens, resolution, timing, accessibility, geometry. No clock, no I/O.
    // Web/ builds it as Embedded Swift for wasm32 through the Embedded trait; Extern lets
    // Platform/Numerics.swift take the maths functions from the page. No unsafe flag here: an
    // app depends on this package by version, which SwiftPM refuses for a package that has one.
    .target(
      name: "TanreiCore",
      swiftSettings: [
        .enableExperimentalFeature("Embedded", .when(traits: ["Embedded"])),
        .enableExperimentalFeature("Extern", .when(traits: ["Embedded"])),
      ]),
    // The only place that holds a clock: feeds events to a lifecycle, hands frames to a front.
    .target(name: "TanreiDriver", dependencies: ["TanreiCore"]),
    // What the terminal front needs from C: ioctl, spawning, pseudo-terminals, signal handlers.
    .target(name: "CTanreiTerminal"),
    // The loading indicator and a progress bar on a terminal, for command-line tools.
    .target(name: "TanreiTerminal", dependencies: ["TanreiDriver", "CTanreiTerminal"]),
    // The conformance harness: scenario files in, one frame per sample out.
    .target(name: "TanreiTrace", dependencies: ["TanreiCore", "TanreiBridge", "TanreiDriver"]),
    // libpng as the machine has it (Debian's libpng-dev), found through pkg-config.
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    // The few lines of C that call libpng, which reports errors by longjmp: Swift cannot catch
    // those, so setjmp lives here and Swift sees only a status code.
    .target(name: "CTanreiPNG", dependencies: ["CLibPNG"]),
    // Frames as vector scenes, with no C underneath: what the renderer and SwiftUI both draw.
    .target(name: "TanreiScene", dependencies: ["TanreiCore"]),
    // What a view owns per component: its inputs in, what to draw and expose out, decided by the
    // core and tested here; the SwiftUI views only forward and read.
    .target(name: "TanreiBridge", dependencies: ["TanreiCore", "TanreiDriver", "TanreiScene"]),
    // The SwiftUI views, on Apple's platforms; an empty module elsewhere. Nothing here needs C.
    // Resources: the words the views give by default, in English and Japanese.
    .target(
      name: "TanreiSwiftUI", dependencies: ["TanreiCore", "TanreiScene", "TanreiBridge"],
      resources: [.process("Resources")]),
    // Scenes' two back ends: SVG text and PNG from a rasterizer of our own.
    .target(
      name: "TanreiRender", dependencies: ["TanreiCore", "TanreiScene", "TanreiText", "CTanreiPNG"]),
    // The site `tanrei render` writes: the gallery, a spec page per component with its
    // conformance status, and the page of live web elements, over TanreiRender's files.
    .target(name: "TanreiGallery", dependencies: ["TanreiCore", "TanreiRender"]),
    // What the `tanrei` program does, read and run from its words: a library, so that the tests
    // and the fuzz package reach it as the program does.
    .target(
      name: "TanreiCommandLine",
      dependencies: [
        "TanreiCore", "TanreiTrace", "TanreiRender", "TanreiGallery", "TanreiTerminal",
        "CTanreiTerminal",
      ]),
    // The command-line program: its arguments handed to TanreiCommandLine.
    .executableTarget(name: "tanrei", dependencies: ["TanreiCommandLine"]),
    // What every source derived from data is written from: the compiled-in token files, the
    // components' tokens as values, the web elements' tokens, the conformance status. Not a
    // product: the generator and the test that checks its output are its only users.
    .target(
      name: "TanreiGeneration", dependencies: ["TanreiCore", "TanreiRender", "TanreiGallery"]),
    // Writes every generated file into place; CI runs it and fails when the tree then differs.
    .executableTarget(name: "tanrei-generate", dependencies: ["TanreiGeneration"]),
    // Counts heap allocations for the benchmark by standing in front of the C allocator.
    .target(name: "CAllocationCounter"),
    // What the benchmarks need from C beyond counting: pinning to a core, heap bytes in use.
    .target(name: "CBenchmarkHost"),
    // The benchmarks: figures printed, goals stated; run in release mode.
    .executableTarget(
      name: "tanrei-bench",
      dependencies: [
        "TanreiCore", "TanreiDriver", "TanreiBridge", "TanreiRender", "TanreiTerminal",
        "CAllocationCounter", "CBenchmarkHost",
      ]),
    // One wait under the terminal indicator, for the terminal benchmark and the pty tests.
    .executableTarget(name: "tanrei-terminal-probe", dependencies: ["TanreiTerminal"]),
    // FreeType and fontconfig, as the machine has them, for text set as outlines.
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev", "libfontconfig-dev"])]),
    // Text as outlines: a percentage drawn exactly like any other shape.
    .target(name: "TanreiText", dependencies: ["TanreiCore", "CFreeType"]),
    // The umbrella a product imports.
    .target(name: "Tanrei", dependencies: ["TanreiCore", "TanreiBridge", "TanreiSwiftUI"]),
    // What the test targets share: finding repository files, recording references.
    .target(
      name: "TanreiTestSupport", dependencies: ["TanreiCore", "CTanreiTerminal"],
      path: "Tests/Support"),
    .testTarget(name: "TanreiCoreTests", dependencies: ["TanreiCore", "TanreiTestSupport"]),
    .testTarget(name: "TanreiDriverTests", dependencies: ["TanreiDriver", "TanreiTestSupport"]),
    .testTarget(name: "TanreiTextTests", dependencies: ["TanreiText", "TanreiTestSupport"]),
    .testTarget(name: "TanreiSceneTests", dependencies: ["TanreiScene"]),
    .testTarget(
      name: "TanreiGenerationTests",
      dependencies: ["TanreiCore", "TanreiGeneration", "TanreiTestSupport"]),
    .testTarget(name: "TanreiBridgeTests", dependencies: ["TanreiBridge", "TanreiTestSupport"]),
    // Runs where SwiftUI exists; empty elsewhere.
    .testTarget(
      name: "TanreiSwiftUITests", dependencies: ["TanreiSwiftUI", "TanreiBridge", "TanreiDriver"]),
    .testTarget(
      name: "TanreiTerminalTests",
      dependencies: ["TanreiTerminal", "TanreiTestSupport", "tanrei-terminal-probe"]),
    .testTarget(
      name: "TanreiTraceTests", dependencies: ["TanreiTrace", "TanreiTestSupport"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "TanreiRenderTests", dependencies: ["TanreiRender", "TanreiTestSupport"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "TanreiGalleryTests",
      dependencies: ["TanreiGallery", "TanreiRender", "TanreiTestSupport"]),
    .testTarget(
      name: "tanreiTests",
      // The program itself too: most of these tests run it as a person would.
      dependencies: ["tanrei", "TanreiCommandLine", "TanreiRender", "TanreiTestSupport"]),
  ]
)
