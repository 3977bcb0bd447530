import TanreiCore

/// The bits of a `set` call's flags that are not an attribute's presence: bits 0 to 15 say
/// which of the element's attributes are present, in the order it passes their texts; these
/// come after.
public enum PageFlags {
  /// The product's `aria-labelledby` (or its twin, while held) names an element of the page.
  public static let labelledByNamesElement: Int32 = 1 << 16
  /// Reduced motion is on, for an element made by this call.
  public static let reducedMotion: Int32 = 1 << 17
  /// The direction is right to left, for an element made by this call.
  public static let rightToLeft: Int32 = 1 << 18

  /// The environment an element made by a call with `flags` starts in.
  public static func environment(_ flags: Int32) -> ComponentEnvironment {
    ComponentEnvironment(
      reducedMotion: flags & reducedMotion != 0,
      direction: flags & rightToLeft != 0 ? .rightToLeft : .leftToRight)
  }

  /// Whether the product names the host itself: an `aria-label` that is not blank, or an
  /// `aria-labelledby` that names an element (LDG-18).
  public static func productNames(_ productLabel: UnsafeBufferPointer<UInt8>, _ flags: Int32)
    -> Bool
  {
    !UTF8Text.isBlank(productLabel) || flags & labelledByNamesElement != 0
  }
}
