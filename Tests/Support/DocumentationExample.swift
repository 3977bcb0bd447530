import Foundation
import Testing

/// A Swift example the documentation shows — a fenced `swift` block of the README, of
/// `Documentation/` or of a DocC catalogue, or of a `///` comment in `Sources/` — as a program a
/// reader could paste into a file of their own: it says what it imports and defines what it
/// calls.
public struct DocumentationExample: Sendable, CustomTestStringConvertible {
  /// What an example is compiled as.
  public enum Kind: Sendable {
    /// A package manifest (`import PackageDescription`), checked against SwiftPM's API.
    case manifest
    /// Views (`import SwiftUI`), which only Apple's platforms compile.
    case swiftUI
    /// A program, checked against this package's built modules.
    case program
  }

  /// The file it is in, from the repository's root.
  public var file: String
  /// The line its code starts on.
  public var line: Int
  /// Its code.
  public var code: String

  /// What it is compiled as, from what it imports.
  public var kind: Kind {
    if imports.contains("PackageDescription") { return .manifest }
    if imports.contains("SwiftUI") { return .swiftUI }
    return .program
  }

  /// The modules it imports.
  public var imports: [String] {
    code.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard words.count >= 2, words[0] == "import" || words.dropFirst().first == "import" else {
        return nil
      }
      return words.last.map(String.init)
    }
  }

  /// "README.md:21".
  public var testDescription: String { "\(file):\(line)" }

  /// Every example of the documents the README, `Documentation/` and the DocC catalogues hold,
  /// and of the comments of `Sources/`, in the order of their files.
  public static func all() throws -> [DocumentationExample] {
    var documents = ["README.md"]
    documents += RepositoryFiles.files(under: "Documentation").filter { $0.hasSuffix(".md") }
      .map { "Documentation/\($0)" }
    let sources = RepositoryFiles.files(under: "Sources")
    documents += sources.filter { $0.contains(".docc/") && $0.hasSuffix(".md") }
      .map { "Sources/\($0)" }
    var examples = try documents.flatMap { try fenced(in: $0, prefix: "") }
    for source in sources where source.hasSuffix(".swift") {
      examples += try fenced(in: "Sources/\(source)", prefix: "///")
    }
    return examples
  }

  /// The fenced `swift` blocks of `path`, whose lines start with `prefix` (and a space) where
  /// it is not empty.
  static func fenced(in path: String, prefix: String) throws -> [DocumentationExample] {
    var examples: [DocumentationExample] = []
    var open: (line: Int, indent: Int, code: [String])?
    for (index, raw) in try RepositoryFiles.text(path).split(
      separator: "\n", omittingEmptySubsequences: false
    ).enumerated() {
      var text = prefix.isEmpty ? raw[...] : raw.drop { $0 == " " }
      if !prefix.isEmpty {
        guard text.hasPrefix(prefix) else {
          open = nil
          continue
        }
        text = text.dropFirst(prefix.count)
        if text.first == " " { text = text.dropFirst() }
      }
      let indent = text.prefix { $0 == " " }.count
      let trimmed = text.dropFirst(indent)
      if var block = open {
        if trimmed == "```" {
          examples.append(
            DocumentationExample(
              file: path, line: block.line, code: block.code.joined(separator: "\n") + "\n"))
          open = nil
        } else {
          block.code.append(String(text.dropFirst(min(block.indent, indent))))
          open = block
        }
      } else if trimmed == "```swift" {
        open = (index + 2, indent, [])
      }
    }
    return examples
  }
}
