/// What every component's frame says of its presence, whatever else it draws.
public protocol PresenceFrame: Sendable {
  /// The phase.
  var phase: PresencePhase { get }
  /// The box the component takes: 0 × 0 when absent, full from insertion on.
  var box: BoxSize { get }
  /// Whether the place the component is in can be seen.
  var isVisible: Bool { get }
  /// The entrance's opacity for the whole component.
  var opacity: Double { get }
  /// The entrance's scale about the centre.
  var scale: Double { get }
}

extension PresenceFrame {
  /// Whether anything is drawn: from the end of the delay until removal.
  public var isShown: Bool { phase == .entering || phase == .shown }
}

extension LoadingIndicatorFrame: PresenceFrame {}
extension ProgressFrame: ComponentFrame {}
extension SkeletonFrame: ComponentFrame {}
extension TypingIndicatorFrame: ComponentFrame {}
extension SpinnerFrame: ComponentFrame {}
extension DelayedPresenceFrame: ComponentFrame {}

/// The part of a family component's frame that its presence decides, made in one place: the box
/// is nothing while absent and whole from insertion on, and the motion counts as running only
/// while shown.
public struct FramePresence: Sendable, Hashable {
  /// The time the frame is for.
  public var time: Duration
  /// The phase.
  public var phase: PresencePhase
  /// The box the component takes: 0 × 0 when absent, full from insertion on.
  public var box: BoxSize
  /// Whether the place the component is in can be seen.
  public var isVisible: Bool
  /// The entrance's opacity for the whole component.
  public var opacity: Double
  /// The entrance's scale about the centre.
  public var scale: Double
  /// Whether the component's own motion runs.
  public var isAnimating: Bool

  /// The presence of a component whose box is `box`, in `state`, at `time`.
  @inline(__always)
  public init(_ state: PresenceState, at time: Duration, box: BoxSize) {
    self.time = time
    phase = state.phase
    self.box = state.phase == .absent ? .zero : box
    isVisible = state.isVisible
    opacity = state.opacity
    scale = state.scale
    isAnimating = state.isShown && state.isAnimating
  }
}

/// A family component's frame: its ``FramePresence`` and what the component draws.
public protocol ComponentFrame: PresenceFrame {
  /// What the presence decides.
  var presence: FramePresence { get }
}

extension ComponentFrame {
  /// The time this frame is for.
  public var time: Duration { presence.time }
  /// The phase.
  public var phase: PresencePhase { presence.phase }
  /// The box: 0 × 0 when absent, full from insertion on.
  public var box: BoxSize { presence.box }
  /// Whether the place it is in can be seen.
  public var isVisible: Bool { presence.isVisible }
  /// The entrance's opacity for the whole component.
  public var opacity: Double { presence.opacity }
  /// The entrance's scale about the centre.
  public var scale: Double { presence.scale }
  /// Whether the component's own motion runs.
  public var isAnimating: Bool { presence.isAnimating }
  /// Whether anything is drawn.
  public var isDrawn: Bool { isShown }
}
