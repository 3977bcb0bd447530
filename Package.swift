// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Tanrei",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "TanreiCore", targets: ["TanreiCore"])
  ],
  targets: [
    // Every decision: tokens, resolution, timing, accessibility, geometry. No clock, no I/O.
    .target(name: "TanreiCore"),
    // What the test targets share: finding repository files, recording references.
    .target(name: "TanreiTestSupport", dependencies: ["TanreiCore"], path: "Tests/Support"),
    .testTarget(name: "TanreiCoreTests", dependencies: ["TanreiCore", "TanreiTestSupport"]),
  ]
)
