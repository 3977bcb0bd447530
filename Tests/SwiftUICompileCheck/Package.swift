// swift-tools-version: 6.0
// A check, not a port: TanreiSwiftUI's real sources, the umbrella `Tanrei` and the sample app,
// type-checked on Linux against modules named SwiftUI, Accessibility and os that hold our
// transcription of the declarations they use, each copied by hand from Apple's documentation and
// SDK interfaces, beside the real Foundation. It proves they call the documented API with the
// documented labels, types and isolation, and that an app importing SwiftUI, Foundation and
// Tanrei meets no name twice; it says nothing about how SwiftUI behaves. Run it with
// scripts/check-swiftui.
import PackageDescription

// What Apple's Foundation has and swift-corelibs-foundation lacks (LocalizedStringResource),
// imported implicitly wherever Foundation is, as if it were part of it.
let appleFoundation: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationAppleOnly"])
]

let package = Package(
  name: "SwiftUITranscriptionCheck",
  defaultLocalization: "en",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  // The transcription of Apple's modules: a package of its own, as Apple's frameworks are not
  // part of an app's package, so that its resilience is not bypassed.
  dependencies: [.package(path: "AppleSDK")],
  targets: [
    // The main package's modules, through symbolic links, under their own names: the names an
    // app meets are the real ones.
    .target(name: "TanreiCore"),
    .target(name: "TanreiDriver", dependencies: ["TanreiCore"]),
    .target(name: "TanreiScene", dependencies: ["TanreiCore"]),
    .target(name: "TanreiBridge", dependencies: ["TanreiCore", "TanreiDriver", "TanreiScene"]),
    .target(
      name: "TanreiSwiftUI",
      dependencies: [
        .product(name: "SwiftUI", package: "AppleSDK"),
        .product(name: "Accessibility", package: "AppleSDK"),
        .product(name: "os", package: "AppleSDK"),
        .product(name: "FoundationAppleOnly", package: "AppleSDK"),
        "TanreiCore", "TanreiScene", "TanreiBridge",
      ],
      resources: [.process("Resources")], swiftSettings: appleFoundation),
    .target(name: "Tanrei", dependencies: ["TanreiCore", "TanreiBridge", "TanreiSwiftUI"]),
    // examples/TanreiSampleApp, importing Tanrei, SwiftUI and Foundation as an app does.
    .target(
      name: "TanreiSampleApp",
      dependencies: [
        "Tanrei",
        .product(name: "SwiftUI", package: "AppleSDK"),
        .product(name: "Accessibility", package: "AppleSDK"),
        .product(name: "FoundationAppleOnly", package: "AppleSDK"),
      ],
      swiftSettings: appleFoundation),
  ]
)
