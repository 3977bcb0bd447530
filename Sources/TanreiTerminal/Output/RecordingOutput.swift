/// A ``TerminalOutput`` that keeps what is written, for tests: the bytes in order, each write
/// apart, and a width to report.
@MainActor
public final class RecordingOutput: TerminalOutput {
  /// Every write, in order.
  public private(set) var writes: [[UInt8]] = []
  /// The width reported to the indicator, or `nil` for none.
  public var reportedColumns: Int?
  /// When set, writes fail from now on, as a closed pipe's do.
  public var isClosed = false

  /// An empty recording reporting `columns`.
  public init(columns: Int? = 80) {
    reportedColumns = columns
  }

  /// All the bytes written.
  public var bytes: [UInt8] { writes.flatMap { $0 } }

  /// All the bytes written, as text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// A recording has no descriptor.
  public var fileDescriptor: Int32? { nil }

  /// Keeps `bytes`, unless the recording is closed.
  public func write(_ bytes: [UInt8]) -> Bool {
    guard !isClosed else { return false }
    if !bytes.isEmpty { writes.append(bytes) }
    return true
  }

  /// Forgets what was written.
  public func removeAll() {
    writes.removeAll()
  }
}
