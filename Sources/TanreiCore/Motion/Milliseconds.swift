/// Writing times in milliseconds for people: "300 ms", "12.5 ms".
package enum Milliseconds {
  /// `milliseconds` rounded to the microsecond, with " ms".
  package static func format(_ milliseconds: Double) -> String {
    guard milliseconds.isFinite else { return "\(milliseconds) ms" }
    let rounded = (milliseconds * 1000).rounded() / 1000
    let number =
      rounded.rounded() == rounded && abs(rounded) < 1e15
      ? String(Int64(rounded)) : String(rounded)
    return number + " ms"
  }
}
