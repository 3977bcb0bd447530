/// Why a design system's tokens could not be read or resolved.
///
/// Every error names the file it comes from and, where there is one, the token path, so that a
/// person can go straight to the line to mend: `tokens/comp/loading-indicator.tokens.json:
/// comp.loading-indicator.indicator.color: refers to {sys.color.on-surface-varient}, which no
/// token defines`.
public struct TokenError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of problem this is, for code that reacts to one kind in particular.
  public enum Kind: Sendable, Equatable {
    /// A file is not JSON, or could not be read.
    case unreadable
    /// The JSON is not a DTCG document or resolver as the core reads them.
    case malformed
    /// An alias names a token that no file defines.
    case missingReference(String)
    /// Aliases lead back to where they started; the paths in order, the first repeated last.
    case cycle([String])
    /// A value, or the token an alias reaches, is not of the type the token needs.
    case wrongType(expected: TokenType, found: TokenType)
    /// A value has the right shape but is out of range or otherwise unusable.
    case invalidValue
    /// A component needs a token that the system does not define.
    case missingToken
  }

  /// What kind of problem this is.
  public var kind: Kind
  /// The file the problem is in, as its source was named.
  public var file: String?
  /// The dotted path of the token concerned, if the problem belongs to one.
  public var tokenPath: String?
  /// What is wrong, in words.
  public var message: String

  /// An error of `kind` in `file` at `tokenPath`.
  public init(_ kind: Kind, file: String?, tokenPath: String? = nil, message: String) {
    self.kind = kind
    self.file = file
    self.tokenPath = tokenPath
    self.message = message
  }

  /// "file: token.path: message", leaving out what is unknown.
  public var description: String {
    [file, tokenPath, message].compactMap { $0 }.joined(separator: ": ")
  }
}

/// A named text to read tokens from: the contents of a token or resolver file.
public struct TokenSource: Sendable, Hashable {
  /// How errors name this source, usually its path.
  public var name: String
  /// The JSON text.
  public var text: String

  /// A source called `name` holding `text`.
  public init(name: String, text: String) {
    self.name = name
    self.text = text
  }
}
