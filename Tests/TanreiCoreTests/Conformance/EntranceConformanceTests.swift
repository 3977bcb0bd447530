import Testing

@testable import TanreiCore

/// LDG-13 and LDG-14: the entrance, and where its timing comes from.
@Suite("Conformance: the entrance and its props (LDG-13, LDG-14)")
struct EntranceConformanceTests {
  @Test("LDG-13: fade eases the whole component's opacity 0 → 1 over 250 ms on enter-easing")
  func fade() {
    let timeline = Timeline(LoadingIndicatorProps("Loading", contained: true))
    #expect(timeline.at(300).opacity == 0)
    for step in 0...25 {
      let t = 300 + Double(step) * 10
      let frame = timeline.at(t)
      #expect(isClose(frame.opacity, Curves.enter.value(at: Double(step) / 25)), "at \(t)")
      #expect(frame.scale == 1)
      #expect(frame.entrance == .fade)
    }
    #expect(timeline.at(549).phase == .entering)
    #expect(timeline.at(550).phase == .shown)
    #expect(timeline.at(550).opacity == 1)
  }

  @Test("LDG-13: grow eases opacity and scale together, about the centre, box unchanged")
  func grow() {
    let timeline = Timeline(LoadingIndicatorProps("Loading", entrance: .grow))
    #expect(timeline.at(300).scale == 0)
    for t in stride(from: 300.0, through: 560, by: 5) {
      let frame = timeline.at(t)
      #expect(frame.scale == frame.opacity)
      #expect(frame.box == BoxSize(square: 24))
    }
    #expect(isClose(timeline.at(425).scale, Curves.enter.value(at: 0.5)))
    #expect(timeline.at(550).scale == 1)
  }

  @Test("LDG-13: the entrance runs to its end even while the indicator cannot be seen")
  func entranceRunsWhileHidden() {
    let timeline = Timeline(
      LoadingIndicatorProps("Loading"), [(0, .insert), (320, .hide), (500, .show)])
    #expect(isClose(timeline.at(425).opacity, Curves.enter.value(at: 0.5)))
    #expect(timeline.at(550).phase == .shown)
    // Unseen, the driver wakes only for the entrance's end, when the phase changes.
    #expect(timeline.nextChange(after: 330) == .at(.ms(500)))
    let hiddenThroughout = Timeline(LoadingIndicatorProps("Loading"), [(0, .insert), (320, .hide)])
    #expect(hiddenThroughout.nextChange(after: 330) == .at(.ms(550)))
  }

  @Test("LDG-13: an enter duration of 0 shows it whole at once")
  func zeroEnterDuration() {
    let timeline = Timeline(LoadingIndicatorProps("Loading", entrance: .grow, enterDuration: .zero))
    #expect(timeline.at(300).phase == .shown)
    #expect(timeline.at(300).opacity == 1)
    #expect(timeline.at(300).scale == 1)
  }

  @Test("LDG-13: under reduced motion grow enters as fade, without scaling")
  func reducedMotionGrowIsFade() {
    let timeline = Timeline(
      LoadingIndicatorProps("Loading", entrance: .grow),
      environment: ComponentEnvironment(reducedMotion: true))
    #expect(timeline.at(425).entrance == .fade)
    #expect(timeline.at(425).scale == 1)
    #expect(isClose(timeline.at(425).opacity, Curves.enter.value(at: 0.5)))
  }

  @Test("LDG-13: reduced motion turned on mid-grow stops the scaling at once; the fade goes on")
  func reducedMotionMidGrow() {
    let timeline = Timeline(
      LoadingIndicatorProps("Loading", entrance: .grow),
      [(0, .insert), (400, .setReducedMotion(true))])
    #expect(timeline.at(399).scale < 1)
    #expect(timeline.at(400).scale == 1)
    #expect(isClose(timeline.at(425).opacity, Curves.enter.value(at: 0.5)))
  }

  @Test("LDG-13: where reduced motion removes every animation it appears at once")
  func removesAllAnimations() {
    let environment = ComponentEnvironment(
      reducedMotion: true, reducedMotionRemovesAllAnimations: true)
    let timeline = Timeline(
      LoadingIndicatorProps("Loading", entrance: .grow), environment: environment)
    #expect(timeline.at(299).phase == .waiting)
    #expect(timeline.at(300).phase == .shown)
    #expect(timeline.at(300).opacity == 1)
    #expect(timeline.at(300).scale == 1)
  }

  @Test("LDG-13: where it removes every animation, turning it on mid-entrance ends the entrance")
  func removesAllAnimationsMidEntrance() {
    let environment = ComponentEnvironment(reducedMotionRemovesAllAnimations: true)
    let timeline = Timeline(
      LoadingIndicatorProps("Loading"), environment: environment,
      [(0, .insert), (400, .setReducedMotion(true)), (450, .setReducedMotion(false))])
    #expect(timeline.at(399).phase == .entering)
    #expect(timeline.at(400).phase == .shown)
    #expect(timeline.at(400).opacity == 1)
    // Turning reduced motion off again does not restart the entrance.
    #expect(timeline.at(460).opacity == 1)
    #expect(timeline.at(460).phase == .shown)
  }

  @Test("LDG-14: values set on props are used as given; the dial scales only token durations")
  func propsUsedAsGiven() {
    let environment = ComponentEnvironment(motionScale: 2)
    let set = Timeline(
      LoadingIndicatorProps(
        "Loading", showDelay: .milliseconds(100), enterDuration: .milliseconds(100)),
      environment: environment)
    #expect(set.at(100).phase == .entering)
    #expect(set.at(200).phase == .shown)
    let tokens = Timeline(LoadingIndicatorProps("Loading"), environment: environment)
    #expect(tokens.at(300).phase == .entering)
    #expect(tokens.at(799).phase == .entering)
    #expect(tokens.at(800).phase == .shown)
  }

  @Test("LDG-14: null and auto take the tokens")
  func nullAndAutoTakeTokens() {
    let resolved = ResolvedLoadingIndicator(
      props: LoadingIndicatorProps("Loading", entrance: .auto), tokens: .tanrei)
    #expect(resolved.showDelay == 300)
    #expect(resolved.enterDuration == 250)
    #expect(resolved.entrance == .fade)
    #expect(resolved.diagnostics.isEmpty)
  }

  @Test("LDG-14: a negative time takes its token and is reported")
  func negativeTimes() {
    let props = LoadingIndicatorProps(
      "Loading", showDelay: .milliseconds(-5), enterDuration: .milliseconds(-1))
    let resolved = ResolvedLoadingIndicator(props: props, tokens: .tanrei)
    #expect(resolved.showDelay == 300)
    #expect(resolved.enterDuration == 250)
    #expect(resolved.diagnostics.map(\.code) == [.invalidShowDelay, .invalidEnterDuration])
    #expect(
      resolved.diagnostics[0].message
        == "showDelay -5 ms is negative; using comp.loading-indicator.motion.show-delay (300 ms)")
    let timeline = Timeline(props)
    #expect(timeline.at(299).phase == .waiting)
    #expect(timeline.at(300).phase == .entering)
  }

  @Test("LDG-14: a time that is not a finite number takes its token and is reported")
  func nonFiniteTimes() throws {
    let text = #"{"label": "Loading", "showDelay": 1e999, "enterDuration": -1e999}"#
    let object = try #require(try JSONParser.parse(text).objectValue)
    let (props, diagnostics) = try LoadingIndicatorProps.decode(object)
    #expect(props.showDelay == nil)
    #expect(props.enterDuration == nil)
    #expect(diagnostics.map(\.code) == [.invalidShowDelay, .invalidEnterDuration])
    #expect(diagnostics[0].message.contains("inf is not a finite number"))
  }

  @Test("LDG-14: an unknown entrance takes the token's and is reported")
  func unknownEntrance() {
    let resolved = ResolvedLoadingIndicator(
      props: LoadingIndicatorProps("Loading", entrance: "spin"), tokens: .tanrei)
    #expect(resolved.entrance == .fade)
    #expect(resolved.diagnostics.map(\.code) == [.unknownEntrance])
    #expect(resolved.diagnostics[0].message.contains("\"spin\""))
  }
}
