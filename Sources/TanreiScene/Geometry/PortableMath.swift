/// Sine, cosine and exponential from additions and multiplications only.
///
/// The C library's `sin`, `cos` and `exp` are allowed to differ in their last bit from one
/// platform to another, and a last bit is enough to move an anti-aliased edge pixel by one
/// level. Everything the rasterizer computes goes through IEEE 754 arithmetic, which every
/// platform rounds the same way, so the same scene gives the same bytes everywhere. Accuracy is
/// about 1e-14, far below what an 8-bit pixel can show.
public enum PortableMath {
  /// π.
  public static let pi = 3.141_592_653_589_793_116

  /// Multiply degrees by this to get radians.
  public static let radiansPerDegree = pi / 180

  // π/2 as a sum of two doubles, so that reducing a large angle loses nothing.
  private static let halfPiHigh = 1.570_796_326_794_896_558
  private static let halfPiLow = 6.123_233_995_736_766e-17

  /// The sine of `radians`.
  public static func sine(_ radians: Double) -> Double {
    let (quadrant, r) = reduce(radians)
    switch quadrant {
    case 0: return sinePolynomial(r)
    case 1: return cosinePolynomial(r)
    case 2: return -sinePolynomial(r)
    default: return -cosinePolynomial(r)
    }
  }

  /// The cosine of `radians`.
  public static func cosine(_ radians: Double) -> Double {
    let (quadrant, r) = reduce(radians)
    switch quadrant {
    case 0: return cosinePolynomial(r)
    case 1: return -sinePolynomial(r)
    case 2: return -cosinePolynomial(r)
    default: return sinePolynomial(r)
    }
  }

  /// e raised to `x`; 0 below -700, where a double underflows anyway.
  public static func exponential(_ x: Double) -> Double {
    guard x.isFinite else { return x > 0 ? .infinity : 0 }
    guard x > -700 else { return 0 }
    guard x < 700 else { return .infinity }
    let ln2High = 0.693_147_180_369_123_816_49
    let ln2Low = 1.908_214_929_270_587_700_02e-10
    let k = (x / 0.693_147_180_559_945_309).rounded()
    let r = (x - k * ln2High) - k * ln2Low
    // |r| <= ln 2 / 2: the series' 14th term is below 1e-16 of the result.
    var term = 1.0
    var sum = 1.0
    for n in 1...14 {
      term *= r / Double(n)
      sum += term
    }
    return sum * Double(sign: .plus, exponent: Int(k), significand: 1)
  }

  /// The angle as a quarter turn count (0…3) and a remainder in −π/4…π/4.
  private static func reduce(_ radians: Double) -> (Int, Double) {
    guard radians.isFinite else { return (0, .nan) }
    let quarters = (radians / (pi / 2)).rounded()
    let r = (radians - quarters * halfPiHigh) - quarters * halfPiLow
    let wrapped = quarters.truncatingRemainder(dividingBy: 4)
    let quadrant = Int(wrapped < 0 ? wrapped + 4 : wrapped)
    return (quadrant, r)
  }

  private static func sinePolynomial(_ r: Double) -> Double {
    // Taylor series to r^17; on −π/4…π/4 the first omitted term is below 1e-18.
    let r2 = r * r
    var term = r
    var sum = r
    var n = 1.0
    for _ in 0..<8 {
      term *= -r2 / ((n + 1) * (n + 2))
      sum += term
      n += 2
    }
    return sum
  }

  private static func cosinePolynomial(_ r: Double) -> Double {
    let r2 = r * r
    var term = 1.0
    var sum = 1.0
    var n = 0.0
    for _ in 0..<9 {
      term *= -r2 / ((n + 1) * (n + 2))
      sum += term
      n += 2
    }
    return sum
  }
}
