import Foundation
import Testing

@testable import TanreiRender

/// The rasterizer's coverage is exact area, wherever an edge falls.
@Suite("Coverage is the exact area inside the outline")
struct CoverageTests {
  static func covered(_ outline: Outline, width: Int = 64, height: Int = 64) -> Double {
    CoverageMask.covering(outline, canvasWidth: width, canvasHeight: height).values.reduce(0, +)
  }

  @Test(
    "a rectangle at fractional positions covers exactly its area",
    arguments: [
      (1.0, 1.0, 10.0, 10.0), (1.25, 2.5, 7.5, 3.75), (0.1, 0.9, 30.3, 0.2), (5.5, 5.5, 0.5, 40),
    ])
  func rectangle(x: Double, y: Double, width: Double, height: Double) {
    let outline = Outline.filling(
      .roundedRect(SceneRect(x: x, y: y, width: width, height: height), cornerRadius: 0),
      tolerance: 0.01)
    #expect(abs(Self.covered(outline) - width * height) < 1e-9)
  }

  @Test("an edge at x = 10.25 covers three quarters of its pixels, in every row")
  func partialColumn() {
    let outline = Outline.filling(
      .roundedRect(SceneRect(x: 10.25, y: 0, width: 5, height: 8), cornerRadius: 0), tolerance: 0.01
    )
    let mask = CoverageMask.covering(outline, canvasWidth: 32, canvasHeight: 8)
    for y in 0..<8 {
      #expect(abs(mask.value(atX: 10, y: y) - 0.75) < 1e-12)
      #expect(abs(mask.value(atX: 11, y: y) - 1) < 1e-12)
      #expect(abs(mask.value(atX: 15, y: y) - 0.25) < 1e-12)
      #expect(mask.value(atX: 16, y: y) == 0)
    }
  }

  @Test("a sloped edge covers each pixel by the exact area under it")
  func slopedEdge() {
    // A right triangle with legs of 4 along the axes: every pixel cut by the hypotenuse is
    // exactly half covered, the ones below it fully.
    let outline = Outline(contours: [
      [
        ScenePoint(x: 0, y: 0), ScenePoint(x: 4, y: 4), ScenePoint(x: 0, y: 4),
      ]
    ])
    let mask = CoverageMask.covering(outline, canvasWidth: 4, canvasHeight: 4)
    for y in 0..<4 {
      for x in 0..<4 {
        let expected = x < y ? 1.0 : (x == y ? 0.5 : 0)
        #expect(abs(mask.value(atX: x, y: y) - expected) < 1e-12, "pixel \(x), \(y)")
      }
    }
  }

  @Test(
    "a circle covers π r², a ring π (R² − r²), at radii small and large",
    arguments: [3.0, 11.5, 28])
  func circleAndRing(radius: Double) {
    let centre = ScenePoint(x: 32.3, y: 31.7)
    let disc = Outline.filling(.circle(center: centre, radius: radius), tolerance: 0.01)
    #expect(abs(Self.covered(disc) / (Double.pi * radius * radius) - 1) < 0.0001)
    let ring = Outline.stroking(
      .circle(center: centre, radius: radius), width: 2, cap: .butt, tolerance: 0.01)
    let expected = Double.pi * ((radius + 1) * (radius + 1) - (radius - 1) * (radius - 1))
    #expect(abs(Self.covered(ring) / expected - 1) < 0.0001)
  }

  @Test("a round-capped arc covers its band plus one disc of the stroke's width")
  func roundCappedArc() {
    for sweep in [10.0, 90, 200, 350] {
      let outline = Outline.stroking(
        .arc(center: ScenePoint(x: 32, y: 32), radius: 20, startDegrees: 33, sweepDegrees: sweep),
        width: 4, cap: .round, tolerance: 0.01)
      let band = sweep / 360 * Double.pi * (22 * 22 - 18 * 18)
      let expected = band + Double.pi * 4
      #expect(abs(Self.covered(outline) / expected - 1) < 0.002, "sweep \(sweep)")
    }
  }

  @Test("shapes partly or wholly off the canvas are clipped, never out of bounds")
  func offCanvas() {
    let shapes: [SceneShape] = [
      .circle(center: ScenePoint(x: -5, y: 10), radius: 8),
      .circle(center: ScenePoint(x: 70, y: 70), radius: 20),
      .roundedRect(SceneRect(x: -100, y: -100, width: 300, height: 300), cornerRadius: 10),
      .circle(center: ScenePoint(x: 1e300, y: -1e300), radius: 1e300),
      .circle(center: ScenePoint(x: .nan, y: 0), radius: 4),
      .roundedRect(SceneRect(x: 0, y: 0, width: .infinity, height: 4), cornerRadius: 2),
    ]
    for shape in shapes {
      let mask = CoverageMask.covering(
        Outline.filling(shape, tolerance: 0.01), canvasWidth: 16, canvasHeight: 16)
      #expect(mask.values.allSatisfy { $0 >= 0 && $0 <= 1 })
    }
    // The big square covers the whole canvas.
    let full = CoverageMask.covering(
      Outline.filling(
        .roundedRect(SceneRect(x: -100, y: -100, width: 300, height: 300), cornerRadius: 10),
        tolerance: 0.01), canvasWidth: 16, canvasHeight: 16)
    #expect(full.values.count == 256 && full.values.allSatisfy { abs($0 - 1) < 1e-9 })
  }

  @Test("PortableMath agrees with the C library to 1e-13, and is exact where it must be")
  func portableMath() {
    var angle = -20.0
    while angle < 20 {
      #expect(abs(PortableMath.sine(angle) - sin(angle)) < 1e-13)
      #expect(abs(PortableMath.cosine(angle) - cos(angle)) < 1e-13)
      angle += 0.0137
    }
    var x = -40.0
    while x < 5 {
      #expect(abs(PortableMath.exponential(x) / exp(x) - 1) < 1e-13)
      x += 0.0371
    }
    #expect(PortableMath.sine(0) == 0)
    #expect(PortableMath.cosine(0) == 1)
    #expect(PortableMath.exponential(0) == 1)
    #expect(ScenePoint.zero.onCircle(radius: 10, degrees: 90).x == 10)
  }
}
