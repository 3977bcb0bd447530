/// A design system's tokens, resolved for one context (light or dark mode, for instance).
///
/// Load a system from a DTCG 2025.10 resolver file with ``load(resolver:inputs:reading:)``, or
/// from plain token files with ``load(name:files:)``. The default Tanrei system is compiled into
/// the library as ``tanrei`` (light) and ``tanreiDark``: nothing has to be found on disk.
///
/// The core does no I/O: a loader is handed a closure that returns the text of a file named in
/// the resolver, and the caller decides where files come from.
public struct DesignSystem: Sendable {
  /// The system's name, from the resolver's `name`, or as given.
  public var name: String
  /// The modifier contexts the tokens were resolved for, such as `["mode": "dark"]`.
  public var context: [String: String]
  /// Every token, aliases followed.
  public var tokens: ResolvedTokens

  /// A system named `name` whose tokens are `tokens`, resolved for `context`.
  public init(name: String, context: [String: String] = [:], tokens: ResolvedTokens) {
    self.name = name
    self.context = context
    self.tokens = tokens
  }

  /// Loads a system from plain token files, later files overriding earlier ones.
  public static func load(name: String, files: [TokenSource]) throws(TokenError) -> DesignSystem {
    var raw: [RawToken] = []
    for file in files { raw += try TokenDocument.tokens(in: file) }
    return DesignSystem(name: name, tokens: try ResolvedTokens.resolve(raw))
  }

  /// Loads a system through a DTCG 2025.10 resolver document.
  ///
  /// - Parameters:
  ///   - resolver: The resolver file. Its `sets` and `modifiers` name token files with
  ///     `{"$ref": "relative/path.tokens.json"}` or hold token groups inline; its
  ///     `resolutionOrder` lists `{"$ref": "#/sets/name"}` and `{"$ref": "#/modifiers/name"}`.
  ///   - inputs: The context to pick for each modifier, such as `["mode": "dark"]`; a modifier
  ///     not named takes its `default`.
  ///   - reading: Returns the text of a file named in the resolver, relative to it.
  public static func load<ReadingError: Error>(
    resolver: TokenSource, inputs: [String: String] = [:],
    reading: (String) throws(ReadingError) -> String
  ) throws(TokenError) -> DesignSystem {
    let document = try ResolverDocument(source: resolver)
    let (raw, context) = try document.tokens(inputs: inputs, reading: reading)
    return DesignSystem(
      name: document.name ?? resolver.name, context: context,
      tokens: try ResolvedTokens.resolve(raw))
  }
}

/// The parts of a DTCG 2025.10 resolver document the core reads.
struct ResolverDocument {
  struct Modifier {
    var contexts: [(name: String, sources: [JSONValue])]
    var defaultContext: String?
  }

  var name: String?
  var sets: [String: [JSONValue]] = [:]
  var modifiers: [String: Modifier] = [:]
  var order: [(kind: String, name: String)] = []
  let file: String

  init(source: TokenSource) throws(TokenError) {
    file = source.name
    let root: JSONValue
    do {
      root = try JSONParser.parse(source.text)
    } catch {
      throw TokenError(.unreadable, file: file, message: error.description)
    }
    guard let object = root.objectValue else {
      throw TokenError(.malformed, file: file, message: "a resolver must be a JSON object")
    }
    guard object["version"]?.stringValue == "2025.10" else {
      throw TokenError(.malformed, file: file, message: "a resolver's version must be \"2025.10\"")
    }
    name = object["name"]?.stringValue
    for (setName, value) in object["sets"]?.objectValue ?? JSONObject() {
      guard let sources = value.objectValue?["sources"]?.arrayValue else {
        throw malformed("set \"\(setName)\" needs a sources array")
      }
      sets[setName] = sources
    }
    for (modifierName, value) in object["modifiers"]?.objectValue ?? JSONObject() {
      guard let contexts = value.objectValue?["contexts"]?.objectValue, contexts.count > 0 else {
        throw malformed("modifier \"\(modifierName)\" needs a contexts object")
      }
      var modifier = Modifier(
        contexts: [], defaultContext: value.objectValue?["default"]?.stringValue)
      for (contextName, sources) in contexts {
        guard let list = sources.arrayValue else {
          throw malformed("context \"\(contextName)\" of \"\(modifierName)\" must be an array")
        }
        modifier.contexts.append((contextName, list))
      }
      if let fallback = modifier.defaultContext,
        !modifier.contexts.contains(where: { $0.name == fallback })
      {
        throw malformed(
          "the default \"\(fallback)\" of \"\(modifierName)\" is not one of its contexts")
      }
      modifiers[modifierName] = modifier
    }
    guard let order = object["resolutionOrder"]?.arrayValue else {
      throw malformed("a resolver needs a resolutionOrder array")
    }
    for entry in order {
      guard let reference = entry.objectValue?["$ref"]?.stringValue else {
        throw malformed(
          "each resolutionOrder entry is {\"$ref\": \"#/sets/…\"} or \"#/modifiers/…\"")
      }
      let parts = reference.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 3, parts[0] == "#", parts[1] == "sets" || parts[1] == "modifiers" else {
        throw malformed("\(reference) does not name a set or a modifier")
      }
      guard parts[1] == "sets" ? sets[parts[2]] != nil : modifiers[parts[2]] != nil else {
        throw malformed("\(reference) names nothing this resolver defines")
      }
      self.order.append((parts[1], parts[2]))
    }
  }

  private func malformed(_ message: String) -> TokenError {
    TokenError(.malformed, file: file, message: message)
  }

  func tokens<ReadingError: Error>(
    inputs: [String: String], reading: (String) throws(ReadingError) -> String
  ) throws(TokenError) -> ([RawToken], [String: String]) {
    for key in inputs.keys where modifiers[key] == nil {
      let known = modifiers.keys.sorted().joined(separator: ", ")
      throw malformed("no modifier is called \"\(key)\" (this resolver has: \(known))")
    }
    var context: [String: String] = [:]
    var raw: [RawToken] = []
    for (kind, name) in order {
      let sources: [JSONValue]
      if kind == "sets" {
        sources = sets[name] ?? []
      } else {
        guard let modifier = modifiers[name] else { continue }
        guard let chosen = inputs[name] ?? modifier.defaultContext else {
          throw malformed("modifier \"\(name)\" has no default; choose one of its contexts")
        }
        guard let match = modifier.contexts.first(where: { $0.name == chosen }) else {
          let known = modifier.contexts.map { $0.name }.joined(separator: ", ")
          throw malformed("\"\(chosen)\" is not a context of \"\(name)\" (it has: \(known))")
        }
        context[name] = chosen
        sources = match.sources
      }
      for source in sources { raw += try tokens(from: source, reading: reading) }
    }
    return (raw, context)
  }

  private func tokens<ReadingError: Error>(
    from source: JSONValue, reading: (String) throws(ReadingError) -> String
  ) throws(TokenError) -> [RawToken] {
    guard let object = source.objectValue else {
      throw malformed("a source is {\"$ref\": \"file.tokens.json\"} or an inline token group")
    }
    guard let path = object["$ref"]?.stringValue else {
      let writer = JSONWriter()
      return try TokenDocument.tokens(
        in: TokenSource(name: file + " (inline)", text: writer.string(from: source)))
    }
    let text: String
    do {
      text = try reading(path)
    } catch {
      throw TokenError(
        .unreadable, file: path, message: "cannot be read: " + ErrorText.describing(error))
    }
    return try TokenDocument.tokens(in: TokenSource(name: path, text: text))
  }
}
