import TanreiCore
import TanreiDriver
import TanreiScene

/// The component as it stands and the clock it runs on: everything a view's timeline needs to
/// draw a moment, as a value any thread may read.
///
/// SwiftUI may evaluate a `TimelineView`'s content and run a `Canvas`'s renderer off the main
/// thread (inside lazy containers, on recent releases), where nothing isolated to the main actor
/// may be called. So what they run reads this — a copy of the lifecycle, which is a value, and a
/// clock, which is `Sendable` — never the bridge. The bridge makes a new one whenever an input
/// changes what is drawn.
public struct BridgeSnapshot<Lifecycle: PresenceLifecycle>: Sendable
where Lifecycle.Frame: DrawableFrame {
  /// The lifecycle as the last input left it.
  public let lifecycle: Lifecycle
  /// The shortest time between two frames while something moves.
  public let frameInterval: Duration
  let clock: TimelineClock

  init(lifecycle: Lifecycle, clock: TimelineClock, frameInterval: Duration) {
    self.lifecycle = lifecycle
    self.clock = clock
    self.frameInterval = frameInterval
  }

  /// The time on the bridge's clock, now.
  public var now: Duration { clock.elapsed() }

  /// The frame at `time`.
  public func frame(at time: Duration) -> Lifecycle.Frame { lifecycle.frame(at: time) }

  /// What to draw now.
  public func scene() -> VectorScene { lifecycle.frame(at: now).scene }

  /// Everything a view shows and exposes at `time`.
  public func presentation(at time: Duration) -> BridgePresentation {
    let frame = lifecycle.frame(at: time)
    let change = lifecycle.nextChange(after: time)
    let due: Duration? =
      switch change {
      case .none: nil
      case .at(let moment): moment
      case .continuous: time + frameInterval
      }
    let exposed = frame.isExposedToAccessibility
    return BridgePresentation(
      time: time, phase: frame.phase, layoutBox: lifecycle.layoutBox,
      drawingMargin: ComponentCanvas.margin, opacity: frame.opacity, scale: frame.scale,
      scene: frame.scene, isAccessibilityHidden: !exposed,
      accessibility: exposed ? frame.accessibilityElement : nil, isVisible: frame.isVisible,
      isAnimationPaused: change != .continuous, plan: lifecycle.plan(at: time), nextFrameDue: due)
  }

  /// Everything a view shows and exposes now.
  public func presentation() -> BridgePresentation { presentation(at: now) }
}
