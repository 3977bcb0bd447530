/// How a component waits, enters and cycles: what a ``PresenceTimeline`` needs to know of it.
public struct PresenceTiming: Sendable, Hashable, BitwiseCopyable {
  /// The wait after insertion before the component is shown, in milliseconds.
  public var showDelay: Double
  /// How the component enters.
  public var entrance: EntranceKind
  /// The entrance's length in milliseconds; 0 shows the component whole at once.
  public var enterDuration: Double
  /// The length of one cycle of the component's own motion (a turn, a pulse, a shimmer) in
  /// milliseconds; 0 for a component that does not move.
  public var cycleDuration: Double
  /// How long, in milliseconds, the component stays once shown before a removal takes it away:
  /// a removal sooner waits until then. 0 — every component's own rule, the loading
  /// indicator's included (LDG-16) — takes it away at once; delayed content may ask for more,
  /// so that a wait that outlasts the delay by a moment does not flash.
  public var minimumShown: Double

  /// Timing with the given values, all in milliseconds.
  public init(
    showDelay: Double, entrance: EntranceKind, enterDuration: Double, cycleDuration: Double,
    minimumShown: Double = 0
  ) {
    self.showDelay = showDelay
    self.entrance = entrance
    self.enterDuration = enterDuration
    self.cycleDuration = cycleDuration
    self.minimumShown = minimumShown
  }
}

/// A component's resolved values, as a ``PresenceTimeline`` keeps them between events.
///
/// The timeline reads only the timing; everything else (measurements, colours, a label) rides
/// along so that a component's frame can be made from the state and the content together.
public protocol PresenceContent: Sendable, Equatable {
  /// The component's delay, entrance and cycle.
  var presenceTiming: PresenceTiming { get }
}

/// The phases of a component's presence.
public enum PresencePhase: String, Sendable, Hashable, CaseIterable {
  /// Not in a view: takes no space, draws and exposes nothing.
  case absent
  /// Inserted, waiting out its show delay: takes its full box, draws and exposes nothing.
  case waiting
  /// Shown and entering: drawn with the entrance's opacity and scale, and exposed.
  case entering
  /// Shown whole.
  case shown
}
