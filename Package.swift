// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Tanrei",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Tanrei", targets: ["Tanrei"]),
    .library(name: "TanreiCore", targets: ["TanreiCore"]),
    .library(name: "TanreiDriver", targets: ["TanreiDriver"]),
  ],
  targets: [
    // Every decision: tokens, resolution, timing, accessibility, geometry. No clock, no I/O.
    .target(name: "TanreiCore"),
    // The only place that holds a clock: feeds events to a lifecycle, hands frames to a front.
    .target(name: "TanreiDriver", dependencies: ["TanreiCore"]),
    // The umbrella a product imports.
    .target(name: "Tanrei", dependencies: ["TanreiCore", "TanreiDriver"]),
    // What the test targets share: finding repository files, recording references.
    .target(name: "TanreiTestSupport", dependencies: ["TanreiCore"], path: "Tests/Support"),
    .testTarget(name: "TanreiCoreTests", dependencies: ["TanreiCore", "TanreiTestSupport"]),
    .testTarget(name: "TanreiDriverTests", dependencies: ["TanreiDriver", "TanreiTestSupport"]),
  ]
)
