import Foundation
import TanreiTestSupport
import Testing

/// Tanrei's public names beside SwiftUI's, Foundation's, Observation's and the standard
/// library's: an app file that imports all of them with `Tanrei` finds every name it uses
/// unambiguous.
///
/// The lists in `Tests/NameLists` are the top-level names those modules declare (each file says
/// where it was read from). A name of ours that is on one of them would make the other
/// ambiguous in such a file — `var body: some Scene` beside a `Scene` of ours no longer
/// compiles, nor does a view that shows Foundation's `Progress`.
@Suite("Public names collide with none of SwiftUI's or Foundation's")
struct NamespaceTests {
  /// Every library module a product links; the umbrella `Tanrei` re-exports the first three.
  static let modules = [
    "TanreiCore", "TanreiBridge", "TanreiSwiftUI", "TanreiScene", "TanreiDriver", "TanreiRender",
    "TanreiTerminal", "TanreiText", "TanreiTrace",
  ]

  /// The names on every list, with the list each is on.
  static let appleNames: [String: String] = {
    var names: [String: String] = [:]
    for file in RepositoryFiles.files(under: "Tests/NameLists") where file.hasSuffix(".txt") {
      let text = (try? RepositoryFiles.text("Tests/NameLists/" + file)) ?? ""
      for line in text.split(separator: "\n") where !line.hasPrefix("#") {
        names[String(line), default: file] = file
      }
    }
    return names
  }()

  @Test("the lists of Apple's names are there to check against")
  func listsRead() {
    #expect(Self.appleNames.count > 1_000, "\(Self.appleNames.count) names read")
    for known in ["Scene", "Shape", "LayoutDirection", "Progress", "Dimension", "View"] {
      #expect(Self.appleNames[known] != nil, "\(known) should be on a list")
    }
  }

  @Test("no top-level public name of a library module is one of Apple's", arguments: modules)
  func noCollision(module: String) throws {
    let names = try Self.publicTopLevelNames(in: "Sources/" + module)
    #expect(!names.isEmpty, "no public names found in \(module)")
    for (name, file) in names.sorted(by: { $0.key < $1.key }) {
      if let list = Self.appleNames[name] {
        Issue.record("\(module)'s \(name) (\(file)) is also on \(list)")
      }
    }
  }

  @Test("the scanner finds top-level declarations and skips nested ones")
  func scannerSeesNesting() {
    let source = """
      public struct Outer {
        public struct Scene {}  // nested: not a top-level name
        let text = "public struct NotCode {"
      }
      #if canImport(Foo)
        public enum Shape {}
      #endif
      @MainActor public final class Holder {}
      """
    #expect(Set(Self.topLevelPublicNames(source)) == ["Outer", "Shape", "Holder"])
  }

  /// The public types, protocols and type aliases declared at file scope under `folder`, with the
  /// file each is in.
  static func publicTopLevelNames(in folder: String) throws -> [String: String] {
    var names: [String: String] = [:]
    for file in RepositoryFiles.files(under: folder) where file.hasSuffix(".swift") {
      for name in topLevelPublicNames(try RepositoryFiles.text(folder + "/" + file)) {
        names[name] = file
      }
    }
    return names
  }

  /// The names `source` declares public at brace depth 0, strings and comments skipped.
  static func topLevelPublicNames(_ source: String) -> [String] {
    let declaration =
      #/
      ^ \s* (?: @[\w.]+ (?: \( [^)]* \) )? \s+ )* public \s+ (?: final \s+ )?
      (?: struct | enum | class | protocol | typealias | actor ) \s+ (\w+)
      /#
    var names: [String] = []
    var depth = 0
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      if depth == 0, let match = line.firstMatch(of: declaration) {
        names.append(String(match.output.1))
      }
      var inString = false
      var previous: Character = " "
      for character in line {
        if inString {
          if character == "\"" && previous != "\\" { inString = false }
        } else if character == "\"" {
          inString = true
        } else if character == "/" && previous == "/" {
          break
        } else if character == "{" {
          depth += 1
        } else if character == "}" {
          depth -= 1
        }
        previous = character
      }
    }
    return names
  }
}
