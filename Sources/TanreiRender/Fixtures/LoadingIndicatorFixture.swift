import TanreiCore

/// One picture of the loading indicator that every platform draws under the same id: a
/// canonical fixture of the spec, or a variant of one that shows another part of the spec.
///
/// Canonical fixtures are drawn as the spec's snapshot harness says: shown at once (show delay
/// 0), whole at once (enter duration 0), at the start of a cycle. The variants change one thing:
///
/// - `quarter-turn`: a quarter of a cycle later, so the arc runs from 3 to 6 o'clock (LDG-1);
/// - `grow-halfway`: a grow entrance of the token's length, half-way through it (LDG-13);
/// - `reduced-motion`: the pulse 5/32 of a cycle in (LDG-4), the whole circle a little way into
///   its fade (at about 0.6 opacity): plainly the indicator at work, where a moment deeper in the
///   fade looks faint, as if disabled, and the pulse's middle shows nothing at all;
/// - `dark`: the dark mode's tokens, at the start of a cycle.
///
/// The fixture list is compiled in, so rendering needs no file; a test keeps it equal to
/// `specs/loading-indicator.spec.json`.
public struct LoadingIndicatorFixture: Sendable, Hashable, CustomStringConvertible {
  /// What a variant changes.
  public enum Variant: String, Sendable, Hashable, CaseIterable {
    /// The spec's fixture as its snapshot harness draws it.
    case canonical
    /// A quarter of a cycle after the start.
    case quarterTurn = "quarter-turn"
    /// Half-way through a grow entrance.
    case growHalfway = "grow-halfway"
    /// Reduced motion, 5/32 of the way through the pulse.
    case reducedMotion = "reduced-motion"
    /// The dark mode's tokens.
    case dark
  }

  /// The canonical fixture's id ("contained-small").
  public var base: String
  /// The variant.
  public var variant: Variant
  /// The canonical fixture's props, as the spec lists them.
  public var props: LoadingIndicatorProps

  /// A fixture of `base` with `props`, drawn as `variant` says.
  public init(base: String, props: LoadingIndicatorProps, variant: Variant = .canonical) {
    self.base = base
    self.props = props
    self.variant = variant
  }

  /// The id files are named after: the canonical id, then the variant's name if any
  /// ("contained-small-dark").
  public var id: String { variant == .canonical ? base : base + "-" + variant.rawValue }

  /// The id.
  public var description: String { id }

  /// The tokens the fixture is drawn with.
  public var tokens: LoadingIndicatorTokens { variant == .dark ? .tanreiDark : .tanrei }

  /// The environment it is drawn in.
  public var environment: ComponentEnvironment {
    ComponentEnvironment(reducedMotion: variant == .reducedMotion)
  }

  /// The props drawn: the fixture's, with the harness's show delay and entrance.
  public var renderedProps: LoadingIndicatorProps {
    var props = self.props
    props.showDelay = .zero
    if variant == .growHalfway {
      props.entrance = .grow
      props.enterDuration = nil
    } else {
      props.enterDuration = .zero
    }
    return props
  }

  /// The moment drawn, from the indicator's insertion (which, with no delay, is when it is
  /// shown and its cycle starts).
  public var time: Duration {
    let resolved = ResolvedLoadingIndicator(
      props: renderedProps, tokens: tokens, environment: environment)
    switch variant {
    case .canonical, .dark: return .zero
    case .quarterTurn: return .fromMilliseconds(resolved.cycleDuration / 4)
    case .reducedMotion: return .fromMilliseconds(resolved.cycleDuration * 5 / 32)
    case .growHalfway: return .fromMilliseconds(resolved.enterDuration / 2)
    }
  }

  /// The frame drawn.
  public func frame() -> LoadingIndicatorFrame {
    var lifecycle = LoadingIndicatorLifecycle(
      props: renderedProps, tokens: tokens, environment: environment)
    lifecycle.apply(.insert, at: .zero)
    return lifecycle.frame(at: time)
  }

  /// The scene drawn.
  public func scene() -> VectorScene {
    LoadingIndicatorScene.scene(for: frame())
  }

  /// What the fixture shows, in a few words, for a gallery.
  public var summary: String {
    var parts = ["size: \(props.size)"]
    if props.contained { parts.append("contained") }
    switch variant {
    case .canonical: parts.append("start of a cycle")
    case .quarterTurn: parts.append("a quarter turn in")
    case .growHalfway: parts.append("grow entrance half-way")
    case .reducedMotion: parts.append("reduced motion, the pulse starting to fade")
    case .dark: parts.append("dark mode")
    }
    return parts.joined(separator: " · ")
  }

  /// The six fixtures of the spec, in its order.
  public static let canonical: [LoadingIndicatorFixture] = [
    LoadingIndicatorFixture(base: "small", props: LoadingIndicatorProps("Loading", size: .small)),
    LoadingIndicatorFixture(
      base: "contained-small",
      props: LoadingIndicatorProps("Loading", size: .small, contained: true)),
    LoadingIndicatorFixture(base: "medium", props: LoadingIndicatorProps("Loading")),
    LoadingIndicatorFixture(
      base: "contained-medium", props: LoadingIndicatorProps("Loading", contained: true)),
    LoadingIndicatorFixture(base: "large", props: LoadingIndicatorProps("Loading", size: .large)),
    LoadingIndicatorFixture(
      base: "contained-large",
      props: LoadingIndicatorProps("Loading", size: .large, contained: true)),
  ]

  /// Every canonical fixture followed by its variants.
  public static let all: [LoadingIndicatorFixture] = canonical.flatMap { fixture in
    Variant.allCases.map { variant in
      LoadingIndicatorFixture(base: fixture.base, props: fixture.props, variant: variant)
    }
  }
}
