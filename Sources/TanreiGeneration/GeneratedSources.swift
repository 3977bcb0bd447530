/// Every source the repository derives from data, from the data as it is on disk now: the
/// compiled-in copy of the token files, the components' tokens written out as values, the web
/// elements' tokens, and the conformance status.
package enum GeneratedSources {
  /// Every file, in the order they are written.
  package static func files(in repository: Repository) throws -> [GeneratedFile] {
    let systems = try TokenSystems(tokensIn: repository)
    return [try CompiledInTokenSources.file(in: repository)]
      + (try WrittenTokenSources.files(systems))
      + (try WebTokenSources.files(systems))
      + (try WebAttributeSources.files(in: repository))
      + (try ConformanceStatusSources.files(in: repository))
  }
}
