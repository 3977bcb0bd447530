/// Where a component's presence stands at one moment.
public struct PresenceState: Sendable, Hashable {
  /// The phase.
  public var phase: PresencePhase
  /// Whether the place the component is in can be seen.
  public var isVisible: Bool
  /// The entrance's opacity for the whole component: 0 until shown, then eased to 1.
  public var opacity: Double
  /// The entrance's scale for the whole component, about its centre.
  public var scale: Double
  /// The entrance being drawn, once shown; grow becomes fade under reduced motion.
  public var entrance: EntranceKind?
  /// The place in the cycle, 0..<1: 0 until shown, then advancing only while visible.
  public var cycleProgress: Double
  /// Whether the cycle is running.
  public var isAnimating: Bool
  /// The environment in force.
  public var environment: ComponentEnvironment

  /// Whether the component is shown (entering or whole): drawn and exposed.
  @inline(__always) public var isShown: Bool { phase == .entering || phase == .shown }
}
