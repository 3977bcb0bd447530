// swift-tools-version: 6.0
// A check, not a port: TanreiSwiftUI's real sources type-checked on Linux against a module named
// SwiftUI that holds our transcription of the declarations those sources use, each copied by hand
// from Apple's documentation. It proves the views call the documented API with the documented
// labels and types; it says nothing about how SwiftUI behaves. Run it with scripts/check-swiftui.
import Foundation
import PackageDescription

// The main package, two folders up; scripts/check-swiftui --self-test builds a copy of this
// package elsewhere and names the main package's folder in TANREI_PACKAGE_ROOT.
let tanreiRoot = Context.environment["TANREI_PACKAGE_ROOT"] ?? "../.."
// SwiftPM names a path dependency by the last component of its folder, which is whatever the
// clone was called; the products are looked up under that name.
let tanrei = URL(
  fileURLWithPath: tanreiRoot, relativeTo: URL(fileURLWithPath: Context.packageDirectory + "/")
).standardizedFileURL.lastPathComponent

let resilient: [SwiftSetting] = [.unsafeFlags(["-enable-library-evolution"])]

let package = Package(
  name: "SwiftUITranscriptionCheck",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(path: tanreiRoot)],
  targets: [
    // The SwiftUI declarations the views use, as Apple documents them; bodies do nothing.
    // Built resilient, as Apple's frameworks are: a switch over one of their enums that are not
    // frozen needs `@unknown default`, as it does on Apple platforms.
    .target(name: "SwiftUI", path: "Sources/SwiftUI"),
    // Logger and its message interpolation, as Apple documents them; nothing is logged.
    .target(name: "os", path: "Sources/os"),
    // The real files of Sources/TanreiSwiftUI, through a symbolic link, under a name of their
    // own so they never meet the main package's TanreiSwiftUI module.
    .target(
      name: "TanreiSwiftUIAgainstTranscription",
      dependencies: [
        "SwiftUI", "os",
        .product(name: "TanreiCore", package: tanrei),
        .product(name: "TanreiScene", package: tanrei),
        .product(name: "TanreiBridge", package: tanrei),
      ],
      path: "Sources/TanreiSwiftUI"),
  ]
)
