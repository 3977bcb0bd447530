/// What a progress bar counts, which decides how its count and its rate read.
public enum ProgressUnit: Sendable, Hashable {
  /// Things with a name: the count as whole numbers ("500/1000"), the rate per second
  /// ("12.5 files/s").
  case count(String)
  /// Bytes, in decimal units (1 kB = 1,000 bytes), as download tools show them: "1.2/3.4 MB",
  /// "3.20 MB/s".
  case bytes
  /// Bytes, in binary units (1 KiB = 1,024 bytes), as memory and file systems count them:
  /// "1.2/3.4 MiB", "3.20 MiB/s".
  case binaryBytes

  /// Things with no better name: "500/1000", "12.5 items/s".
  public static let items = ProgressUnit.count("items")

  /// The steps between prefixes, and the prefixes, for bytes.
  private var scale: (step: Double, prefixes: [String])? {
    switch self {
    case .count: nil
    case .bytes: (1000, ["", "k", "M", "G", "T", "P", "E"])
    case .binaryBytes: (1024, ["", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei"])
    }
  }

  /// `value` divided down to the prefix it reads best in (below 999.5 of it), and the prefix.
  private func scaled(_ value: Double) -> (value: Double, prefix: Int) {
    guard let scale, value.isFinite else { return (value, 0) }
    var value = value
    var index = 0
    while value >= 999.5, index < scale.prefixes.count - 1 {
      value /= scale.step
      index += 1
    }
    return (value, index)
  }

  /// `perSecond` formatted as a rate in this unit, with three significant digits at most.
  func rate(_ perSecond: Double) -> String {
    switch self {
    case .count(let name):
      return "\(Self.short(perSecond)) \(name)/s"
    case .bytes, .binaryBytes:
      let (value, prefix) = scaled(perSecond)
      return "\(Self.short(value)) \(scale?.prefixes[prefix] ?? "")B/s"
    }
  }

  /// How much is done, out of `total` when it is known: "500/1000" for things; for bytes, both
  /// in the total's unit with a decimal below 100 of it ("1.2/3.4 MB", "120/340 MB"), so that
  /// the numbers keep their width as they grow, or the amount alone ("1.23 MB").
  func count(_ completed: Double, of total: Double?) -> String {
    switch self {
    case .count:
      guard let total else { return Self.whole(completed) }
      return "\(Self.whole(completed))/\(Self.whole(total))"
    case .bytes, .binaryBytes:
      let suffix = "B"
      guard let total, total > 0, total.isFinite else {
        let (value, prefix) = scaled(completed)
        return "\(Self.short(value)) \(scale?.prefixes[prefix] ?? "")\(suffix)"
      }
      let (value, prefix) = scaled(total)
      let divisor = Self.power(scale?.step ?? 1, prefix)
      let decimals = value < 99.95 ? 1 : 0
      return "\(Self.fixed(completed / divisor, decimals: decimals))/"
        + "\(Self.fixed(value, decimals: decimals)) \(scale?.prefixes[prefix] ?? "")\(suffix)"
    }
  }

  /// `base` to the power `exponent`, by multiplication: the C library's `pow` is bound at its
  /// first call, for a handful of multiplications.
  private static func power(_ base: Double, _ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<max(0, exponent) { result *= base }
    return result
  }

  /// A count of things as a whole number, rounded down: "499" until the 500th is done. Past
  /// what an integer holds exactly, as Swift writes it (1e+15), never converted to an integer
  /// that could not hold it.
  static func whole(_ value: Double) -> String {
    guard value.isFinite else { return "?" }
    guard value > -1e15, value < 1e15 else { return String(value.rounded(.towardZero)) }
    return String(Int(value.rounded(.down)))
  }

  /// `value` with exactly `decimals` (0 or 1) decimals, rounded to the nearest: the amount
  /// done and the total read the same once they are.
  static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite, value > 0 else { return decimals == 0 ? "0" : "0.0" }
    guard value < 1e15 else { return String(value.rounded()) }
    guard decimals > 0 else { return String(Int(value.rounded())) }
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
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
