#if hasFeature(Embedded)
  // wasm32-unknown-none has no C library: the module imports these from its host (`env.pow`,
  // …), where a page supplies `Math.pow` and the rest.
  @_extern(c, "pow") private func pow(_ base: Double, _ exponent: Double) -> Double
  @_extern(c, "sin") private func sin(_ radians: Double) -> Double
  @_extern(c, "cos") private func cos(_ radians: Double) -> Double
  @_extern(c, "exp") private func exp(_ value: Double) -> Double
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// The few functions of the C maths library the core needs, reached from one place so that no
/// other file of the core imports a platform module or declares a C function.
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

  /// `value` rounded down, as `value.rounded(.down)`.
  ///
  /// Below 2^52 in magnitude it is computed by truncation, without the C library: where the
  /// target lacks a rounding instruction, `rounded` calls `floor`, and the first call into a
  /// library in a process costs the dynamic linker's lookup, more than a whole frame. Used on
  /// the paths a front runs while an indicator turns.
  @inline(__always) package static func roundedDown(_ value: Double) -> Double {
    #if arch(wasm32)
      // WebAssembly rounds in one instruction, and has no library to look up.
      return value.rounded(.down)
    #else
      guard value.magnitude < 4.5e15 else { return value.rounded(.down) }
      let truncated = Double(Int64(value))
      return truncated > value ? truncated - 1 : truncated
    #endif
  }

  /// `value` rounded to the nearest whole number, halves away from zero, as `value.rounded()`;
  /// computed without the C library below 2^52 in magnitude (see ``roundedDown(_:)``).
  @inline(__always) package static func roundedToNearest(_ value: Double) -> Double {
    #if arch(wasm32)
      return value.rounded()
    #else
      guard value.magnitude < 4.5e15 else { return value.rounded() }
      let truncated = Double(Int64(value))
      let rest = value - truncated
      if rest >= 0.5 { return truncated + 1 }
      if rest <= -0.5 { return truncated - 1 }
      return truncated
    #endif
  }
}
