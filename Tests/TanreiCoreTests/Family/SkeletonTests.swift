import Testing

@testable import TanreiCore

@Suite("Skeleton: the size of its content, shimmering, never exposed")
struct SkeletonTests {
  static func shown(
    _ props: SkeletonProps, environment: ComponentEnvironment = ComponentEnvironment()
  )
    -> ComponentLifecycle<Skeleton>
  {
    var props = props
    props.presence = PresenceProps(showDelay: .zero, enterDuration: .zero)
    var lifecycle = ComponentLifecycle<Skeleton>(
      props: props, tokens: .tanrei, environment: environment)
    lifecycle.apply(.insert, at: .zero)
    return lifecycle
  }

  @Test(
    "each shape at the size it stands for",
    arguments: [(SkeletonShape.rectangle, 0.0), (.rounded, 8), (.circle, 20)])
  func shapes(shape: SkeletonShape, radius: Double) {
    let frame = Self.shown(SkeletonProps(width: 160, height: 40, shape: shape)).frame(at: .zero)
    #expect(frame.box == BoxSize(width: 160, height: 40))
    #expect(frame.cornerRadius == radius)
  }

  @Test("the shimmer stays between 20 and 40 percent of the border colour, low to high and back")
  func shimmer() {
    let lifecycle = Self.shown(SkeletonProps(width: 200, height: 16))
    let opacities = stride(from: 0, through: 1600, by: 20).map {
      lifecycle.frame(at: .milliseconds(Int64($0))).fillOpacity
    }
    #expect(opacities.allSatisfy { $0 >= 0.2 - 1e-9 && $0 <= 0.4 + 1e-9 })
    #expect(abs((opacities.min() ?? 0) - 0.2) < 1e-9)
    #expect(abs((opacities.max() ?? 0) - 0.4) < 1e-9)
    #expect(abs(lifecycle.frame(at: .milliseconds(800)).fillOpacity - 0.4) < 1e-9)
    #expect(lifecycle.frame(at: .zero).color == SkeletonTokens.tanrei.color)
  }

  @Test("under reduced motion it is still, and no driver is woken for it")
  func stillUnderReducedMotion() {
    let lifecycle = Self.shown(
      SkeletonProps(width: 200, height: 16), environment: ComponentEnvironment(reducedMotion: true))
    let opacities = Set(
      stride(from: 0, through: 2000, by: 100).map {
        lifecycle.frame(at: .milliseconds(Int64($0))).fillOpacity
      })
    #expect(opacities == [0.2])
    #expect(!lifecycle.frame(at: .milliseconds(500)).isAnimating)
    #expect(lifecycle.nextChange(after: .milliseconds(500)) == .none)
  }

  @Test("it is hidden from assistive technology in every phase")
  func hidden() {
    var lifecycle = ComponentLifecycle<Skeleton>(
      props: SkeletonProps(width: 44, height: 44, shape: .circle), tokens: .tanrei)
    lifecycle.apply(.insert, at: .zero)
    for time in [0, 200, 300, 400, 5000] {
      #expect(lifecycle.frame(at: .milliseconds(Int64(time))).accessibility == nil)
    }
    #expect(lifecycle.frame(at: .milliseconds(400)).isDrawn)
  }

  @Test("a negative or non-finite side becomes 0, with a diagnostic")
  func badSizes() {
    let lifecycle = Self.shown(SkeletonProps(width: -10, height: .nan))
    #expect(lifecycle.frame(at: .zero).box == .zero)
    #expect(lifecycle.diagnostics.map(\.code) == [.valueOutOfRange, .valueNotFinite])
  }
}
