import TanreiCore

/// Swift source that makes a value again: what every generated Swift file is written in, so that
/// they all spell a number, a string, a colour, a curve and a nested initializer the same way.
package indirect enum SwiftLiteral {
  /// Source written as it stands: a number, a Boolean, `.member`, `nil`.
  case code(String)
  /// `name(label: value, …)`; an empty label writes the value alone.
  case call(String, [(label: String, value: SwiftLiteral)])
  /// `[value, …]`.
  case array([SwiftLiteral])

  /// The widest line the source is laid out in, as the formatter's.
  private static let width = 100

  /// A string literal, its quotes, backslashes and line ends escaped.
  package static func string(_ text: String) -> SwiftLiteral {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return .code(result + "\"")
  }

  /// A number as Swift prints a `Double`: `320.0`, `0.4`, the shortest text that reads back the
  /// same.
  package static func number(_ value: Double) -> SwiftLiteral { .code("\(value)") }

  /// `true` or `false`.
  package static func bool(_ value: Bool) -> SwiftLiteral { .code("\(value)") }

  /// A colour as the initializer that makes it again.
  package static func color(_ color: RGBAColor) -> SwiftLiteral {
    .call(
      "RGBAColor",
      [
        ("red", .number(color.red)), ("green", .number(color.green)),
        ("blue", .number(color.blue)), ("alpha", .number(color.alpha)),
      ])
  }

  /// A curve as the initializer that makes it again, unchecked: it was checked when resolved.
  package static func curve(_ curve: CubicBezier) -> SwiftLiteral {
    .call(
      "CubicBezier",
      [
        ("uncheckedX1", .number(curve.x1)), ("y1", .number(curve.y1)),
        ("x2", .number(curve.x2)), ("y2", .number(curve.y2)),
      ])
  }

  /// The timing tokens as the initializer that makes them again.
  package static func presence(_ tokens: PresenceTokens) -> SwiftLiteral {
    .call(
      "PresenceTokens",
      [
        ("prefix", .string(tokens.prefix)), ("showDelay", .number(tokens.showDelay)),
        ("entrance", .code(".\(tokens.entrance.rawValue)")),
        ("enterDuration", .number(tokens.enterDuration)),
        ("enterEasing", .curve(tokens.enterEasing)),
      ])
  }

  /// The source on one line.
  package var inline: String {
    switch self {
    case .code(let text): text
    case .call(let name, let arguments):
      name + "("
        + arguments.map { Self.argument($0.label, $0.value.inline) }.joined(separator: ", ")
        + ")"
    case .array(let elements): "[" + elements.map(\.inline).joined(separator: ", ") + "]"
    }
  }

  /// The source laid out for a line that starts `indent` spaces in after `lead` characters:
  /// on that line when it fits, otherwise one argument or element a line, each laid out the
  /// same way.
  package func source(indent: Int, lead: Int = 0) -> String {
    let line = inline
    if indent + lead + line.count <= Self.width { return line }
    let inner = String(repeating: " ", count: indent + 2)
    switch self {
    case .code(let text):
      return text
    case .call(let name, let arguments):
      let lines = arguments.map { label, value in
        let prefix = Self.argument(label, "")
        return inner + prefix + value.source(indent: indent + 2, lead: prefix.count + 1)
      }
      return name + "(\n" + lines.joined(separator: ",\n") + ")"
    case .array(let elements):
      let lines = elements.map { inner + $0.source(indent: indent + 2, lead: 1) + ",\n" }
      return "[\n" + lines.joined() + String(repeating: " ", count: indent) + "]"
    }
  }

  private static func argument(_ label: String, _ value: String) -> String {
    label.isEmpty ? value : label + ": " + value
  }

  /// An extension of `type` declaring each of `members`: its one-line documentation, its
  /// declaration (`package static let name`) and its value.
  package static func `extension`(
    of type: String, members: [(documentation: String, declaration: String, value: SwiftLiteral)]
  ) -> String {
    let body = members.map { member in
      let lead = "  \(member.declaration) = "
      return "  /// \(member.documentation)\n" + lead
        + member.value.source(indent: 2, lead: lead.count - 2)
    }
    return "extension \(type) {\n" + body.joined(separator: "\n\n") + "\n}\n"
  }
}
