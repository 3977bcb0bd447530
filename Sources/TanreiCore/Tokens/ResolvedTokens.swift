/// A set of tokens with every alias followed to a value.
///
/// Build one with ``resolve(_:)`` from the tokens of one or more files, later files overriding
/// earlier ones path by path, as a DTCG resolver's order does. Read values with the typed
/// accessors (``color(_:)``, ``dimension(_:)``…), which throw a ``TokenError`` naming the token
/// when it is missing or of another type.
public struct ResolvedTokens: Sendable {
  /// One resolved token.
  public struct Token: Sendable, Hashable {
    /// The dotted path.
    public var path: String
    /// The value, aliases followed.
    public var value: TokenValue
    /// The file that defines the token.
    public var file: String
    /// The path this token's value is an alias of, if it is one: the first step of the chain.
    public var aliasOf: String?
    /// `$description`, if any.
    public var summary: String?
  }

  /// The longest chain of aliases followed: one token naming another, and so on. Real systems
  /// go three or four deep; a longer chain is refused rather than followed down the stack.
  public static let maximumAliasDepth = 64

  private var tokensByPath: [String: Token]
  /// Every path, in the order the files define them.
  public private(set) var paths: [String]

  /// The token at `path`, or `nil` when no file defines it.
  public subscript(path: String) -> Token? { tokensByPath[path] }

  /// Every token, in the order the files define them.
  public var tokens: [Token] { paths.compactMap { tokensByPath[$0] } }

  /// Follows every alias in `raw` and reads every value as its type says.
  ///
  /// Tokens later in `raw` replace earlier ones with the same path. Throws the first problem
  /// found, in file order: an alias to no token, a cycle of aliases, a value of the wrong type,
  /// or a value the type cannot read.
  public static func resolve(_ raw: [RawToken]) throws(TokenError) -> ResolvedTokens {
    var latest: [String: RawToken] = [:]
    var order: [String] = []
    for token in raw {
      if latest.updateValue(token, forKey: token.path) == nil { order.append(token.path) }
    }
    var resolver = AliasResolver(raw: latest)
    var resolved: [String: Token] = [:]
    for path in order {
      resolved[path] = try resolver.resolve(path, chain: [])
    }
    return ResolvedTokens(tokensByPath: resolved, paths: order)
  }

  /// The colour at `path`.
  public func color(_ path: String) throws(TokenError) -> RGBAColor {
    guard case .color(let color) = try value(path, expecting: .color) else { unreachable() }
    return color
  }

  /// The length at `path`, in logical pixels.
  public func dimension(_ path: String) throws(TokenError) -> Double {
    guard case .dimension(let dimension) = try value(path, expecting: .dimension) else {
      unreachable()
    }
    return dimension.pixels
  }

  /// The duration at `path`, in milliseconds.
  public func duration(_ path: String) throws(TokenError) -> Double {
    guard case .duration(let milliseconds) = try value(path, expecting: .duration) else {
      unreachable()
    }
    return milliseconds
  }

  /// The easing curve at `path`.
  public func cubicBezier(_ path: String) throws(TokenError) -> CubicBezier {
    guard case .cubicBezier(let curve) = try value(path, expecting: .cubicBezier) else {
      unreachable()
    }
    return curve
  }

  /// The easing curve at `path`, for an entrance: its opacity follows the curve, so the curve
  /// may not leave 0…1. A cubic Bézier from 0 to 1 stays within 0…1 exactly when y1 and y2 do;
  /// a curve that overshoots is refused rather than giving an opacity past 1 or below 0.
  func entranceCurve(_ path: String) throws(TokenError) -> CubicBezier {
    let curve = try cubicBezier(path)
    guard (0...1).contains(curve.y1), (0...1).contains(curve.y2) else {
      throw TokenError(
        .invalidValue, file: self[path]?.file, tokenPath: path,
        message: "an entrance's curve sets its opacity, so its y1 and y2 must lie in 0…1, "
          + "not \(curve.y1) and \(curve.y2)")
    }
    return curve
  }

  /// The shadow layers at `path`.
  public func shadow(_ path: String) throws(TokenError) -> [ShadowLayer] {
    guard case .shadow(let layers) = try value(path, expecting: .shadow) else { unreachable() }
    return layers
  }

  /// The name at `path`.
  public func string(_ path: String) throws(TokenError) -> String {
    guard case .string(let text) = try value(path, expecting: .string) else { unreachable() }
    return text
  }

  /// The number at `path`.
  public func number(_ path: String) throws(TokenError) -> Double {
    guard case .number(let number) = try value(path, expecting: .number) else { unreachable() }
    return number
  }

  /// The value at `path`, which must be of `type`.
  public func value(_ path: String, expecting type: TokenType) throws(TokenError) -> TokenValue {
    guard let token = tokensByPath[path] else {
      throw TokenError(
        .missingToken, file: nil, tokenPath: path,
        message: "needed, but no token file of this system defines it")
    }
    guard token.value.type == type else {
      throw TokenError(
        .wrongType(expected: type, found: token.value.type), file: token.file, tokenPath: path,
        message: "must be of type \(type), but is of type \(token.value.type)")
    }
    return token.value
  }

  /// The paths directly under `group` (`"comp.loading-indicator.indicator.size"` gives the size
  /// names), in file order.
  public func names(under group: String) -> [String] {
    let prefix = group + "."
    return paths.compactMap { path in
      guard path.hasPrefix(prefix) else { return nil }
      let rest = path.dropFirst(prefix.count)
      return rest.contains(".") ? nil : String(rest)
    }
  }
}

private func unreachable() -> Never {
  preconditionFailure("value(_:expecting:) returned a value of another type")
}

/// Follows aliases with memoisation and cycle detection, and reads each value by its type.
private struct AliasResolver {
  let raw: [String: RawToken]
  var done: [String: ResolvedTokens.Token] = [:]

  init(raw: [String: RawToken]) {
    self.raw = raw
  }

  mutating func resolve(_ path: String, chain: [String]) throws(TokenError) -> ResolvedTokens.Token
  {
    if let finished = done[path] { return finished }
    guard let token = raw[path] else {
      // Only reached through an alias; the caller reports the missing reference.
      throw TokenError(.missingReference(path), file: nil, tokenPath: path, message: "")
    }
    if let start = chain.firstIndex(of: path) {
      let loop = Array(chain[start...]) + [path]
      throw TokenError(
        .cycle(loop), file: raw[chain[start]]?.file, tokenPath: chain[start],
        message: "aliases form a cycle: " + loop.joined(separator: " → "))
    }
    guard chain.count < ResolvedTokens.maximumAliasDepth else {
      throw TokenError(
        .malformed, file: token.file, tokenPath: chain[0],
        message: "aliases are nested more than \(ResolvedTokens.maximumAliasDepth) deep here")
    }
    let chain = chain + [path]
    let value: TokenValue
    var aliasOf: String?
    if let target = Self.aliasTarget(token.value) {
      let targetToken = try follow(target, from: token, chain: chain)
      if let declared = token.declaredType, declared != targetToken.value.type {
        throw TokenError(
          .wrongType(expected: declared, found: targetToken.value.type), file: token.file,
          tokenPath: path,
          message:
            "declared as \(declared), but its alias {\(target)} is of type \(targetToken.value.type)"
        )
      }
      value = targetToken.value
      aliasOf = target
    } else {
      guard let type = token.declaredType else {
        throw TokenError(
          .malformed, file: token.file, tokenPath: path,
          message: "has no $type, and neither has any group around it, and it is not an alias")
      }
      value = try read(token.value, as: type, token: token, chain: chain)
    }
    let resolved = ResolvedTokens.Token(
      path: path, value: value, file: token.file, aliasOf: aliasOf, summary: token.summary)
    done[path] = resolved
    return resolved
  }

  /// Resolves the alias `target` met in `token`, turning a missing target into an error that
  /// names the token that refers to it.
  private mutating func follow(_ target: String, from token: RawToken, chain: [String])
    throws(TokenError) -> ResolvedTokens.Token
  {
    do {
      return try resolve(target, chain: chain)
    } catch {
      if case .missingReference(let missing) = error.kind, missing == target {
        throw TokenError(
          .missingReference(target), file: token.file, tokenPath: token.path,
          message: "refers to {\(target)}, which no token defines")
      }
      throw error
    }
  }

  static func aliasTarget(_ value: JSONValue) -> String? {
    guard let text = value.stringValue, text.count > 2, text.first == "{", text.last == "}"
    else { return nil }
    let inner = text.dropFirst().dropLast()
    guard !inner.contains("{"), !inner.contains("}"), !inner.isEmpty else { return nil }
    return String(inner)
  }

  private func invalid(_ token: RawToken, _ message: String) -> TokenError {
    TokenError(.invalidValue, file: token.file, tokenPath: token.path, message: message)
  }

  private mutating func read(
    _ value: JSONValue, as type: TokenType, token: RawToken, chain: [String]
  )
    throws(TokenError) -> TokenValue
  {
    switch type {
    case .color: return .color(try readColor(value, token: token, chain: chain))
    case .dimension: return .dimension(try readDimension(value, token: token, chain: chain))
    case .duration:
      guard let object = value.objectValue, let number = object["value"]?.numberValue,
        let unit = object["unit"]?.stringValue
      else { throw invalid(token, "a duration is written {\"value\": 300, \"unit\": \"ms\"}") }
      guard number.isFinite, number >= 0 else {
        throw invalid(token, "a duration must be a finite number of 0 or more")
      }
      switch unit {
      case "ms": return .duration(milliseconds: number)
      case "s": return .duration(milliseconds: number * 1000)
      default: throw invalid(token, "a duration's unit is \"ms\" or \"s\", not \"\(unit)\"")
      }
    case .cubicBezier:
      guard let numbers = value.arrayValue?.compactMap({ $0.numberValue }), numbers.count == 4,
        value.arrayValue?.count == 4
      else { throw invalid(token, "a cubicBezier is written as four numbers [x1, y1, x2, y2]") }
      guard let curve = CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
      else { throw invalid(token, "a cubicBezier's x1 and x2 must lie in 0…1") }
      return .cubicBezier(curve)
    case .number:
      guard let number = value.numberValue, number.isFinite else {
        throw invalid(token, "a number token holds a finite number")
      }
      return .number(number)
    case .shadow:
      let layers = value.arrayValue ?? [value]
      guard !layers.isEmpty else { throw invalid(token, "a shadow needs at least one layer") }
      var result: [ShadowLayer] = []
      for layer in layers {
        result.append(try readShadowLayer(layer, token: token, chain: chain))
      }
      return .shadow(result)
    case .string:
      guard let text = value.stringValue else { throw invalid(token, "a string token holds text") }
      return .string(text)
    case .fontFamily:
      if let name = value.stringValue { return .fontFamily([name]) }
      guard let names = value.arrayValue?.compactMap({ $0.stringValue }), !names.isEmpty,
        names.count == value.arrayValue?.count
      else { throw invalid(token, "a fontFamily is a name or a list of names") }
      return .fontFamily(names)
    case .fontWeight:
      if let number = value.numberValue, (1...1000).contains(number) {
        return .fontWeight(number)
      }
      let named: [String: Double] = [
        "thin": 100, "extra-light": 200, "light": 300, "normal": 400, "regular": 400,
        "medium": 500, "semi-bold": 600, "bold": 700, "extra-bold": 800, "black": 900,
      ]
      guard let name = value.stringValue, let weight = named[name] else {
        throw invalid(token, "a fontWeight is a number in 1…1000 or a name such as \"bold\"")
      }
      return .fontWeight(weight)
    case .other(let name):
      return .other(type: name, value)
    }
  }

  /// A member of a composite value may itself be an alias; resolve it to a value of `type`.
  private mutating func member(
    _ value: JSONValue, as type: TokenType, token: RawToken, chain: [String], name: String
  ) throws(TokenError) -> TokenValue {
    guard let target = Self.aliasTarget(value) else {
      return try read(value, as: type, token: token, chain: chain)
    }
    let targetToken = try follow(target, from: token, chain: chain)
    guard targetToken.value.type == type else {
      throw TokenError(
        .wrongType(expected: type, found: targetToken.value.type), file: token.file,
        tokenPath: token.path,
        message:
          "\(name) must be of type \(type), but {\(target)} is of type \(targetToken.value.type)")
    }
    return targetToken.value
  }

  private mutating func readColor(_ value: JSONValue, token: RawToken, chain: [String])
    throws(TokenError) -> RGBAColor
  {
    if let hex = value.stringValue {
      guard let color = RGBAColor(hex: hex) else {
        throw invalid(token, "\"\(hex)\" is not a colour; write {\"colorSpace\": \"srgb\", …}")
      }
      return color
    }
    guard let object = value.objectValue else {
      throw invalid(
        token, "a colour is written {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}")
    }
    let alpha = object["alpha"]?.numberValue ?? 1
    guard alpha.isFinite, (0...1).contains(alpha) else {
      throw invalid(token, "a colour's alpha lies in 0…1")
    }
    guard let space = object["colorSpace"]?.stringValue else {
      throw invalid(token, "a colour needs its colorSpace")
    }
    guard let components = object["components"]?.arrayValue, components.count == 3 else {
      throw invalid(token, "a colour needs three components")
    }
    // DTCG writes a missing component as "none"; in sRGB it counts as 0.
    var channels: [Double] = []
    for component in components {
      if component.stringValue == "none" {
        channels.append(0)
      } else if let number = component.numberValue, number.isFinite {
        channels.append(number)
      } else {
        throw invalid(token, "a colour component is a number or \"none\"")
      }
    }
    switch space {
    case "srgb":
      guard channels.allSatisfy({ (0...1).contains($0) }) else {
        throw invalid(token, "sRGB components lie in 0…1")
      }
      return RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    case "srgb-linear":
      func encode(_ linear: Double) -> Double {
        linear <= 0.0031308 ? linear * 12.92 : 1.055 * Numerics.power(linear, 1 / 2.4) - 0.055
      }
      return RGBAColor(
        red: encode(channels[0]), green: encode(channels[1]), blue: encode(channels[2]),
        alpha: alpha)
    default:
      if let hex = object["hex"]?.stringValue, let fallback = RGBAColor(hex: hex) {
        return fallback.withOpacity(alpha)
      }
      throw invalid(
        token, "the colour space \"\(space)\" is not read here; use \"srgb\" or give a hex fallback"
      )
    }
  }

  private mutating func readDimension(_ value: JSONValue, token: RawToken, chain: [String])
    throws(TokenError) -> TokenDimension
  {
    guard let object = value.objectValue, let number = object["value"]?.numberValue,
      let unitName = object["unit"]?.stringValue
    else { throw invalid(token, "a dimension is written {\"value\": 16, \"unit\": \"px\"}") }
    guard number.isFinite else { throw invalid(token, "a dimension must be finite") }
    guard let unit = TokenDimension.Unit(rawValue: unitName) else {
      throw invalid(token, "a dimension's unit is \"px\" or \"rem\", not \"\(unitName)\"")
    }
    return TokenDimension(number, unit)
  }

  private mutating func readShadowLayer(_ value: JSONValue, token: RawToken, chain: [String])
    throws(TokenError) -> ShadowLayer
  {
    guard let object = value.objectValue else {
      throw invalid(token, "a shadow layer is an object with color, offsetX, offsetY, blur, spread")
    }
    guard let colorValue = object["color"] else { throw invalid(token, "a shadow needs a color") }
    guard
      case .color(let color) = try member(
        colorValue, as: .color, token: token, chain: chain, name: "color")
    else { throw invalid(token, "a shadow's color must be a colour") }
    func length(_ name: String) throws(TokenError) -> Double {
      guard let field = object[name] else { return 0 }
      guard
        case .dimension(let dimension) = try member(
          field, as: .dimension, token: token, chain: chain, name: name)
      else { throw invalid(token, "a shadow's \(name) must be a dimension") }
      return dimension.pixels
    }
    let blur = try length("blur")
    guard blur >= 0 else { throw invalid(token, "a shadow's blur cannot be negative") }
    return ShadowLayer(
      color: color, offsetX: try length("offsetX"), offsetY: try length("offsetY"), blur: blur,
      spread: try length("spread"), inset: object["inset"]?.boolValue ?? false)
  }
}
