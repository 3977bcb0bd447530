#if canImport(SwiftUI)
  import SwiftUI

  /// Whether the delayed content a view is inside, if any, is shown: ``TanreiDelayed`` sets it
  /// for its content, and a Tanrei component inside is inserted only while it is true.
  private struct TanreiContentRevealedKey: EnvironmentKey {
    static let defaultValue = true
  }

  extension EnvironmentValues {
    /// Whether the delayed content around this view is shown; `true` outside any.
    var tanreiContentRevealed: Bool {
      get { self[TanreiContentRevealedKey.self] }
      set { self[TanreiContentRevealedKey.self] = newValue }
    }
  }
#endif
