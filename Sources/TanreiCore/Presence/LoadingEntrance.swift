/// How a component enters once its show delay has passed, as a prop names it: `auto` (the
/// system's choice), `fade` or `grow`.
///
/// It is a name rather than a closed set because props also come from files and command lines,
/// where any text can arrive; a name the component does not know takes the system's entrance,
/// with a diagnostic (LDG-14).
public struct LoadingEntrance: Sendable, Hashable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The entrance's name.
  public var name: String

  /// The entrance called `name`.
  public init(_ name: String) {
    self.name = name
  }

  /// The entrance called `value`.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The design system's entrance, from `comp.loading-indicator.motion.entrance`.
  public static let auto = LoadingEntrance("auto")
  /// Eases the opacity of the whole component in.
  public static let fade = LoadingEntrance("fade")
  /// Eases the opacity in while the component grows from its centre.
  public static let grow = LoadingEntrance("grow")

  /// The name.
  public var description: String { name }
}

extension LoadingEntrance {
  /// What the name asks for: the system's entrance for `auto`, a kind for `fade` or `grow`, and
  /// ``EntranceChoice/unknown`` for any other name.
  public var choice: EntranceChoice { EntranceChoice(utf8: name.utf8) }
}
