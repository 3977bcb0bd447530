import TanreiCore

/// The design systems as the token files under `tokens/` resolve them now, rather than as the
/// library's compiled-in copy has them: so that one run after a token change writes every file
/// from the new tokens, the compiled-in copy among them.
package struct TokenSystems {
  /// The default Tanrei system, light.
  package var tanrei: DesignSystem
  /// The default Tanrei system, dark.
  package var tanreiDark: DesignSystem
  /// Appetite UI, light.
  package var appetite: DesignSystem
  /// Appetite UI, dark.
  package var appetiteDark: DesignSystem

  /// The systems resolved from the token files of `repository`.
  package init(tokensIn repository: Repository) throws {
    func load(_ resolver: String, mode: String) throws -> DesignSystem {
      // Files named in a resolver are relative to the resolver's own folder.
      let folder = resolver.split(separator: "/").dropLast().map { $0 + "/" }.joined()
      return try DesignSystem.load(
        resolver: TokenSource(
          name: "tokens/" + resolver, text: repository.text("tokens/" + resolver)),
        inputs: ["mode": mode],
        reading: { relative in try repository.text("tokens/" + folder + relative) })
    }
    tanrei = try load("tanrei.resolver.json", mode: "light")
    tanreiDark = try load("tanrei.resolver.json", mode: "dark")
    appetite = try load("appetite/appetite.resolver.json", mode: "light")
    appetiteDark = try load("appetite/appetite.resolver.json", mode: "dark")
  }
}
