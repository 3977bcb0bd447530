import Foundation
import TanreiGallery

/// This implementation's standing against the loading indicator's spec, from the spec file and
/// the tests that name its requirements: compiled into the renderer for the spec page, and as
/// JSON in `specs/status/` for pages and tools outside Swift.
enum ConformanceStatusSources {
  static let specPath = "specs/loading-indicator.spec.json"
  /// This package's name among the spec's platforms.
  static let platform = "swift"
  /// The spec's platforms this package implements: its Swift fronts, and the web elements built
  /// from the same core, which carry LDG-18.
  static let platforms = ["swift", "web"]
  private static let inputs = "\(specPath) and the tests under Tests/"

  static func files(in repository: Repository) throws -> [GeneratedFile] {
    let status = try current(in: repository)
    return [try swift(status), try json(status)]
  }

  /// Every test whose display name names requirements and whose body runs an expectation,
  /// with the ids it names.
  static func namingTests(in repository: Repository) throws
    -> [(ids: [String], test: ConformanceStatus.CheckingTest)]
  {
    try RequirementTestIndex(in: repository).entries.filter(\.checks).map { entry in
      (entry.ids, ConformanceStatus.CheckingTest(file: entry.file, name: entry.title))
    }
  }

  /// The status as the spec file and the tests have it now.
  static func current(in repository: Repository) throws -> ConformanceStatus {
    let data = Data(try repository.text(specPath).utf8)
    guard let spec = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let requirementEntries = spec["requirements"] as? [[String: Any]],
      let propEntries = spec["props"] as? [[String: Any]]
    else {
      throw GenerationError("\(specPath) is not an object with \"requirements\" and \"props\"")
    }
    let tests = try namingTests(in: repository)
    let requirements = requirementEntries.map { entry in
      let id = entry["id"] as? String ?? ""
      let applies =
        (entry["appliesTo"] as? String) == "all"
        || ((entry["appliesTo"] as? [String]) ?? []).contains { platforms.contains($0) }
      return ConformanceStatus.Requirement(
        id: id, statement: entry["statement"] as? String ?? "", appliesHere: applies,
        tests: tests.filter { $0.ids.contains(id) }.map(\.test))
    }
    let props = propEntries.map { entry in
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

  /// The status as Swift, for the spec page.
  static func swift(_ status: ConformanceStatus) throws -> GeneratedFile {
    let requirements = status.requirements.map { requirement in
      SwiftLiteral.call(
        "Requirement",
        [
          ("id", .string(requirement.id)), ("statement", .string(requirement.statement)),
          ("appliesHere", .bool(requirement.appliesHere)),
          (
            "tests",
            .array(
              requirement.tests.map { test in
                .call("CheckingTest", [("file", .string(test.file)), ("name", .string(test.name))])
              })
          ),
        ])
    }
    let props = status.props.map { prop in
      SwiftLiteral.call(
        "Prop",
        [
          ("name", .string(prop.name)), ("type", .string(prop.type)),
          ("defaultValue", .string(prop.defaultValue)),
          ("token", prop.token.map(SwiftLiteral.string) ?? .code("nil")),
        ])
    }
    let value = SwiftLiteral.call(
      "ConformanceStatus", [("requirements", .array(requirements)), ("props", .array(props))])
    let source = SwiftLiteral.extension(
      of: "ConformanceStatus",
      members: [
        (
          "The status as the spec and the tests had it when last generated.",
          "public static let recorded", value
        )
      ])
    return GeneratedFile(
      path: "Sources/TanreiGallery/Pages/Generated/ConformanceStatus+Generated.swift",
      source: "// swift-format-ignore-file\n\n" + source, from: inputs)
  }

  /// The same status as JSON: each requirement's id, whether it applies here, its standing and
  /// the tests that check it. JSON has no comments, so its `source` carries the header.
  static func json(_ status: ConformanceStatus) throws -> GeneratedFile {
    let requirements = status.requirements.map { requirement -> [String: Any] in
      [
        "id": requirement.id, "appliesHere": requirement.appliesHere,
        "standing": requirement.standing,
        "tests": requirement.tests.map { ["file": $0.file, "name": $0.name] },
      ]
    }
    let document: [String: Any] = [
      "component": "loading-indicator", "platform": platform,
      "source": GeneratedFile.header(from: inputs),
      "requirements": requirements,
    ]
    let data = try JSONSerialization.data(
      withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    return GeneratedFile(
      path: "specs/status/swift.status.json", contents: String(decoding: data, as: UTF8.self) + "\n"
    )
  }
}
