import Foundation

/// Files of this repository, found from this source file's location so tests run from any
/// working directory.
public enum RepositoryFiles {
  /// The repository's root folder.
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The file at `path`, relative to the root.
  public static func url(_ path: String) -> URL {
    root.appendingPathComponent(path)
  }

  /// The text of the file at `path`, relative to the root.
  public static func text(_ path: String) throws -> String {
    try String(contentsOf: url(path), encoding: .utf8)
  }

  /// The paths of the regular files under `folder`, relative to it, sorted.
  public static func files(under folder: String) -> [String] {
    let base = url(folder)
    guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [] }
    var paths: [String] = []
    for case let file as URL in enumerator where !file.hasDirectoryPath {
      paths.append(String(file.path.dropFirst(base.path.count + 1)))
    }
    return paths.sorted()
  }
}

/// When tests may write their reference files, as `TANREI_RECORD` says: `missing` (the default)
/// writes a reference only where none exists, `all` rewrites every one, `never` writes none and
/// fails where one is missing, as CI should.
public enum RecordMode: String, Sendable {
  case missing
  case all
  case never

  /// The mode the environment asks for.
  public static var current: RecordMode {
    ProcessInfo.processInfo.environment["TANREI_RECORD"].flatMap(RecordMode.init(rawValue:))
      ?? .missing
  }
}
