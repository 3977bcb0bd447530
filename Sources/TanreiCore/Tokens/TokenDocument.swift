/// One token as a DTCG file writes it, before its aliases are followed.
public struct RawToken: Sendable, Hashable {
  /// The dotted path: group names, then the token's name.
  public var path: String
  /// The type from the token's `$type`, or the nearest enclosing group's; `nil` when neither
  /// says, in which case the value must be an alias and the type comes from its target.
  public var declaredType: TokenType?
  /// `$value` as written.
  public var value: JSONValue
  /// The source the token was read from.
  public var file: String
  /// `$description`, if any.
  public var summary: String?
}

/// Reads the tokens of one DTCG 2025.10 file: nested groups, `$type` inherited from groups,
/// `$value`, `$description`; `$extensions` and `$deprecated` are accepted and not used.
public enum TokenDocument {
  /// The tokens `source` defines, in the order they are written.
  public static func tokens(in source: TokenSource) throws(TokenError) -> [RawToken] {
    let root: JSONValue
    do {
      root = try JSONParser.parse(source.text)
    } catch {
      throw TokenError(.unreadable, file: source.name, message: error.description)
    }
    guard let object = root.objectValue else {
      throw TokenError(
        .malformed, file: source.name,
        message: "a token file must hold a JSON object, not \(root.kindDescription)")
    }
    var tokens: [RawToken] = []
    try collect(object, path: [], inheritedType: nil, file: source.name, into: &tokens)
    return tokens
  }

  private static let groupProperties: Set<String> = [
    "$type", "$description", "$extensions", "$deprecated", "$schema",
  ]
  private static let tokenProperties: Set<String> = [
    "$value", "$type", "$description", "$extensions", "$deprecated",
  ]

  private static func collect(
    _ group: JSONObject, path: [String], inheritedType: TokenType?, file: String,
    into tokens: inout [RawToken]
  ) throws(TokenError) {
    let dotted = path.isEmpty ? nil : path.joined(separator: ".")
    var groupType = inheritedType
    if let typeValue = group["$type"] {
      guard let name = typeValue.stringValue else {
        throw TokenError(
          .malformed, file: file, tokenPath: dotted, message: "$type must be a string")
      }
      groupType = TokenType(name: name)
    }
    for (key, value) in group {
      if key.hasPrefix("$") && key != "$root" {
        if key == "$extends" || key == "$ref" {
          throw TokenError(
            .malformed, file: file, tokenPath: dotted,
            message: "\(key) is not supported; write the tokens out, or alias them with {path}")
        }
        guard groupProperties.contains(key) else {
          throw TokenError(
            .malformed, file: file, tokenPath: dotted, message: "unknown group property \(key)")
        }
        continue
      }
      guard !key.isEmpty, !key.contains("."), !key.contains("{"), !key.contains("}") else {
        throw TokenError(
          .malformed, file: file, tokenPath: dotted,
          message: "\"\(key)\" is not a valid name: names may not be empty or hold '.', '{' or '}'")
      }
      let childPath = path + [key]
      guard let child = value.objectValue else {
        throw TokenError(
          .malformed, file: file, tokenPath: childPath.joined(separator: "."),
          message: "a token or group must be an object, not \(value.kindDescription)")
      }
      if let tokenValue = child["$value"] {
        try readToken(
          child, value: tokenValue, path: childPath, groupType: groupType, file: file,
          into: &tokens)
      } else {
        try collect(child, path: childPath, inheritedType: groupType, file: file, into: &tokens)
      }
    }
  }

  private static func readToken(
    _ token: JSONObject, value: JSONValue, path: [String], groupType: TokenType?, file: String,
    into tokens: inout [RawToken]
  ) throws(TokenError) {
    let dotted = path.joined(separator: ".")
    for key in token.keys where !tokenProperties.contains(key) {
      throw TokenError(
        .malformed, file: file, tokenPath: dotted,
        message: key.hasPrefix("$")
          ? "unknown token property \(key)"
          : "a token (it has $value) cannot also hold \"\(key)\"")
    }
    var type = groupType
    if let typeValue = token["$type"] {
      guard let name = typeValue.stringValue else {
        throw TokenError(
          .malformed, file: file, tokenPath: dotted, message: "$type must be a string")
      }
      type = TokenType(name: name)
    }
    tokens.append(
      RawToken(
        path: dotted, declaredType: type, value: value, file: file,
        summary: token["$description"]?.stringValue))
  }
}
