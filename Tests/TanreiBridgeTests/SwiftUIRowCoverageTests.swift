import Foundation
import TanreiTestSupport
import Testing

/// The SwiftUI row of the conformance suite is complete: the bridge's tests name every
/// requirement the spec's SwiftUI platform owes.
@Suite("SwiftUI bridge: the conformance row is complete")
struct SwiftUIRowCoverageTests {
  /// LDG-4, 5, 7, 8 and 11 … 17: what the spec's SwiftUI column asks of a view over time.
  static let owed = [4, 5, 7, 8, 11, 12, 13, 14, 15, 16, 17].map { "LDG-\($0)" }

  @Test("every requirement the SwiftUI row owes is named by a bridge test")
  func everyOwedIDIsNamed() throws {
    let pattern = try Regex(#"@Test\(\s*"(LDG-\d+):"#)
    var named: Set<String> = []
    for path in RepositoryFiles.files(under: "Tests/TanreiBridgeTests")
    where path.hasSuffix(".swift") {
      let text = try RepositoryFiles.text("Tests/TanreiBridgeTests/" + path)
      for match in text.matches(of: pattern) {
        if let id = match.output[1].substring { named.insert(String(id)) }
      }
    }
    for id in Self.owed {
      #expect(named.contains(id), "no bridge test names \(id)")
    }
  }
}
