import Foundation

/// What a command run with `--quiet` wrote to its standard output and error, kept in the order
/// it came, to be shown whole if the command fails — in the same memory whatever its size.
///
/// The first bytes are kept in memory, up to a budget (``defaultBudget``); from the first
/// stretch that does not fit on, everything goes to a temporary file with no name
/// (``SpillFile``) in `TMPDIR`, or `/tmp` when it is not set. Where that file cannot be made
/// or written — no space left, a folder read-only or missing — the last bytes are kept in
/// memory too (``KeptTail``, the same budget again) and those between are dropped, counted,
/// and told in a line of their own where they would have been: the command never fails for
/// it.
@MainActor
final class KeptOutput {
  /// The bytes kept in memory before the file is used; the tail, if the file fails, takes as
  /// many again.
  nonisolated static let defaultBudget = 4 << 20

  /// The bytes of records kept in memory before the file, and in the tail.
  private let budget: Int
  /// The longest stretch one record holds (longer ones are cut): at most a quarter of the
  /// budget, so that the tail's halves always take one.
  private let longest: Int
  /// Where the file is made.
  private let folder: String
  /// The first records, until one does not fit in the budget.
  private var head: [UInt8] = []
  /// The records after the head, once one did not fit.
  private(set) var file: SpillFile?
  /// The last records, once the file could not be made or written.
  private var tail: KeptTail?
  /// Why the file could not be made or written.
  private var problem = ""
  /// A record on its way to the file, its storage used again for the next.
  private var record: [UInt8] = []

  /// Keeps output in ``defaultBudget`` bytes of memory, the rest in a file in `TMPDIR`.
  convenience init() {
    self.init(budget: Self.defaultBudget, temporaryFolder: Self.temporaryFolder())
  }

  /// Keeps output in `budget` bytes of memory (64 at least), the rest in a file made in
  /// `temporaryFolder`.
  init(budget: Int, temporaryFolder: String) {
    self.budget = max(budget, 64)
    longest = min(65_536, self.budget / 4)
    folder = temporaryFolder
  }

  /// `TMPDIR` from `environment` when it is set and not empty, or `/tmp`.
  nonisolated static func temporaryFolder(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    guard let folder = environment["TMPDIR"], !folder.isEmpty else { return "/tmp" }
    return folder
  }

  /// Keeps `bytes`, written to `stream` (1 or 2).
  func append(_ bytes: [UInt8], stream: Int32) {
    var start = bytes.startIndex
    while start < bytes.endIndex {
      let end = min(start + longest, bytes.endIndex)
      keep(bytes[start..<end], stream: stream)
      start = end
    }
  }

  private func keep(_ stretch: ArraySlice<UInt8>, stream: Int32) {
    if tail == nil, file == nil, head.count + KeptRecords.headerSize + stretch.count <= budget {
      KeptRecords.append(stretch, stream: stream, to: &head)
      return
    }
    if tail == nil {
      do {
        let file: SpillFile
        if let open = self.file {
          file = open
        } else {
          file = try SpillFile(in: folder)
          self.file = file
        }
        record.removeAll(keepingCapacity: true)
        KeptRecords.append(stretch, stream: stream, to: &record)
        try file.append(record)
        return
      } catch {
        problem = error.description
        tail = KeptTail(budget: budget)
      }
    }
    tail?.append(stretch, stream: stream)
  }

  /// Hands everything kept to `write`, in the order it was written, stretches of one stream
  /// at a time (a mebibyte at most), and forgets it. Where bytes were dropped, or the file could not be read
  /// back, a line on standard error (stream 2) says so where they would have been.
  func show(_ write: (_ bytes: [UInt8], _ stream: Int32) -> Void) {
    // Stretches of one stream go on together, up to a mebibyte: every write above the
    // indicator clears it and draws it again.
    var pending: [UInt8] = []
    var pendingStream: Int32 = 0
    // The last byte shown on standard error, where a line of ours goes.
    var lastByte: UInt8?
    func flush() {
      guard !pending.isEmpty else { return }
      write(pending, pendingStream)
      pending.removeAll(keepingCapacity: true)
    }
    func pass(_ stretch: ArraySlice<UInt8>, _ stream: Int32) {
      if stream != pendingStream || pending.count + stretch.count > 1 << 20 { flush() }
      pendingStream = stream
      pending.append(contentsOf: stretch)
      if stream == 2 { lastByte = stretch.last ?? lastByte }
    }
    func tell(_ words: String) {
      flush()
      // On a line of its own, whatever the command left unfinished there.
      let start = lastByte == nil || lastByte == 0x0A ? "" : "\n"
      write(Array((start + "tanrei spin: " + words + "\n").utf8), 2)
      lastByte = 0x0A
    }
    _ = KeptRecords.read(head[...], pass)
    do {
      try file?.read(pass)
    } catch {
      tell(error.description)
    }
    if let tail {
      if tail.dropped > 0 { tell("\(tail.dropped) bytes of output left out here: \(problem)") }
      tail.read(pass)
    }
    flush()
    head = []
    file = nil
    tail = nil
  }
}
