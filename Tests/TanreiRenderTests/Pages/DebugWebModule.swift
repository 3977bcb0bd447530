import Foundation
import TanreiTestSupport
import Testing

/// The web elements as the browser checks load them: `scripts/build-web --debug`, which keeps
/// every diagnostic's message, into a folder the test gives.
enum DebugWebModule {
  static let script = RepositoryFiles.url("scripts/build-web")

  /// The longest the build may take: a first build compiles the whole core (about a minute on
  /// two cores, more beside the rest of the suite); later ones reuse its object, and a build
  /// started while another runs waits for it.
  static let deadline: Duration = .seconds(420)

  /// Builds the elements into `folder`; the test stops, saying why, if the build fails or
  /// outlasts ``deadline``. Returns the build's last line, its sizes.
  @discardableResult
  static func build(into folder: URL, environment: [String: String]) async throws -> String {
    let built = try await ProgramRunner.run(
      executable: script.path, ["--debug", folder.path], environment: environment,
      timeout: deadline)
    try #require(
      built.status == 0 && !built.timedOut,
      "scripts/build-web exited with \(built.status):\n\(built.output)\(built.error)")
    return built.output.split(separator: "\n").suffix(1).joined()
  }
}
