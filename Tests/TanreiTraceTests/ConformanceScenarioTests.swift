import Foundation
import TanreiTestSupport
import Testing

@testable import TanreiCore
@testable import TanreiTrace

/// The scenarios under `specs/conformance/` and the output this implementation gives for them,
/// kept beside them so that another platform can compare its own.
@MainActor
@Suite("Conformance scenarios for other platforms")
struct ConformanceScenarioTests {
  nonisolated static let scenarios = RepositoryFiles.files(under: "specs/conformance")
    .filter { $0.hasSuffix(".json") }

  @Test("each scenario's output is the expected output beside it", arguments: scenarios)
  func expectedOutput(file: String) throws {
    let scenario = try TraceScenario.parse(try RepositoryFiles.text("specs/conformance/" + file))
    let output = TraceRunner(scenario: scenario).text()
    try TextReference.assertMatches(
      output, at: "specs/conformance/" + file.dropLast(5) + ".expected.jsonl")
  }

  @Test("every scenario names a requirement of the spec that applies here")
  func namesRequirements() throws {
    #expect(Self.scenarios.count >= 10)
    for file in Self.scenarios {
      let id = "LDG-" + String(Int(file.dropFirst(4).prefix(2)) ?? 0)
      #expect((1...17).map { "LDG-\($0)" }.contains(id), "\(file)")
    }
  }

  @Test("the outputs say what the requirements say")
  func spotChecks() throws {
    func lines(_ name: String) throws -> [JSONObject] {
      let scenario = try TraceScenario.parse(
        try RepositoryFiles.text("specs/conformance/\(name).json"))
      return TraceRunner(scenario: scenario).lines().compactMap(\.objectValue)
    }
    let removed = try lines("LDG-16-removed-during-delay")
    #expect(removed.allSatisfy { $0["drawn"] == .bool(false) && $0["accessibility"] == .null })
    let hidden = try lines("LDG-15-hidden-delay-ends-on-time")
    #expect(hidden.map { $0["phase"] } == [.string("waiting"), .string("entering")])
    let invalid = try lines("LDG-14-invalid-props")
    #expect(invalid[1]["phase"] == .string("entering"))
    #expect(invalid[0]["diagnostics"]?.arrayValue?.count == 5)
  }
}
