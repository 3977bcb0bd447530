import Foundation
import TanreiTestSupport
import Testing

/// Every SwiftUI example the documentation shows type-checks as it is written: SwiftUI exists
/// only on Apple's platforms, so the examples are checked, as the views are by
/// `scripts/check-swiftui`, against the transcription of the SwiftUI declarations in
/// `Tests/SwiftUICompileCheck` (the newest SDK's), with this package's views built on it, in
/// Swift 6 with every warning an error. What that proves, and what it cannot, is the views'
/// check's: the documented API's names, labels and types, not SwiftUI's behaviour.
@Suite(
  "The documentation's SwiftUI examples type-check against the transcription",
  .timeLimit(.minutes(10)))
struct SwiftUIDocumentationExamplesTests {
  static let examples = ((try? DocumentationExample.all()) ?? []).filter { $0.kind == .swiftUI }

  /// The transcription's package, and the build folder `scripts/check-swiftui` uses too, so
  /// that each reuses what the other built.
  static let package = RepositoryFiles.url("Tests/SwiftUICompileCheck")
  static let buildFolder = RepositoryFiles.url(".build/swiftui-transcription-check")

  /// The transcription and the views built on it, once for the whole run; their modules'
  /// folder. A first build compiles the package's core again (minutes on two cores).
  static let modules = Task { () throws -> URL in
    let scratch = try ScratchFolder("swiftui-transcription")
    defer { scratch.remove() }
    let swift = Requirement.program("swift") ?? "/usr/bin/swift"
    let built = try await ProgramRunner.run(
      executable: swift,
      ["build", "--package-path", package.path, "--scratch-path", buildFolder.path],
      environment: scratch.childEnvironment(["TANREI_SWIFTUI_SDK": "xcode26"]),
      timeout: .seconds(540))
    guard built.status == 0, !built.timedOut else {
      throw BuildFailure(output: built.output + built.error)
    }
    return buildFolder.appendingPathComponent("debug/Modules")
  }

  /// The transcription's build failed; its output says why.
  struct BuildFailure: Error, CustomStringConvertible {
    var output: String
    var description: String { "the SwiftUI transcription did not build:\n\(output.suffix(3_000))" }
  }

  /// Type-checks `code` as a program's `main.swift`; the compiler's diagnostics, or `nil` when
  /// there are none.
  static func typeCheck(_ code: String) async throws -> String? {
    let modules = try await Self.modules.value
    let scratch = try ScratchFolder("swiftui-example")
    defer { scratch.remove() }
    let file = scratch.file("main.swift")
    try code.write(to: file, atomically: true, encoding: .utf8)
    let compiler = Requirement.program("swiftc") ?? "/usr/bin/swiftc"
    // Apple's Foundation has what Linux's lacks (LocalizedStringResource): the transcription
    // adds it to every file, as the views' check does.
    let result = try await ProgramRunner.run(
      executable: compiler,
      [
        "-typecheck", "-warnings-as-errors", "-swift-version", "6", "-I", modules.path,
        "-Xfrontend", "-import-module", "-Xfrontend", "FoundationAppleOnly", file.path,
      ], environment: scratch.childEnvironment(), timeout: .seconds(90))
    let diagnostics = result.output + result.error
    return result.status == 0 && !result.timedOut ? nil : diagnostics
  }

  @Test("the README and the SwiftUI catalogue hold SwiftUI examples")
  func found() {
    #expect(Self.examples.contains { $0.file == "README.md" })
    #expect(Self.examples.count >= 15)
  }

  @Test("type-checks as written", arguments: examples)
  func typeChecks(_ example: DocumentationExample) async throws {
    let diagnostics = try await Self.typeCheck(example.code)
    #expect(diagnostics == nil, "\(example.testDescription):\n\(diagnostics ?? "")")
  }

  /// The check fails where a reader's copy would: a misspelt view, label or modifier.
  @Test(
    "an example broken as a reader might break it fails",
    arguments: [
      ("TanreiLoadingIndicator(\"", "TanreiLoadingIndicatr(\""),
      ("TanreiLoadingIndicator(\"Loading messages\")", "TanreiLoadingIndicator(label: \"x\")"),
      (".task {", ".tasks {"),
    ])
  func brokenFails(_ original: String, _ broken: String) async throws {
    let readme = try #require(Self.examples.first { $0.file == "README.md" })
    #expect(readme.code.contains(original))
    let diagnostics = try await Self.typeCheck(
      readme.code.replacingOccurrences(of: original, with: broken))
    #expect(diagnostics?.contains("error:") == true)
  }
}
