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

/// An entrance the component can draw.
public enum EntranceKind: String, Sendable, Hashable, CaseIterable {
  /// Opacity from 0 to 1.
  case fade
  /// Opacity from 0 to 1 while the scale goes from 0 to 1 about the centre.
  case grow
}
