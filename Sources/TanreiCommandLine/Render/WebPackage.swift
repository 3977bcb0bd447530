import Foundation
import TanreiGallery
import TanreiRender

/// `@tanrei/web` as `scripts/build-web` writes it, copied beside the pages `tanrei render`
/// writes so that `web.html` shows the live elements.
///
/// In a checkout of the repository render builds the package itself, through the repository's
/// own script (SwiftPM builds the WebAssembly modules, which esbuild's bundles carry; a build
/// with nothing new to do takes seconds), or copies one given with `--web`. Anything that is not a built package is refused
/// before anything is drawn.
enum WebPackage {
  /// Why the package could not be built or read, and the exit status that says so.
  struct Failure: Error {
    var message: String
    /// 2 for a folder that is not a built package, 1 for a build or a read that failed.
    var status: Int32
  }

  /// What a built package has: its entry points, `web.html`'s among them, and its manifest.
  static let requiredFiles = [
    WebElementPage.entryPoint, "package.json", "components/loading-indicator.js",
  ]

  /// Where render builds the package in a checkout: `scripts/build-web`'s own default.
  static let buildFolder = ".build/web-packages"

  /// The longest a build may take: a first one compiles the core five times, optimized
  /// together, which takes minutes on two cores.
  static let buildDeadline: TimeInterval = 30 * 60

  /// The script that builds the package: `TANREI_BUILD_WEB` when set, else `scripts/build-web`
  /// where the current folder is a checkout (it also holds `Web/Package.swift`); nil elsewhere.
  static func buildScript(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    if let script = environment["TANREI_BUILD_WEB"], !script.isEmpty { return script }
    let manager = FileManager.default
    guard manager.isExecutableFile(atPath: "scripts/build-web"),
      manager.fileExists(atPath: "Web/Package.swift")
    else { return nil }
    return "scripts/build-web"
  }

  /// Runs `script` to build the package into ``buildFolder``, its output passed on to standard
  /// error; returns the package's folder.
  static func build(with script: String) -> Result<String, Failure> {
    StandardStreams.error("tanrei render: building @tanrei/web (\(script) \(buildFolder))\n")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: script)
    process.arguments = [buildFolder]
    process.standardOutput = FileHandle.standardError
    process.standardError = FileHandle.standardError
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do {
      try process.run()
    } catch {
      return .failure(Failure(message: "cannot run \(script): \(error)", status: 1))
    }
    if finished.wait(timeout: .now() + buildDeadline) == .timedOut {
      process.terminate()
      _ = finished.wait(timeout: .now() + 10)
      return .failure(
        Failure(
          message: "\(script) did not finish in \(Int(buildDeadline / 60)) minutes", status: 1))
    }
    guard process.terminationStatus == 0 else {
      return .failure(
        Failure(
          message: "\(script) exited with \(process.terminationStatus) (see above); "
            + "--no-web writes the pages without the live elements", status: 1))
    }
    return .success(buildFolder + "/web")
  }

  /// The package's files in `folder` — a built `@tanrei/web`, or the folder `scripts/build-web`
  /// wrote with the package in its `web/` — named as they go in the output (`web/index.js`).
  static func read(from folder: String) -> Result<[RenderedFile], Failure> {
    let build = "scripts/build-web OUT"
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: folder, isDirectory: &isFolder) else {
      return .failure(
        Failure(message: "there is no folder \(folder); \(build) writes one in OUT/web", status: 2))
    }
    guard isFolder.boolValue else {
      return .failure(Failure(message: "\(folder) is a file, not a built @tanrei/web", status: 2))
    }
    var root = URL(fileURLWithPath: folder, isDirectory: true)
    if !manager.fileExists(atPath: root.appendingPathComponent(WebElementPage.entryPoint).path),
      manager.fileExists(atPath: root.appendingPathComponent("web/package.json").path)
    {
      root = root.appendingPathComponent("web", isDirectory: true)
    }
    for required in requiredFiles {
      guard manager.fileExists(atPath: root.appendingPathComponent(required).path) else {
        return .failure(
          Failure(
            message: "\(folder) is not a built @tanrei/web: it has no \(required) (\(build) "
              + "writes the package in OUT/web)", status: 2))
      }
    }
    guard let names = manager.subpaths(atPath: root.path) else {
      return .failure(Failure(message: "cannot list \(root.path)", status: 1))
    }
    var files: [RenderedFile] = []
    for name in names.sorted() {
      let path = root.appendingPathComponent(name).path
      var isSubfolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isSubfolder), !isSubfolder.boolValue
      else { continue }
      guard let data = manager.contents(atPath: path) else {
        return .failure(Failure(message: "cannot read \(path)", status: 1))
      }
      let bytes = [UInt8](data)
      files.append(
        RenderedFile(
          name: WebElementPage.moduleFolder + "/" + name, kind: .module, bytes: bytes,
          detail: "\(bytes.count) bytes, copied from \(root.path)"))
    }
    return .success(files)
  }
}
