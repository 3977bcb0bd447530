/// What the loading indicator shows and exposes at one moment: a pure value a front draws.
public struct LoadingIndicatorFrame: Sendable, Hashable {
  /// Where the indicator is in its life: absent, waiting out its delay (drawing and exposing
  /// nothing, LDG-11), entering (LDG-12, LDG-13) or shown.
  public typealias Phase = PresencePhase

  /// The moving mark.
  public enum Mark: Sendable, Hashable {
    /// The quarter arc. `rotation` is in degrees, clockwise, of the arc's trailing end from
    /// 12 o'clock, in 0..<360: at 0 the arc runs from 12 to 3 o'clock.
    case arc(rotation: Double)
    /// The reduced-motion full circle (LDG-4), at `opacity` in 0…1.
    case circle(opacity: Double)
  }

  /// The time this frame is for, on the indicator's timeline.
  public var time: Duration
  /// The phase.
  public var phase: Phase
  /// The box the component takes in its layout: 0 × 0 when absent, its full size otherwise,
  /// from the first moment of its delay to the end of its entrance (LDG-11, LDG-13).
  public var box: BoxSize
  /// Whether the place the indicator is in can be seen.
  public var isVisible: Bool
  /// The opacity of the whole component: the mark, and the container and its shadow if any.
  public var opacity: Double
  /// The scale of the whole component about the centre of its box.
  public var scale: Double
  /// The mark to draw, or `nil` when nothing is drawn.
  public var mark: Mark?
  /// Whether the turn (or the pulse) is running; it pauses while not visible (LDG-7).
  public var isAnimating: Bool
  /// The place in the cycle, 0..<1, from which the mark is drawn.
  public var cycleProgress: Double
  /// The entrance being drawn, once shown: grow becomes fade under reduced motion (LDG-13).
  public var entrance: EntranceKind?
  /// The layout direction; it changes nothing drawn (LDG-8) and is here for fronts that lay out.
  public var direction: ReadingDirection
  /// Measurements and colours.
  public var appearance: LoadingIndicatorAppearance
  /// What assistive technology sees: `nil` while absent or waiting (LDG-11); once shown a
  /// progressbar named by the label, busy, with no value, not focusable (LDG-5, LDG-6).
  public var accessibility: AccessibilityNode?

  /// Whether anything is drawn: true from the end of the delay until removal.
  public var isDrawn: Bool { phase == .entering || phase == .shown }

  /// Whether the indicator sits on its container.
  public var isContained: Bool { appearance.contained }

  /// The arc's rotation in degrees, or `nil` when the mark is the circle or nothing is drawn.
  public var rotation: Double? {
    if case .arc(let rotation) = mark { return rotation }
    return nil
  }

  /// The step the cycle is in when a front shows it in `steps` equal steps, in `0..<steps`:
  /// step 0 starts the cycle. A terminal showing four quarter-arc glyphs asks for `cycleStep(of: 4)`
  /// and draws the glyph of that step.
  ///
  /// A frame read at a time that
  /// ``LoadingIndicatorLifecycle/nextChange(after:cycleSteps:opacityLevels:)`` returned is
  /// already in the step that begins then. `steps` below 1 counts as 1.
  public func cycleStep(of steps: Int) -> Int {
    CycleSteps.step(at: cycleProgress, of: steps)
  }

  /// The level the component's opacity rounds to when a front shows opacity in `levels` steps
  /// above nothing, in `0...levels`: a terminal with four greys between its background and its
  /// text asks for `opacityLevel(of: 4)`, and draws level 4 in its own text colour.
  ///
  /// A frame read at a time that
  /// ``LoadingIndicatorLifecycle/nextChange(after:cycleSteps:opacityLevels:)`` returned is
  /// already at the level reached then. `levels` below 1 counts as 1.
  public func opacityLevel(of levels: Int) -> Int {
    OpacityLevels.level(of: opacity, levels: levels)
  }

  /// The level `opacity` rounds to in `levels` steps, by the rule of ``opacityLevel(of:)``: for
  /// an opacity the front computes itself, such as the pulse's ``markOpacity`` under the
  /// entrance's ``opacity``.
  public static func opacityLevel(_ opacity: Double, of levels: Int) -> Int {
    OpacityLevels.level(of: opacity, levels: levels)
  }

  /// The mark's own opacity: the pulse for the circle, 1 for the arc, 0 when nothing is drawn.
  public var markOpacity: Double {
    switch mark {
    case .arc: 1
    case .circle(let opacity): opacity
    case nil: 0
    }
  }
}
