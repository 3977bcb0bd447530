import TanreiCore

/// The timing attributes every element reads — `show-delay`, `entrance`, `enter-duration` — and
/// the value of its entrance custom property in the cascade.
public struct PresenceAttributes {
  /// `show-delay`'s text, and whether it is present.
  public var showDelay: (UnsafeBufferPointer<UInt8>, Bool)
  /// `entrance`'s text, and whether it is present.
  public var entrance: (UnsafeBufferPointer<UInt8>, Bool)
  /// `enter-duration`'s text, and whether it is present.
  public var enterDuration: (UnsafeBufferPointer<UInt8>, Bool)
  /// The entrance custom property's value where the element is used.
  public var cascade: UnsafeBufferPointer<UInt8>

  /// The attributes as the page passed them.
  public init(
    showDelay: (UnsafeBufferPointer<UInt8>, Bool), entrance: (UnsafeBufferPointer<UInt8>, Bool),
    enterDuration: (UnsafeBufferPointer<UInt8>, Bool), cascade: UnsafeBufferPointer<UInt8>
  ) {
    self.showDelay = showDelay
    self.entrance = entrance
    self.enterDuration = enterDuration
    self.cascade = cascade
  }

  /// The timing they ask for against `defaults`, with a cycle of `cycleDuration`: a time that
  /// is not a finite number, or an unknown entrance, takes the token and is reported (LDG-14).
  public func timing(
    _ defaults: PresenceDefaults, cycleDuration: Double, diagnostics: inout DiagnosticSet
  ) -> PresenceTiming {
    let resolved = defaults.resolve(
      showDelay: Attributes.time(
        showDelay.0, present: showDelay.1, invalid: .invalidShowDelay, diagnostics: &diagnostics),
      entrance: Attributes.entrance(entrance.0, present: entrance.1, cascade: cascade),
      enterDuration: Attributes.time(
        enterDuration.0, present: enterDuration.1, invalid: .invalidEnterDuration,
        diagnostics: &diagnostics),
      motionScale: 1)
    diagnostics.insert(resolved.ignored)
    return PresenceTiming(
      showDelay: resolved.showDelay, entrance: resolved.entrance,
      enterDuration: resolved.enterDuration, cycleDuration: cycleDuration)
  }
}
