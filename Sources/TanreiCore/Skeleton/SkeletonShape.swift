/// The outline of a skeleton.
public enum SkeletonShape: String, Sendable, Hashable, CaseIterable, BitwiseCopyable {
  /// Square corners: a line of text, a banner.
  case rectangle
  /// Fully rounded: an avatar, a status dot (a capsule when width and height differ).
  case circle
  /// Softly rounded corners: a thumbnail, a chip.
  case rounded

  /// The shape `utf8` names, byte for byte; `nil` for any other name.
  public init?<Name: Collection>(utf8 name: Name) where Name.Element == UInt8 {
    if UTF8Text.equals(name, "rectangle") {
      self = .rectangle
    } else if UTF8Text.equals(name, "circle") {
      self = .circle
    } else if UTF8Text.equals(name, "rounded") {
      self = .rounded
    } else {
      return nil
    }
  }
}
