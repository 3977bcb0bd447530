import Foundation
import TanreiTestSupport
import Testing

/// The renderers ours is compared with run in a temporary folder of the test's own and leave
/// nothing in it, so that no run of the suite leaves their files behind.
@Suite("librsvg and Chromium leave nothing in their temporary folder", .timeLimit(.minutes(1)))
struct TemporaryFilesOfRenderersTests {
  static let svg = """
    <svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>

    """

  static func contents(of folder: URL) -> [String] {
    guard let names = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return names.compactMap { $0 as? String }.sorted()
  }

  @Test(
    "rsvg-convert leaves its temporary folder empty",
    .requires(.rsvgConvert))
  func librsvg() async throws {
    let folder = try ScratchFolder("rsvg-tmp")
    defer { folder.remove() }
    try Self.svg.write(to: folder.file("square.svg"), atomically: true, encoding: .utf8)
    let png = try await ExternalRenderer.rsvg(folder.file("square.svg"), scale: 1, in: folder.url)
    #expect(!png.isEmpty)
    #expect(Self.contents(of: folder.temporaryFolder) == [])
  }

  @Test(
    "Chromium leaves its temporary folder empty",
    .requires(.chromium))
  func chromium() async throws {
    let folder = try ScratchFolder("chromium-tmp")
    defer { folder.remove() }
    let page = "<!doctype html><html><body>\(Self.svg)</body></html>"
    try page.write(to: folder.file("page.html"), atomically: true, encoding: .utf8)
    let png = try await ExternalRenderer.chromiumScreenshot(
      folder.file("page.html"), width: 16, height: 16, scale: 1, in: folder.url)
    #expect(!png.isEmpty)
    #expect(Self.contents(of: folder.temporaryFolder) == [])
  }
}
