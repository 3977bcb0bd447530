extension DesignSystem {
  /// The default Tanrei system in light mode, compiled into the library.
  public static let tanrei = compiledIn("tanrei.resolver.json", mode: "light")

  /// The default Tanrei system in dark mode, compiled into the library.
  public static let tanreiDark = compiledIn("tanrei.resolver.json", mode: "dark")

  /// Appetite UI, a second design system, in light mode, compiled into the library: its
  /// spinner, progress bar and ring, typing indicator and skeleton, in its own tokens.
  public static let appetite = compiledIn("appetite/appetite.resolver.json", mode: "light")

  /// Appetite UI in dark mode, compiled into the library.
  public static let appetiteDark = compiledIn("appetite/appetite.resolver.json", mode: "dark")

  /// The default Tanrei system resolved for `inputs` (`["mode": "dark"]`), from the compiled-in
  /// copy of `tokens/`.
  public static func tanrei(inputs: [String: String]) throws(TokenError) -> DesignSystem {
    try compiledIn(resolver: "tanrei.resolver.json", inputs: inputs)
  }

  /// Appetite UI resolved for `inputs`, from the compiled-in copy of `tokens/appetite/`.
  public static func appetite(inputs: [String: String]) throws(TokenError) -> DesignSystem {
    try compiledIn(resolver: "appetite/appetite.resolver.json", inputs: inputs)
  }

  private static func compiledIn(resolver path: String, inputs: [String: String])
    throws(TokenError) -> DesignSystem
  {
    // Files named in a resolver are relative to the resolver's own folder.
    let folder = path.split(separator: "/").dropLast().map { $0 + "/" }.joined()
    return try load(
      resolver: TokenSource(name: "tokens/" + path, text: tanreiFiles[path] ?? ""),
      inputs: inputs,
      reading: { relative throws(MissingCompiledFile) in
        guard let text = tanreiFiles[folder + relative] else {
          throw MissingCompiledFile(path: folder + relative)
        }
        return text
      })
  }

  private static func compiledIn(_ path: String, mode: String) -> DesignSystem {
    do {
      return try compiledIn(resolver: path, inputs: ["mode": mode])
    } catch {
      // The compiled-in files are checked by the test suite; reaching this is a build defect.
      fatalError("the compiled-in tokens of \(path) do not resolve: \(error)")
    }
  }
}

private struct MissingCompiledFile: Error, CustomStringConvertible {
  var path: String
  var description: String { "\(path) is not among the compiled-in token files" }
}
