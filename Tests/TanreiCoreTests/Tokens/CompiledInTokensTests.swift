import Foundation
import TanreiTestSupport
import Testing

@testable import TanreiCore

/// The default systems are compiled into the library from `tokens/` (the copy that
/// `swift run tanrei-generate` writes); these tests keep the two the same.
@Suite("Compiled-in token files")
struct CompiledInTokensTests {
  @Test("every compiled-in file is the file on disk, text for text")
  func everyFileMatches() throws {
    let onDisk = RepositoryFiles.files(under: "tokens").filter { $0.hasSuffix(".json") }
    #expect(!onDisk.isEmpty)
    #expect(Set(DesignSystem.tanreiFiles.keys) == Set(onDisk))
    for path in onDisk {
      #expect(
        DesignSystem.tanreiFiles[path] == (try RepositoryFiles.text("tokens/" + path)), "\(path)")
    }
  }
}
