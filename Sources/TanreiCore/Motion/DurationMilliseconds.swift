extension Duration {
  /// The duration as a number of milliseconds, fractions kept.
  ///
  /// The core computes in milliseconds, as token files and the trace format count time.
  @inlinable package var inMilliseconds: Double {
    // The 128-bit count of attoseconds, converted half by half: `Double(attoseconds)` and
    // `components` both cost more than a whole frame is allowed to (see tanrei-bench).
    let attoseconds = self.attoseconds
    let high = Int64(truncatingIfNeeded: attoseconds >> 64)
    let low = UInt64(truncatingIfNeeded: attoseconds)
    return (Double(high) * 18_446_744_073_709_551_616.0 + Double(low)) / 1e15
  }

  /// A duration of `milliseconds`, which must be finite; fractions are kept to the nanosecond.
  package static func fromMilliseconds(_ milliseconds: Double) -> Duration {
    // A finite time too long for nanoseconds in a Double (1e308 ms) is the longest Duration, not
    // zero: a show delay that large must never show the indicator at once. Only NaN is zero.
    guard !milliseconds.isNaN else { return .zero }
    let nanoseconds = Numerics.roundedToNearest(milliseconds * 1_000_000)
    let clamped = max(-9.2e18, min(9.2e18, nanoseconds))
    return .nanoseconds(Int64(clamped))
  }
}
