/// A placeholder the size of the content it stands for, shimmering softly until that content
/// arrives: decoration only, never in the accessibility tree.
///
/// It shows itself through the presence mechanism, so a wait shorter than the delay shows no
/// skeleton at all, and keeps its box from insertion. Its fill is the system's border colour at
/// an opacity that eases from low to high and back once per cycle; under reduced motion it stays
/// still at the low opacity.
public enum Skeleton: TimedComponent {
  /// Resolves the size and shape; a negative or non-finite side becomes 0, with a diagnostic.
  public static func resolve(
    _ props: SkeletonProps, tokens: SkeletonTokens, environment: ComponentEnvironment
  ) -> ResolvedSkeleton {
    let timing = tokens.presence.resolve(props.presence, in: environment)
    var diagnostics = timing.diagnostics
    let scale = timing.motionScale
    let width = props.width.nonNegativeLength("width", diagnostics: &diagnostics)
    let height = props.height.nonNegativeLength("height", diagnostics: &diagnostics)
    return ResolvedSkeleton(
      props: props, tokens: tokens, box: BoxSize(width: width, height: height),
      cornerRadius: cornerRadius(
        props.shape, width: width, height: height, roundedRadius: tokens.roundedRadius),
      presenceTiming: timing.timing(
        cycleDuration: environment.reducedMotion ? 0 : tokens.cycleDuration * scale),
      diagnostics: diagnostics)
  }

  /// The corner radius `shape` gives a skeleton of `width` × `height`: none for a rectangle,
  /// `roundedRadius` (at most half the shorter side) for rounded, half the shorter side for a
  /// circle, which is then a capsule when the sides differ.
  public static func cornerRadius(
    _ shape: SkeletonShape, width: Double, height: Double, roundedRadius: Double
  ) -> Double {
    switch shape {
    case .rectangle: 0
    case .rounded: min(roundedRadius, min(width, height) / 2)
    case .circle: min(width, height) / 2
    }
  }

  /// The skeleton at one moment.
  public static func frame(_ state: PresenceState, _ resolved: ResolvedSkeleton, at time: Duration)
    -> SkeletonFrame
  {
    withUnsafePointer(to: resolved) { frame(state, reading: $0, at: time) }
  }

  /// The skeleton at one moment, its resolved values read in place.
  @inline(__always)
  public static func frame(
    _ state: PresenceState, reading pointer: UnsafePointer<ResolvedSkeleton>, at time: Duration
  ) -> SkeletonFrame {
    // The resolved values hold the tokens for as long as this call reads them, so the local
    // reference need not hold them too: no retain and release, both atomic, per frame.
    unowned(unsafe) let tokens = pointer.pointee.tokens
    let wave: Double
    if state.environment.reducedMotion || !state.isShown {
      wave = 0
    } else {
      // Low to high over the first half of the cycle and back over the second.
      let cycle = state.cycleProgress
      wave =
        cycle < 0.5
        ? tokens.easing.value(at: cycle * 2) : 1 - tokens.easing.value(at: cycle * 2 - 1)
    }
    return SkeletonFrame(
      presence: FramePresence(state, at: time, box: pointer.pointee.box),
      shape: pointer.pointee.props.shape,
      cornerRadius: pointer.pointee.cornerRadius, color: tokens.color,
      fillOpacity: state.isShown
        ? tokens.lowOpacity + (tokens.highOpacity - tokens.lowOpacity) * wave : 0)
  }

  /// The system's enter easing.
  public static func enterEasing(_ tokens: SkeletonTokens) -> CubicBezier {
    tokens.presence.enterEasing
  }
}

/// The outline of a skeleton.
public enum SkeletonShape: String, Sendable, Hashable, CaseIterable, BitwiseCopyable {
  /// Square corners: a line of text, a banner.
  case rectangle
  /// Fully rounded: an avatar, a status dot (a capsule when width and height differ).
  case circle
  /// Softly rounded corners: a thumbnail, a chip.
  case rounded

  /// The shape `utf8` names, byte for byte; `nil` for any other name.
  public init?<Name: Collection>(utf8 name: Name) where Name.Element == UInt8 {
    if UTF8Text.equals(name, "rectangle") {
      self = .rectangle
    } else if UTF8Text.equals(name, "circle") {
      self = .circle
    } else if UTF8Text.equals(name, "rounded") {
      self = .rounded
    } else {
      return nil
    }
  }
}

/// What a skeleton is given: the size of the content it stands for, its shape, and its timing.
public struct SkeletonProps: Sendable, Hashable {
  /// The width of the content it stands for.
  public var width: Double
  /// The height of the content it stands for.
  public var height: Double
  /// The outline.
  public var shape: SkeletonShape
  /// The show delay, entrance and enter duration; `nil` takes the system's tokens.
  public var presence: PresenceProps

  /// A skeleton of `width` × `height` logical pixels.
  public init(
    width: Double, height: Double, shape: SkeletonShape = .rectangle,
    presence: PresenceProps = PresenceProps()
  ) {
    self.width = width
    self.height = height
    self.shape = shape
    self.presence = presence
  }
}

/// A skeleton's props resolved.
public struct ResolvedSkeleton: ResolvedComponent, Hashable {
  /// The props as given.
  public var props: SkeletonProps
  /// The system's skeleton tokens.
  public var tokens: SkeletonTokens
  /// The box, sides made usable.
  public var box: BoxSize
  /// The corner radius the shape gives at this size.
  public var cornerRadius: Double
  /// The delay, entrance and shimmer cycle.
  public var presenceTiming: PresenceTiming
  /// The fallbacks taken.
  public var diagnostics: [Diagnostic]
}

/// A skeleton at one moment.
public struct SkeletonFrame: Sendable, Hashable {
  /// Its time, phase, box, visibility, entrance and whether it moves.
  public var presence: FramePresence
  /// The outline.
  public var shape: SkeletonShape
  /// The corner radius.
  public var cornerRadius: Double
  /// The fill colour, before ``fillOpacity``.
  public var color: RGBAColor
  /// The fill's opacity: the shimmer, between the low and high tokens.
  public var fillOpacity: Double

  /// A skeleton is never in the accessibility tree: it is a picture of content, not content.
  public var accessibility: AccessibilityNode? { nil }
}

/// The skeleton's tokens from a design system.
public final class SkeletonTokens: SharedTokens {
  /// The fill colour (`comp.skeleton.color`, the system's border colour).
  public let color: RGBAColor
  /// The shimmer's lowest opacity (`comp.skeleton.opacity.low`).
  public let lowOpacity: Double
  /// The shimmer's highest opacity (`comp.skeleton.opacity.high`).
  public let highOpacity: Double
  /// The corner radius of the rounded shape (`comp.skeleton.shape.rounded`).
  public let roundedRadius: Double
  /// One shimmer, low to high and back, in milliseconds.
  public let cycleDuration: Double
  /// The shimmer's curve.
  public let easing: CubicBezier
  /// The system's timing for delayed content.
  public let presence: PresenceTokens

  /// Reads `comp.skeleton` and `comp.presence` from `system`.
  public convenience init(system: DesignSystem) throws(TokenError) {
    // A convenience initializer, as LoadingIndicatorTokens' is: a designated one would sit in
    // the class's table of initializers, which is linked wherever the class is, and bring every
    // token reader into a program that only uses the written-out tokens (the web build).
    let tokens = system.tokens
    let color = try tokens.color("comp.skeleton.color")
    let lowOpacity = try tokens.number("comp.skeleton.opacity.low")
    let highOpacity = try tokens.number("comp.skeleton.opacity.high")
    guard (0...1).contains(lowOpacity), (0...1).contains(highOpacity), lowOpacity <= highOpacity
    else {
      throw TokenError(
        .invalidValue, file: tokens["comp.skeleton.opacity.low"]?.file,
        tokenPath: "comp.skeleton.opacity", message: "low and high lie in 0…1, low first")
    }
    // The remaining tokens are read in the order they always were, so the first error is the same.
    let roundedRadius = try tokens.dimension("comp.skeleton.shape.rounded")
    let cycleDuration = try tokens.duration("comp.skeleton.motion.cycle-duration")
    let easing = try tokens.cubicBezier("comp.skeleton.motion.easing")
    self.init(
      color: color, lowOpacity: lowOpacity, highOpacity: highOpacity,
      roundedRadius: roundedRadius, cycleDuration: cycleDuration, easing: easing,
      presence: try PresenceTokens(tokens: tokens, group: "comp.presence"))
  }

  /// Tokens with the given values, already checked: for those written out in
  /// `Generated/SkeletonTokens+Generated.swift`.
  init(
    color: RGBAColor, lowOpacity: Double, highOpacity: Double, roundedRadius: Double,
    cycleDuration: Double, easing: CubicBezier, presence: PresenceTokens
  ) {
    self.color = color
    self.lowOpacity = lowOpacity
    self.highOpacity = highOpacity
    self.roundedRadius = roundedRadius
    self.cycleDuration = cycleDuration
    self.easing = easing
    self.presence = presence
  }

  /// The default Tanrei system's, light.
  public static let tanrei = compiledIn(.tanrei, SkeletonTokens.init)
  /// The default Tanrei system's, dark.
  public static let tanreiDark = compiledIn(.tanreiDark, SkeletonTokens.init)
  /// Appetite UI's, light.
  public static let appetite = compiledIn(.appetite, SkeletonTokens.init)
  /// Appetite UI's, dark.
  public static let appetiteDark = compiledIn(.appetiteDark, SkeletonTokens.init)
}
