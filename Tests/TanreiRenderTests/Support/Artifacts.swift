import Foundation
import TanreiRender
import TanreiTestSupport

/// Where failing image tests leave what they saw: `artifacts/` at the repository's root, which
/// git ignores.
enum Artifacts {
  static let folder = RepositoryFiles.url("artifacts/render-tests")

  /// Writes `image` as `name` and returns the file's path.
  @discardableResult
  static func write(_ image: RGBAImage, named name: String) -> String {
    let url = folder.appendingPathComponent(name)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(try image.pngData()).write(to: url)
    } catch {
      return "(could not write \(url.path): \(error))"
    }
    return url.path
  }
}
