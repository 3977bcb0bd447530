#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// The few functions of the C maths library the core needs, reached from one place so that no
/// other file of the core imports a platform module.
package enum Numerics {
  /// `base` raised to `exponent`.
  @inline(__always) package static func power(_ base: Double, _ exponent: Double) -> Double {
    pow(base, exponent)
  }

  /// The sine of `radians`.
  @inline(__always) package static func sine(_ radians: Double) -> Double { sin(radians) }

  /// The cosine of `radians`.
  @inline(__always) package static func cosine(_ radians: Double) -> Double { cos(radians) }

  /// `e` raised to `value`.
  @inline(__always) package static func exponential(_ value: Double) -> Double { exp(value) }

  /// The error function, for the coverage of a Gaussian blur.
  @inline(__always) package static func errorFunction(_ value: Double) -> Double { erf(value) }
}
