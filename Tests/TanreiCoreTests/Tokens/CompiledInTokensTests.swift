import Foundation
import TanreiTestSupport
import Testing

@testable import TanreiCore

/// The default system is compiled into the library from `tokens/`; these tests keep the two the
/// same. `TANREI_RECORD=all swift test --filter CompiledInTokensTests` rewrites the Swift copy.
@Suite("Compiled-in token files")
struct CompiledInTokensTests {
  static let generatedPath = "Sources/TanreiCore/Tokens/DesignSystem+TanreiFiles.swift"

  static func generatedSource() throws -> String {
    var source = """
      // swift-format-ignore-file
      // Generated from the files under tokens/ by CompiledInTokensTests; do not edit.
      // After changing a token file: TANREI_RECORD=all swift test --filter CompiledInTokensTests

      extension DesignSystem {
        /// The text of the default system's token files, by path relative to `tokens/`.
        static let tanreiFiles: [String: String] = [

      """
    for path in RepositoryFiles.files(under: "tokens") where path.hasSuffix(".json") {
      let text = try RepositoryFiles.text("tokens/" + path)
      #expect(!text.contains("\"\"\"##"), "\(path) cannot be embedded in a raw string")
      source += "    \"\(path)\": ##\"\"\"\n\(text)\n\"\"\"##,\n"
    }
    source += "  ]\n}\n"
    return source
  }

  @Test("the compiled-in copy is the files under tokens/")
  func compiledInCopyMatchesFiles() throws {
    // After a change under tokens/, TANREI_RECORD=all rewrites the Swift copy; build and test again.
    try TextReference.assertMatches(try Self.generatedSource(), at: Self.generatedPath)
  }

  @Test("every compiled-in file is the file on disk, text for text")
  func everyFileMatches() throws {
    let onDisk = RepositoryFiles.files(under: "tokens").filter { $0.hasSuffix(".json") }
    #expect(Set(DesignSystem.tanreiFiles.keys) == Set(onDisk))
    for path in onDisk {
      #expect(
        DesignSystem.tanreiFiles[path] == (try RepositoryFiles.text("tokens/" + path)), "\(path)")
    }
  }
}
