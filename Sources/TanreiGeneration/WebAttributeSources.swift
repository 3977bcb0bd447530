import Foundation

/// Each web element's attributes as its script reads them, from `Web/Packages/elements.json`:
/// the one table the scripts and the Custom Elements Manifest share.
enum WebAttributeSources {
  static let elementsFile = "Web/Packages/elements.json"

  /// A module per element, `<element>.attributes.js`, and one of the attributes every element
  /// with a presence shares, `presence.attributes.js`: so that an element's script carries its
  /// own table alone.
  static func files(in repository: Repository) throws -> [GeneratedFile] {
    let data = Data(try repository.text(elementsFile).utf8)
    guard let document = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let elements = document["elements"] as? [[String: Any]],
      let presence = (document["presence"] as? [String: Any])?["attributes"] as? [[String: Any]]
    else { throw GenerationError("\(elementsFile) holds no elements and presence attributes") }
    let folder = "Web/Packages/web/src/generated/"
    var files = [
      GeneratedFile(
        path: folder + "presence.attributes.js",
        source: """

          \(typedef)

          /** The attributes every element with a show delay reads, after its own. @type {AttributeKind[]} */
          export const presenceAttributes = [
          \(try presence.map(row).joined(separator: "\n"))
          ];

          """,
        from: elementsFile)
    ]
    for element in elements {
      guard let tag = element["tag"] as? String, tag.hasPrefix("tanrei-"),
        let attributes = element["attributes"] as? [[String: Any]]
      else { throw GenerationError("\(elementsFile): an element without a tag or attributes") }
      let name = String(tag.dropFirst("tanrei-".count))
      let withPresence = element["presence"] as? Bool ?? false
      let source = """

        \(typedef)
        \(withPresence ? "import { presenceAttributes } from './presence.attributes.js';\n" : "")
        /** `<\(tag)>`'s attributes, in the order its module reads them. @type {AttributeKind[]} */
        export const \(camelCase(name))Attributes = [
        \(try attributes.map(row).joined(separator: "\n"))\(withPresence ? "\n  ...presenceAttributes," : "")
        ];

        """
      files.append(
        GeneratedFile(path: folder + name + ".attributes.js", source: source, from: elementsFile))
    }
    return files
  }

  private static let typedef =
    "/** @typedef {import('../base/tanrei-element.js').AttributeKind} AttributeKind */"

  private static let kinds: Set<String> = ["string", "boolean", "true-false", "number"]

  /// An attribute's row: its name, how its property reads it, and what the property reads when
  /// the attribute is absent (a boolean's presence needs none). The property is the name in
  /// camel case, as `elements.json` must say.
  private static func row(_ attribute: [String: Any]) throws -> String {
    guard let name = attribute["attribute"] as? String,
      let property = attribute["property"] as? String,
      let kind = attribute["kind"] as? String, kinds.contains(kind),
      let absent = attribute["default"] as? String
    else {
      throw GenerationError(
        "\(elementsFile): an attribute without a name, property, kind or default")
    }
    guard property == camelCase(name) else {
      throw GenerationError(
        "\(elementsFile): \(name)'s property is \(camelCase(name)), not \(property)")
    }
    let fallback = kind == "boolean" ? "" : ", default: \(absent)"
    return "  { attribute: '\(name)', type: '\(kind)'\(fallback) },"
  }

  private static func camelCase(_ name: String) -> String {
    let words = name.split(separator: "-")
    return words.enumerated().map {
      $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst()
    }
    .joined()
  }
}
