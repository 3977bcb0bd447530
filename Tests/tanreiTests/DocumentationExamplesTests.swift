import Foundation
import TanreiTestSupport
import Testing

/// Every Swift example the documentation shows compiles as it is written, with what it imports
/// and defines: programs against this package's built modules, in Swift 6 with every warning an
/// error; manifests against SwiftPM's own API, naming products this package has. Examples that
/// import SwiftUI are type-checked by ``SwiftUIDocumentationExamplesTests``.
@Suite("The documentation's Swift examples compile", .timeLimit(.minutes(2)))
struct DocumentationExamplesTests {
  static let examples = (try? DocumentationExample.all()) ?? []

  /// The compiler beside the one this suite was built with, and where SwiftPM's manifest API
  /// lives in its toolchain.
  static let compiler = Requirement.program("swiftc") ?? "/usr/bin/swiftc"
  static var manifestAPI: URL {
    URL(fileURLWithPath: compiler).resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("lib/swift/pm/ManifestAPI")
  }

  /// What a program needs to import this package's modules: their folder, and the module maps
  /// of the C modules under them.
  static var moduleFlags: [String] {
    let products = ProgramRunner.productsFolder
    var flags = ["-I", products.appendingPathComponent("Modules").path]
    let built = (try? FileManager.default.contentsOfDirectory(atPath: products.path)) ?? []
    var maps = built.filter { $0.hasSuffix(".build") }.map {
      products.appendingPathComponent($0).appendingPathComponent("module.modulemap").path
    }
    maps += ["Sources/CLibPNG/module.modulemap", "Sources/CFreeType/module.modulemap"].map {
      RepositoryFiles.url($0).path
    }
    for map in maps where FileManager.default.fileExists(atPath: map) {
      flags += ["-Xcc", "-fmodule-map-file=\(map)"]
    }
    return flags + cFlags.flatMap { ["-Xcc", $0] }
  }

  /// Where the C libraries the renderer's modules import keep their headers, as pkg-config
  /// tells the package's build.
  static let cFlags: [String] =
    Requirement.output(of: "pkg-config", ["--cflags", "freetype2", "libpng"])?
    .split(whereSeparator: \.isWhitespace).map(String.init) ?? []

  @Test("the documents hold examples to check, each saying what it imports")
  func found() {
    #expect(Self.examples.count >= 20)
    #expect(Self.examples.contains { $0.file == "README.md" && $0.kind == .manifest })
    #expect(Self.examples.contains { $0.file == "Documentation/Terminal.md" })
    for example in Self.examples {
      #expect(!example.imports.isEmpty, "\(example.testDescription) imports nothing")
    }
  }

  @Test(
    "compiles as written",
    arguments: (try? DocumentationExample.all())?.filter { $0.kind != .swiftUI } ?? [])
  func compiles(_ example: DocumentationExample) async throws {
    let scratch = try ScratchFolder("example")
    defer { scratch.remove() }
    let file = scratch.file(example.kind == .manifest ? "Package.swift" : "main.swift")
    try example.code.write(to: file, atomically: true, encoding: .utf8)
    var arguments = ["-typecheck", "-warnings-as-errors", file.path]
    switch example.kind {
    case .manifest:
      arguments += ["-I", Self.manifestAPI.path, "-package-description-version", "6.1"]
    case .program, .swiftUI:
      arguments += ["-swift-version", "6"] + Self.moduleFlags
    }
    let result = try await ProgramRunner.run(
      executable: Self.compiler, arguments, environment: scratch.childEnvironment(),
      timeout: .seconds(90))
    let diagnostics = (result.output + result.error).replacingOccurrences(
      of: file.path, with: example.testDescription)
    #expect(result.status == 0, "\(diagnostics)")
    if example.kind == .manifest {
      // The products it names are this package's.
      let package = try RepositoryFiles.text("Package.swift")
      for match in example.code.matches(of: /\.product\(name: "([^"]+)", package: "tanrei"\)/) {
        #expect(package.contains(".library(name: \"\(match.1)\""), "\(match.1)")
      }
    }
  }
}
