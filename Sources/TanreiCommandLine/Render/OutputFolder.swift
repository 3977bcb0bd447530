import Foundation
import TanreiGallery
import TanreiRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder `tanrei render` writes into.
///
/// Each file is written whole or not at all (to a temporary file, then renamed into place), so a
/// failure never leaves a truncated image behind; and when one fails the command stops and says
/// how many were written, so an incomplete folder is never taken for a complete one.
struct OutputFolder {
  var path: String

  /// Makes the folder if it does not exist, before anything is drawn: a path that cannot be a
  /// folder is said at once, not after the drawing. Answers `nil` when the folder is ready, the
  /// exit status otherwise.
  func prepare() -> Int32? {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        StandardStreams.error(
          "tanrei render: \(path) is a file, not a folder; nothing was written\n")
        return 1
      }
      return nil
    }
    do {
      try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      StandardStreams.error(
        "tanrei render: cannot create the folder \(path) (\(reason(error))); nothing was written\n")
      return 1
    }
    return nil
  }

  /// Writes `files` into the folder ``prepare()`` made ready, printing each; returns the exit
  /// status.
  func write(_ files: [RenderedFile]) -> Int32 {
    if let status = prepare() { return status }
    let folder = URL(fileURLWithPath: path, isDirectory: true)
    var written = 0
    for file in files {
      let target = folder.appendingPathComponent(file.name)
      do {
        // A module file goes in a folder of its own (web/index.js).
        let parent = target.deletingLastPathComponent()
        if parent.standardizedFileURL != folder.standardizedFileURL {
          try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        }
        try writeWhole(Data(file.bytes), to: target, in: parent)
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

  /// Writes `data` to a temporary file beside `target`, then renames it into place: a failure
  /// leaves no truncated file. Unlike Foundation's atomic writing it does not wait for each file
  /// to reach the disk (an fsync per file), which made the job several times slower.
  private func writeWhole(_ data: Data, to target: URL, in folder: URL) throws {
    let temporary = folder.appendingPathComponent(
      ".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).partial")
    func failure() -> NSError {
      NSError(
        domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
        userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(errno))])
    }
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure() }
    var complete = true
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count, let base = raw.baseAddress {
        let count = writeBytes(descriptor, base + offset, raw.count - offset)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else {
          complete = false
          return
        }
        offset += count
      }
    }
    let error = complete ? nil : failure()
    if close(descriptor) != 0 && complete { complete = false }
    guard complete, rename(temporary.path, target.path) == 0 else {
      let reported = error ?? failure()
      unlink(temporary.path)
      throw reported
    }
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

/// The C library's `write`, by a name the folder's own `write` does not hide.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
