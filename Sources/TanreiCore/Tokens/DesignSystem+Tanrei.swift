extension DesignSystem {
  /// The default Tanrei system in light mode, compiled into the library.
  public static let tanrei = compiledIn(mode: "light")

  /// The default Tanrei system in dark mode, compiled into the library.
  public static let tanreiDark = compiledIn(mode: "dark")

  /// The default Tanrei system resolved for `inputs` (`["mode": "dark"]`), from the compiled-in
  /// copy of `tokens/`.
  public static func tanrei(inputs: [String: String]) throws(TokenError) -> DesignSystem {
    try load(
      resolver: TokenSource(
        name: "tokens/tanrei.resolver.json", text: tanreiFiles["tanrei.resolver.json"] ?? ""),
      inputs: inputs,
      reading: { path in
        guard let text = tanreiFiles[path] else { throw MissingCompiledFile(path: path) }
        return text
      })
  }

  private static func compiledIn(mode: String) -> DesignSystem {
    do {
      return try tanrei(inputs: ["mode": mode])
    } catch {
      // The compiled-in files are checked by the test suite; reaching this is a build defect.
      fatalError("the compiled-in Tanrei tokens do not resolve: \(error)")
    }
  }
}

private struct MissingCompiledFile: Error, CustomStringConvertible {
  var path: String
  var description: String { "\(path) is not among the compiled-in token files" }
}
