import TanreiCore
import TanreiRender
import Testing

/// The fixtures' pixels measured against the spec and the tokens: canvas, stroke, radius,
/// colours, container and shadow, at every scale.
@Suite("Fixture pixels have the spec's measurements and colours")
struct MeasurementTests {
  static let scales: [Double] = [1, 2, 3]

  func render(_ fixture: LoadingIndicatorFixture, _ scale: Double) throws -> RGBAImage {
    try Rasterizer().render(fixture.scene(), scale: scale)
  }

  func fixture(_ base: String, _ variant: LoadingIndicatorFixture.Variant = .canonical)
    throws -> LoadingIndicatorFixture
  {
    let found = LoadingIndicatorFixture.all.first { $0.base == base && $0.variant == variant }
    return try #require(found)
  }

  static func hex(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> String {
    RGBAColor(
      red: Double(pixel.red) / 255, green: Double(pixel.green) / 255,
      blue: Double(pixel.blue) / 255, alpha: Double(pixel.alpha) / 255
    ).hexString
  }

  @Test(
    "the canvas is the box plus 8 px a side (16/24/40 inline, 24/32/48 contained)",
    arguments: LoadingIndicatorFixture.canonical, scales)
  func canvas(fixture: LoadingIndicatorFixture, scale: Double) throws {
    let expectedBox: [String: Double] = [
      "small": 16, "contained-small": 24, "medium": 24, "contained-medium": 32, "large": 40,
      "contained-large": 48,
    ]
    let box = try #require(expectedBox[fixture.base])
    let image = try render(fixture, scale)
    #expect(image.width == Int((box + 16) * scale))
    #expect(image.height == Int((box + 16) * scale))
  }

  @Test(
    "LDG-1, LDG-2: the arc's outer edge touches the square at 12 o'clock, in #4b4b4b, no track",
    arguments: ["small", "medium", "large"], scales)
  func inlineArc(base: String, scale: Double) throws {
    let fixture = try fixture(base)
    let image = try render(fixture, scale)
    let size = fixture.frame().appearance.indicatorSize
    let top = Int(8 * scale)
    let centre = Int((8 + size / 2) * scale)
    // Just right of 12 o'clock: the stroke's top row is (nearly) fully covered, the row above
    // is empty: the outer edge lies on the square's top.
    #expect(image.pixel(x: centre, y: top).alpha >= 230)
    #expect(image.pixel(x: centre, y: top - 1).alpha == 0)
    // A fully covered pixel of the stroke is exactly the token's colour.
    let inner = image.pixel(x: centre, y: top + Int(scale))
    #expect(Self.hex(inner) == "#4b4b4b")
    // 3 o'clock is the arc's leading end, covered; 9 o'clock is not: there is no track.
    let right = Int((8 + size) * scale) - 1
    let left = Int(8 * scale)
    #expect(image.pixel(x: right, y: centre - 1).alpha >= 230)
    #expect(image.pixel(x: left, y: centre - 1).alpha == 0)
    #expect(image.pixel(x: centre, y: Int((8 + size) * scale) - 1).alpha == 0)
  }

  @Test(
    "LDG-1: the arc's covered area is a quarter ring of the stroke plus two half-disc caps",
    arguments: LoadingIndicatorFixture.canonical.filter { !$0.props.contained }, scales)
  func arcArea(fixture: LoadingIndicatorFixture, scale: Double) throws {
    let image = try render(fixture, scale)
    let appearance = fixture.frame().appearance
    let r = appearance.arcRadius * scale
    let w = appearance.thickness * scale
    let expected = Double.pi / 2 * r * w + Double.pi * (w / 2) * (w / 2)
    var covered = 0.0
    for index in stride(from: 3, to: image.bytes.count, by: 4) {
      covered += Double(image.bytes[index]) / 255
    }
    #expect(abs(covered - expected) / expected < 0.005, "covered \(covered), expected \(expected)")
  }

  @Test(
    "LDG-3: the container is the size's, white, centred, with a 1 px ring and a shadow below",
    arguments: ["contained-small", "contained-medium", "contained-large"], scales)
  func container(base: String, scale: Double) throws {
    let fixture = try fixture(base)
    let image = try render(fixture, scale)
    let appearance = fixture.frame().appearance
    let side = appearance.containerSize
    let centre = Int((8 + side / 2) * scale)
    let top = Int(8 * scale)
    let bottom = Int((8 + side) * scale)
    // Inside the container, away from the mark: its fill.
    #expect(Self.hex(image.pixel(x: centre, y: centre)) == "#ffffff")
    #expect(Self.hex(image.pixel(x: centre, y: top + Int(scale))) == "#ffffff")
    // Just outside its top: the 1 px spread ring at 8 % (and a little of the blur).
    let above = image.pixel(x: centre, y: top - 1)
    #expect(above.red <= 40 && above.alpha >= 20 && above.alpha <= 30, "\(above)")
    // Just beyond the ring only the blur is left, and it falls below (offset y of 1 px): some
    // under the container, next to none above it.
    let beyondAbove = image.pixel(x: centre, y: top - Int(scale) - 1)
    let beyondBelow = image.pixel(x: centre, y: bottom + Int(scale))
    #expect(beyondBelow.alpha >= 2 && beyondBelow.alpha <= 11, "\(beyondBelow)")
    #expect(beyondAbove.alpha < beyondBelow.alpha)
    // The corner of the box is outside the round container: the shape is a circle.
    #expect(image.pixel(x: Int(8 * scale) + 1, y: Int(8 * scale) + 1).alpha < 20)
    // The arc is drawn on it in the contained colour, inset to the indicator's square.
    let inset = appearance.indicatorInset
    let markTop = Int((8 + inset) * scale) + Int(scale)
    #expect(Self.hex(image.pixel(x: centre, y: markTop)) == "#4b4b4b")
  }

  @Test("dark mode: container #242424, mark #c4c4c4", arguments: scales)
  func dark(scale: Double) throws {
    let fixture = try fixture("contained-large", .dark)
    let image = try render(fixture, scale)
    let centre = Int(32 * scale)
    #expect(Self.hex(image.pixel(x: centre, y: centre)) == "#242424")
    #expect(Self.hex(image.pixel(x: centre, y: Int((8 + 4) * scale) + Int(scale))) == "#c4c4c4")
    // The dark elevation's ring is white at 10 %, over the edge of a black blur at 40 %.
    let above = image.pixel(x: centre, y: Int(8 * scale) - 1)
    #expect(above.red >= 150 && above.alpha >= 24 && above.alpha <= 48, "\(above)")
  }

  @Test("LDG-1: a quarter turn later the arc runs from 3 to 6 o'clock", arguments: scales)
  func quarterTurn(scale: Double) throws {
    let fixture = try fixture("large", .quarterTurn)
    #expect(fixture.frame().rotation == 90)
    let image = try render(fixture, scale)
    let centre = Int(28 * scale)
    #expect(image.pixel(x: centre, y: Int(8 * scale)).alpha == 0)  // 12 o'clock
    #expect(image.pixel(x: centre, y: Int(48 * scale) - 1).alpha >= 230)  // 6 o'clock
    #expect(image.pixel(x: Int(48 * scale) - 1, y: centre).alpha >= 230)  // 3 o'clock
    #expect(image.pixel(x: Int(8 * scale), y: centre).alpha == 0)  // 9 o'clock
  }

  @Test(
    "LDG-4: under reduced motion a whole ring at the pulse's opacity, the container opaque",
    arguments: scales)
  func reducedMotion(scale: Double) throws {
    let inline = try fixture("medium", .reducedMotion)
    let frame = inline.frame()
    let opacity = frame.markOpacity
    // Far enough from transparent to read as working, not disabled; not the pulse's start.
    #expect(opacity > 0.5 && opacity < 0.95)
    let image = try render(inline, scale)
    let c = Int(20 * scale)
    let expected = Int((opacity * 255).rounded())
    // A fully covered pixel at each of the four hours, all at the pulse's opacity.
    let hours = [
      image.pixel(x: c, y: Int(9 * scale)), image.pixel(x: Int(31 * scale) - 1, y: c),
      image.pixel(x: c, y: Int(31 * scale) - 1), image.pixel(x: Int(9 * scale), y: c),
    ]
    for pixel in hours {
      #expect(abs(Int(pixel.alpha) - expected) <= 1, "\(pixel) against \(expected)")
      #expect(pixel.red == 0x4b)
    }
    let contained = try render(try fixture("contained-medium", .reducedMotion), scale)
    #expect(Self.hex(contained.pixel(x: Int(24 * scale), y: Int(24 * scale))) == "#ffffff")
  }

  @Test("LDG-13: half-way through grow, the whole component is smaller and fainter")
  func growHalfway() throws {
    let fixture = try fixture("contained-large", .growHalfway)
    let frame = fixture.frame()
    #expect(frame.phase == .entering)
    #expect(frame.scale > 0.5 && frame.scale < 1)
    #expect(frame.opacity == frame.scale)
    let image = try render(fixture, 1)
    // The container's centre: white at the entrance's opacity.
    let centre = image.pixel(x: 32, y: 32)
    #expect(abs(Int(centre.alpha) - Int((frame.opacity * 255).rounded())) <= 1)
    // The full-size container's top edge is now outside the grown one.
    let shrunkTop = 32 - 24 * frame.scale
    #expect(shrunkTop > 9)
    #expect(image.pixel(x: 32, y: 9).alpha < 30)
  }

  @Test("LDG-11: a frame that draws nothing gives an empty canvas of the box it takes")
  func waiting() throws {
    var lifecycle = LoadingIndicatorLifecycle(props: LoadingIndicatorProps("Loading"))
    lifecycle.apply(.insert, at: .zero)
    let frame = lifecycle.frame(at: .milliseconds(100))
    #expect(frame.phase == .waiting)
    let scene = LoadingIndicatorScene.scene(for: frame)
    #expect(scene.nodes.isEmpty)
    #expect(scene.size == BoxSize(square: 40))
    let image = try Rasterizer().render(scene, scale: 2)
    #expect(image.bytes.allSatisfy { $0 == 0 })
  }

  @Test("LDG-8: right to left draws the same picture")
  func rightToLeft() {
    var lifecycle = LoadingIndicatorLifecycle(
      props: LoadingIndicatorProps("Loading", showDelay: .zero, enterDuration: .zero))
    lifecycle.apply(.insert, at: .zero)
    let leftToRight = LoadingIndicatorScene.scene(for: lifecycle.frame(at: .milliseconds(130)))
    lifecycle.apply(.setDirection(.rightToLeft), at: .milliseconds(100))
    let rightToLeft = LoadingIndicatorScene.scene(for: lifecycle.frame(at: .milliseconds(130)))
    #expect(leftToRight == rightToLeft)
  }
}
