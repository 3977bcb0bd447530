import Foundation
import TanreiCore
import TanreiTestSupport
import Testing

/// Every requirement of `specs/loading-indicator.spec.json` that applies to this platform has a
/// conformance test that names it, and no test names a requirement the spec lacks.
@Suite("The spec's requirements are each covered by a test")
struct SpecCoverageTests {
  static let platform = "swift"

  struct Requirement {
    var id: String
    var appliesToUs: Bool
  }

  static func requirements() throws -> [Requirement] {
    let spec = try JSONParser.parse(try RepositoryFiles.text("specs/loading-indicator.spec.json"))
    let list = try #require(spec.objectValue?["requirements"]?.arrayValue)
    return try list.map { entry in
      let object = try #require(entry.objectValue)
      let id = try #require(object["id"]?.stringValue)
      let applies: Bool
      if object["appliesTo"]?.stringValue == "all" {
        applies = true
      } else {
        let platforms = try #require(object["appliesTo"]?.arrayValue).compactMap(\.stringValue)
        applies = platforms.contains(platform)
      }
      let statement = object["statement"]?.stringValue ?? ""
      #expect(statement.count > 20, "\(id) has no statement")
      return Requirement(id: id, appliesToUs: applies)
    }
  }

  /// The requirement ids named at the start of a test's display name, across every test file.
  static func namedIDs() throws -> [String: Int] {
    var counts: [String: Int] = [:]
    let pattern = try Regex(#"@Test\(\s*"(LDG-\d+):"#)
    for path in RepositoryFiles.files(under: "Tests") where path.hasSuffix(".swift") {
      let text = try RepositoryFiles.text("Tests/" + path)
      for match in text.matches(of: pattern) {
        if let id = match.output[1].substring { counts[String(id), default: 0] += 1 }
      }
    }
    return counts
  }

  @Test("the spec lists LDG-1 … LDG-18, LDG-18 being the web's alone")
  func specIDs() throws {
    let requirements = try Self.requirements()
    #expect(requirements.map(\.id) == (1...18).map { "LDG-\($0)" })
    #expect(requirements.filter { !$0.appliesToUs }.map(\.id) == ["LDG-18"])
  }

  @Test("every requirement that applies to this platform has a test naming it")
  func everyApplicableIDIsTested() throws {
    let named = try Self.namedIDs()
    for requirement in try Self.requirements() where requirement.appliesToUs {
      #expect(named[requirement.id, default: 0] > 0, "no test names \(requirement.id)")
    }
  }

  @Test("no test names a requirement the spec does not have, or one that is not ours")
  func noStrayIDs() throws {
    let requirements = try Self.requirements()
    let ours = Set(requirements.filter(\.appliesToUs).map(\.id))
    for id in try Self.namedIDs().keys {
      #expect(ours.contains(id), "a test names \(id)")
    }
  }
}
