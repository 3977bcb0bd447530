/// The browsers the suite runs at once: each browser check starts a full engine, and more than
/// two beside the rest of the suite on a two-core machine starve one another until their own
/// waits expire. A check waits for a slot before it starts its program, so its deadline counts
/// from its own start, not from the queue.
public actor BrowserSlots {
  /// The slots every browser check in the suite shares.
  public static let shared = BrowserSlots(count: 2)

  private var free: Int
  private var queue: [CheckedContinuation<Void, Never>] = []

  /// Makes `count` slots (at least one).
  public init(count: Int) {
    free = max(1, count)
  }

  /// Runs `body` in a slot, waiting first until one is free.
  public func run<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
    if free > 0 {
      free -= 1
    } else {
      await withCheckedContinuation { queue.append($0) }
    }
    defer { release() }
    return try await body()
  }

  private func release() {
    if queue.isEmpty {
      free += 1
    } else {
      queue.removeFirst().resume()
    }
  }
}
