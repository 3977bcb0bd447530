/// What every component's frame says of its presence, whatever else it draws.
public protocol PresenceFrame: Sendable {
  /// The phase.
  var phase: PresencePhase { get }
  /// The box the component takes: 0 × 0 when absent, full from insertion on.
  var box: Size { get }
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
extension ProgressFrame: PresenceFrame {}
extension SkeletonFrame: PresenceFrame {}
extension TypingIndicatorFrame: PresenceFrame {}
extension SpinnerFrame: PresenceFrame {}
extension DelayedPresenceFrame: PresenceFrame {}
