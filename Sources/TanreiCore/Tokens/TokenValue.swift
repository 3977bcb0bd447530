/// The DTCG types the core reads, plus `string`, which Tanrei adds for values that are names.
///
/// DTCG 2025.10 defines no string type. Tanrei needs one for tokens whose value is a choice by
/// name, such as `comp.loading-indicator.motion.entrance`; like other tools that read DTCG, it
/// accepts `"$type": "string"` for them. Types the core has no use for are kept, unread, as
/// ``other(_:)`` so that a system may carry them.
public enum TokenType: Sendable, Hashable, CustomStringConvertible {
  case color
  case dimension
  case duration
  case cubicBezier
  case number
  case shadow
  case string
  case fontFamily
  case fontWeight
  /// Any other type name, kept as written.
  case other(String)

  /// The type named `name` in a `$type` member.
  public init(name: String) {
    switch name {
    case "color": self = .color
    case "dimension": self = .dimension
    case "duration": self = .duration
    case "cubicBezier": self = .cubicBezier
    case "number": self = .number
    case "shadow": self = .shadow
    case "string": self = .string
    case "fontFamily": self = .fontFamily
    case "fontWeight": self = .fontWeight
    default: self = .other(name)
    }
  }

  /// The name as a `$type` member writes it.
  public var description: String {
    switch self {
    case .color: "color"
    case .dimension: "dimension"
    case .duration: "duration"
    case .cubicBezier: "cubicBezier"
    case .number: "number"
    case .shadow: "shadow"
    case .string: "string"
    case .fontFamily: "fontFamily"
    case .fontWeight: "fontWeight"
    case .other(let name): name
    }
  }
}

/// A token's value once every alias in it is resolved.
public enum TokenValue: Sendable, Hashable, CustomStringConvertible {
  case color(RGBAColor)
  case dimension(TokenDimension)
  /// A duration, always in milliseconds whatever unit the file used.
  case duration(milliseconds: Double)
  case cubicBezier(CubicBezier)
  case number(Double)
  /// One or more shadow layers, first drawn on top, as CSS's `box-shadow` lists them.
  case shadow([ShadowLayer])
  case string(String)
  case fontFamily([String])
  case fontWeight(Double)
  /// A value of a type the core does not read, kept as written.
  case other(type: String, JSONValue)

  /// The value's type.
  public var type: TokenType {
    switch self {
    case .color: .color
    case .dimension: .dimension
    case .duration: .duration
    case .cubicBezier: .cubicBezier
    case .number: .number
    case .shadow: .shadow
    case .string: .string
    case .fontFamily: .fontFamily
    case .fontWeight: .fontWeight
    case .other(let type, _): .other(type)
    }
  }

  /// The value as a person reads it in a token table: "#4b4b4b", "16px", "300ms".
  public var description: String {
    switch self {
    case .color(let color): color.description
    case .dimension(let dimension): dimension.description
    case .duration(let milliseconds):
      milliseconds.plainText + "ms"
    case .cubicBezier(let curve): curve.description
    case .number(let number): number.plainText
    case .shadow(let layers): layers.map { $0.description }.joined(separator: ", ")
    case .string(let text): text
    case .fontFamily(let families): families.joined(separator: ", ")
    case .fontWeight(let weight): weight.plainText
    case .other(let type, _): "(\(type))"
    }
  }
}
