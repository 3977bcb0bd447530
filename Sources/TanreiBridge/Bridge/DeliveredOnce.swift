/// What has been handed to a view, each distinct value once, in order, and who listens for more.
///
/// Values that come before anyone listens are held, and handed to the first listener when it is
/// set: a region that starts in a state that speaks, or a diagnostic of the props a view was made
/// with, is not lost because the view set its listener a moment later.
@MainActor
struct DeliveredOnce<Value: Hashable> {
  /// Everything due so far, in order.
  private(set) var values: [Value] = []
  private var seen: Set<Value> = []
  /// How many of ``values`` a listener has been handed.
  private var handedOut = 0
  private var listener: (@MainActor (Value) -> Void)?

  /// Takes each of `candidates` not seen before, and hands it to the listener if there is one.
  mutating func deliver(_ candidates: some Sequence<Value>) {
    for value in candidates where seen.insert(value).inserted { values.append(value) }
    handOut()
  }

  /// Sets who listens, and hands it everything held for it.
  mutating func listen(_ listener: (@MainActor (Value) -> Void)?) {
    self.listener = listener
    handOut()
  }

  private mutating func handOut() {
    guard let listener else { return }
    while handedOut < values.count {
      let value = values[handedOut]
      handedOut += 1
      listener(value)
    }
  }
}
