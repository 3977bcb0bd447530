import CTanreiTerminal
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``TerminalOutput`` that writes to a file descriptor, standard error by default.
///
/// Each ``write(_:)`` is one `write(2)` call where the kernel takes it whole, so that a frame
/// reaches the terminal in one piece. It retries after an interrupted call and waits for a
/// descriptor that would block; any other failure (EPIPE, EIO) marks the output as gone.
public final class FileDescriptorOutput: TerminalOutput {
  /// The descriptor written to. It is not closed by this object.
  public let descriptor: Int32
  private let gone = Atomic<Bool>(false)

  /// Whether a write has failed; nothing is written after that.
  public var isGone: Bool { gone.load(ordering: .relaxed) }

  /// An output writing to `descriptor`.
  public init(_ descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Standard error, where command-line tools draw their indicators.
  public static func standardError() -> FileDescriptorOutput { FileDescriptorOutput(2) }

  /// Standard output.
  public static func standardOutput() -> FileDescriptorOutput { FileDescriptorOutput(1) }

  /// The descriptor.
  public var fileDescriptor: Int32? { descriptor }

  /// The width the terminal reports, or `nil` for something that is not a terminal or reports
  /// a width of 0.
  public var reportedColumns: Int? {
    let columns = Int(tanrei_terminal_columns(descriptor))
    return columns > 0 ? columns : nil
  }

  /// Writes all of `bytes`, or reports that the descriptor can no longer be written to.
  public func write(_ bytes: [UInt8]) -> Bool {
    guard !isGone else { return false }
    if bytes.isEmpty { return true }
    let written = bytes.withUnsafeBytes { buffer -> Bool in
      guard let base = buffer.baseAddress else { return true }
      var offset = 0
      while offset < buffer.count {
        let count = systemWrite(descriptor, base + offset, buffer.count - offset)
        if count >= 0 {
          offset += count
          continue
        }
        switch errno {
        case EINTR:
          continue
        case EAGAIN, EWOULDBLOCK:
          // Someone made the descriptor non-blocking; wait until it can take more.
          var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          if poll(&poller, 1, 1000) <= 0 { return false }
        default:
          return false
        }
      }
      return true
    }
    if !written { gone.store(true, ordering: .relaxed) }
    return written
  }
}

/// `write(2)`, named apart from ``FileDescriptorOutput/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    return Glibc.write(descriptor, bytes, count)
  #elseif canImport(Musl)
    return Musl.write(descriptor, bytes, count)
  #else
    return Darwin.write(descriptor, bytes, count)
  #endif
}
