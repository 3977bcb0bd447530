import Foundation

/// A folder of one test's own in the system's temporary folder, removed when the test is done
/// with it, together with whatever the programs the test started left in their temporary folder.
///
/// The programs a test runs (`tanrei`, `rsvg-convert`, Chromium) are given a `TMPDIR` inside the
/// scratch folder through ``childEnvironment``, so that nothing they leave behind can outlive
/// the test, whatever they do on their side.
public struct ScratchFolder: Sendable {
  /// The folder.
  public let url: URL

  /// The temporary folder handed to the programs the test starts, inside ``url``; created by
  /// ``childEnvironment(_:)``. Its name is short because Chromium puts a socket in it, and a
  /// socket's path may not exceed 107 bytes.
  public var temporaryFolder: URL { url.appendingPathComponent("t", isDirectory: true) }

  /// Creates a fresh folder called `tanrei-`, `purpose` and six random characters, under
  /// `parent` (the system's temporary folder unless given).
  public init(_ purpose: String, in parent: URL = FileManager.default.temporaryDirectory) throws {
    let tag = UUID().uuidString.prefix(6).lowercased()
    url = parent.appendingPathComponent("tanrei-\(purpose)-\(tag)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The file or folder called `name` in the scratch folder.
  public func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// This process's environment with `TMPDIR` pointing into the scratch folder, for a program
  /// the test starts; `changes` are applied on top, a `nil` value removing a variable.
  public func childEnvironment(_ changes: [String: String?] = [:]) -> [String: String] {
    try? FileManager.default.createDirectory(
      at: temporaryFolder, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporaryFolder.path
    for (name, value) in changes { environment[name] = value }
    return environment
  }

  /// Removes the folder and everything in it.
  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  /// Runs `body` with a fresh scratch folder and removes the folder afterwards, whether `body`
  /// returns or throws.
  public static func with<T>(_ purpose: String, _ body: (ScratchFolder) throws -> T) throws -> T {
    let folder = try ScratchFolder(purpose)
    defer { folder.remove() }
    return try body(folder)
  }

  /// The asynchronous form of ``with(_:_:)``.
  public static func with<T>(
    _ purpose: String, isolation: isolated (any Actor)? = #isolation,
    _ body: (ScratchFolder) async throws -> T
  ) async throws -> T {
    let folder = try ScratchFolder(purpose)
    defer { folder.remove() }
    return try await body(folder)
  }
}
