import Testing

@testable import TanreiCore

@Suite("Milliseconds become durations without wrapping to zero")
struct MillisecondsTests {
  @Test(
    "LDG-14: a finite time too long for nanoseconds is the longest duration, not an instant",
    arguments: [1e308, Double.greatestFiniteMagnitude, 1e13])
  func hugeTimes(milliseconds: Double) {
    #expect(Duration.fromMilliseconds(milliseconds) >= .seconds(1_000_000_000))
    #expect(Duration.fromMilliseconds(-milliseconds) <= .seconds(-1_000_000_000))
  }

  @Test("NaN is zero; ordinary times keep their nanoseconds")
  func ordinaryTimes() {
    #expect(Duration.fromMilliseconds(.nan) == .zero)
    #expect(Duration.fromMilliseconds(300) == .milliseconds(300))
    #expect(Duration.fromMilliseconds(0.0000015) == .nanoseconds(2))
  }

  @Test("LDG-14: a loading indicator with a show delay of 1e308 ms is still waiting after a day")
  func hugeShowDelay() {
    let props = LoadingIndicatorProps("Loading", showDelay: .fromMilliseconds(1e308))
    var lifecycle = LoadingIndicatorLifecycle(props: props)
    lifecycle.apply(.insert, at: .zero)
    #expect(lifecycle.frame(at: .seconds(86_400)).phase == .waiting)
  }
}
