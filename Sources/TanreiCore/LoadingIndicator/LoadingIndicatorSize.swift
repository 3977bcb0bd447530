/// A size of the loading indicator, by name: `small`, `medium`, `large`, or one a design system
/// adds.
///
/// A size is a name rather than a closed set because a system may add values (LDG-9); a name the
/// active system lacks renders at the default size, `medium`, with a diagnostic.
public struct LoadingIndicatorSize: Sendable, Hashable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The size's name as the tokens spell it.
  public var name: String

  /// The size called `name`.
  public init(_ name: String) {
    self.name = name
  }

  /// The size called `value`.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// 16 px in the default system: in place of an icon in a control.
  public static let small = LoadingIndicatorSize("small")
  /// 24 px in the default system: next to a line of text. The default.
  public static let medium = LoadingIndicatorSize("medium")
  /// 40 px in the default system: an empty section or a whole view.
  public static let large = LoadingIndicatorSize("large")

  /// The name.
  public var description: String { name }
}
