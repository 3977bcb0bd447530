/// Whether a diagnostic's message is written, or only its code is kept.
///
/// The messages interpolate the values they name, and that costs the web module its string
/// interpolation and number printing, 3 KB of its 46 gzipped. The release web build (Embedded
/// Swift without `TANREI_DIAGNOSTIC_MESSAGES`) keeps the codes, which the elements act on, and
/// leaves every message empty; `scripts/build-web --debug` defines the condition, so a
/// developer reads the full messages, and every native build always has them.
@usableFromInline
enum DiagnosticText {
  #if hasFeature(Embedded) && !TANREI_DIAGNOSTIC_MESSAGES
    /// Empty: `make` is never called, so the message's interpolation is never linked.
    @inlinable @inline(__always)
    static func message(_ make: () -> String) -> String { "" }
  #else
    /// The message `make` writes.
    @inlinable @inline(__always)
    static func message(_ make: () -> String) -> String { make() }
  #endif
}
