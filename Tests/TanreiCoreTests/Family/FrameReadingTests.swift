import Testing

@testable import TanreiCore

/// A lifecycle reads each component's frame through `frame(_:reading:at:)`; a product may call
/// `frame(_:_:at:)` with a resolved value of its own. The two must draw the same frame.
@Suite("Family: the frame read in place is the frame made from a resolved value")
struct FrameReadingTests {
  static let times: [Int64] = [0, 150, 320, 480, 900, 2_500]

  func agree<Component: TimedComponent>(
    _ component: Component.Type, _ props: Component.Props, _ tokens: Component.Tokens,
    reducedMotion: Bool = false
  ) -> Bool where Component.Frame: Equatable {
    var lifecycle = ComponentLifecycle<Component>(
      props: props, tokens: tokens, environment: ComponentEnvironment(reducedMotion: reducedMotion))
    lifecycle.apply(.insert, at: .zero)
    lifecycle.apply(.hide, at: .milliseconds(700))
    lifecycle.apply(.show, at: .milliseconds(1_100))
    return Self.times.allSatisfy { milliseconds in
      let time = Duration.milliseconds(milliseconds)
      let made = Component.frame(lifecycle.state(at: time), lifecycle.resolved, at: time)
      return made == lifecycle.frame(at: time)
    }
  }

  @Test("progress, bar and ring, determinate and not", arguments: [false, true])
  func progress(reducedMotion: Bool) {
    #expect(
      agree(
        ProgressIndicator.self, ProgressProps("Uploading", value: 0.4), .tanrei,
        reducedMotion: reducedMotion))
    #expect(
      agree(
        ProgressIndicator.self, ProgressProps("Syncing", value: nil, style: .ring), .tanrei,
        reducedMotion: reducedMotion))
    #expect(
      agree(
        ProgressIndicator.self, ProgressProps("Syncing", value: nil), .appetite,
        reducedMotion: reducedMotion))
  }

  @Test("skeleton, typing indicator, spinner, delayed presence", arguments: [false, true])
  func others(reducedMotion: Bool) {
    #expect(
      agree(
        Skeleton.self, SkeletonProps(width: 80, height: 20, shape: .rounded), .tanrei,
        reducedMotion: reducedMotion))
    #expect(
      agree(
        TypingIndicator.self, TypingIndicatorProps("Mia is typing"), .tanrei,
        reducedMotion: reducedMotion))
    #expect(
      agree(
        Spinner.self, SpinnerProps("Loading", size: "lg"), .appetite, reducedMotion: reducedMotion))
    #expect(
      agree(
        DelayedPresence.self, DelayedPresenceProps(box: BoxSize(width: 10, height: 20)), .tanrei,
        reducedMotion: reducedMotion))
  }
}
