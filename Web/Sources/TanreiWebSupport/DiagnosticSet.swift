import TanreiCore

/// Which diagnostics an element has, as bits a page reads without any text: bit `n` stands for
/// `Diagnostic.Code.allCases[n]`, whose names the page's debug messages carry.
public struct DiagnosticSet: BitwiseCopyable, Equatable {
  /// The bits.
  public private(set) var bits: UInt32 = 0

  /// No diagnostics.
  public init() {}

  /// Adds `code`.
  public mutating func insert(_ code: Diagnostic.Code) {
    bits |= 1 << Self.bit(of: code)
  }

  /// Removes `code`.
  public mutating func remove(_ code: Diagnostic.Code) {
    bits &= ~(1 << Self.bit(of: code))
  }

  /// Whether `code` is in the set.
  public func contains(_ code: Diagnostic.Code) -> Bool {
    bits & (1 << Self.bit(of: code)) != 0
  }

  /// Adds every code of `other`.
  public mutating func formUnion(_ other: DiagnosticSet) {
    bits |= other.bits
  }

  /// The timing props the core ignored, as their diagnostics.
  public mutating func insert(_ ignored: PresenceResolution.Ignored) {
    if ignored.contains(.showDelay) { insert(.invalidShowDelay) }
    if ignored.contains(.entrance) { insert(.unknownEntrance) }
    if ignored.contains(.enterDuration) { insert(.invalidEnterDuration) }
  }

  /// The bit of `code`: its place among the core's codes.
  private static func bit(of code: Diagnostic.Code) -> UInt32 {
    // A case without a payload is stored as its place among the cases, the order of
    // `allCases`, which the generated diagnostics.js lists too (TanreiWebSupportTests).
    UInt32(unsafeBitCast(code, to: UInt8.self))
  }

}
