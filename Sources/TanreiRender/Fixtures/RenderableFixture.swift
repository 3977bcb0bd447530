import TanreiCore

/// Anything `tanrei render` draws: an id, a place in the gallery, a scene, and for the fixtures
/// that move, their animations.
public protocol RenderableFixture: Sendable {
  /// The file name stem: `medium`, `progress-ring-50`, `appetite-spinner-base-dark`.
  var id: String { get }
  /// The gallery section it belongs in.
  var group: String { get }
  /// One line on what it shows.
  var summary: String { get }
  /// What assistive technology calls the picture: the component's label, and its value in
  /// words where it has one.
  var title: String { get }
  /// The surface it is shown on: the system's page colour in its mode.
  var background: RGBAColor { get }
  /// The picture.
  func scene() -> VectorScene
  /// Its animated SVGs, if it is one that moves; empty for still variants.
  func animations() -> [AnimatedDocument]
  /// What could not be drawn as asked, for the person reading the output: each note says what
  /// happened, not to which fixture, so that the same cause is told once for all it touched.
  var notes: [String] { get }
}

extension RenderableFixture {
  /// Nothing to note by default.
  public var notes: [String] { [] }
}

/// An animated SVG document and the name to write it under.
public struct AnimatedDocument: Sendable, Hashable {
  /// The file name.
  public var name: String
  /// The SVG text.
  public var svg: String
  /// The canvas, in logical pixels.
  public var size: BoxSize

  /// A document `svg` called `name`, of `size`.
  public init(name: String, svg: String, size: BoxSize) {
    self.name = name
    self.svg = svg
    self.size = size
  }
}

extension LoadingIndicatorFixture: RenderableFixture {
  /// The spec's fixture id, before any variant.
  public var group: String { "loading indicator: " + base }

  /// Tanrei's page, light or dark.
  public var background: RGBAColor {
    (try? (variant == .dark ? DesignSystem.tanreiDark : .tanrei).tokens.color("sys.color.surface"))
      ?? .white
  }

  /// The label the fixture is drawn with.
  public var title: String { props.label }

  /// The turn and the reduced-motion pulse, for the canonical fixtures; the turn holds the
  /// pulse too, and switches to it where the reader asks for reduced motion.
  public func animations() -> [AnimatedDocument] {
    guard variant == .canonical else { return [] }
    let turning = LoadingIndicatorAnimation(props: props, tokens: tokens)
    let pulsing = turning.reducedMotionForm
    let size = turning.restingScene.size
    let moving = base + ".animated.svg"
    let still = base + "-reduced-motion.animated.svg"
    return [
      AnimatedDocument(
        name: moving,
        svg: turning.svg(
          namespace: SVGWriter.namespace(forFile: moving), title: title, reducedMotion: pulsing),
        size: size),
      AnimatedDocument(
        name: still,
        svg: pulsing.svg(namespace: SVGWriter.namespace(forFile: still), title: title),
        size: size),
    ]
  }
}
