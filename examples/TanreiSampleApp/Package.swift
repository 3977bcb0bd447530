// swift-tools-version: 6.0
// A small app that uses every Tanrei view the way an app does: `import Tanrei` beside SwiftUI
// and Foundation, in tabs, a navigation stack, lists, a lazy stack, a sheet and an upload.
// Open this folder in Xcode and run it on an iOS simulator or a Mac; on Linux,
// scripts/check-swiftui type-checks it against the transcription of SwiftUI's declarations.
import PackageDescription

let package = Package(
  name: "TanreiSampleApp",
  platforms: [.iOS(.v18), .macOS(.v15)],
  dependencies: [.package(name: "Tanrei", path: "../..")],
  targets: [
    .executableTarget(
      name: "TanreiSampleApp", dependencies: [.product(name: "Tanrei", package: "Tanrei")])
  ]
)
