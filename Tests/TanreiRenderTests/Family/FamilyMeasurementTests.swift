import TanreiCore
import TanreiRender
import Testing

/// The family's pixels measured against the tokens.
@Suite("Family pixels have their tokens' measurements and colours")
struct FamilyMeasurementTests {
  func image(_ id: String, scale: Double = 1) throws -> RGBAImage {
    let fixture = try #require(FamilyFixture.all.first { $0.id == id })
    return try Rasterizer().render(fixture.scene(), scale: scale)
  }

  func hex(_ image: RGBAImage, _ x: Int, _ y: Int) -> String {
    let pixel = image.pixel(x: x, y: y)
    return RGBAColor(
      red: Double(pixel.red) / 255, green: Double(pixel.green) / 255,
      blue: Double(pixel.blue) / 255, alpha: Double(pixel.alpha) / 255
    ).hexString
  }

  @Test(
    "a bar at 50: indicator to the middle, track after it, 320 × 8 plus margins",
    arguments: [
      ("progress-bar-50", "#2f5bd3", "#e3e3e3"), ("appetite-progress-bar-50", "#155dfc", "#e9e9ea"),
    ])
  func bar(id: String, indicator: String, track: String) throws {
    let bar = try image(id)
    #expect(bar.width == 336 && bar.height == 24)
    #expect(hex(bar, 8 + 100, 12) == indicator)
    #expect(hex(bar, 8 + 150, 12) == indicator)
    #expect(hex(bar, 8 + 161, 12) == track)
    #expect(hex(bar, 8 + 300, 12) == track)
    #expect(bar.pixel(x: 8 + 100, y: 7).alpha == 0)
  }

  @Test("a bar at 0 shows only its track")
  func barAtZero() throws {
    let bar = try image("progress-bar-0")
    #expect(hex(bar, 8 + 4, 12) == "#e3e3e3")
    #expect(hex(bar, 8 + 160, 12) == "#e3e3e3")
  }

  @Test("a ring at 25: filled from 12 to 3 o'clock, track elsewhere, stroke 4 on a 40 circle")
  func ring() throws {
    let ring = try image("progress-ring-25", scale: 2)
    // Centre (32, 32) at 1×; the stroke's centre line is 20 from it.
    let right = hex(ring, 2 * (32 + 20) - 1, 2 * 32 - 8)
    #expect(right == "#2f5bd3")
    let bottom = hex(ring, 2 * 32, 2 * (32 + 20) - 1)
    #expect(bottom == "#e3e3e3")
    // 2 px beyond the stroke's outer edge is empty.
    #expect(ring.pixel(x: 2 * (32 + 23), y: 2 * 32).alpha == 0)
  }

  @Test("a ring at 0 draws no indicator; its label says 0%")
  func ringAtZero() throws {
    let ring = try image("progress-ring-0", scale: 2)
    var indicatorPixels = 0
    for y in 0..<ring.height {
      for x in 0..<ring.width where hex(ring, x, y) == "#2f5bd3" { indicatorPixels += 1 }
    }
    #expect(indicatorPixels == 0)
    // The label sits in the middle, in on-surface.
    var labelPixels = 0
    for y in 50..<78 {
      for x in 40..<88 where hex(ring, x, y) == "#1b1b1b" { labelPixels += 1 }
    }
    #expect(labelPixels > 20)
  }

  @Test("small rings keep a stroke of 4 and have no label", arguments: [24, 32])
  func smallRing(side: Int) throws {
    let ring = try image("progress-ring-\(side)px", scale: 2)
    #expect(ring.width == 2 * (side + 16))
    let center = ring.width / 2
    // Along the top, from the box's edge inwards: 4 px (8 at 2×) of stroke, then nothing.
    let top = 2 * 8 + 2 * (side / 2 - side / 2)
    var covered = 0
    for y in top..<center where ring.pixel(x: center, y: y).alpha > 128 { covered += 1 }
    #expect(covered >= 7 && covered <= 9)
    #expect(ring.pixel(x: center, y: center).alpha == 0)
  }

  @Test("typing indicator, frame 2: the middle dot raised and opaque, the others 3 lower at 35%")
  func typing() throws {
    let dots = try image("typing-indicator-frame-2", scale: 2)
    let raised = dots.pixel(x: 2 * (8 + 20), y: 2 * (8 + 4))
    #expect(raised.alpha == 255)
    let resting = dots.pixel(x: 2 * (8 + 4), y: 2 * (8 + 7))
    #expect(abs(Int(resting.alpha) - 89) <= 1)
    // The resting dot's top is 3 lower: at the raised dot's top row it is empty.
    #expect(dots.pixel(x: 2 * (8 + 4), y: 2 * 8 + 2).alpha == 0)
  }

  @Test("skeleton: the border colour at the shimmer's opacity")
  func skeleton() throws {
    let block = try image("skeleton-rectangle")
    let pixel = block.pixel(x: 8 + 100, y: 8 + 8)
    #expect(abs(Int(pixel.alpha) - 51) <= 1)
    #expect(hex(block, 8 + 100, 8 + 8).hasPrefix("#8a8a8a"))
  }

  @Test("Appetite UI's spinner: a track all round and a 270° arc from 12 o'clock")
  func spinner() throws {
    let spinner = try image("appetite-spinner-lg", scale: 2)
    let c = 2 * (8 + 16)
    let ring = 2 * 16 - Int((2 * 16 * 0.14).rounded())
    #expect(hex(spinner, c + ring, c) == "#155dfc")  // 3 o'clock
    #expect(hex(spinner, c, c + ring) == "#155dfc")  // 6 o'clock
    #expect(hex(spinner, c - ring, c + 12) == "#155dfc")  // between 6 and 9 o'clock
    // Above 9 o'clock, past the arc's round cap, the quarter the arc leaves open: the track.
    #expect(hex(spinner, c - ring, c - 12) == "#e9e9ea")
  }
}
