// swift-tools-version: 6.0
// Test-only transcription of the Apple modules Tanrei's views and sample app use (SwiftUI,
// Accessibility, os, and what Apple's Foundation has beyond Linux's), each declaration copied by
// hand from Apple's documentation and SDK interfaces, naming its page. Bodies do nothing and are
// never run. Used by the check package one folder up (scripts/check-swiftui).
import PackageDescription

// Which SDK's declarations, where they differ: `xcode16` (the iOS 18 SDK, the oldest that
// tools-version 6.0 admits) or `xcode26` (the newest documented). The script checks both.
let sdk = Context.environment["TANREI_SWIFTUI_SDK"] ?? "xcode26"

// Apple's frameworks are built with library evolution: an enum of theirs that is not @frozen
// needs `@unknown default` in a switch. Built so here too, in a package of its own, since
// modules of one package bypass each other's resilience.
let framework: [SwiftSetting] =
  [.unsafeFlags(["-enable-library-evolution"])]
  + (sdk == "xcode16" ? [.define("SDK_XCODE16")] : [])

let package = Package(
  name: "AppleSDK",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "FoundationAppleOnly", targets: ["FoundationAppleOnly"]),
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "Accessibility", targets: ["Accessibility"]),
    .library(name: "os", targets: ["os"]),
  ],
  targets: [
    // Foundation's declarations that only Apple's Foundation has.
    .target(name: "FoundationAppleOnly", swiftSettings: framework),
    // The SwiftUI declarations the views and the sample use.
    .target(name: "SwiftUI", dependencies: ["FoundationAppleOnly"], swiftSettings: framework),
    // The Accessibility framework's announcement, in its own module as on Apple platforms.
    .target(name: "Accessibility", swiftSettings: framework),
    // Logger and its message interpolation; nothing is logged.
    .target(name: "os", swiftSettings: framework),
  ]
)
