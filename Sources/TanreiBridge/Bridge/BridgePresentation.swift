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

  /// What a view lays out before its identity has first appeared, when it has no bridge yet:
  /// the box its component takes (so that the first layout is the box of the design system in
  /// effect, LDG-11), drawing and exposing nothing.
  public static func laidOut(_ box: BoxSize) -> BridgePresentation {
    BridgePresentation(
      time: .zero, phase: .absent, layoutBox: box, drawingMargin: ComponentCanvas.margin,
      opacity: 0, scale: 1, scene: VectorScene(size: ComponentCanvas.size(of: box), nodes: []),
      isAccessibilityHidden: true, accessibility: nil, isVisible: true, isAnimationPaused: true,
      plan: PresencePlan(time: 0, phase: .absent), nextFrameDue: nil)
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
