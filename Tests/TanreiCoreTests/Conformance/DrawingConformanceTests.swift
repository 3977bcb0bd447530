import Testing

@testable import TanreiCore

/// LDG-1 … LDG-4: what is drawn, and how it moves.
@Suite("Conformance: drawing and motion (LDG-1 … LDG-4)")
struct DrawingConformanceTests {
  /// Shown whole at once so that only the turn moves.
  static let atOnce = LoadingIndicatorProps("Loading", showDelay: .zero, enterDuration: .zero)

  static let sizes: [(LoadingIndicatorSize, Double)] = [(.small, 16), (.medium, 24), (.large, 40)]

  @Test(
    "LDG-1: a quarter arc in the size's square, its stroke's outer edge on the square",
    arguments: sizes)
  func arcGeometry(size: LoadingIndicatorSize, side: Double) throws {
    var props = Self.atOnce
    props.size = size
    let frame = Timeline(props).at(0)
    #expect(frame.box == BoxSize(square: side))
    #expect(frame.appearance.indicatorSize == side)
    #expect(frame.appearance.thickness == 2)
    #expect(frame.appearance.arcRadius + frame.appearance.thickness / 2 == side / 2)
    #expect(LoadingIndicatorAppearance.arcSweep == 90)
    guard case .arc = try #require(frame.mark) else {
      Issue.record("the mark is not the arc")
      return
    }
  }

  @Test("LDG-1: at a cycle's start the arc runs from 12 to 3 o'clock")
  func cycleStart() {
    #expect(Timeline(Self.atOnce).at(0).rotation == 0)
  }

  @Test("LDG-1: it turns clockwise once per cycle-duration (1000 ms) at constant speed")
  func turnsAtConstantSpeed() {
    let timeline = Timeline(Self.atOnce)
    #expect(isClose(timeline.at(250).rotation, 90))
    #expect(isClose(timeline.at(500).rotation, 180))
    #expect(isClose(timeline.at(750).rotation, 270))
    #expect(isClose(timeline.at(1000).rotation, 0))
    #expect(isClose(timeline.at(3125).rotation, 45))
    // Constant speed: equal steps of time give equal steps of angle, everywhere in the cycle.
    let steps = stride(from: 0.0, to: 990, by: 10).compactMap { t -> Double? in
      guard let a = timeline.at(t).rotation, let b = timeline.at(t + 10).rotation else {
        return nil
      }
      return (b - a + 360).truncatingRemainder(dividingBy: 360)
    }
    #expect(steps.count == 99)
    #expect(steps.allSatisfy { isClose($0, 3.6, within: 1e-6) })
  }

  @Test("LDG-1: the cycle follows the motion dial, which scales token durations")
  func motionScaleScalesTheCycle() {
    let timeline = Timeline(Self.atOnce, environment: ComponentEnvironment(motionScale: 2))
    #expect(isClose(timeline.at(500).rotation, 90))
    #expect(isClose(timeline.at(1000).rotation, 180))
  }

  @Test("LDG-1: the only mark is the arc; there is no track to draw")
  func noTrack() {
    let frame = Timeline(Self.atOnce).at(100)
    // The appearance carries one mark colour and nothing a track could be drawn with.
    #expect(frame.appearance.markColor == LoadingIndicatorTokens.tanrei.indicatorColor)
    #expect(frame.markOpacity == 1)
    #expect(frame.rotation != nil)
  }

  @Test(
    "LDG-2: inline, it takes exactly its square, no container, the arc in indicator.color",
    arguments: sizes)
  func inline(size: LoadingIndicatorSize, side: Double) {
    var props = Self.atOnce
    props.size = size
    let frame = Timeline(props).at(0)
    #expect(frame.box == BoxSize(square: side))
    #expect(!frame.isContained)
    #expect(frame.appearance.indicatorInset == 0)
    #expect(frame.appearance.markColor.hexString == "#4b4b4b")
  }

  @Test(
    "LDG-3: contained, the arc is centred on a round, filled, raised container",
    arguments: [(LoadingIndicatorSize.small, 24.0, 16.0), (.medium, 32, 24), (.large, 48, 40)])
  func contained(size: LoadingIndicatorSize, container: Double, indicator: Double) {
    var props = Self.atOnce
    props.size = size
    props.contained = true
    let appearance = Timeline(props).at(0).appearance
    #expect(appearance.box == BoxSize(square: container))
    #expect(appearance.contained)
    #expect(appearance.indicatorSize == indicator)
    #expect(appearance.indicatorInset == (container - indicator) / 2)
    // container.shape is 9999px, which on a square is a circle.
    #expect(appearance.containerCornerRadius == container / 2)
    #expect(appearance.containerColor.hexString == "#ffffff")
    #expect(appearance.markColor.hexString == "#4b4b4b")
    #expect(appearance.containerElevation == LoadingIndicatorTokens.tanrei.containedElevation)
    // A hairline ring of 1 px spread, and a 2 px blur dropped by 1 px.
    #expect(
      appearance.containerElevation == [
        ShadowLayer(color: RGBAColor.black.withOpacity(0.08), spread: 1),
        ShadowLayer(color: RGBAColor.black.withOpacity(0.04), offsetY: 1, blur: 2),
      ])
  }

  @Test("LDG-4: under reduced motion a whole circle pulses 1 → 0 → 1 once per cycle, never turning")
  func reducedMotionPulse() {
    let timeline = Timeline(Self.atOnce, environment: ComponentEnvironment(reducedMotion: true))
    for frame in timeline.frames(0...2000, every: 25) {
      #expect(frame.rotation == nil)
      guard case .circle = frame.mark else {
        Issue.record("at \(frame.time) the mark is not the circle")
        return
      }
    }
    #expect(isClose(timeline.at(0).markOpacity, 1))
    #expect(isClose(timeline.at(250).markOpacity, 1 - Curves.standard.value(at: 0.5)))
    #expect(isClose(timeline.at(500).markOpacity, 0))
    #expect(isClose(timeline.at(750).markOpacity, Curves.standard.value(at: 0.5)))
    #expect(isClose(timeline.at(1000).markOpacity, 1))
    #expect(isClose(timeline.at(1100).markOpacity, timeline.at(100).markOpacity))
  }

  @Test("LDG-4: the pulse eases on sys.motion.easing.standard, at most once a second")
  func pulseEasing() {
    let timeline = Timeline(Self.atOnce, environment: ComponentEnvironment(reducedMotion: true))
    for t in stride(from: 0.0, through: 500, by: 20) {
      #expect(isClose(timeline.at(t).markOpacity, 1 - Curves.standard.value(at: t / 500)))
    }
    // One minimum (and one maximum) per 1000 ms: below the three-per-second flash threshold.
    let opacities = timeline.frames(0...3000, every: 10).map(\.markOpacity)
    let minima = (1..<opacities.count - 1).filter {
      opacities[$0] < opacities[$0 - 1] && opacities[$0] <= opacities[$0 + 1]
    }
    #expect(minima.count == 3)
  }

  @Test("LDG-4: contained under reduced motion, the container stays still and opaque")
  func reducedMotionContainer() {
    var props = Self.atOnce
    props.contained = true
    let timeline = Timeline(props, environment: ComponentEnvironment(reducedMotion: true))
    for frame in timeline.frames(0...1000, every: 50) {
      #expect(frame.opacity == 1)
      #expect(frame.scale == 1)
      #expect(frame.box == BoxSize(square: 32))
    }
    #expect(isClose(timeline.at(500).markOpacity, 0))
  }
}
