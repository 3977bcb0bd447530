/// What has been handed to a view, each distinct value once, in order, and who listens for more.
@MainActor
struct DeliveredOnce<Value: Hashable> {
  /// Everything delivered, in order.
  private(set) var values: [Value] = []
  private var seen: Set<Value> = []

  /// Delivers each of `candidates` not delivered before, to `listener` if there is one.
  mutating func deliver(
    _ candidates: some Sequence<Value>, to listener: (@MainActor (Value) -> Void)?
  ) {
    for value in candidates where seen.insert(value).inserted {
      values.append(value)
      listener?(value)
    }
  }
}
