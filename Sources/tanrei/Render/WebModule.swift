import Foundation
import TanreiRender

/// The web elements' module as `scripts/build-web` wrote it, read to be copied beside the pages
/// `tanrei render` writes.
///
/// `tanrei render` cannot build the module (the WebAssembly takes the build script and its
/// toolchain), so it copies a built one; a folder that lacks it is refused before anything is
/// drawn.
enum WebModule {
  /// Why the module could not be read, and the exit status that says so.
  struct Failure: Error {
    var message: String
    /// 2 for a folder that is not a built module, 1 for one that cannot be read.
    var status: Int32
  }

  /// The first bytes of every WebAssembly module: "\0asm".
  static let wasmMagic: [UInt8] = [0x00, 0x61, 0x73, 0x6D]

  /// The module's files in `folder`, named as they go in the output (`web/index.js`).
  static func read(from folder: String) -> Result<[RenderedFile], Failure> {
    let build = "scripts/build-web \(folder)"
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
      return .failure(
        Failure(
          message: "there is no folder \(folder); build the web elements into it first "
            + "(\(build))", status: 2))
    }
    guard isFolder.boolValue else {
      return .failure(
        Failure(
          message: "\(folder) is a file, not the folder \(build) writes", status: 2))
    }
    var files: [RenderedFile] = []
    for name in WebElementPage.moduleFiles {
      let path = URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent(name).path
      guard FileManager.default.fileExists(atPath: path) else {
        return .failure(
          Failure(
            message: "\(folder) has no \(name); \(build) writes "
              + WebElementPage.moduleFiles.joined(separator: " and "), status: 2))
      }
      guard let data = FileManager.default.contents(atPath: path) else {
        return .failure(Failure(message: "cannot read \(path)", status: 1))
      }
      let bytes = [UInt8](data)
      if name.hasSuffix(".wasm") && !bytes.starts(with: wasmMagic) {
        return .failure(
          Failure(message: "\(path) is not a WebAssembly module; rebuild it (\(build))", status: 2))
      }
      files.append(
        RenderedFile(
          name: WebElementPage.moduleFolder + "/" + name, kind: .module, bytes: bytes,
          detail: "\(bytes.count) bytes, copied from \(folder)"))
    }
    return .success(files)
  }
}
