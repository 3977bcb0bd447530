/// What a progress bar counts, which decides how its rate reads.
public enum ProgressUnit: Sendable, Hashable {
  /// Things with a name: "12.5 files/s".
  case count(String)
  /// Bytes, in decimal units: "3.2 MB/s".
  case bytes

  /// Things with no better name: "12.5 items/s".
  public static let items = ProgressUnit.count("items")

  /// `perSecond` formatted as a rate in this unit, with three significant digits at most.
  func rate(_ perSecond: Double) -> String {
    switch self {
    case .count(let name):
      return "\(Self.short(perSecond)) \(name)/s"
    case .bytes:
      let prefixes = ["", "k", "M", "G", "T", "P"]
      var value = perSecond
      var index = 0
      while value >= 999.5, index < prefixes.count - 1 {
        value /= 1000
        index += 1
      }
      return "\(Self.short(value)) \(prefixes[index])B/s"
    }
  }

  /// A number with at most three significant digits and no exponent: 0.12, 1.23, 12.3, 123,
  /// 1234; from 10^15 on, as Swift writes it (1e+15), never converted to an integer that could
  /// not hold it.
  static func short(_ value: Double) -> String {
    guard value.isFinite, value > 0 else { return "0" }
    guard value < 1e15 else { return String(value.rounded()) }
    let decimals = value < 1 ? 2 : value < 10 ? 2 : value < 100 ? 1 : 0
    let scale = [1.0, 10, 100][decimals]
    let rounded = (value * scale).rounded() / scale
    if decimals == 0 { return String(Int(rounded)) }
    let whole = Int(rounded)
    let fraction = Int(((rounded - Double(whole)) * scale).rounded())
    let digits = String(fraction)
    return "\(whole).\(String(repeating: "0", count: decimals - digits.count))\(digits)"
  }
}
