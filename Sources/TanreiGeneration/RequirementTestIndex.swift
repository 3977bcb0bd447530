import Foundation

/// The tests that name a requirement of the spec, read from their sources, with whether each
/// one's body runs an expectation.
///
/// A title alone proves nothing: a test titled `LDG-5: …` with an empty body passes. So a test
/// counts as checking a requirement only when its body evaluates `#expect`, `#require`,
/// `Issue.record`, `confirmation` or `withKnownIssue`, or calls a function declared under
/// `Tests/` that does (followed through any depth of such helpers). Strings and comments are
/// blanked before the code is read, so a `#expect` inside a string or a comment counts for
/// nothing, and braces inside them do not end a body.
package struct RequirementTestIndex: Sendable {
  /// One test that names at least one requirement in its title.
  package struct Entry: Sendable, Equatable {
    /// The file, relative to the repository's root.
    package var file: String
    /// The test's display name, as written.
    package var title: String
    /// Every `LDG-n` its title names, in order.
    package var ids: [String]
    /// Whether its body runs an expectation, directly or through a helper.
    package var checks: Bool
  }

  /// Every test under `folder` whose title names a requirement.
  package let entries: [Entry]

  /// Reads every Swift file under `folder` of `repository`; the helpers a test may call are
  /// looked up under `Tests/` as a whole.
  package init(in repository: Repository, folder: String = "Tests") throws {
    var sources: [(file: String, text: String)] = []
    for path in repository.files(under: "Tests") where path.hasSuffix(".swift") {
      sources.append(("Tests/" + path, try repository.text("Tests/" + path)))
    }
    self.init(sources: sources, folder: folder)
  }

  /// Indexes the given sources; only those under `folder` contribute entries.
  package init(sources: [(file: String, text: String)], folder: String = "Tests") {
    let parsed = sources.map { (file: $0.file, source: ParsedSource(Array($0.text.utf8))) }
    var calls: [String: Set<String>] = [:]
    var checking: Set<String> = []
    for (_, source) in parsed {
      for function in source.functions {
        calls[function.name, default: []].formUnion(function.body.calledNames)
        if function.body.runsExpectation { checking.insert(function.name) }
      }
    }
    // A helper checks when it calls one that does: grown until nothing more is added.
    var grew = true
    while grew {
      grew = false
      for (name, called) in calls
      where !checking.contains(name) && !called.isDisjoint(with: checking) {
        checking.insert(name)
        grew = true
      }
    }
    var entries: [Entry] = []
    for (file, source) in parsed where file == folder || file.hasPrefix(folder + "/") {
      for test in source.tests {
        let ids = test.title.matches(of: #/LDG-\d+/#).map { String($0.output) }
        guard !ids.isEmpty else { continue }
        let checks =
          test.body.runsExpectation || !test.body.calledNames.isDisjoint(with: checking)
        entries.append(Entry(file: file, title: test.title, ids: ids, checks: checks))
      }
    }
    self.entries = entries
  }

  /// How many checking tests name each requirement.
  package var checkingCounts: [String: Int] {
    var counts: [String: Int] = [:]
    for entry in entries where entry.checks {
      for id in Set(entry.ids) { counts[id, default: 0] += 1 }
    }
    return counts
  }
}

/// A function's body as code, its strings' and comments' contents blanked.
private struct Code {
  var bytes: ArraySlice<UInt8>

  static let expectations = [
    "#expect", "#require", "Issue.record", "confirmation", "withKnownIssue",
  ]
  .map { Array($0.utf8) }

  /// Whether it evaluates an expectation of Swift Testing's.
  var runsExpectation: Bool {
    Code.expectations.contains { word in
      var index = bytes.startIndex
      while let found = Code.find(word, in: bytes, from: index) {
        let after = found + word.count
        if after == bytes.endIndex || !Code.isIdentifier(bytes[after]) { return true }
        index = after
      }
      return false
    }
  }

  /// Every identifier followed by an opening parenthesis.
  var calledNames: Set<String> {
    var names: Set<String> = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      guard Code.isIdentifierStart(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.endIndex && Code.isIdentifier(bytes[index]) { index += 1 }
      var next = index
      while next < bytes.endIndex && (bytes[next] == 0x20 || bytes[next] == 0x0A) { next += 1 }
      if next < bytes.endIndex && bytes[next] == UInt8(ascii: "(") {
        names.insert(String(decoding: bytes[start..<index], as: UTF8.self))
      }
    }
    return names
  }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
  }

  static func isIdentifier(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
  }

  static func find(_ word: [UInt8], in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
    var index = start
    while index + word.count <= bytes.endIndex {
      if bytes[index] == word[0] && bytes[index..<index + word.count].elementsEqual(word) {
        return index
      }
      index += 1
    }
    return nil
  }
}

/// A Swift source read as far as the index needs: its functions' bodies and its tests' titles.
private struct ParsedSource {
  var functions: [(name: String, body: Code)] = []
  var tests: [(title: String, body: Code)] = []

  init(_ text: [UInt8]) {
    let code = Self.blankingStringsAndComments(text)
    let all = code[...]
    var index = 0
    let funcWord = Array("func".utf8)
    while let found = Code.find(funcWord, in: all, from: index) {
      index = found + funcWord.count
      guard found == 0 || !Code.isIdentifier(code[found - 1]), index < code.count,
        !Code.isIdentifier(code[index])
      else { continue }
      var start = index
      while start < code.count && code[start] == 0x20 { start += 1 }
      var end = start
      while end < code.count && Code.isIdentifier(code[end]) { end += 1 }
      guard end > start, let body = Self.body(after: end, in: code) else { continue }
      functions.append((String(decoding: text[start..<end], as: UTF8.self), body))
    }
    index = 0
    let testWord = Array("@Test".utf8)
    while let found = Code.find(testWord, in: all, from: index) {
      index = found + testWord.count
      var quote = index
      while quote < code.count && [0x20, 0x0A, UInt8(ascii: "(")].contains(code[quote]) {
        quote += 1
      }
      guard quote < code.count, code[quote] == UInt8(ascii: "\""),
        let title = Self.stringLiteral(at: quote, in: text),
        let signature = Code.find(funcWord, in: all, from: quote),
        let body = Self.body(after: signature, in: code)
      else { continue }
      tests.append((title, body))
    }
  }

  /// The source with every comment's and string literal's contents replaced by spaces, the
  /// quotes and the code of interpolations kept, byte for byte.
  private static func blankingStringsAndComments(_ text: [UInt8]) -> [UInt8] {
    var out = text
    var index = 0
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    while index < text.count {
      let next = index + 1 < text.count ? text[index + 1] : 0
      if text[index] == slash && next == slash {
        var end = index
        while end < text.count && text[end] != 0x0A { end += 1 }
        blank(index..<end, in: &out)
        index = end
      } else if text[index] == slash && next == star {
        var end = index + 2
        while end + 1 < text.count && !(text[end] == star && text[end + 1] == slash) { end += 1 }
        end = min(text.count, end + 2)
        blank(index..<end, in: &out)
        index = end
      } else if text[index] == UInt8(ascii: "\"") || opensRawString(at: index, in: text) {
        index = skipString(from: index, in: text, blanking: &out)
      } else {
        index += 1
      }
    }
    return out
  }

  private static func blank(_ range: Range<Int>, in out: inout [UInt8]) {
    for position in range where out[position] != 0x0A { out[position] = 0x20 }
  }

  private static func opensRawString(at index: Int, in text: [UInt8]) -> Bool {
    guard text[index] == UInt8(ascii: "#") else { return false }
    var position = index
    while position < text.count && text[position] == UInt8(ascii: "#") { position += 1 }
    return position < text.count && text[position] == UInt8(ascii: "\"")
  }

  /// Skips the string literal that starts at `start` (hashes, quotes), blanking its text but
  /// not its interpolations; answers the position after its closing delimiter.
  private static func skipString(
    from start: Int, in text: [UInt8], blanking out: inout [UInt8]
  ) -> Int {
    let quote = UInt8(ascii: "\"")
    let hash = UInt8(ascii: "#")
    var index = start
    var hashes = 0
    while index < text.count && text[index] == hash {
      hashes += 1
      index += 1
    }
    let multiline = index + 2 < text.count && text[index + 1] == quote && text[index + 2] == quote
    index += multiline ? 3 : 1
    let closing =
      [UInt8](repeating: quote, count: multiline ? 3 : 1) + [UInt8](repeating: hash, count: hashes)
    let escape = [UInt8(ascii: "\\")] + [UInt8](repeating: hash, count: hashes)
    let all = text[...]
    while index < text.count {
      if text[index] == quote, text[index...].starts(with: closing) {
        return index + closing.count
      }
      if text[index] == escape[0], all[index...].starts(with: escape) {
        let next = index + escape.count
        if next < text.count && text[next] == UInt8(ascii: "(") {
          // An interpolation: its code stays; strings inside it are skipped in turn.
          var depth = 1
          var position = next + 1
          while position < text.count && depth > 0 {
            if text[position] == quote {
              position = skipString(from: position, in: text, blanking: &out)
              continue
            }
            if text[position] == UInt8(ascii: "(") { depth += 1 }
            if text[position] == UInt8(ascii: ")") { depth -= 1 }
            position += 1
          }
          index = position
          continue
        }
        blank(index..<min(text.count, next + 1), in: &out)
        index = next + 1
        continue
      }
      if !multiline && text[index] == 0x0A { return index }
      if text[index] != 0x0A { out[index] = 0x20 }
      index += 1
    }
    return index
  }

  /// The contents of the one-line string literal whose opening quote is at `quote`, with the
  /// common escapes read as Swift reads them.
  private static func stringLiteral(at quote: Int, in text: [UInt8]) -> String? {
    var bytes: [UInt8] = []
    var index = quote + 1
    while index < text.count {
      switch text[index] {
      case UInt8(ascii: "\""): return String(decoding: bytes, as: UTF8.self)
      case 0x0A: return nil
      case UInt8(ascii: "\\") where index + 1 < text.count:
        let next = text[index + 1]
        bytes.append(next == UInt8(ascii: "n") ? 0x0A : next == UInt8(ascii: "t") ? 0x09 : next)
        index += 2
        continue
      default: bytes.append(text[index])
      }
      index += 1
    }
    return nil
  }

  /// The body, braces excluded, of the declaration whose signature goes on from `start`: from
  /// the first `{` to its matching `}`. A declaration with no body (a protocol's) has none.
  private static func body(after start: Int, in code: [UInt8]) -> Code? {
    var index = start
    while index < code.count && code[index] != UInt8(ascii: "{") {
      if code[index] == UInt8(ascii: "}") || code[index] == UInt8(ascii: ";") { return nil }
      index += 1
    }
    guard index < code.count else { return nil }
    var depth = 0
    let open = index
    while index < code.count {
      if code[index] == UInt8(ascii: "{") { depth += 1 }
      if code[index] == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 { return Code(bytes: code[(open + 1)..<index]) }
      }
      index += 1
    }
    return nil
  }
}
