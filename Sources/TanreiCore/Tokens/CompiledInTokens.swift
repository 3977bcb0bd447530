/// Reads a component's tokens from a compiled-in system, which cannot fail unless the build
/// itself is defective: the test suite loads every compiled-in system's every component.
func compiledIn<Tokens>(
  _ system: DesignSystem, _ read: (DesignSystem) throws(TokenError) -> Tokens
) -> Tokens {
  do {
    return try read(system)
  } catch {
    fatalError("the compiled-in \(system.name) tokens are inconsistent: \(error)")
  }
}

extension Double {
  /// The value if it is finite and 0 or more, as a length must be; `nil` otherwise, when a
  /// component takes 0 and says so.
  public var usableLength: Double? { isFinite && self >= 0 ? self : nil }

  /// The value if it is finite and 0 or more; otherwise 0, with a diagnostic naming `what`.
  func nonNegativeLength(_ what: String, diagnostics: inout [Diagnostic]) -> Double {
    if let length = usableLength { return length }
    guard isFinite else {
      diagnostics.append(
        Diagnostic(.valueNotFinite, "\(what) \(self) is not a finite number; using 0"))
      return 0
    }
    diagnostics.append(Diagnostic(.valueOutOfRange, "\(what) \(self) is negative; using 0"))
    return 0
  }
}
