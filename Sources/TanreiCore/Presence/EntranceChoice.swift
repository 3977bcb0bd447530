/// What an entrance prop asks for, however it was written: the system's entrance, one the
/// component can draw, or a name it does not know.
public enum EntranceChoice: Sendable, Hashable {
  /// `auto`, or no prop: the design system's entrance.
  case system
  /// `fade` or `grow`.
  case kind(EntranceKind)
  /// Any other name: the system's entrance is used, and the name reported (LDG-14).
  case unknown

  /// The choice the name in `utf8` makes. Names compare byte for byte, as the spec's values are
  /// written: `auto`, `fade`, `grow`; nothing else, not even `Fade` or ` fade`, is known.
  public init<Name: Collection>(utf8 name: Name) where Name.Element == UInt8 {
    if UTF8Text.equals(name, "auto") {
      self = .system
    } else if UTF8Text.equals(name, "fade") {
      self = .kind(.fade)
    } else if UTF8Text.equals(name, "grow") {
      self = .kind(.grow)
    } else {
      self = .unknown
    }
  }
}
