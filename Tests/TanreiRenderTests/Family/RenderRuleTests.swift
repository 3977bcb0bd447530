import TanreiCore
import TanreiRender
import Testing

/// Rules of drawing checked as rules, on the scene and its pixels, rather than only through a
/// snapshot that a recording could change along with the bug.
@Suite("Render rules: shadow order and the bar's direction")
struct RenderRuleTests {
  // MARK: Shadow order

  static func containedFrame() -> LoadingIndicatorFrame {
    var lifecycle = LoadingIndicatorLifecycle(
      props: LoadingIndicatorProps(
        "Loading", contained: true, showDelay: .zero, enterDuration: .zero))
    lifecycle.apply(.insert, at: .zero)
    return lifecycle.frame(at: .zero)
  }

  @Test("LDG-3: the container's shadow layers are painted last layer first, then the container")
  func shadowOrder() throws {
    let frame = Self.containedFrame()
    let layers = frame.appearance.containerElevation
    try #require(layers.count >= 2, "the rule needs two layers to mean anything")
    #expect(layers.first != layers.last)
    let scene = LoadingIndicatorScene.scene(for: frame)
    guard case .group(let component) = try #require(scene.nodes.first) else {
      Issue.record("the scene's first node is not the component group")
      return
    }
    var painted: [ShadowLayer] = []
    var containerIndex: Int?
    for (index, node) in component.children.enumerated() {
      switch node {
      case .shadow(_, let layer): painted.append(layer)
      case .shape(_, .fill(let colour)) where colour == frame.appearance.containerColor:
        containerIndex = containerIndex ?? index
      default: break
      }
    }
    // CSS paints the first listed shadow on top, so the last is painted first.
    #expect(painted == Array(layers.reversed()))
    #expect(containerIndex == layers.count, "the container comes right after its shadows")
  }

  @Test("LDG-3: where two shadow layers overlap, the first listed covers the last")
  func shadowOrderInPixels() throws {
    let box = SceneRect(x: 10, y: 10, width: 20, height: 20)
    let shape = SceneShape.roundedRect(box, cornerRadius: 0)
    let red = ShadowLayer(color: RGBAColor(red: 1, green: 0, blue: 0), offsetX: 12, spread: 0)
    let blue = ShadowLayer(color: RGBAColor(red: 0, green: 0, blue: 1), offsetX: 6, spread: 0)
    let layers = [red, blue]
    // Painted as the loading indicator paints its container's elevation.
    let scene = VectorScene(
      size: BoxSize(width: 60, height: 40),
      nodes: layers.reversed().map { SceneNode.shadow(shape, $0) })
    let image = try Rasterizer().render(scene, scale: 1)
    // x = 32 lies under both shifted squares (blue 16…36, red 22…42), beyond the shape itself.
    let overlap = image.pixel(x: 32, y: 20)
    #expect(overlap.red == 255 && overlap.blue == 0, "the first layer (red) is on top")
  }

  // MARK: The bar's direction

  static func bar(
    value: Double?, direction: ReadingDirection, at milliseconds: Int64 = 0,
    reducedMotion: Bool = false
  ) -> ProgressFrame {
    var lifecycle = ComponentLifecycle<ProgressIndicator>(
      props: ProgressProps(
        "Uploading", value: value, presence: PresenceProps(showDelay: .zero, enterDuration: .zero)),
      tokens: .tanrei,
      environment: ComponentEnvironment(reducedMotion: reducedMotion, direction: direction))
    lifecycle.apply(.insert, at: .zero)
    return lifecycle.frame(at: .milliseconds(milliseconds))
  }

  /// The indicator's rectangle in the bar's scene.
  static func indicatorRect(_ frame: ProgressFrame) -> SceneRect? {
    let scene = ProgressScene.scene(for: frame)
    guard case .group(let component)? = scene.nodes.first else { return nil }
    for case .group(let mark) in component.children where mark.name == "mark" {
      for case .shape(.roundedRect(let rect, _), _) in mark.children { return rect }
    }
    return nil
  }

  @Test(
    "a quarter-full bar is filled from its leading end: the left, or the right right to left",
    arguments: ReadingDirection.allCases)
  func barFillsFromLeadingEnd(direction: ReadingDirection) throws {
    let frame = Self.bar(value: 0.25, direction: direction)
    let rect = try #require(Self.indicatorRect(frame))
    let margin = LoadingIndicatorScene.margin
    #expect(rect.width == 80)
    if direction == .leftToRight {
      #expect(rect.x == margin)
    } else {
      #expect(rect.x + rect.width == margin + 320)
    }

    let image = try Rasterizer().render(ProgressScene.scene(for: frame), scale: 1)
    let indicator = frame.indicatorColor
    let nearLeft = image.pixel(x: Int(margin) + 20, y: Int(margin) + 4)
    let nearRight = image.pixel(x: Int(margin) + 300, y: Int(margin) + 4)
    let leading = direction == .leftToRight ? nearLeft : nearRight
    let trailing = direction == .leftToRight ? nearRight : nearLeft
    #expect(Self.matches(leading, indicator), "the leading end is filled")
    #expect(Self.matches(trailing, frame.trackColor), "the trailing end is track")
  }

  @Test(
    "the indeterminate segment enters at the leading end in both directions",
    arguments: ReadingDirection.allCases)
  func segmentEntersAtLeadingEnd(direction: ReadingDirection) throws {
    // Early in the cycle only the first part of the segment has come in.
    let frame = Self.bar(value: nil, direction: direction, at: 300)
    let rect = try #require(Self.indicatorRect(frame))
    let margin = LoadingIndicatorScene.margin
    #expect(rect.width > 0 && rect.width < 128)
    if direction == .leftToRight {
      #expect(rect.x == margin)
    } else {
      #expect(rect.x + rect.width == margin + 320)
    }
  }

  @Test("the still segment under reduced motion sits in the middle in both directions")
  func stillSegmentCentred() throws {
    let left = try #require(
      Self.indicatorRect(Self.bar(value: nil, direction: .leftToRight, reducedMotion: true)))
    let right = try #require(
      Self.indicatorRect(Self.bar(value: nil, direction: .rightToLeft, reducedMotion: true)))
    #expect(left == right)
  }

  static func matches(
    _ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ colour: RGBAColor
  ) -> Bool {
    let expected = [colour.red, colour.green, colour.blue].map { ($0 * 255).rounded() }
    let got = [pixel.red, pixel.green, pixel.blue].map(Double.init)
    return pixel.alpha == 255 && zip(expected, got).allSatisfy { abs($0 - $1) <= 1 }
  }
}
