import Foundation
import TanreiTestSupport
import Testing

/// The SwiftUI views' own words (Sources/TanreiSwiftUI/Labels/PackageWords.swift) are all in
/// the package's strings, in every language it ships, translated. Read as files, so that it is
/// checked where SwiftUI does not exist.
@Suite("SwiftUI words: every default word is in every language")
struct PackageWordsCatalogueTests {
  static let resources = "Sources/TanreiSwiftUI/Resources"
  static let languages = ["en", "ja"]

  /// The keys and values of one language's `Localizable.strings`.
  static func table(_ language: String) throws -> [String: String] {
    let text = try RepositoryFiles.text("\(resources)/\(language).lproj/Localizable.strings")
    let entry = try Regex(#"^"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)";\s*$"#)
    var table: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let line = String(line)
      guard !line.hasPrefix("/*"), !line.trimmingCharacters(in: .whitespaces).isEmpty else {
        continue
      }
      let match = try #require(line.wholeMatch(of: entry), "not an entry: \(line)")
      let key = try #require(match.output[1].substring)
      #expect(table[String(key)] == nil, "\(language): \(key) twice")
      let value = try #require(match.output[2].substring)
      table[String(key)] = String(value)
    }
    return table
  }

  /// The keys the views look up: each `LocalizedStringResource` literal, an interpolation
  /// becoming `%@` as Foundation makes the key.
  static func keysUsed() throws -> Set<String> {
    let source = try RepositoryFiles.text("Sources/TanreiSwiftUI/Labels/PackageWords.swift")
    let literal = try Regex(#"LocalizedStringResource\(\s*"((?:[^"\\]|\\.)*)""#)
    let interpolation = try Regex(#"\\\([^)]*\)"#)
    return Set(
      try source.matches(of: literal).map { match in
        String(try #require(match.output[1].substring)).replacing(interpolation, with: "%@")
      })
  }

  /// The format specifiers of `text`, in order.
  static func specifiers(_ text: String) throws -> [String] {
    try text.matches(of: Regex(#"%(?:\d+\$)?[@dlf]+"#)).map { String(text[$0.range]) }
  }

  @Test("the package declares English as the language a missing one falls to")
  func defaultLocalization() throws {
    let manifest = try RepositoryFiles.text("Package.swift")
    #expect(manifest.contains(#"defaultLocalization: "en""#))
  }

  @Test("every word the views look up is in each language", arguments: languages)
  func everyWordIsThere(language: String) throws {
    let used = try Self.keysUsed()
    #expect(used.count >= 6)
    let table = try Self.table(language)
    #expect(Set(table.keys) == used, "\(language) differs from PackageWords.swift")
  }

  @Test("English says its keys; Japanese translates each, keeping its arguments")
  func translated() throws {
    let english = try Self.table("en")
    let japanese = try Self.table("ja")
    for (key, value) in english {
      #expect(value == key)
      let translation = try #require(japanese[key])
      #expect(translation != value, "\(key) is not translated")
      #expect(try Self.specifiers(translation) == Self.specifiers(value))
    }
  }
}
