import Testing

@testable import TanreiCore

@Suite("Typing indicator: three dots, four frames, 1200 ms a cycle")
struct TypingIndicatorTests {
  static func shown(environment: ComponentEnvironment = ComponentEnvironment())
    -> ComponentLifecycle<TypingIndicator>
  {
    var lifecycle = ComponentLifecycle<TypingIndicator>(
      props: TypingIndicatorProps(
        "Mia is typing", presence: PresenceProps(showDelay: .zero, enterDuration: .zero)),
      tokens: .tanrei, environment: environment)
    lifecycle.apply(.insert, at: .zero)
    return lifecycle
  }

  func raisedDots(_ frame: TypingIndicatorFrame) -> [Int] {
    frame.dots.indices.filter { frame.dots[$0].opacity == 1 }
  }

  @Test("a 40 × 14 box, three 8 px dots with centres 16 px apart")
  func geometry() {
    let frame = Self.shown().frame(at: .zero)
    #expect(frame.box == BoxSize(width: 40, height: 14))
    #expect(frame.dotSize == 8)
    #expect(frame.dots.map(\.centerX) == [4, 20, 36])
  }

  @Test("the raised dot stands at the top at full opacity; the others rest 3 lower at 35 percent")
  func frameOne() {
    let frame = Self.shown().frame(at: .milliseconds(50))
    #expect(frame.dots[0].centerY == 4)
    #expect(frame.dots[0].opacity == 1)
    #expect(frame.dots[1].centerY == 7)
    #expect(abs(frame.dots[1].opacity - 0.35) < 1e-12)
  }

  @Test("each frame dwells 100 ms and travels 200 ms linearly, four frames a cycle")
  func frames() {
    let lifecycle = Self.shown()
    #expect(raisedDots(lifecycle.frame(at: .milliseconds(99))) == [0])
    let halfway = lifecycle.frame(at: .milliseconds(200))
    #expect(abs(halfway.dots[0].centerY - 5.5) < 1e-9)
    #expect(abs(halfway.dots[1].centerY - 5.5) < 1e-9)
    #expect(raisedDots(lifecycle.frame(at: .milliseconds(350))) == [1])
    #expect(raisedDots(lifecycle.frame(at: .milliseconds(650))) == [2])
    #expect(raisedDots(lifecycle.frame(at: .milliseconds(950))) == [])
    #expect(raisedDots(lifecycle.frame(at: .milliseconds(1250))) == [0])
  }

  @Test("under reduced motion it rests on the first frame")
  func reducedMotion() {
    let lifecycle = Self.shown(environment: ComponentEnvironment(reducedMotion: true))
    for time in [0, 350, 650, 950] {
      #expect(raisedDots(lifecycle.frame(at: .milliseconds(Int64(time)))) == [0])
    }
    #expect(!lifecycle.frame(at: .milliseconds(100)).isAnimating)
  }

  @Test("once shown it is a status named by its label")
  func accessibility() {
    let node = Self.shown().frame(at: .zero).accessibility
    #expect(node?.role == .status)
    #expect(node?.name == "Mia is typing")
  }
}
