import Foundation
import Testing

/// Text compared with a reference file kept in the repository, recorded only when
/// `TANREI_RECORD` asks (see ``RecordMode``).
public enum TextReference {
  /// Checks that `text` is the content of the file at `path` (relative to the repository's
  /// root). When the mode asks for it, the file is written instead and the test fails, saying so,
  /// so that a fresh recording is never mistaken for a pass.
  public static func assertMatches(
    _ text: String, at path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let recorded = try? RepositoryFiles.text(path)
    let mode = RecordMode.current
    if mode == .all || (recorded == nil && mode == .missing) {
      if recorded == text { return }
      try text.write(to: RepositoryFiles.url(path), atomically: true, encoding: .utf8)
      Issue.record(
        "recorded \(path); run the tests again to compare against it",
        sourceLocation: sourceLocation)
      return
    }
    guard let recorded else {
      Issue.record(
        "\(path) is missing; record it on purpose with TANREI_RECORD=missing",
        sourceLocation: sourceLocation)
      return
    }
    #expect(
      text == recorded, "differs from \(path); re-record on purpose with TANREI_RECORD=all",
      sourceLocation: sourceLocation)
  }
}
