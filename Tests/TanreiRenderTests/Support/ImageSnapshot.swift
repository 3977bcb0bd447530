import Foundation
import TanreiRender
import TanreiTestSupport
import Testing

/// Compares an image with its reference under `Tests/TanreiRenderTests/__Snapshots__/`, in the
/// manner of swift-snapshot-testing.
///
/// `TANREI_RECORD` decides when a reference is written: `missing` (the default) writes one that
/// does not exist yet, `all` rewrites every one, `never` (CI) writes none. Writing a reference
/// fails the test, so that a new reference is looked at before it is trusted.
///
/// The comparison decodes both PNGs and compares premultiplied pixels: a pixel differs when a
/// channel is more than ``channelTolerance`` levels away. The rasterizer is deterministic, so
/// no pixel may differ; the tolerance only forgives rounding of the last level, which a change
/// in the order of floating-point additions could move. On failure the actual image, the
/// reference and a diff image are written to `artifacts/render-tests/`, and the message names
/// them.
enum ImageSnapshot {
  static let channelTolerance = 2.0
  static let folder = "Tests/TanreiRenderTests/__Snapshots__"

  static func assertMatches(
    _ png: [UInt8], named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let path = "\(folder)/\(name).png"
    let url = RepositoryFiles.url(path)
    let mode = RecordMode.current
    let existing = try? Data(contentsOf: url)
    if mode == .all || (existing == nil && mode == .missing) {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(png).write(to: url)
      fail(
        "recorded the reference \(path) (TANREI_RECORD=\(mode.rawValue)); look at it, then run "
          + "the tests again", sourceLocation: sourceLocation)
      return
    }
    guard let existing else {
      fail(
        "no reference \(path); record it with TANREI_RECORD=missing swift test",
        sourceLocation: sourceLocation)
      return
    }
    let expected = try RGBAImage(png: Array(existing))
    let actual = try RGBAImage(png: png)
    let difference = ImageDifference(
      expected: expected, actual: actual, tolerance: channelTolerance)
    guard difference.sizesMatch && difference.differing == 0 else {
      let actualPath = Artifacts.write(actual, named: "\(name)-actual.png")
      Artifacts.write(expected, named: "\(name)-reference.png")
      let diffPath = Artifacts.write(difference.picture, named: "\(name)-diff.png")
      fail(
        "\(name): \(difference.summary(tolerance: channelTolerance)) "
          + "(reference \(expected.width)×\(expected.height), actual \(actual.width)×\(actual.height)); "
          + "actual image: \(actualPath); diff: \(diffPath); re-record on purpose with "
          + "TANREI_RECORD=all", sourceLocation: sourceLocation)
      return
    }
  }

  /// The same for text (SVG), compared exactly.
  static func assertMatches(
    text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let path = "\(folder)/\(name)"
    let url = RepositoryFiles.url(path)
    let mode = RecordMode.current
    let existing = try? String(contentsOf: url, encoding: .utf8)
    if mode == .all || (existing == nil && mode == .missing) {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
      fail(
        "recorded the reference \(path) (TANREI_RECORD=\(mode.rawValue)); look at it, then run "
          + "the tests again", sourceLocation: sourceLocation)
      return
    }
    guard let existing else {
      fail(
        "no reference \(path); record it with TANREI_RECORD=missing swift test",
        sourceLocation: sourceLocation)
      return
    }
    if existing != text {
      let actualURL = Artifacts.folder.appendingPathComponent(name)
      try? FileManager.default.createDirectory(
        at: Artifacts.folder, withIntermediateDirectories: true)
      try? text.write(to: actualURL, atomically: true, encoding: .utf8)
      fail(
        "\(name) differs from its reference \(path); actual text: \(actualURL.path) "
          + "(diff the two); re-record on purpose with TANREI_RECORD=all",
        sourceLocation: sourceLocation)
    }
  }
}
