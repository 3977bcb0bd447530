import Foundation
import TanreiTestSupport
import Testing

/// A run of the tests leaves nothing in the temporary folder: every file a test writes lives in
/// a scratch folder that goes when the test ends, and the programs the tests start clean up
/// after themselves. (The compiler driver SwiftPM starts leaves an empty `TemporaryDirectory.*`
/// of its own on every run; `.ci/run` gives SwiftPM a temporary folder of the build's.)
@Suite("Nothing is left in the temporary folder", .timeLimit(.minutes(1)))
struct TemporaryFilesTests {
  /// What is in `folder`, as paths relative to it.
  static func contents(of folder: URL) -> [String] {
    guard let names = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return names.compactMap { $0 as? String }.sorted()
  }

  @Test("a scratch folder goes with everything in it, even when the test throws")
  func scratchFolderIsRemoved() throws {
    struct Thrown: Error {}
    var kept: URL?
    #expect(throws: Thrown.self) {
      try ScratchFolder.with("scratch-check") { folder in
        kept = folder.url
        try FileManager.default.createDirectory(
          at: folder.file("nested/deeper"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: folder.file("nested/deeper/file"))
        throw Thrown()
      }
    }
    let url = try #require(kept)
    #expect(!FileManager.default.fileExists(atPath: url.path), "\(url.path) was left")
  }

  @Test(
    "tanrei's commands write nothing to their temporary folder",
    arguments: [
      ["trace", "-"], ["spin", "--", "true"], ["spin", "--", "sh", "-c", "exit 3"],
      ["render", "--size", "small", "--scale", "1", "--out", "out", "--no-web"], ["--help"],
      ["spin", "--bogus"],
    ])
  func commandsLeaveNothing(arguments: [String]) async throws {
    let scratch = try ScratchFolder("command-temporary")
    defer { scratch.remove() }
    let scenario = #"{"events": [{"at": 0, "do": "insert"}], "samples": [0, 400]}"#
    _ = try await ProgramRunner.run(
      "tanrei", arguments, input: scenario, environment: scratch.childEnvironment(["CI": "true"]),
      workingDirectory: scratch.url)
    #expect(Self.contents(of: scratch.temporaryFolder) == [])
  }
}
