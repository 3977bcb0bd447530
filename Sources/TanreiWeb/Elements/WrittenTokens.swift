import TanreiCore

/// A component's tokens written out for every system and mode, so that an element surface picks
/// them by code instead of resolving token files in the module.
protocol WrittenTokens {
  static var writtenTanrei: Self { get }
  static var writtenTanreiDark: Self { get }
  static var writtenAppetite: Self { get }
  static var writtenAppetiteDark: Self { get }
}

extension WrittenTokens {
  /// The tokens of `system` (0 Tanrei, 1 Appetite UI) in `mode` (0 light, 1 dark); `nil` for an
  /// unknown code.
  static func written(system: Int32, mode: Int32) -> Self? {
    switch (system, mode) {
    case (0, 0): writtenTanrei
    case (0, 1): writtenTanreiDark
    case (1, 0): writtenAppetite
    case (1, 1): writtenAppetiteDark
    default: nil
    }
  }
}
