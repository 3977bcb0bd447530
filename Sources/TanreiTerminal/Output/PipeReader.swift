#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Who reads a pipe this process writes to, found through `/proc` where the system has it.
///
/// `tool | cat` (or `tanrei spin -- make | cat`) hands standard output to `cat`, which writes
/// it to the very terminal the indicator is drawn on, whenever it likes: text that lands on the
/// indicator's line stays there once the indicator is gone. Knowing that the pipe's reader
/// writes to our terminal, directly or through further pipes (`| grep x | cat`), lets the
/// indicator keep its line clear until the reader has written what it was given.
package enum PipeReader {
  /// How many pipes deep a reader is followed.
  static let depth = 4

  /// Whether a process reading the pipe that `pipe` writes to writes to the terminal `terminal`
  /// (its standard output or error), following further pipes. `false` when it cannot be told.
  package static func writesToTerminal(pipe: Int32, terminal: Int32) -> Bool {
    var pipeStatus = stat()
    var terminalStatus = stat()
    guard fstat(pipe, &pipeStatus) == 0, (pipeStatus.st_mode & S_IFMT) == S_IFIFO,
      fstat(terminal, &terminalStatus) == 0, (terminalStatus.st_mode & S_IFMT) == S_IFCHR
    else { return false }
    return reaches(terminalStatus.st_rdev, from: UInt64(pipeStatus.st_ino), depth: depth)
  }

  private static func reaches(_ device: dev_t, from pipe: UInt64, depth: Int) -> Bool {
    guard depth > 0 else { return false }
    let own = String(getpid())
    let link = "pipe:[\(pipe)]"
    for process in entries(of: "/proc") where process != own && process.allSatisfy(\.isNumber) {
      let folder = "/proc/\(process)/fd"
      for descriptor in entries(of: folder) {
        let path = "\(folder)/\(descriptor)"
        guard target(of: path) == link else { continue }
        // The link's permissions are the descriptor's mode: a reader's is not writable.
        var linkStatus = stat()
        guard lstat(path, &linkStatus) == 0, linkStatus.st_mode & S_IWUSR == 0 else { continue }
        for stream in ["1", "2"] {
          var status = stat()
          guard stat("\(folder)/\(stream)", &status) == 0 else { continue }
          switch status.st_mode & S_IFMT {
          case S_IFCHR where status.st_rdev == device:
            return true
          case S_IFIFO where UInt64(status.st_ino) != pipe:
            if reaches(device, from: UInt64(status.st_ino), depth: depth - 1) { return true }
          default:
            break
          }
        }
      }
    }
    return false
  }

  /// The names in the folder at `path`, but `.` and `..`; none when it cannot be read.
  private static func entries(of path: String) -> [String] {
    guard let folder = opendir(path) else { return [] }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }

  private static func target(of link: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 64)
    let count = readlink(link, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
