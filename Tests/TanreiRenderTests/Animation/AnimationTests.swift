import TanreiCore
import TanreiRender
import Testing

/// The animated SVG's CSS carries the core's timings.
@Suite("Animated SVGs are timed by the core")
struct AnimationTests {
  @Test("the default indicator waits 300 ms, fades in over 250 ms, then turns once a second")
  func turning() {
    let animation = LoadingIndicatorAnimation(props: LoadingIndicatorProps("Loading"))
    let style = animation.style
    #expect(style.contains("animation: tanrei-enter 250ms cubic-bezier(0.2, 0, 0, 1) 300ms both;"))
    #expect(
      style.contains("animation: tanrei-turn 1000ms cubic-bezier(0, 0, 1, 1) 300ms infinite;"))
    #expect(style.contains("transform-origin: 20px 20px;"))
    #expect(!style.contains("scale(0)"))
    #expect(animation.svg().contains("<style>"))
    #expect(!animation.svg().contains("@media"))
  }

  @Test("timings follow the props and the tokens, not constants")
  func followsProps() {
    let animation = LoadingIndicatorAnimation(
      props: LoadingIndicatorProps(
        "Loading", size: .large, showDelay: .milliseconds(600), entrance: .grow,
        enterDuration: .milliseconds(120)),
      environment: ComponentEnvironment(motionScale: 2))
    let style = animation.style
    #expect(style.contains("tanrei-enter 120ms cubic-bezier(0.2, 0, 0, 1) 600ms both"))
    #expect(style.contains("tanrei-turn 2000ms"))  // the motion dial scales token durations
    #expect(style.contains("from { opacity: 0; transform: scale(0); }"))
    #expect(style.contains("transform-origin: 28px 28px;"))
  }

  @Test("LDG-4, LDG-13: under reduced motion, a fade entrance and the pulse on the standard curve")
  func reduced() {
    let animation = LoadingIndicatorAnimation(
      props: LoadingIndicatorProps("Loading", entrance: .grow),
      environment: ComponentEnvironment(reducedMotion: true))
    let style = animation.style
    #expect(animation.entrance == .fade)
    #expect(!style.contains("scale(0)"))
    #expect(!style.contains("tanrei-turn"))
    #expect(style.contains("animation: tanrei-pulse 1000ms linear 300ms infinite;"))
    #expect(
      style.contains("50% { opacity: 0; animation-timing-function: cubic-bezier(0.4, 0, 0.2, 1); }")
    )
    #expect(animation.svg().contains("<circle"))
  }
}
