/// The end of what a command wrote, kept in memory once the rest can no longer be kept: the
/// records (``KeptRecords``) in two halves of the budget that take turns, the older let go
/// when the newer is full, so that at least the last half budget's worth is always held.
struct KeptTail {
  /// The bytes of records each half holds at most.
  private let half: Int
  private var older: [UInt8] = []
  private var newer: [UInt8] = []
  /// The bytes of output (not of headers) in `older`, counted as dropped when it is let go.
  private var olderStretches = 0
  private var newerStretches = 0
  /// The bytes of output let go, all before what is held.
  private(set) var dropped = 0

  /// A tail of at most `budget` bytes of records, whose records are at most half of it.
  init(budget: Int) {
    half = budget / 2
  }

  /// Keeps `stretch`, written to `stream`, letting the older half go if the newer is full.
  mutating func append(_ stretch: ArraySlice<UInt8>, stream: Int32) {
    if newer.count + KeptRecords.headerSize + stretch.count > half {
      dropped += olderStretches
      swap(&older, &newer)
      newer.removeAll(keepingCapacity: true)
      olderStretches = newerStretches
      newerStretches = 0
    }
    KeptRecords.append(stretch, stream: stream, to: &newer)
    newerStretches += stretch.count
  }

  /// Hands every stretch held to `body`, in order.
  func read(_ body: (_ stretch: ArraySlice<UInt8>, _ stream: Int32) -> Void) {
    _ = KeptRecords.read(older[...], body)
    _ = KeptRecords.read(newer[...], body)
  }
}
