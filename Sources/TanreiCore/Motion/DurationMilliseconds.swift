extension Duration {
  /// The duration as a number of milliseconds, fractions kept.
  ///
  /// The core computes in milliseconds, as token files and the trace format count time.
  @inlinable package var inMilliseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }

  /// A duration of `milliseconds`, which must be finite; fractions are kept to the nanosecond.
  package static func fromMilliseconds(_ milliseconds: Double) -> Duration {
    let nanoseconds = (milliseconds * 1_000_000).rounded()
    guard nanoseconds.isFinite else { return .zero }
    let clamped = max(-9.2e18, min(9.2e18, nanoseconds))
    return .nanoseconds(Int64(clamped))
  }
}
