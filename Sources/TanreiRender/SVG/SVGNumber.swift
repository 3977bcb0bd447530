/// Numbers as the project's SVG and CSS text writes them: at most four decimals, no trailing
/// zeros, no exponent, never "-0".
///
/// Written from integers rather than by the platform's formatter, so the text is the same on
/// every machine and a diff shows only real changes.
public enum SVGNumber {
  /// "12", "12.5", "0.0784"; 0 for a value that is not finite.
  public static func format(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return "0" }
    let scaled = Int64((value * 10_000).rounded())
    if scaled == 0 { return "0" }
    let sign = scaled < 0 ? "-" : ""
    let magnitude = scaled.magnitude
    let whole = magnitude / 10_000
    var fraction = magnitude % 10_000
    guard fraction != 0 else { return sign + String(whole) }
    var digits = 4
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let text = String(fraction)
    return sign + String(whole) + "." + String(repeating: "0", count: digits - text.count) + text
  }
}
