import Foundation

/// A temporary file with no name, for what a command writes under `--quiet` beyond what is
/// kept in memory (``KeptRecords``, appended and read back in order).
///
/// Its name is removed as soon as it is made: nothing is left in the temporary folder however
/// the process ends (even by SIGKILL), and its space goes back with the last descriptor.
final class SpillFile {
  /// Why the file could not be made, written or read: a sentence for the person.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The open file, which has no name.
  let descriptor: Int32
  /// The folder it was made in.
  let folder: String
  /// The bytes of the whole records written; a record that failed halfway is not counted.
  private(set) var length = 0

  /// Makes the file in `folder`, and removes its name at once.
  init(in folder: String) throws(Failure) {
    var template = Array((folder + "/tanrei-spin-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { name -> Int32 in
      guard let base = name.baseAddress else { return -1 }
      let descriptor = mkstemp(base)
      if descriptor >= 0 { unlink(base) }
      return descriptor
    }
    guard descriptor >= 0 else {
      throw Failure(description: "no temporary file could be made in \(folder) (\(Self.reason()))")
    }
    // The command was started before: nothing else is, but no program should inherit it.
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    self.descriptor = descriptor
    self.folder = folder
  }

  /// Appends `record` whole, or throws and leaves ``length`` as it was (a full disk, a
  /// folder on a file system gone read-only).
  func append(_ record: [UInt8]) throws(Failure) {
    let written = record.withUnsafeBytes { buffer -> Bool in
      guard let base = buffer.baseAddress else { return true }
      var offset = 0
      while offset < buffer.count {
        let count = pwrite(descriptor, base + offset, buffer.count - offset, off_t(length + offset))
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
    guard written else {
      throw Failure(
        description: "the temporary file in \(folder) could not be written (\(Self.reason()))")
    }
    length += record.count
  }

  /// Hands every record written to `body`, in order; throws if the file cannot be read back,
  /// after handing on what could be.
  func read(_ body: (_ stretch: ArraySlice<UInt8>, _ stream: Int32) -> Void) throws(Failure) {
    // Room for the longest record ``KeptOutput`` writes, and more, so that every read ends at
    // least one.
    var buffer = [UInt8](repeating: 0, count: 1 << 17)
    var filled = 0
    var offset = 0
    while offset < length {
      let count = buffer.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return -1 }
        return pread(
          descriptor, base + filled, min(raw.count - filled, length - offset), off_t(offset))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        let why = count == 0 ? "it ended early" : Self.reason()
        throw Failure(
          description: "the temporary file in \(folder) could not be read back (\(why))")
      }
      offset += count
      filled += count
      let used = KeptRecords.read(buffer[..<filled], body)
      guard used > 0 || filled < buffer.count else {
        throw Failure(
          description: "the temporary file in \(folder) could not be read back (a record is "
            + "longer than \(buffer.count) bytes)")
      }
      buffer.withUnsafeMutableBytes { raw in
        guard let base = raw.baseAddress else { return }
        memmove(base, base + used, filled - used)
      }
      filled -= used
    }
  }

  deinit {
    close(descriptor)
  }

  private static func reason() -> String {
    String(cString: strerror(errno))
  }
}
