/// The times a page passes: milliseconds of `performance.now()`.
public enum ElementTime {
  /// The latest time, either side of zero, a page may name: about 31 years of milliseconds, so
  /// that no sum of two times the module keeps loses its meaning.
  public static let limit = 1e12

  /// `milliseconds` when it is a time the module takes; `nil` when not finite or too far.
  @inline(__always)
  public static func checked(_ milliseconds: Double) -> Double? {
    milliseconds.isFinite && milliseconds.magnitude <= limit ? milliseconds : nil
  }
}
