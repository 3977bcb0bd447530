import Foundation
import TanreiGeneration
import TanreiTestSupport
import Testing

/// The SwiftUI row of the conformance suite is complete: the bridge's tests name every
/// requirement the spec's SwiftUI platform owes.
@Suite("SwiftUI bridge: the conformance row is complete")
struct SwiftUIRowCoverageTests {
  static let repository = Repository(root: RepositoryFiles.root)
  /// LDG-4, 5, 7, 8 and 11 … 17: what the spec's SwiftUI column asks of a view over time.
  static let owed = [4, 5, 7, 8, 11, 12, 13, 14, 15, 16, 17].map { "LDG-\($0)" }

  @Test("every requirement the SwiftUI row owes is named by a bridge test that checks it")
  func everyOwedIDIsNamed() throws {
    let named = try RequirementTestIndex(in: Self.repository, folder: "Tests/TanreiBridgeTests")
      .checkingCounts
    for id in Self.owed {
      #expect(named[id, default: 0] > 0, "no bridge test that runs an expectation names \(id)")
    }
  }
}
