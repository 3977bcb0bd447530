import Foundation

/// The repository the generated files are derived from and written into.
package struct Repository: Sendable {
  /// The repository's root folder.
  package var root: URL

  /// The repository whose root is `root`.
  package init(root: URL) {
    self.root = root
  }

  /// The text of the file at `path`, relative to the root.
  package func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The paths of the regular files under `folder`, relative to it, sorted: the order the
  /// generated files list them in, whatever order the file system gives.
  package func files(under folder: String) -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [] }
    var paths: [String] = []
    for case let file as URL in enumerator where !file.hasDirectoryPath {
      paths.append(String(file.path.dropFirst(base.path.count + 1)))
    }
    return paths.sorted()
  }
}
