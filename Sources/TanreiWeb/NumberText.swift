// Numbers written as decimal text for the page, exactly and without the standard library's
// printer: `String(Double)` links `_Float64ToASCII` and its tables, about 3.7 KB of the gzipped
// module, for the few fractions the state and the token stylesheet write (colour channels,
// curves, times between milliseconds). What is written here parses back, with JavaScript's
// `Number` or JSON.parse, to the very same double.

/// Shortest exact decimal texts of doubles.
enum NumberText {
  /// The fewest significant digits that read back as `value` (Steele and White's free-format
  /// algorithm, in exact integer arithmetic, so no digit is a guess): "0.294118", "1234.56",
  /// "1e-7". "0" for zero, and for a value that is not finite, which JSON cannot write.
  @inline(never)
  static func shortest(_ value: Double) -> String {
    guard value.isFinite, value != 0 else { return "0" }
    let field = value.exponentBitPattern
    let fraction = value.significandBitPattern
    // value = m·2^q. The numbers next to it are half a step away each side (a quarter below
    // at a power of two, where the step below is half as wide). Everything is scaled by 4 so
    // that those half steps are whole: value = r/s, the halves are up/s and down/s.
    let m = field == 0 ? fraction : fraction | (1 << 52)
    let q = field == 0 ? -1074 : Int(field) - 1075
    let narrowBelow = fraction == 0 && field > 1
    var r = Natural(m << 2)
    var s = Natural(4)
    var up = Natural(2)
    if q >= 0 {
      for _ in 0..<q {
        r.multiply(by: 2)
        up.multiply(by: 2)
      }
    } else {
      for _ in 0 ..< -q { s.multiply(by: 2) }
    }
    var down = up
    if narrowBelow {
      // The same ratio with everything doubled but the step below.
      r.multiply(by: 2)
      s.multiply(by: 2)
      up.multiply(by: 2)
    }
    // The decimal exponent: value = 0.d₁d₂… × 10^exponent, with d₁ not zero.
    var exponent = 0
    while Natural.compare(r.adding(up), s) > 0 {
      s.multiply(by: 10)
      exponent += 1
    }
    while true {
      var next = r.adding(up)
      next.multiply(by: 10)
      guard Natural.compare(next, s) <= 0 else { break }
      r.multiply(by: 10)
      up.multiply(by: 10)
      down.multiply(by: 10)
      exponent -= 1
    }
    // The form is known before the digits: JavaScript's, without an exponent from 1e-6 up to
    // 1e21 and with one outside, so that the digits are written straight into the text.
    let plain = exponent > -6 && exponent <= 21
    var text = ByteText()
    if value < 0 { text.put(0x2D) }
    if plain, exponent <= 0 {
      text.put(0x30)
      text.put(0x2E)
      for _ in 0 ..< -exponent { text.put(0x30) }
    }
    // The digits after which the point goes; none when the value is below 1.
    let point = plain ? (exponent > 0 ? exponent : -1) : 1
    var written = 0
    // Digits until the text so far is within half a step of the value: nothing nearer to
    // another double. The last digit is never rounded up past 9 (the exponent above ensures it).
    var last = false
    while !last {
      r.multiply(by: 10)
      up.multiply(by: 10)
      down.multiply(by: 10)
      var digit: UInt8 = 0
      while Natural.compare(r, s) >= 0 {
        r.subtract(s)
        digit += 1
      }
      let low = Natural.compare(r, down) < 0
      let high = Natural.compare(r.adding(up), s) > 0
      if low && high {
        var twice = r
        twice.multiply(by: 2)
        if Natural.compare(twice, s) >= 0 { digit += 1 }
      } else if high {
        digit += 1
      }
      last = low || high
      if written == point { text.put(0x2E) }
      text.put(0x30 + digit)
      written += 1
    }
    if plain {
      while written < exponent {
        text.put(0x30)
        written += 1
      }
    } else {
      text.put(0x65)
      text.put(exponent > 0 ? 0x2B : 0x2D)
      let shown = (exponent - 1).magnitude
      if shown >= 100 { text.put(0x30 + UInt8(shown / 100)) }
      if shown >= 10 { text.put(0x30 + UInt8(shown / 10 % 10)) }
      text.put(0x30 + UInt8(shown % 10))
    }
    return String(decoding: text.bytes, as: UTF8.self)
  }
}

/// Bytes of text, appended one at a time by one out-of-line function.
private struct ByteText {
  var bytes: [UInt8] = []

  @inline(never)
  mutating func put(_ byte: UInt8) { bytes.append(byte) }
}

/// A natural number of any size, in 32-bit limbs, least significant first: just the arithmetic
/// the printer needs, each operation kept out of line, as one copy is smaller than several.
private struct Natural {
  var limbs: [UInt32]

  @inline(never)
  init(_ value: UInt64) {
    limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
  }

  @inline(never)
  mutating func multiply(by factor: UInt32) {
    var carry: UInt64 = 0
    for index in limbs.indices {
      let product = UInt64(limbs[index]) * UInt64(factor) + carry
      limbs[index] = UInt32(truncatingIfNeeded: product)
      carry = product >> 32
    }
    if carry > 0 { limbs.append(UInt32(truncatingIfNeeded: carry)) }
  }

  @inline(never)
  func adding(_ other: Natural) -> Natural {
    var sum = Natural(0)
    sum.limbs = []
    var carry: UInt64 = 0
    for index in 0..<max(limbs.count, other.limbs.count) {
      let total = UInt64(limb(index)) + UInt64(other.limb(index)) + carry
      sum.limbs.append(UInt32(truncatingIfNeeded: total))
      carry = total >> 32
    }
    if carry > 0 { sum.limbs.append(UInt32(truncatingIfNeeded: carry)) }
    return sum
  }

  /// Takes `other` away; `other` is not greater.
  @inline(never)
  mutating func subtract(_ other: Natural) {
    var borrow: UInt64 = 0
    for index in limbs.indices {
      let taken = UInt64(other.limb(index)) + borrow
      let current = UInt64(limbs[index])
      limbs[index] = UInt32(truncatingIfNeeded: current &- taken)
      borrow = current < taken ? 1 : 0
    }
  }

  func limb(_ index: Int) -> UInt32 { index < limbs.count ? limbs[index] : 0 }

  /// -1, 0 or 1 as `a` is less than, equal to or greater than `b`.
  @inline(never)
  static func compare(_ a: Natural, _ b: Natural) -> Int {
    var index = max(a.limbs.count, b.limbs.count)
    while index > 0 {
      index -= 1
      let x = a.limb(index)
      let y = b.limb(index)
      if x != y { return x < y ? -1 : 1 }
    }
    return 0
  }
}
