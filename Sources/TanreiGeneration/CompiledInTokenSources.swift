/// The token files under `tokens/` as text compiled into the core, so that the default systems
/// resolve with nothing to find on disk.
enum CompiledInTokenSources {
  static let path = "Sources/TanreiCore/Tokens/Generated/DesignSystem+Generated.swift"

  static func file(in repository: Repository) throws -> GeneratedFile {
    var source = """
      // swift-format-ignore-file

      extension DesignSystem {
        /// The text of the default system's token files, by path relative to `tokens/`.
        static let tanreiFiles: [String: String] = [

      """
    for path in repository.files(under: "tokens") where path.hasSuffix(".json") {
      let text = try repository.text("tokens/" + path)
      guard !text.contains("\"\"\"##") else {
        throw GenerationError("tokens/\(path) holds \"\"\"##, which ends the raw string it goes in")
      }
      source += "    \(SwiftLiteral.string(path).inline): ##\"\"\"\n\(text)\n\"\"\"##,\n"
    }
    source += "  ]\n}\n"
    return GeneratedFile(path: path, source: source, from: "the files under tokens/")
  }
}
