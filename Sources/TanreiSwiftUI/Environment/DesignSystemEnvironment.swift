#if canImport(SwiftUI)
  import SwiftUI
  import TanreiBridge

  /// Where the design system a hierarchy's Tanrei views draw with is kept.
  private struct TanreiDesignSystemKey: EnvironmentKey {
    static let defaultValue = TanreiDesignSystem.tanrei
  }

  extension EnvironmentValues {
    /// The design system Tanrei views draw with; the default Tanrei system unless set.
    public var tanreiDesignSystem: TanreiDesignSystem {
      get { self[TanreiDesignSystemKey.self] }
      set { self[TanreiDesignSystemKey.self] = newValue }
    }
  }

  extension View {
    /// Draws every Tanrei view in this hierarchy with `system`'s tokens, in light or dark as the
    /// colour scheme says.
    ///
    /// ```swift
    /// import SwiftUI
    /// import Tanrei
    ///
    /// struct ContentView: View {
    ///   var body: some View {
    ///     NavigationStack {
    ///       TanreiLoadingIndicator("Loading messages")
    ///     }
    ///     .tanreiDesignSystem(.appetite)   // every Tanrei view inside draws with Appetite UI's
    ///   }
    /// }
    /// ```
    ///
    /// A system loaded with ``TanreiDesignSystem/load(resolver:reading:)`` never fails: what it
    /// lacks is taken from a compiled-in system and reported in debug builds.
    public func tanreiDesignSystem(_ system: TanreiDesignSystem) -> some View {
      environment(\.tanreiDesignSystem, system)
    }
  }
#endif
