import Testing

@testable import TanreiCore

@Suite("Appetite UI's spinner")
struct SpinnerTests {
  static func shown(
    _ size: String? = nil, environment: ComponentEnvironment = ComponentEnvironment()
  )
    -> ComponentLifecycle<Spinner>
  {
    var lifecycle = ComponentLifecycle<Spinner>(
      props: SpinnerProps(
        "Loading", size: size, presence: PresenceProps(showDelay: .zero, enterDuration: .zero)),
      tokens: .appetite, environment: environment)
    lifecycle.apply(.insert, at: .zero)
    return lifecycle
  }

  @Test(
    "sizes sm 16, md 20, base 24, lg 32; sm by default",
    arguments: [("sm", 16.0), ("md", 20), ("base", 24), ("lg", 32)])
  func sizes(name: String, side: Double) {
    #expect(Self.shown(name).frame(at: .zero).box == BoxSize(square: side))
  }

  @Test("the default size is sm")
  func defaultSize() {
    #expect(Self.shown().frame(at: .zero).box == BoxSize(square: 16))
  }

  @Test("a 270° arc on a track, both a ring from 0.72 of the radius to its edge")
  func ring() {
    let frame = Self.shown("base").frame(at: .zero)
    #expect(frame.sweep == 270)
    #expect(abs(frame.strokeWidth - 12 * 0.28) < 1e-9)
    #expect(abs(frame.centerRadius + frame.strokeWidth / 2 - 12) < 1e-9)
    #expect(frame.trackColor.hexString == "#e9e9ea")
    #expect(frame.indicatorColor.hexString == "#155dfc")
  }

  @Test("one turn in 640 ms; reduced motion stops it")
  func turns() {
    let moving = Self.shown()
    #expect(abs(moving.frame(at: .milliseconds(160)).rotation - 90) < 1e-9)
    #expect(abs(moving.frame(at: .milliseconds(640)).rotation) < 1e-9)
    let still = Self.shown(environment: ComponentEnvironment(reducedMotion: true))
    #expect(still.frame(at: .milliseconds(160)).rotation == 0)
    #expect(!still.frame(at: .milliseconds(160)).isAnimating)
    #expect(still.nextChange(after: .milliseconds(160)) == .none)
  }

  @Test("an unknown size takes sm, with a diagnostic")
  func unknownSize() {
    let lifecycle = Self.shown("xl")
    #expect(lifecycle.frame(at: .zero).box == BoxSize(square: 16))
    #expect(lifecycle.diagnostics.map(\.code) == [.unknownSize])
  }

  @Test("once shown it is a busy progressbar named by its label")
  func accessibility() {
    let node = Self.shown().frame(at: .zero).accessibility
    #expect(node?.role == .progressbar)
    #expect(node?.isBusy == true)
    #expect(node?.value == nil)
  }
}
