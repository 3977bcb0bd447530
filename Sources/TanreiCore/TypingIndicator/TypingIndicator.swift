/// Three dots that say a reply is being written, through the presence mechanism.
///
/// The cycle has four frames: the first, second and third dot raised in turn, then none. Each
/// frame holds for the dwell, then the dots move to the next frame over the travel, on the
/// token's (linear) easing: the raised dot stands at the top at full opacity, the others rest
/// lower at the rest opacity. Under reduced motion it rests on the first frame. To assistive
/// technology it is a status named by its label, read once when it appears.
public enum TypingIndicator: TimedComponent {
  /// The number of frames in a cycle.
  public static let frameCount = 4

  /// Resolves the timing; the cycle is four dwells and four travels.
  public static func resolve(
    _ props: TypingIndicatorProps, tokens: TypingIndicatorTokens, environment: ComponentEnvironment
  ) -> ResolvedTypingIndicator {
    let timing = tokens.presence.resolve(props.presence, in: environment)
    var diagnostics = timing.diagnostics
    let scale = timing.motionScale
    if UTF8Text.isBlank(props.label.utf8) {
      diagnostics.append(
        Diagnostic(.emptyLabel, "label is empty, so the typing indicator has no accessible name"))
    }
    let cycle = Double(frameCount) * (tokens.dwell + tokens.travel)
    return ResolvedTypingIndicator(
      props: props, tokens: tokens,
      shownAccessibility: AccessibilityNode(role: .status, name: props.label),
      presenceTiming: timing.timing(cycleDuration: environment.reducedMotion ? 0 : cycle * scale),
      diagnostics: diagnostics)
  }

  /// The dots at one moment.
  public static func frame(
    _ state: PresenceState, _ resolved: ResolvedTypingIndicator, at time: Duration
  ) -> TypingIndicatorFrame {
    withUnsafePointer(to: resolved) { frame(state, reading: $0, at: time) }
  }

  /// The dots at one moment, the resolved values read in place.
  @inline(__always)
  public static func frame(
    _ state: PresenceState, reading pointer: UnsafePointer<ResolvedTypingIndicator>,
    at time: Duration
  ) -> TypingIndicatorFrame {
    // The resolved values hold the tokens for as long as this call reads them, so the local
    // reference need not hold them too: no retain and release, both atomic, per frame.
    unowned(unsafe) let tokens = pointer.pointee.tokens
    let raised = raise(
      at: state.environment.reducedMotion ? 0 : state.cycleProgress, reading: pointer)
    let radius = tokens.dotSize / 2
    let firstCentre = (tokens.width - tokens.pitch * 2) / 2
    func dot(_ index: Int, raised: Double) -> TypingIndicatorFrame.Dot {
      TypingIndicatorFrame.Dot(
        centerX: firstCentre + tokens.pitch * Double(index),
        centerY: radius + tokens.rise * (1 - raised),
        opacity: tokens.restOpacity + (1 - tokens.restOpacity) * raised)
    }
    let dots = TypingIndicatorFrame.Dots(
      dot(0, raised: raised.0), dot(1, raised: raised.1), dot(2, raised: raised.2))
    return TypingIndicatorFrame(
      presence: FramePresence(
        state, at: time, box: BoxSize(width: tokens.width, height: tokens.height)), dots: dots,
      dotSize: tokens.dotSize,
      color: tokens.color,
      accessibility: state.isShown ? pointer.pointee.shownAccessibility : nil)
  }

  /// How raised each dot is, 0…1, at `progress` through the cycle.
  @inline(__always)
  static func raise(
    at progress: Double, reading pointer: UnsafePointer<ResolvedTypingIndicator>
  ) -> (Double, Double, Double) {
    // Held by the resolved values while this reads them, as in the frame.
    unowned(unsafe) let tokens = pointer.pointee.tokens
    let step = tokens.dwell + tokens.travel
    let position = progress * Double(frameCount) * step
    let frame = min(frameCount - 1, Int(position / step))
    let within = position - Double(frame) * step
    let travelled =
      within <= tokens.dwell || tokens.travel <= 0
      ? 0 : tokens.easing.value(at: (within - tokens.dwell) / tokens.travel)
    let next = (frame + 1) % frameCount
    // Frame k raises dot k; the fourth frame raises none.
    func raised(_ dot: Int) -> Double {
      let from = dot == frame ? 1.0 : 0
      let to = dot == next ? 1.0 : 0
      return from + (to - from) * travelled
    }
    return (raised(0), raised(1), raised(2))
  }

  /// The system's enter easing.
  public static func enterEasing(_ tokens: TypingIndicatorTokens) -> CubicBezier {
    tokens.presence.enterEasing
  }
}

/// What a typing indicator is given.
public struct TypingIndicatorProps: Sendable, Hashable {
  /// The accessible name ("Mia is typing").
  public var label: String
  /// The show delay, entrance and enter duration; `nil` takes the system's tokens.
  public var presence: PresenceProps

  /// A typing indicator named `label`.
  public init(_ label: String = "Typing", presence: PresenceProps = PresenceProps()) {
    self.label = label
    self.presence = presence
  }
}

/// A typing indicator's props resolved.
public struct ResolvedTypingIndicator: ResolvedComponent, Hashable {
  /// The props as given.
  public var props: TypingIndicatorProps
  /// The system's tokens.
  public var tokens: TypingIndicatorTokens
  /// What assistive technology sees once the dots are shown: a status named by the label.
  public var shownAccessibility: AccessibilityNode
  /// The delay, entrance and cycle.
  public var presenceTiming: PresenceTiming
  /// The fallbacks taken.
  public var diagnostics: [Diagnostic]

  /// The set's box, as the tokens give it.
  public var box: BoxSize { BoxSize(width: tokens.width, height: tokens.height) }
}

/// A typing indicator at one moment.
public struct TypingIndicatorFrame: Sendable, Hashable {
  /// Its time, phase, box, visibility, entrance and whether it moves.
  public var presence: FramePresence
  /// One dot.
  public struct Dot: Sendable, Hashable {
    /// The centre's distance from the box's leading edge.
    public var centerX: Double
    /// The centre's distance from the box's top.
    public var centerY: Double
    /// The dot's own opacity.
    public var opacity: Double

    /// A dot centred at (`centerX`, `centerY`) in the box, at `opacity`.
    public init(centerX: Double, centerY: Double, opacity: Double) {
      self.centerX = centerX
      self.centerY = centerY
      self.opacity = opacity
    }
  }

  /// The three dots, in a collection of fixed size, so a frame needs no heap.
  public struct Dots: RandomAccessCollection, MutableCollection, Sendable, Hashable {
    private var first: Dot
    private var second: Dot
    private var third: Dot

    /// The dots `first`, `second` and `third`.
    public init(_ first: Dot, _ second: Dot, _ third: Dot) {
      self.first = first
      self.second = second
      self.third = third
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// 3.
    public var endIndex: Int { 3 }

    /// The dot at `index`, 0, 1 or 2; any other index stops the program, as an array's does.
    public subscript(index: Int) -> Dot {
      get {
        switch index {
        case 0: first
        case 1: second
        case 2: third
        default: preconditionFailure("a typing indicator has three dots; \(index) is not one")
        }
      }
      set {
        switch index {
        case 0: first = newValue
        case 1: second = newValue
        case 2: third = newValue
        default: preconditionFailure("a typing indicator has three dots; \(index) is not one")
        }
      }
    }
  }

  /// The three dots, first to last.
  public var dots: Dots
  /// The dots' diameter.
  public var dotSize: Double
  /// The dots' colour, before each dot's opacity.
  public var color: RGBAColor
  /// What assistive technology sees: `nil` until shown.
  public var accessibility: AccessibilityNode?
}

/// The typing indicator's tokens from a design system.
public final class TypingIndicatorTokens: SharedTokens {
  /// The box's width.
  public let width: Double
  /// The box's height.
  public let height: Double
  /// The dots' diameter.
  public let dotSize: Double
  /// From one dot's centre to the next.
  public let pitch: Double
  /// How much higher the raised dot stands.
  public let rise: Double
  /// The resting dots' opacity.
  public let restOpacity: Double
  /// The dots' colour.
  public let color: RGBAColor
  /// How long each frame holds, in milliseconds.
  public let dwell: Double
  /// How long the move to the next frame takes, in milliseconds.
  public let travel: Double
  /// The move's curve.
  public let easing: CubicBezier
  /// The system's timing for delayed content.
  public let presence: PresenceTokens

  /// Reads `comp.typing-indicator` and `comp.presence` from `system`.
  public convenience init(system: DesignSystem) throws(TokenError) {
    // A convenience initializer, as LoadingIndicatorTokens' is: a designated one would sit in
    // the class's table of initializers, which is linked wherever the class is, and bring every
    // token reader into a program that only uses the written-out tokens (the web build). The
    // tokens are read, and checked, in the order they always were, so the first error is the
    // same.
    let tokens = system.tokens
    let p = "comp.typing-indicator."
    let width = try tokens.dimension(p + "width")
    let height = try tokens.dimension(p + "height")
    let dotSize = try tokens.dimension(p + "dot.size")
    let pitch = try tokens.dimension(p + "dot.pitch")
    let rise = try tokens.dimension(p + "dot.rise")
    let restOpacity = try tokens.number(p + "dot.rest-opacity")
    let color = try tokens.color(p + "dot.color")
    let dwell = try tokens.duration(p + "motion.dwell")
    let travel = try tokens.duration(p + "motion.travel")
    let easing = try tokens.cubicBezier(p + "motion.easing")
    let presence = try PresenceTokens(tokens: tokens, group: "comp.presence")
    guard dwell + travel > 0, (0...1).contains(restOpacity), dotSize > 0 else {
      throw TokenError(
        .invalidValue, file: tokens[p + "motion.dwell"]?.file, tokenPath: p + "motion",
        message: "dwell and travel cannot both be 0; rest opacity lies in 0…1")
    }
    self.init(
      width: width, height: height, dotSize: dotSize, pitch: pitch, rise: rise,
      restOpacity: restOpacity, color: color, dwell: dwell, travel: travel, easing: easing,
      presence: presence)
  }

  /// Tokens with the given values, already checked: for those written out in
  /// `Generated/TypingIndicatorTokens+Generated.swift`.
  init(
    width: Double, height: Double, dotSize: Double, pitch: Double, rise: Double,
    restOpacity: Double, color: RGBAColor, dwell: Double, travel: Double, easing: CubicBezier,
    presence: PresenceTokens
  ) {
    self.width = width
    self.height = height
    self.dotSize = dotSize
    self.pitch = pitch
    self.rise = rise
    self.restOpacity = restOpacity
    self.color = color
    self.dwell = dwell
    self.travel = travel
    self.easing = easing
    self.presence = presence
  }

  /// The default Tanrei system's, light.
  public static let tanrei = compiledIn(.tanrei, TypingIndicatorTokens.init)
  /// The default Tanrei system's, dark.
  public static let tanreiDark = compiledIn(.tanreiDark, TypingIndicatorTokens.init)
  /// Appetite UI's, light.
  public static let appetite = compiledIn(.appetite, TypingIndicatorTokens.init)
  /// Appetite UI's, dark.
  public static let appetiteDark = compiledIn(.appetiteDark, TypingIndicatorTokens.init)
}
