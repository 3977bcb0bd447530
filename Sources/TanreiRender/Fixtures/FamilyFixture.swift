import TanreiCore
import TanreiText

/// A fixture of the rest of the family — progress, skeleton, typing indicator, spinner — in one
/// design system and mode, drawn at a chosen moment.
///
/// Each is drawn as the loading indicator's snapshot harness draws its fixtures: no show delay,
/// no entrance, at the moment named. The same list is drawn for Tanrei and for Appetite UI, which
/// changes the tokens and not the code; Appetite UI alone has the spinner.
public struct FamilyFixture: RenderableFixture, CustomStringConvertible {
  /// A design system and mode.
  public enum System: String, Sendable, Hashable, CaseIterable {
    case tanrei
    case tanreiDark = "tanrei-dark"
    case appetite
    case appetiteDark = "appetite-dark"

    var design: DesignSystem {
      switch self {
      case .tanrei: .tanrei
      case .tanreiDark: .tanreiDark
      case .appetite: .appetite
      case .appetiteDark: .appetiteDark
      }
    }

    /// Whether this is a dark mode.
    package var isDark: Bool { self == .tanreiDark || self == .appetiteDark }
    /// Whether this is Appetite UI, light or dark.
    package var isAppetite: Bool { self == .appetite || self == .appetiteDark }

    /// The system's progress tokens in its mode.
    package var progress: ProgressTokens {
      switch self {
      case .tanrei: .tanrei
      case .tanreiDark: .tanreiDark
      case .appetite: .appetite
      case .appetiteDark: .appetiteDark
      }
    }

    /// The system's skeleton tokens in its mode.
    package var skeleton: SkeletonTokens {
      switch self {
      case .tanrei: .tanrei
      case .tanreiDark: .tanreiDark
      case .appetite: .appetite
      case .appetiteDark: .appetiteDark
      }
    }

    /// The system's typing indicator tokens in its mode.
    package var typingIndicator: TypingIndicatorTokens {
      switch self {
      case .tanrei: .tanrei
      case .tanreiDark: .tanreiDark
      case .appetite: .appetite
      case .appetiteDark: .appetiteDark
      }
    }

    /// Only Appetite UI has a spinner.
    package var spinner: SpinnerTokens? {
      switch self {
      case .tanrei, .tanreiDark: nil
      case .appetite: .appetite
      case .appetiteDark: .appetiteDark
      }
    }

    /// The page: `sys.color.surface` in Tanrei, `bg.white-0` in Appetite UI.
    var page: RGBAColor {
      let path = isAppetite ? "bg.white-0" : "sys.color.surface"
      return (try? design.tokens.color(path)) ?? (isDark ? .black : .white)
    }
  }

  /// What is drawn.
  public enum Subject: Sendable, Hashable {
    case progress(ProgressProps)
    case skeleton(SkeletonProps)
    case typingIndicator(TypingIndicatorProps)
    case spinner(SpinnerProps)
  }

  /// The name without system or mode: `progress-bar-50`.
  public var name: String
  /// The component and its props.
  public var subject: Subject
  /// The system and mode.
  public var system: System
  /// The moment drawn, after the component was shown.
  public var time: Duration
  /// Whether it moves: such fixtures get animations.
  public var moves: Bool

  /// A fixture called `name`.
  public init(
    name: String, subject: Subject, system: System, time: Duration = .zero, moves: Bool = false
  ) {
    self.name = name
    self.subject = subject
    self.system = system
    self.time = time
    self.moves = moves
  }

  /// `progress-bar-50`, `appetite-progress-bar-50`, `tanrei-dark`'s `progress-bar-50-dark`.
  public var id: String {
    (system.isAppetite ? "appetite-" : "") + name + (system.isDark ? "-dark" : "")
  }

  /// The id.
  public var description: String { id }

  /// The component, and the system.
  public var group: String {
    let component: String
    switch subject {
    case .progress(let props): component = props.style == .bar ? "progress bar" : "progress ring"
    case .skeleton: component = "skeleton"
    case .typingIndicator: component = "typing indicator"
    case .spinner: component = "spinner"
    }
    return component + (system.isAppetite ? " · Appetite UI" : " · Tanrei")
  }

  /// What the fixture shows.
  public var summary: String {
    var parts: [String] = []
    switch subject {
    case .progress(let props):
      parts.append(props.value.map { "value \(Int(($0 * 100).rounded()))%" } ?? "indeterminate")
      if let length = props.length { parts.append("\(SVGNumber.format(length)) px") }
      if props.style == .ring && !props.showsPercentLabel { parts.append("no label") }
    case .skeleton(let props):
      parts.append(
        "\(props.shape.rawValue) \(SVGNumber.format(props.width))×\(SVGNumber.format(props.height))"
      )
    case .typingIndicator:
      parts.append("frame \(Int(time.inMilliseconds / 300) + 1), held")
    case .spinner(let props):
      parts.append("size \(props.size ?? "default")")
    }
    if time > .zero { parts.append("at \(SVGNumber.format(time.inMilliseconds)) ms") }
    parts.append(system.isDark ? "dark" : "light")
    return parts.joined(separator: " · ")
  }

  /// The system's page in its mode.
  public var background: RGBAColor { system.page }

  /// The picture at the fixture's moment.
  public func scene() -> VectorScene {
    switch subject {
    case .progress(let props):
      return ProgressScene.scene(for: frame(ProgressIndicator.self, props, system.progress))
    case .skeleton(let props):
      return SkeletonScene.scene(for: frame(Skeleton.self, props, system.skeleton))
    case .typingIndicator(let props):
      return TypingIndicatorScene.scene(
        for: frame(TypingIndicator.self, props, system.typingIndicator))
    case .spinner(let props):
      guard let tokens = system.spinner else { return VectorScene(size: .zero, nodes: []) }
      return SpinnerScene.scene(for: frame(Spinner.self, props, tokens))
    }
  }

  /// What could not be drawn: a percent label whose font is not installed, a spinner in a
  /// system that has none.
  public var notes: [String] {
    switch subject {
    case .progress(let props):
      let shown = frame(ProgressIndicator.self, props, system.progress)
      if let problem = ProgressScene.labelProblem(for: shown) {
        return ["the percent label is left out: \(problem)"]
      }
      if let face = ProgressScene.labelFace(for: shown), face.weight != shown.labelWeight {
        return [
          "the percent label is set in \(face.family) at weight "
            + "\(SVGNumber.format(face.weight)), not \(SVGNumber.format(shown.labelWeight)): no "
            + "installed family of its tokens has that weight; install Inter for the intended "
            + "drawing (Debian: fonts-inter)"
        ]
      }
      return []
    case .spinner where system.spinner == nil:
      return ["\(system.design.name) has no spinner; nothing is drawn"]
    default:
      return []
    }
  }

  /// What assistive technology calls the picture: the label, and a value in words for a
  /// progress bar or ring ("Storage, 50 percent"). A skeleton, which products hide from
  /// assistive technology, is called what it stands for.
  public var title: String {
    let node: AccessibilityNode?
    switch subject {
    case .progress(let props):
      node = frame(ProgressIndicator.self, props, system.progress).accessibility
    case .skeleton: node = nil
    case .typingIndicator(let props):
      node = frame(TypingIndicator.self, props, system.typingIndicator).accessibility
    case .spinner(let props):
      node = system.spinner.flatMap { frame(Spinner.self, props, $0).accessibility }
    }
    guard let node, !node.name.isEmpty else { return "Placeholder for content that is loading" }
    return node.name + (node.value.map { ", " + $0 } ?? "")
  }

  /// The animation, and its reduced-motion twin, for a fixture that moves. The animation holds
  /// its twin too and switches to it where the reader asks for reduced motion.
  public func animations() -> [AnimatedDocument] {
    guard moves, let motion = animation(reducedMotion: false),
      let reduced = animation(reducedMotion: true)
    else { return [] }
    let moving = id + ".animated.svg"
    let still = id + "-reduced-motion.animated.svg"
    return [
      AnimatedDocument(
        name: moving,
        svg: motion.svg(
          namespace: SVGWriter.namespace(forFile: moving), title: title, reducedMotion: reduced),
        size: motion.scene.size),
      AnimatedDocument(
        name: still,
        svg: reduced.svg(namespace: SVGWriter.namespace(forFile: still), title: title),
        size: reduced.scene.size),
    ]
  }

  private func animation(reducedMotion: Bool) -> FamilyAnimation? {
    let environment = ComponentEnvironment(reducedMotion: reducedMotion)
    switch subject {
    case .progress(var props):
      let tokens = system.progress
      props.presence = PresenceProps()
      let resolved = ProgressIndicator.resolve(props, tokens: tokens, environment: environment)
      var rest = frame(
        ProgressIndicator.self, shownWhole(props), tokens, environment: environment, at: .zero)
      var motion = FamilyAnimation.Motion.still
      if resolved.value == nil && !reducedMotion {
        if props.style == .bar {
          // The segment starts wholly before the bar and travels the bar's length and its own.
          let segment = rest.box.width * tokens.barSegment
          rest.indicatorStart = -segment
          rest.indicatorLength = segment
          motion = .travel(
            cycle: resolved.presenceTiming.cycleDuration, distance: rest.box.width + segment,
            easing: tokens.barEasing)
        } else {
          motion = .turn(cycle: resolved.presenceTiming.cycleDuration)
        }
      }
      return FamilyAnimation(
        scene: ProgressScene.scene(for: rest), center: center(rest.box),
        timing: resolved.presenceTiming, enterEasing: tokens.presence.enterEasing, motion: motion)
    case .skeleton(var props):
      let tokens = system.skeleton
      props.presence = PresenceProps()
      let resolved = Skeleton.resolve(props, tokens: tokens, environment: environment)
      let rest = frame(
        Skeleton.self, shownWhole(props), tokens, environment: environment, at: .zero)
      return FamilyAnimation(
        scene: SkeletonScene.scene(for: rest), center: center(rest.box),
        timing: resolved.presenceTiming, enterEasing: tokens.presence.enterEasing,
        motion: reducedMotion
          ? .still
          : .shimmer(
            cycle: resolved.presenceTiming.cycleDuration, low: tokens.lowOpacity,
            high: tokens.highOpacity, easing: tokens.easing))
    case .typingIndicator(var props):
      let tokens = system.typingIndicator
      props.presence = PresenceProps()
      let resolved = TypingIndicator.resolve(props, tokens: tokens, environment: environment)
      var rest = frame(
        TypingIndicator.self, shownWhole(props), tokens, environment: environment, at: .zero)
      if !reducedMotion {
        // Every dot drawn raised; the keyframes lower the ones at rest.
        for index in rest.dots.indices {
          rest.dots[index].centerY = tokens.dotSize / 2
          rest.dots[index].opacity = 1
        }
      }
      return FamilyAnimation(
        scene: TypingIndicatorScene.scene(for: rest), center: center(rest.box),
        timing: resolved.presenceTiming, enterEasing: tokens.presence.enterEasing,
        motion: reducedMotion
          ? .still
          : .typing(
            dwell: tokens.dwell, travel: tokens.travel, rise: tokens.rise,
            restOpacity: tokens.restOpacity))
    case .spinner(var props):
      guard let tokens = system.spinner else { return nil }
      props.presence = PresenceProps()
      let resolved = Spinner.resolve(props, tokens: tokens, environment: environment)
      let rest = frame(Spinner.self, shownWhole(props), tokens, environment: environment, at: .zero)
      return FamilyAnimation(
        scene: SpinnerScene.scene(for: rest), center: center(rest.box),
        timing: resolved.presenceTiming, enterEasing: tokens.presence.enterEasing,
        motion: reducedMotion ? .still : .turn(cycle: resolved.presenceTiming.cycleDuration))
    }
  }

  private func center(_ box: BoxSize) -> ScenePoint {
    ComponentCanvas.rect(of: box).center
  }

  // MARK: Frames

  private func frame<Component: TimedComponent>(
    _: Component.Type, _ props: Component.Props, _ tokens: Component.Tokens,
    environment: ComponentEnvironment = ComponentEnvironment(), at moment: Duration? = nil
  ) -> Component.Frame where Component.Props: ShowsItself {
    var lifecycle = ComponentLifecycle<Component>(
      props: shownWhole(props), tokens: tokens, environment: environment)
    lifecycle.apply(.insert, at: .zero)
    return lifecycle.frame(at: moment ?? time)
  }

  private func shownWhole<Props: ShowsItself>(_ props: Props) -> Props {
    var props = props
    props.presence = PresenceProps(showDelay: .zero, enterDuration: .zero)
    return props
  }

  // MARK: The list

  /// Every family fixture, Tanrei's then Appetite UI's, each with a few in dark mode.
  public static let all: [FamilyFixture] = [System.tanrei, .appetite].flatMap { system in
    let dark: System = system == .tanrei ? .tanreiDark : .appetiteDark
    var list: [FamilyFixture] = []
    for value in [0, 0.25, 0.5, 0.75, 1] {
      list.append(
        FamilyFixture(
          name: "progress-bar-\(Int(value * 100))",
          subject: .progress(ProgressProps("Uploading", value: value)), system: system))
    }
    list.append(
      FamilyFixture(
        name: "progress-bar-indeterminate",
        subject: .progress(ProgressProps("Syncing", value: nil)), system: system,
        time: .milliseconds(600), moves: true))
    for value in [0, 0.25, 0.5, 0.75, 1] {
      list.append(
        FamilyFixture(
          name: "progress-ring-\(Int(value * 100))",
          subject: .progress(ProgressProps("Storage", value: value, style: .ring)), system: system))
    }
    for side in [24.0, 32] {
      list.append(
        FamilyFixture(
          name: "progress-ring-\(Int(side))px",
          subject: .progress(
            ProgressProps(
              "Storage", value: 0.5, style: .ring, showsPercentLabel: false, length: side)),
          system: system))
    }
    list.append(
      FamilyFixture(
        name: "progress-ring-indeterminate",
        subject: .progress(ProgressProps("Syncing", value: nil, style: .ring)), system: system,
        time: .milliseconds(100), moves: true))
    list += [
      ("skeleton-rectangle", SkeletonProps(width: 200, height: 16)),
      ("skeleton-circle", SkeletonProps(width: 44, height: 44, shape: .circle)),
      ("skeleton-rounded", SkeletonProps(width: 120, height: 120, shape: .rounded)),
    ].map { name, props in
      FamilyFixture(name: name, subject: .skeleton(props), system: system, moves: true)
    }
    for frameIndex in 0..<4 {
      list.append(
        FamilyFixture(
          name: "typing-indicator-frame-\(frameIndex + 1)",
          subject: .typingIndicator(TypingIndicatorProps()), system: system,
          time: .milliseconds(Int64(frameIndex * 300 + 50)), moves: frameIndex == 0))
    }
    if system == .appetite {
      for size in ["sm", "md", "base", "lg"] {
        list.append(
          FamilyFixture(
            name: "spinner-\(size)", subject: .spinner(SpinnerProps("Loading", size: size)),
            system: system, moves: true))
      }
    }
    // Dark mode, for a sample of each component.
    let darkSample = list.filter {
      [
        "progress-bar-50", "progress-ring-50", "skeleton-rounded", "typing-indicator-frame-1",
        "spinner-base",
      ]
      .contains($0.name)
    }
    return list
      + darkSample.map {
        var darker = $0
        darker.system = dark
        darker.moves = false
        return darker
      }
  }
}

/// Props that carry the timing props of delayed presence.
protocol ShowsItself {
  var presence: PresenceProps { get set }
}

extension ProgressProps: ShowsItself {}
extension SkeletonProps: ShowsItself {}
extension TypingIndicatorProps: ShowsItself {}
extension SpinnerProps: ShowsItself {}
