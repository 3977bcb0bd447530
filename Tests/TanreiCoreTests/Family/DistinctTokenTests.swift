import Testing

@testable import TanreiCore

/// Each token reaches the frame in the place it names. The test system gives every token a value
/// of its own, so reading one token where another is meant changes a frame and fails here.
@Suite("Token wiring: every component reads each token where it belongs")
struct DistinctTokenTests {
  func tokens() throws -> DistinctTokenSystem.Tokens {
    try DistinctTokenSystem.tokens()
  }

  func hex(_ text: String) throws -> RGBAColor {
    try #require(RGBAColor(hex: text))
  }

  /// Shown whole at 0, so only the tokens under test matter.
  static let atOnce = PresenceProps(showDelay: .zero, enterDuration: .zero)

  @Test("the test system loads through the resolver, and its dark mode overrides one colour")
  func loads() throws {
    let light = try LoadingIndicatorTokens(system: DistinctTokenSystem.system())
    let dark = try LoadingIndicatorTokens(system: DistinctTokenSystem.system(mode: "dark"))
    #expect(light.indicatorColor.hexString == "#112233")
    #expect(dark.indicatorColor.hexString == "#fedcba")
    #expect(dark.containedIndicatorColor == light.containedIndicatorColor)
  }

  @Test("loading indicator: inline and contained colours, container, sizes, shadow")
  func loadingIndicatorColours() throws {
    let tokens = try tokens().indicator
    func frame(_ size: LoadingIndicatorSize, contained: Bool) -> LoadingIndicatorFrame {
      var lifecycle = LoadingIndicatorLifecycle(
        props: LoadingIndicatorProps(
          "Loading", size: size, contained: contained, showDelay: .zero, enterDuration: .zero),
        tokens: tokens)
      lifecycle.apply(.insert, at: .zero)
      return lifecycle.frame(at: .zero)
    }
    let inline = frame(.medium, contained: false).appearance
    let contained = frame(.medium, contained: true).appearance
    #expect(inline.markColor == (try hex("#112233")))
    #expect(contained.markColor == (try hex("#445566")))
    #expect(contained.containerColor == (try hex("#778899")))
    #expect(contained.containerCornerRadius == 13)
    #expect(contained.containerElevation.count == 2)
    #expect(contained.containerElevation.first?.offsetY == 2)
    #expect(contained.containerElevation.last?.spread == 1)
    for (size, side, stroke, container) in [
      (LoadingIndicatorSize.small, 18.0, 3.0, 30.0), (.medium, 26, 5, 38), (.large, 42, 7, 54),
    ] {
      #expect(frame(size, contained: false).box == BoxSize(square: side))
      #expect(frame(size, contained: false).appearance.thickness == stroke)
      #expect(frame(size, contained: true).box == BoxSize(square: container))
    }
  }

  @Test("loading indicator: its own delay, entrance and cycle, not the family's presence")
  func loadingIndicatorTiming() throws {
    var lifecycle = LoadingIndicatorLifecycle(
      props: LoadingIndicatorProps("Loading"), tokens: try tokens().indicator)
    lifecycle.apply(.insert, at: .zero)
    #expect(lifecycle.frame(at: .ms(309.999)).phase == .waiting)
    let enterEasing = try #require(CubicBezier(x1: 0.25, y1: 0.05, x2: 0.15, y2: 0.95))
    #expect(isClose(lifecycle.frame(at: .ms(310 + 135)).opacity, enterEasing.value(at: 0.5)))
    #expect(lifecycle.frame(at: .ms(310 + 135)).scale == 1, "the indicator's entrance is a fade")
    #expect(isClose(lifecycle.frame(at: .ms(310 + 275)).rotation, 90))
    var reduced = lifecycle
    reduced.apply(.setReducedMotion(true), at: .ms(310))
    let pulse = try #require(CubicBezier(x1: 0.31, y1: 0.07, x2: 0.29, y2: 0.93))
    #expect(
      isClose(reduced.frame(at: .ms(310 + 1100 * 0.2)).markOpacity, 1 - pulse.value(at: 0.4)))
  }

  @Test("progress bar: length, thickness, corner, colours, segment, cycle and curve")
  func progressBar() throws {
    let tokens = try tokens().progress
    var bar = ComponentLifecycle<ProgressIndicator>(
      props: ProgressProps("Uploading", value: 0.5, presence: Self.atOnce), tokens: tokens)
    bar.apply(.insert, at: .zero)
    let frame = bar.frame(at: .zero)
    #expect(frame.box == BoxSize(width: 210, height: 6))
    #expect(frame.cornerRadius == 2)
    #expect(frame.trackColor == (try hex("#a1a2a3")))
    #expect(frame.indicatorColor == (try hex("#b1b2b3")))
    #expect(frame.indicatorLength == 105)

    var moving = ComponentLifecycle<ProgressIndicator>(
      props: ProgressProps("Syncing", value: nil, presence: Self.atOnce), tokens: tokens)
    moving.apply(.insert, at: .zero)
    let curve = try #require(CubicBezier(x1: 0.35, y1: 0.15, x2: 0.65, y2: 0.85))
    let segment = 210 * 0.35
    // A quarter through the cycle the segment's front has travelled on the token's curve.
    let front = -segment + (210 + segment) * curve.value(at: 0.25)
    let quarter = moving.frame(at: .ms(1900 / 4))
    #expect(isClose(quarter.indicatorStart, max(0, front)))
    #expect(isClose(quarter.indicatorStart + quarter.indicatorLength, min(210, front + segment)))
    #expect(isClose(moving.frame(at: .ms(1900)).indicatorLength, 0))
  }

  @Test("progress ring: box, circle, stroke, colours, label font, sweep and cycle")
  func progressRing() throws {
    let tokens = try tokens().progress
    var ring = ComponentLifecycle<ProgressIndicator>(
      props: ProgressProps("Storage", value: 0.5, style: .ring, presence: Self.atOnce),
      tokens: tokens)
    ring.apply(.insert, at: .zero)
    let frame = ring.frame(at: .zero)
    #expect(frame.box == BoxSize(square: 52))
    #expect(frame.ringDiameter == 44)
    #expect(frame.thickness == 5)
    #expect(frame.trackColor == (try hex("#c1c2c3")))
    #expect(frame.indicatorColor == (try hex("#d1d2d3")))
    #expect(frame.labelColor == (try hex("#e1e2e3")))
    #expect(frame.labelSize == 11 && frame.labelWeight == 600)
    #expect(frame.labelFamilies == ["Test Sans", "sans-serif"])
    #expect(frame.label == "50%")

    var small = ComponentLifecycle<ProgressIndicator>(
      props: ProgressProps("Storage", value: 0.5, style: .ring, length: 44, presence: Self.atOnce),
      tokens: tokens)
    small.apply(.insert, at: .zero)
    #expect(small.frame(at: .zero).label == nil, "below the 45 px minimum box")

    var moving = ComponentLifecycle<ProgressIndicator>(
      props: ProgressProps("Syncing", value: nil, style: .ring, presence: Self.atOnce),
      tokens: tokens)
    moving.apply(.insert, at: .zero)
    #expect(moving.frame(at: .zero).indicatorLength == 100)
    #expect(isClose(moving.frame(at: .ms(1300 / 4)).indicatorStart, 90))
  }

  @Test("skeleton: colour through its alias, both opacities, rounded radius, cycle and curve")
  func skeleton() throws {
    let tokens = try tokens().skeleton
    var skeleton = ComponentLifecycle<Skeleton>(
      props: SkeletonProps(width: 100, height: 40, shape: .rounded, presence: Self.atOnce),
      tokens: tokens)
    skeleton.apply(.insert, at: .zero)
    let start = skeleton.frame(at: .zero)
    #expect(start.color == RGBAColor(red: 0.07, green: 0.2, blue: 0.34, alpha: 1))
    #expect(start.cornerRadius == 9)
    #expect(isClose(start.fillOpacity, 0.15))
    #expect(isClose(skeleton.frame(at: .ms(850)).fillOpacity, 0.55))
    let curve = try #require(CubicBezier(x1: 0.45, y1: 0.02, x2: 0.55, y2: 0.98))
    #expect(
      isClose(skeleton.frame(at: .ms(1700 / 8)).fillOpacity, 0.15 + 0.4 * curve.value(at: 0.25)))
    #expect(isClose(skeleton.frame(at: .ms(1700)).fillOpacity, 0.15))
  }

  @Test("skeleton: the shimmer follows the motion dial")
  func skeletonMotionScale() throws {
    let tokens = try tokens().skeleton
    var slow = ComponentLifecycle<Skeleton>(
      props: SkeletonProps(width: 100, height: 40, presence: Self.atOnce), tokens: tokens,
      environment: ComponentEnvironment(motionScale: 3))
    slow.apply(.insert, at: .zero)
    #expect(isClose(slow.frame(at: .ms(3 * 850)).fillOpacity, 0.55))
    #expect(slow.frame(at: .ms(850)).fillOpacity < 0.5)
  }

  @Test("typing indicator: box, dots, pitch, rise, rest opacity, colour, dwell, travel, curve")
  func typingIndicator() throws {
    let tokens = try tokens().typing
    var typing = ComponentLifecycle<TypingIndicator>(
      props: TypingIndicatorProps("Mia is typing", presence: Self.atOnce), tokens: tokens)
    typing.apply(.insert, at: .zero)
    let frame = typing.frame(at: .ms(60))
    #expect(frame.box == BoxSize(width: 50, height: 16))
    #expect(frame.dotSize == 10)
    #expect(frame.color == (try hex("#654321")))
    // Three dots 17 apart, centred in 50.
    #expect(frame.dots.map(\.centerX) == [8, 25, 42])
    #expect(frame.dots.map(\.centerY) == [5, 9, 9])
    #expect(frame.dots.map(\.opacity) == [1, 0.3, 0.3])
    // Dwell 120, then a travel of 180 on the token's curve.
    #expect(typing.frame(at: .ms(119.999)).dots[0].opacity == 1)
    let curve = try #require(CubicBezier(x1: 0.2, y1: 0.4, x2: 0.6, y2: 0.8))
    let travelled = curve.value(at: 0.5)
    #expect(isClose(typing.frame(at: .ms(120 + 90)).dots[1].centerY, 5 + 4 * (1 - travelled)))
    #expect(typing.frame(at: .ms(300 + 60)).dots.map(\.opacity) == [0.3, 1, 0.3])
    #expect(typing.frame(at: .ms(1200 + 60)).dots.map(\.opacity) == [1, 0.3, 0.3])
  }

  @Test("spinner: sizes and default, inner radius, sweep, colours, cycle")
  func spinner() throws {
    let tokens = try tokens().spinner
    func lifecycle(_ size: String?) -> ComponentLifecycle<Spinner> {
      var spinner = ComponentLifecycle<Spinner>(
        props: SpinnerProps("Loading", size: size, presence: Self.atOnce), tokens: tokens)
      spinner.apply(.insert, at: .zero)
      return spinner
    }
    let frame = lifecycle(nil).frame(at: .zero)
    #expect(frame.box == BoxSize(square: 28))
    #expect(lifecycle("tiny").frame(at: .zero).box == BoxSize(square: 14))
    #expect(isClose(frame.strokeWidth, 14 * 0.4))
    #expect(isClose(frame.centerRadius, 14 * 0.8))
    #expect(frame.sweep == 200)
    #expect(frame.trackColor == (try hex("#0a0b0c")))
    #expect(frame.indicatorColor == (try hex("#0d0e0f")))
    #expect(isClose(lifecycle(nil).frame(at: .ms(180)).rotation, 90))
  }

  @Test("delayed presence: the family's presence tokens, not the loading indicator's")
  func delayedPresence() throws {
    var presence = ComponentLifecycle<DelayedPresence>(
      props: DelayedPresenceProps(box: BoxSize(width: 10, height: 10)),
      tokens: try tokens().presence)
    presence.apply(.insert, at: .zero)
    #expect(presence.frame(at: .ms(169.999)).phase == .waiting)
    #expect(presence.frame(at: .ms(170)).phase == .entering)
    #expect(presence.frame(at: .ms(300)).phase == .shown)
  }
}
