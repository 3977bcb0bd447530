import Foundation
import TanreiRender
import TanreiTestSupport
import Testing

/// The compiled-in conformance status, and its JSON twin `specs/status/swift.status.json`, are
/// the spec file and the test sources as they are now. `TANREI_RECORD=all swift test --filter
/// ConformanceStatusTests` rewrites both after a test that names a requirement is added or
/// renamed.
@Suite("The spec page's status is kept current by the tests")
struct ConformanceStatusTests {
  static let generatedPath = "Sources/TanreiRender/Pages/ConformanceStatus+Recorded.swift"
  static let platform = "swift"
  /// The spec's platforms this package implements: its Swift fronts, and the web elements built
  /// from the same core (`Sources/TanreiWeb`), which carry LDG-18.
  static let platforms = ["swift", "web"]

  /// Every test whose display name starts with requirement ids, with the ids it names.
  static func namingTests() throws -> [(ids: [String], test: ConformanceStatus.CheckingTest)] {
    let pattern = try Regex(#"@Test\(\s*"((?:LDG-\d+, )*LDG-\d+): ([^"]*)""#)
    var found: [(ids: [String], test: ConformanceStatus.CheckingTest)] = []
    for path in RepositoryFiles.files(under: "Tests") where path.hasSuffix(".swift") {
      let text = try RepositoryFiles.text("Tests/" + path)
      for match in text.matches(of: pattern) {
        guard let ids = match.output[1].substring, let name = match.output[2].substring else {
          continue
        }
        let list = ids.split(separator: ", ").map(String.init)
        found.append(
          (list, .init(file: "Tests/" + path, name: list.joined(separator: ", ") + ": " + name)))
      }
    }
    return found
  }

  /// The status as the spec file and the tests have it now.
  static func current() throws -> ConformanceStatus {
    let data = Data(try RepositoryFiles.text("specs/loading-indicator.spec.json").utf8)
    let spec = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let tests = try namingTests()
    let requirements = try #require(spec["requirements"] as? [[String: Any]]).map { entry in
      let id = entry["id"] as? String ?? ""
      let applies =
        (entry["appliesTo"] as? String) == "all"
        || ((entry["appliesTo"] as? [String]) ?? []).contains { platforms.contains($0) }
      return ConformanceStatus.Requirement(
        id: id, statement: entry["statement"] as? String ?? "", appliesHere: applies,
        tests: tests.filter { $0.ids.contains(id) }.map(\.test))
    }
    let props = try #require(spec["props"] as? [[String: Any]]).map { entry in
      var type = entry["type"] as? String ?? ""
      if let values = entry["values"] as? [String] {
        type = values.map { "\"\($0)\"" }.joined(separator: " | ")
      }
      if let unit = entry["unit"] as? String { type += " (\(unit))" }
      if entry["nullable"] as? Bool == true { type += ", or null" }
      let defaultValue: String
      switch entry["default"] {
      case let text as String: defaultValue = "\"\(text)\""
      case let flag as Bool: defaultValue = flag ? "true" : "false"
      case let number as NSNumber: defaultValue = number.stringValue
      default: defaultValue = "null"
      }
      return ConformanceStatus.Prop(
        name: entry["name"] as? String ?? "", type: type, defaultValue: defaultValue,
        token: entry["token"] as? String)
    }
    return ConformanceStatus(requirements: requirements, props: props)
  }

  static func literal(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default: result.append(character)
      }
    }
    return result + "\""
  }

  static func generatedSource(_ status: ConformanceStatus) -> String {
    var lines = [
      "// Generated from specs/loading-indicator.spec.json and the test sources by",
      "// ConformanceStatusTests; do not edit. After adding or renaming a test that names a",
      "// requirement: TANREI_RECORD=all swift test --filter ConformanceStatusTests",
      "// swift-format-ignore-file",
      "",
      "extension ConformanceStatus {",
      "  /// The status as the spec and the tests had it when last recorded.",
      "  public static let recorded = ConformanceStatus(",
      "    requirements: [",
    ]
    for requirement in status.requirements {
      lines.append("      Requirement(")
      lines.append("        id: \(literal(requirement.id)),")
      lines.append("        statement: \(literal(requirement.statement)),")
      lines.append("        appliesHere: \(requirement.appliesHere),")
      lines.append("        tests: [")
      for test in requirement.tests {
        lines.append(
          "          CheckingTest(file: \(literal(test.file)), name: \(literal(test.name))),")
      }
      lines.append("        ]),")
    }
    lines.append("    ],")
    lines.append("    props: [")
    for prop in status.props {
      lines.append(
        "      Prop(name: \(literal(prop.name)), type: \(literal(prop.type)), "
          + "defaultValue: \(literal(prop.defaultValue)), "
          + "token: \(prop.token.map(literal) ?? "nil")),")
    }
    lines += ["    ])", "}", ""]
    return lines.joined(separator: "\n")
  }

  static let statusFilePath = "specs/status/swift.status.json"

  /// The same status as JSON, for pages and tools outside Swift: each requirement's id, whether
  /// it applies here, its standing and the tests that check it.
  static func statusFile(_ status: ConformanceStatus) throws -> String {
    let requirements = status.requirements.map { requirement -> [String: Any] in
      [
        "id": requirement.id, "appliesHere": requirement.appliesHere,
        "standing": requirement.standing,
        "tests": requirement.tests.map { ["file": $0.file, "name": $0.name] },
      ]
    }
    let document: [String: Any] = [
      "component": "loading-indicator", "platform": platform,
      "source": "specs/loading-indicator.spec.json and the tests under Tests/",
      "requirements": requirements,
    ]
    let data = try JSONSerialization.data(
      withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  @Test("the compiled-in status and the status file are the spec and the tests as they are")
  func recordedIsCurrent() throws {
    let status = try Self.current()
    try TextReference.assertMatches(Self.generatedSource(status), at: Self.generatedPath)
    try TextReference.assertMatches(try Self.statusFile(status), at: Self.statusFilePath)
    #expect(ConformanceStatus.recorded == status)
  }

  @Test("every requirement is met, checked by a test; LDG-18 by the web elements' in Chromium")
  func standing() throws {
    let status = try Self.current()
    #expect(status.requirements.count == 18)
    for requirement in status.requirements {
      #expect(requirement.standing.hasPrefix("met, checked by"), "\(requirement.id)")
    }
    let twins = try #require(status.requirements.first { $0.id == "LDG-18" })
    #expect(twins.tests.contains { $0.file.hasSuffix("WebElementTests.swift") })
    let pulse = try #require(status.requirements.first { $0.id == "LDG-4" })
    #expect(pulse.tests.contains { $0.name.hasPrefix("LDG-4, LDG-13: under reduced motion") })
  }
}
