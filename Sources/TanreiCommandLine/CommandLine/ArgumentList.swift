/// The words of a command line, consumed as a command reads its options.
///
/// Options may be written `--name value` or `--name=value`; `--` ends the options, and what
/// follows it is taken as it is. Anything left that looks like an option is an error, so a typo
/// is never silently ignored.
struct ArgumentList {
  private var words: [String]
  private(set) var afterSeparator: [String]?

  init(_ words: some Sequence<String>) {
    let all = Array(words)
    if let separator = all.firstIndex(of: "--") {
      self.words = Array(all[..<separator])
      afterSeparator = Array(all[(separator + 1)...])
    } else {
      self.words = all
      afterSeparator = nil
    }
  }

  /// Whether any of `names` is present; removes every occurrence.
  mutating func flag(_ names: String...) -> Bool {
    let before = words.count
    words.removeAll { names.contains($0) }
    return words.count != before
  }

  /// The value of the last occurrence of any of `names`, removing every occurrence.
  mutating func option(_ names: String...) throws(UsageError) -> String? {
    var value: String?
    var index = 0
    while index < words.count {
      let word = words[index]
      if let name = names.first(where: { word.hasPrefix($0 + "=") }) {
        value = String(word.dropFirst(name.count + 1))
        words.remove(at: index)
      } else if names.contains(word) {
        guard index + 1 < words.count else {
          throw UsageError("\(word) needs a value")
        }
        value = words[index + 1]
        words.removeSubrange(index...(index + 1))
      } else {
        index += 1
      }
    }
    return value
  }

  /// The words that remain, which must not look like options (a lone "-" is a word: standard
  /// input).
  mutating func positionals() throws(UsageError) -> [String] {
    if let option = words.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
      throw UsageError("unknown option \(option)")
    }
    defer { words = [] }
    return words
  }
}

/// A command line that cannot be run as written; the program prints it with the usage and
/// exits with status 2.
public struct UsageError: Error, Sendable, CustomStringConvertible {
  /// What is wrong, in one line, without the program's name or the usage.
  public var message: String
  init(_ message: String) { self.message = message }
  /// The message.
  public var description: String { message }
}
