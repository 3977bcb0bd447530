import Testing

@testable import TanreiCore

@Suite("The core's rounding agrees with the standard library's, without the C library")
struct RoundingTests {
  /// Values around every case: whole numbers, halves on both sides of zero, values a hair from
  /// them, the edge of the truncating path, beyond it, and what is not a number at all.
  static let values: [Double] = {
    var values: [Double] = [
      0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
      1 - 1e-16, -1 + 1e-16, 1e-300, -1e-300, 4.5e15 - 0.5, -4.5e15 + 0.5, 4.5e15, -4.5e15,
      4.5e15 + 1, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
      .infinity, -.infinity, 299_999_999.5, 1_000_000.4999,
    ]
    // A sweep of quarters and odd fractions across a few hundred units either side of zero.
    for step in -1200...1200 { values.append(Double(step) * 0.25 + Double(step % 7) * 1e-9) }
    return values
  }()

  // One test over all values rather than a case each: 2,400 cases would fill the log.
  @Test("roundedDown is rounded(.down)")
  func roundedDown() {
    for value in Self.values {
      #expect(Numerics.roundedDown(value) == value.rounded(.down), "\(value)")
    }
  }

  @Test("roundedToNearest is rounded(), halves away from zero")
  func roundedToNearest() {
    for value in Self.values {
      #expect(Numerics.roundedToNearest(value) == value.rounded(), "\(value)")
    }
  }

  @Test("not a number stays not a number")
  func notANumber() {
    #expect(Numerics.roundedDown(.nan).isNaN)
    #expect(Numerics.roundedToNearest(.nan).isNaN)
  }
}
