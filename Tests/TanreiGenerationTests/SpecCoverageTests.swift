import Foundation
import TanreiCore
import TanreiGeneration
import TanreiTestSupport
import Testing

/// Every requirement of `specs/loading-indicator.spec.json` that applies to this platform has a
/// conformance test that names it, and no test names a requirement the spec lacks.
@Suite("The spec's requirements are each covered by a test")
struct SpecCoverageTests {
  static let repository = Repository(root: RepositoryFiles.root)
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

  /// How many tests that run an expectation name each requirement, across every test file.
  static func namedIDs() throws -> [String: Int] {
    try RequirementTestIndex(in: Self.repository).checkingCounts
  }

  @Test("the spec lists eighteen requirements, the last the web's alone")
  func specIDs() throws {
    let requirements = try Self.requirements()
    #expect(requirements.map(\.id) == (1...18).map { "LDG-\($0)" })
    #expect(requirements.filter { !$0.appliesToUs }.map(\.id) == ["LDG-18"])
  }

  @Test("every requirement that applies to this platform has a test naming it")
  func everyApplicableIDIsTested() throws {
    let named = try Self.namedIDs()
    for requirement in try Self.requirements() where requirement.appliesToUs {
      #expect(
        named[requirement.id, default: 0] > 0,
        "no test that runs an expectation names \(requirement.id)")
    }
  }

  @Test("every test that names a requirement runs an expectation, itself or through a helper")
  func namedTestsCheck() throws {
    for entry in try RequirementTestIndex(in: Self.repository).entries where !entry.checks {
      Issue.record("\(entry.file): \"\(entry.title)\" names \(entry.ids) and checks nothing")
    }
  }

  @Test("a test titled with a requirement that checks nothing is not counted, wherever it hides")
  func emptyTestsAreNotCounted() {
    let source = #"""
      @Test("LDG-1: empty") func empty() {}
      @Test("LDG-2: a comment // #expect(true)") func commented() {
        // #expect(true)
        let text = "#expect(true) } {"
        _ = text
      }
      @Test(
        "LDG-3: through a helper")
      func helped() throws { try Self.checkTheArc() }
      static func checkTheArc() throws { #expect(1 == 1) }
      @Test("LDG-4: through a helper that checks nothing") func unhelped() { note() }
      func note() { print("LDG-4") }
      @Test("LDG-5, LDG-6: \(1) directly") func direct() { #expect(Bool(true)) }
      """#
    let index = RequirementTestIndex(sources: [("Tests/Sample.swift", source)])
    #expect(
      index.entries.map(\.ids) == [["LDG-1"], ["LDG-2"], ["LDG-3"], ["LDG-4"], ["LDG-5", "LDG-6"]])
    #expect(index.entries.map(\.checks) == [false, false, true, false, true])
    #expect(index.checkingCounts == ["LDG-3": 1, "LDG-5": 1, "LDG-6": 1])
  }

  @Test("no test names a requirement the spec does not have")
  func noStrayIDs() throws {
    let known = Set(try Self.requirements().map(\.id))
    for entry in try RequirementTestIndex(in: Self.repository).entries {
      for id in entry.ids where !known.contains(id) {
        Issue.record("\(entry.file): \"\(entry.title)\" names \(id), which the spec lacks")
      }
    }
  }
}
