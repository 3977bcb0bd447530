import TanreiCore
import TanreiScene

/// Everything a view shows and exposes at one moment, decided by the core: the view copies it
/// onto the screen and into the accessibility tree, and decides nothing.
public struct BridgePresentation: Sendable, Equatable {
  /// The moment, on the bridge's clock.
  public var time: Duration
  /// The phase.
  public var phase: PresencePhase
  /// The box the view takes in its layout: always the full box, before insertion, while waiting
  /// and while entering alike, so that nothing around it moves (LDG-11, LDG-13).
  public var layoutBox: BoxSize
  /// How far the drawing reaches outside the box on every side (room for a shadow); a view lets
  /// it overflow without taking space.
  public var drawingMargin: Double
  /// The entrance's opacity of the whole component.
  public var opacity: Double
  /// The entrance's scale of the whole component about its centre.
  public var scale: Double
  /// What to draw: the box plus ``drawingMargin`` on every side; empty while nothing is shown.
  /// The entrance's opacity and scale are already in it.
  public var scene: VectorScene
  /// Whether the view is hidden from assistive technology (`.accessibilityHidden(true)`).
  public var isAccessibilityHidden: Bool
  /// The element assistive technology sees, or `nil`.
  public var accessibility: AccessibilityNode?
  /// Whether the place the view is in can be seen.
  public var isVisible: Bool
  /// Whether the view's timeline may pause: nothing moves from moment to moment (waiting,
  /// hidden, still, or moving only in discrete steps the bridge wakes for).
  public var isAnimationPaused: Bool
  /// What moves from ``time`` until the next input — the delay's end, the entrance's curve and
  /// length, the cycle — for a view that animates by itself (delayed content enters by a
  /// SwiftUI animation on the core's curve).
  public var plan: PresencePlan
  /// When the view must next draw a new frame if no input comes: one frame interval on while
  /// something moves, the end of a delay or of an unseen entrance, or `nil` while nothing can
  /// change.
  public var nextFrameDue: Duration?

  /// What a view shows before its identity's first callback, when it has no bridge yet — all an
  /// image renderer or a static preview ever draws, since neither runs `onAppear` or a task:
  /// the component as it stands at its making, inserted then if `isActive`. An entrance that
  /// begins at the making (`showDelay: .zero`) is drawn at its end, whole; a delay still to run
  /// draws nothing but the box, which the first layout takes (LDG-11). Nothing moves in it.
  public static func atMaking<Lifecycle: PresenceLifecycle>(
    _ lifecycle: Lifecycle, isActive: Bool
  ) -> BridgePresentation where Lifecycle.Frame: DrawableFrame {
    var lifecycle = lifecycle
    if isActive { lifecycle.apply(.insert, at: .zero) }
    var time = Duration.zero
    if let entrance = lifecycle.plan(at: .zero).entrance, entrance.start <= 0 {
      time = Duration.fromMilliseconds(entrance.start + entrance.duration)
    }
    var shown = BridgePresentation(lifecycle, at: time, frameInterval: .zero)
    shown.isAnimationPaused = true
    shown.nextFrameDue = nil
    return shown
  }

  /// What remains of the entrance from ``time`` while it is seen: it starts now and runs for
  /// what is left of its length, on its curve; `nil` when no entrance is under way, or none is
  /// seen — an entrance that ran while hidden is over, never replayed (LDG-13).
  public var seenEntrance: PresencePlan.Entrance? {
    guard phase == .entering, isVisible, let entrance = plan.entrance else { return nil }
    let end = entrance.start + entrance.duration
    let t = time.inMilliseconds
    guard end > t else { return nil }
    return PresencePlan.Entrance(
      kind: entrance.kind, start: t, duration: end - t, easing: entrance.easing)
  }

  /// The accessible name, or `nil` when nothing is exposed.
  public var accessibilityName: String? { isAccessibilityHidden ? nil : accessibility?.name }

  /// Whether two presentations differ in something a view must act on between timeline ticks:
  /// while the timeline runs, the moving picture is the timeline's to draw.
  func differsDiscretely(from other: BridgePresentation) -> Bool {
    if phase != other.phase || layoutBox != other.layoutBox
      || isAccessibilityHidden != other.isAccessibilityHidden
      || accessibility != other.accessibility || isVisible != other.isVisible
      || isAnimationPaused != other.isAnimationPaused || drawingMargin != other.drawingMargin
    {
      return true
    }
    // A still picture is drawn from the presentation itself, so every change of it counts.
    return isAnimationPaused
      && (scene != other.scene || opacity != other.opacity || scale != other.scale)
  }
}

extension BridgePresentation {
  /// Everything a view shows and exposes of `lifecycle` at `time`, drawing `frameInterval`
  /// apart while something moves.
  public init<Lifecycle: PresenceLifecycle>(
    _ lifecycle: Lifecycle, at time: Duration, frameInterval: Duration
  ) where Lifecycle.Frame: DrawableFrame {
    let frame = lifecycle.frame(at: time)
    let change = lifecycle.nextChange(after: time)
    let due: Duration? =
      switch change {
      case .none: nil
      case .at(let moment): moment
      case .continuous: time + frameInterval
      }
    let exposed = frame.isExposedToAccessibility
    self.init(
      time: time, phase: frame.phase, layoutBox: lifecycle.layoutBox,
      drawingMargin: ComponentCanvas.margin, opacity: frame.opacity, scale: frame.scale,
      scene: frame.scene, isAccessibilityHidden: !exposed,
      accessibility: exposed ? frame.accessibilityElement : nil, isVisible: frame.isVisible,
      isAnimationPaused: change != .continuous, plan: lifecycle.plan(at: time), nextFrameDue: due)
  }
}
