import Foundation
import TanreiRender

/// The folder `tanrei render` writes into.
///
/// Each file is written whole or not at all (to a temporary file, then renamed into place), so a
/// failure never leaves a truncated image behind; and when one fails the command stops and says
/// how many were written, so an incomplete folder is never taken for a complete one.
struct OutputFolder {
  var path: String

  /// Writes `files`, printing each; returns the exit status.
  func write(_ files: [RenderedFile]) -> Int32 {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        StandardStreams.error(
          "tanrei render: \(path) is a file, not a folder; nothing was written\n")
        return 1
      }
    } else {
      do {
        try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
      } catch {
        StandardStreams.error(
          "tanrei render: cannot create the folder \(path) (\(reason(error))); nothing was written\n"
        )
        return 1
      }
    }
    let folder = URL(fileURLWithPath: path, isDirectory: true)
    var written = 0
    for file in files {
      let target = folder.appendingPathComponent(file.name)
      do {
        try Data(file.bytes).write(to: target, options: .atomic)
      } catch {
        StandardStreams.error(
          "tanrei render: cannot write \(display(file.name)) (\(reason(error))); "
            + "\(written) of \(files.count) files were written before it, so \(path) is incomplete\n"
        )
        return 1
      }
      written += 1
      StandardStreams.out("wrote \(display(file.name))  \(file.detail)\n")
    }
    StandardStreams.out(
      "\(written) files in \(path); open \(display(FixtureGallery.fileName)) to see them\n")
    return 0
  }

  private func display(_ name: String) -> String {
    path.hasSuffix("/") ? path + name : path + "/" + name
  }

  private func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      let posix = POSIXErrorCode(rawValue: Int32(underlying.code)),
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(posix.rawValue))
    }
    return nsError.localizedDescription
  }
}
