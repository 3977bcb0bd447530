#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing to the program's standard output and error: every call goes straight to the file
/// descriptor, so lines reach a pipe in the order they were written, whichever stream they use.
enum StandardStreams {
  /// Writes `text` to standard output.
  static func out(_ text: String) {
    emit(text, to: STDOUT_FILENO)
  }

  /// Writes `text` to standard error.
  static func error(_ text: String) {
    emit(text, to: STDERR_FILENO)
  }

  private static func emit(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          // A closed reader (EPIPE) or a full disk: there is no one left to tell.
          return
        }
        offset += written
      }
    }
  }
}
