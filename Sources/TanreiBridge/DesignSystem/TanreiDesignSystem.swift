import TanreiCore

/// A design system in both colour modes: what a view draws with, chosen for a whole hierarchy
/// (in SwiftUI, `.tanreiDesignSystem(_:)`).
///
/// Tanrei and Appetite UI are compiled in. Another system loads from its DTCG resolver with
/// ``load(resolver:reading:)``, which never fails: a resolver that cannot be read gives Tanrei's
/// tokens and a diagnostic. A component a system does not define takes another system's tokens,
/// with a diagnostic (Appetite UI has no loading indicator; Tanrei has no spinner).
public struct TanreiDesignSystem: Sendable, Equatable {
  /// The tokens in light mode.
  public let light: SystemTokens
  /// The tokens in dark mode.
  public let dark: SystemTokens
  /// What loading the system reported.
  public let diagnostics: [Diagnostic]

  /// A system of the given tokens.
  public init(light: SystemTokens, dark: SystemTokens, diagnostics: [Diagnostic] = []) {
    self.light = light
    self.dark = dark
    self.diagnostics = diagnostics
  }

  /// The default Tanrei system.
  public static let tanrei = TanreiDesignSystem(light: .tanrei, dark: .tanreiDark)
  /// Appetite UI.
  public static let appetite = TanreiDesignSystem(light: .appetite, dark: .appetiteDark)

  /// Loads a system from its DTCG 2025.10 resolver, resolving it with `mode` set to `light` and
  /// to `dark`; `reading` returns the text of a file the resolver names. A resolver that cannot
  /// be read, or a mode that does not resolve, takes Tanrei's tokens for that mode, with a
  /// diagnostic naming the error.
  public static func load(resolver: TokenSource, reading: (String) throws -> String)
    -> TanreiDesignSystem
  {
    var diagnostics: [Diagnostic] = []
    func mode(_ name: String, fallback: SystemTokens) -> SystemTokens {
      do {
        let system = try DesignSystem.load(
          resolver: resolver, inputs: ["mode": name], reading: reading)
        return SystemTokens(system: system)
      } catch {
        diagnostics.append(
          Diagnostic(
            .tokensUnavailable,
            "\(resolver.name) does not resolve in \(name) mode (\(error.description)); "
              + "using Tanrei's tokens"))
        return fallback
      }
    }
    let light = mode("light", fallback: .tanrei)
    let dark = mode("dark", fallback: .tanreiDark)
    return TanreiDesignSystem(light: light, dark: dark, diagnostics: diagnostics)
  }

  /// The tokens of one mode.
  public func tokens(for mode: ColorMode) -> SystemTokens {
    mode == .dark ? dark : light
  }

  /// One component's tokens in both modes, falling back to `component`'s stand-in system where
  /// this one lacks them, with a diagnostic.
  public func tokens<Tokens>(_ component: ComponentTokens<Tokens>) -> ModeTokens<Tokens> {
    var diagnostics = self.diagnostics
    func pick(_ system: SystemTokens, _ fallback: SystemTokens) -> Tokens {
      if let own = system[keyPath: component.keyPath] { return own }
      let reason = system.problems[component.group].map { " (\($0.description))" } ?? ""
      diagnostics.append(
        Diagnostic(
          .tokensUnavailable,
          "\(system.name) has no \(component.group) tokens\(reason); using \(fallback.name)'s"))
      // The stand-ins are compiled in and always define the component.
      return fallback[keyPath: component.keyPath] ?? component.standIn(fallback)
    }
    let light = pick(light, component.fallbackLight)
    let dark = pick(dark, component.fallbackDark)
    return ModeTokens(light: light, dark: dark, diagnostics: diagnostics)
  }

  /// Whether the two are the same tokens.
  public static func == (lhs: TanreiDesignSystem, rhs: TanreiDesignSystem) -> Bool {
    lhs.light === rhs.light && lhs.dark === rhs.dark
  }
}

/// The colour mode a view is drawn in.
public enum ColorMode: String, Sendable, Hashable, CaseIterable {
  /// Light.
  case light
  /// Dark.
  case dark
}

/// One component's tokens in both colour modes, and the fallbacks taken to find them.
public struct ModeTokens<Tokens: Sendable>: Sendable {
  /// Light mode's.
  public var light: Tokens
  /// Dark mode's.
  public var dark: Tokens
  /// What was missing and what stood in.
  public var diagnostics: [Diagnostic]

  /// The tokens of `mode`.
  public func callAsFunction(_ mode: ColorMode) -> Tokens {
    mode == .dark ? dark : light
  }
}

/// Which component's tokens to take from a `SystemTokens`, and which compiled-in system stands
/// in for a system that lacks them.
public struct ComponentTokens<Tokens: Sendable>: Sendable {
  /// The component's token group, for diagnostics.
  public let group: String
  /// Where the tokens are.
  public let keyPath: KeyPath<SystemTokens, Tokens?> & Sendable
  /// The system that stands in, light.
  public let fallbackLight: SystemTokens
  /// The system that stands in, dark.
  public let fallbackDark: SystemTokens
  /// The stand-in's tokens, for the type checker: the compiled-in stand-ins always have them.
  let standIn: @Sendable (SystemTokens) -> Tokens

  /// The loading indicator's; Tanrei's stand in.
  public static var loadingIndicator: ComponentTokens<LoadingIndicatorTokens> {
    ComponentTokens<LoadingIndicatorTokens>(
      group: "comp.loading-indicator", keyPath: \.loadingIndicator, fallbackLight: .tanrei,
      fallbackDark: .tanreiDark, standIn: { _ in .tanrei })
  }
  /// Progress bars' and rings'; Tanrei's stand in.
  public static var progress: ComponentTokens<ProgressTokens> {
    ComponentTokens<ProgressTokens>(
      group: "comp.progress", keyPath: \.progress, fallbackLight: .tanrei,
      fallbackDark: .tanreiDark, standIn: { _ in .tanrei })
  }
  /// The skeleton's; Tanrei's stand in.
  public static var skeleton: ComponentTokens<SkeletonTokens> {
    ComponentTokens<SkeletonTokens>(
      group: "comp.skeleton", keyPath: \.skeleton, fallbackLight: .tanrei,
      fallbackDark: .tanreiDark, standIn: { _ in .tanrei })
  }
  /// The typing indicator's; Tanrei's stand in.
  public static var typingIndicator: ComponentTokens<TypingIndicatorTokens> {
    ComponentTokens<TypingIndicatorTokens>(
      group: "comp.typing-indicator", keyPath: \.typingIndicator, fallbackLight: .tanrei,
      fallbackDark: .tanreiDark, standIn: { _ in .tanrei })
  }
  /// The spinner's; Appetite UI's stand in (Tanrei has none).
  public static var spinner: ComponentTokens<SpinnerTokens> {
    ComponentTokens<SpinnerTokens>(
      group: "comp.spinner", keyPath: \.spinner, fallbackLight: .appetite,
      fallbackDark: .appetiteDark, standIn: { _ in .appetite })
  }
  /// Delayed content's timing; Tanrei's stand in.
  public static var presence: ComponentTokens<PresenceTokens> {
    ComponentTokens<PresenceTokens>(
      group: "comp.presence", keyPath: \.presence, fallbackLight: .tanrei,
      fallbackDark: .tanreiDark, standIn: { _ in .tanrei })
  }
}
