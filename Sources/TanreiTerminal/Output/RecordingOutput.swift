import Synchronization

/// A ``TerminalOutput`` that keeps what is written, for tests: the bytes in order, each write
/// apart, and a width to report.
public final class RecordingOutput: TerminalOutput {
  private struct State {
    var writes: [[UInt8]] = []
    var columns: Int?
    var isClosed = false
  }

  private let state: Mutex<State>

  /// An empty recording reporting `columns`.
  public init(columns: Int? = 80) {
    state = Mutex(State(columns: columns))
  }

  /// Every write, in order.
  public var writes: [[UInt8]] { state.withLock { $0.writes } }

  /// The width reported to the indicator, or `nil` for none.
  public var reportedColumns: Int? {
    get { state.withLock { $0.columns } }
    set { state.withLock { $0.columns = newValue } }
  }

  /// When set, writes fail from now on, as a closed pipe's do.
  public var isClosed: Bool {
    get { state.withLock { $0.isClosed } }
    set { state.withLock { $0.isClosed = newValue } }
  }

  /// All the bytes written.
  public var bytes: [UInt8] { writes.flatMap { $0 } }

  /// All the bytes written, as text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// A recording has no descriptor.
  public var fileDescriptor: Int32? { nil }

  /// Keeps `bytes`, unless the recording is closed.
  public func write(_ bytes: [UInt8]) -> Bool {
    state.withLock { state in
      guard !state.isClosed else { return false }
      if !bytes.isEmpty { state.writes.append(bytes) }
      return true
    }
  }

  /// Forgets what was written.
  public func removeAll() {
    state.withLock { $0.writes.removeAll() }
  }
}
