import Foundation
import Testing

/// The web packages as a web developer installs them: `scripts/build-web OUT`, which writes
/// `@tanrei/web` into `OUT/web` and `@tanrei/react` into `OUT/react`; shared by the renderer's
/// tests of the elements and the gallery's of its live page.
public enum WebPackages {
  /// The script that builds both packages.
  public static let script = RepositoryFiles.url("scripts/build-web")
  /// The browser checks: the Python package `scripts/browser`, run with Playwright's Python.
  public static let python = RepositoryFiles.url(".build/browser-venv/bin/python")
  /// The folder the browser checks are run from.
  public static let checks = RepositoryFiles.url("scripts")

  /// The longest the build may take: a first build compiles the core into five modules,
  /// optimized together (minutes on two cores, more beside the rest of the suite); later ones
  /// reuse them, and a build started while another runs waits for it.
  public static let deadline: Duration = .seconds(900)

  /// Builds both packages into `folder`; the test stops, saying why, if the build fails or
  /// outlasts ``deadline``. Returns the build's size lines.
  @discardableResult
  public static func build(into folder: URL, environment: [String: String]) async throws -> String {
    let built = try await ProgramRunner.run(
      executable: script.path, [folder.path], environment: environment, timeout: deadline)
    try #require(
      built.status == 0 && !built.timedOut,
      "scripts/build-web exited with \(built.status):\n\(built.output)\(built.error)")
    return built.output.split(separator: "\n").filter { $0.contains("gzipped in all") }
      .joined(separator: "\n")
  }

  /// Runs `python -m browser` with `arguments` from `scripts/`, within `seconds` of its start,
  /// once one of the suite's ``BrowserSlots`` is free.
  public static func browser(
    _ arguments: [String], environment: [String: String], seconds: Int
  ) async throws -> ProgramRunner.Result {
    try await BrowserSlots.shared.run {
      try await ProgramRunner.run(
        executable: python.path,
        ["-m", "browser"] + arguments + ["--deadline", String(seconds - 20)],
        environment: environment, workingDirectory: checks, timeout: .seconds(seconds))
    }
  }
}
