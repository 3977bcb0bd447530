/// What a front needs of a component's lifecycle, whichever component it is: events in, frames
/// and the moments they change out, and the tokens swapped when the colour scheme changes.
///
/// ``LoadingIndicatorLifecycle`` and every ``ComponentLifecycle`` adopt it, so a front written
/// once (the SwiftUI bridge, for one) drives the whole family.
public protocol PresenceLifecycle: Sendable {
  /// What a product sets.
  associatedtype Props: Sendable & Equatable
  /// What the design system provides.
  associatedtype Tokens: Sendable
  /// What a front draws at one moment.
  associatedtype Frame: PresenceFrame

  /// The props as last set.
  var props: Props { get }
  /// The box the component takes once inserted, for its props as last set: a front reserves it
  /// from the first layout on, so that nothing moves when the component is inserted or shown.
  var layoutBox: BoxSize { get }
  /// The fallbacks the current props took, then those events raised.
  var diagnostics: [Diagnostic] { get }
  /// What the component said, in order; each text at most once per insertion.
  var announcements: [Announcement] { get }
  /// Whether the component is inserted after the last event.
  var isInserted: Bool { get }

  /// A lifecycle for a component with `props`, resolved against `tokens` in `environment`, not
  /// yet inserted.
  init(props: Props, tokens: Tokens, environment: ComponentEnvironment)

  /// Applies `event` at `time`; events come in time order.
  mutating func apply(_ event: ComponentEvent<Props>, at time: Duration)
  /// Resolves the props again with `tokens` (the other colour scheme's, say) at `time`: what
  /// they draw changes at once; a running delay and entrance finish as they began.
  mutating func setTokens(_ tokens: Tokens, at time: Duration)
  /// Forgets the states that ended before `time`; nothing at or after it changes.
  mutating func discardHistory(before time: Duration)
  /// The frame at `time`.
  func frame(at time: Duration) -> Frame
  /// What the presence does from `time` until the next event: when the delay ends, the
  /// entrance, the cycle and a pending removal, for a front that animates by itself.
  func plan(at time: Duration) -> PresencePlan
  /// When the frame next changes in a way a front must act on, after `time`.
  func nextChange(after time: Duration) -> NextChange
  /// As ``nextChange(after:)``, for a front that shows the cycle in `cycleSteps` steps and the
  /// entrance's opacity in `opacityLevels` levels.
  func nextChange(after time: Duration, cycleSteps: Int, opacityLevels: Int?) -> NextChange
}

extension LoadingIndicatorLifecycle: PresenceLifecycle {
  /// The indicator's square, or its container when contained (LDG-2, LDG-3, LDG-11).
  public var layoutBox: BoxSize { resolved.appearance.box }

  /// The indicator never announces itself (LDG-6): always empty.
  public var announcements: [Announcement] { [] }

  /// Resolves the props again with `tokens` at `time`: colours and measurements change at once
  /// and keep the cycle's place (LDG-17's rule for a change of surroundings); the running delay
  /// and entrance finish as they began (LDG-16).
  public mutating func setTokens(_ tokens: LoadingIndicatorTokens, at time: Duration) {
    replaceTokens(tokens, at: time)
  }
}

extension ComponentLifecycle: PresenceLifecycle where Component.Frame: PresenceFrame {
  /// The box the resolved props take.
  public var layoutBox: BoxSize { resolved.box }
}
