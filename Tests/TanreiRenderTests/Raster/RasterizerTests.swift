import TanreiCore
import Testing

@testable import TanreiRender

/// Compositing, groups, clips, shadows and the rasterizer's refusals.
@Suite("The rasterizer composites in sRGB and refuses what it cannot draw")
struct RasterizerTests {
  static let grey = RGBAColor(red: 0x4b / 255, green: 0x4b / 255, blue: 0x4b / 255)

  @Test("a half-covered pixel of #4b4b4b is #4b4b4b at half alpha: coverage is opacity in sRGB")
  func halfCoverage() throws {
    let scene = VectorScene(
      size: BoxSize(width: 4, height: 1),
      nodes: [
        .shape(
          .roundedRect(SceneRect(x: 0, y: 0, width: 1.5, height: 1), cornerRadius: 0),
          .fill(Self.grey))
      ])
    let image = try Rasterizer().render(scene, scale: 1)
    #expect(image.pixel(x: 0, y: 0) == (0x4b, 0x4b, 0x4b, 255))
    #expect(image.pixel(x: 1, y: 0) == (0x4b, 0x4b, 0x4b, 128))
    #expect(image.pixel(x: 2, y: 0) == (0, 0, 0, 0))
  }

  @Test("colours blend in gamma-encoded sRGB: white at half coverage over black is #808080")
  func blendingSpace() throws {
    let scene = VectorScene(
      size: BoxSize(width: 2, height: 1),
      nodes: [
        .shape(
          .roundedRect(SceneRect(x: 0, y: 0, width: 2, height: 1), cornerRadius: 0), .fill(.black)),
        .shape(
          .roundedRect(SceneRect(x: 0, y: 0, width: 0.5, height: 1), cornerRadius: 0), .fill(.white)
        ),
      ])
    let image = try Rasterizer().render(scene, scale: 1)
    // Linear-light blending would give #bcbcbc.
    #expect(image.pixel(x: 0, y: 0) == (128, 128, 128, 255))
  }

  @Test("a group's opacity applies to the group as one: nothing shows through its top layer")
  func groupOpacity() throws {
    let square = SceneShape.roundedRect(SceneRect(x: 0, y: 0, width: 2, height: 2), cornerRadius: 0)
    let scene = VectorScene(
      size: BoxSize(width: 2, height: 2),
      nodes: [
        .group(
          SceneGroup(
            opacity: 0.5,
            children: [.shape(square, .fill(.black)), .shape(square, .fill(.white))]))
      ])
    let image = try Rasterizer().render(scene, scale: 1)
    #expect(image.pixel(x: 1, y: 1) == (255, 255, 255, 128))
  }

  @Test("a clip to a rounded rectangle keeps what is inside it")
  func clip() throws {
    let scene = VectorScene(
      size: BoxSize(width: 8, height: 4),
      nodes: [
        .group(
          SceneGroup(
            clip: ClipRect(SceneRect(x: 0, y: 0, width: 4, height: 4)),
            children: [
              .shape(
                .roundedRect(SceneRect(x: 0, y: 0, width: 8, height: 4), cornerRadius: 0),
                .fill(.black))
            ]))
      ])
    let image = try Rasterizer().render(scene, scale: 1)
    #expect(image.pixel(x: 3, y: 2).alpha == 255)
    #expect(image.pixel(x: 4, y: 2).alpha == 0)
  }

  @Test("a shadow's blur spreads its alpha, keeps its total, and follows its offset")
  func shadow() throws {
    let shape = SceneShape.roundedRect(
      SceneRect(x: 10, y: 10, width: 10, height: 10), cornerRadius: 0)
    let layer = ShadowLayer(
      color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 1), offsetY: 2, blur: 4)
    let scene = VectorScene(size: BoxSize(width: 30, height: 34), nodes: [.shadow(shape, layer)])
    let image = try Rasterizer().render(scene, scale: 1)
    var total = 0.0
    var rowsWeighted = 0.0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let alpha = Double(image.pixel(x: x, y: y).alpha) / 255
        total += alpha
        rowsWeighted += alpha * (Double(y) + 0.5)
      }
    }
    #expect(abs(total - 100) < 0.5)
    #expect(abs(rowsWeighted / total - 17) < 0.05)  // the centre moved down by the offset
    #expect(image.pixel(x: 15, y: 9).alpha > 0)  // blurred beyond the shape's edge
    #expect(image.pixel(x: 15, y: 17).alpha >= 240)  // 5 px (2.5 σ) inside every edge
  }

  @Test(
    "a scale that is not above 0, not finite, or too large is refused with an error",
    arguments: [0, -1, -0.0, .nan, .infinity, 1000, 300])
  func badScale(scale: Double) {
    let fixture = LoadingIndicatorFixture.canonical[5]
    #expect(throws: RenderError.self) { try Rasterizer().render(fixture.scene(), scale: scale) }
  }

  @Test("degenerate shapes and paints draw nothing, and never trap")
  func degenerate() throws {
    let nodes: [SceneNode] = [
      .shape(.circle(center: ScenePoint(x: 4, y: 4), radius: -3), .fill(.black)),
      .shape(
        .circle(center: ScenePoint(x: 4, y: 4), radius: .nan),
        .stroke(.black, width: 2, cap: .round)),
      .shape(
        .arc(center: ScenePoint(x: 4, y: 4), radius: 3, startDegrees: .infinity, sweepDegrees: 90),
        .stroke(.black, width: 2, cap: .round)),
      .shape(
        .arc(center: ScenePoint(x: 4, y: 4), radius: 3, startDegrees: 0, sweepDegrees: 90),
        .fill(.black)
      ),
      .shape(
        .roundedRect(SceneRect(x: 1, y: 1, width: -4, height: 3), cornerRadius: 9), .fill(.black)),
      .shape(
        .circle(center: ScenePoint(x: 4, y: 4), radius: 3), .stroke(.black, width: -1, cap: .butt)),
      .shadow(
        .arc(center: ScenePoint(x: 4, y: 4), radius: 3, startDegrees: 0, sweepDegrees: 90),
        ShadowLayer(color: .black, blur: 2)),
      .group(
        SceneGroup(
          opacity: .nan,
          children: [.shape(.circle(center: ScenePoint(x: 4, y: 4), radius: 3), .fill(.black))])),
      .group(
        SceneGroup(
          transform: .scale(0),
          children: [.shape(.circle(center: ScenePoint(x: 4, y: 4), radius: 3), .fill(.black))])),
    ]
    let image = try Rasterizer().render(
      VectorScene(size: BoxSize(width: 8, height: 8), nodes: nodes), scale: 2)
    #expect(image.bytes.allSatisfy { $0 == 0 })
  }

  @Test("a zero-length round-capped arc is a dot, as SVG draws one")
  func dot() throws {
    let scene = VectorScene(
      size: BoxSize(width: 8, height: 8),
      nodes: [
        .shape(
          .arc(center: ScenePoint(x: 4, y: 4), radius: 2, startDegrees: 0, sweepDegrees: 0),
          .stroke(.black, width: 2, cap: .round))
      ])
    let image = try Rasterizer().render(scene, scale: 4)
    #expect(image.pixel(x: 16, y: 8).alpha == 255)
    #expect(image.pixel(x: 16, y: 16).alpha == 0)
  }
}
