import Foundation
import TanreiCore
import TanreiRender

/// `tanrei.css`, the stylesheet a page links for the elements before their script arrives: each
/// element's box, so that nothing moves when it is defined, and each element drawn as its
/// stylesheet alone can — waiting its show delay in no accessibility tree, then entering and
/// moving (turning, pulsing under reduced motion) — so that a server-rendered page shows its
/// loading feedback while the page's scripts still load.
///
/// The rules apply to an element until its script has taken over its drawing, when it carries
/// the custom state `ready`: before its script arrives, and while its module is made. Each
/// element's wait is an animation named `tanrei-wait`: the element's script reads when it began
/// and carries on from there, so that the delay counts from when the element was first
/// rendered. What the stylesheet reads from the attributes: the size keywords, `contained`,
/// `variant`, `shape`, `entrance`, and a show delay or enter duration of 0; where the browser reads
/// typed attributes (`attr(show-delay ms)`), every time and a skeleton's width and height too.
enum WebStylesheetSources {
  static func file(_ systems: TokenSystems) throws -> GeneratedFile {
    let source = [
      keyframes,
      try loadingIndicator(
        LoadingIndicatorTokens(system: systems.tanrei),
        dark: LoadingIndicatorTokens(system: systems.tanreiDark)),
      try spinner(
        SpinnerTokens(system: systems.appetite), dark: SpinnerTokens(system: systems.appetiteDark)),
      try skeleton(
        SkeletonTokens(system: systems.tanrei), dark: SkeletonTokens(system: systems.tanreiDark)),
      try typing(
        TypingIndicatorTokens(system: systems.tanrei),
        dark: TypingIndicatorTokens(system: systems.tanreiDark)),
      try progress(
        ProgressTokens(system: systems.tanrei), dark: ProgressTokens(system: systems.tanreiDark)),
    ].joined(separator: "\n")
    return GeneratedFile(
      path: "Web/Packages/web/tanrei.css", source: source,
      from: "the Tanrei and Appetite UI systems' tokens")
  }

  private static let keyframes = """
    /* Before its script an element waits its show delay hidden (visibility takes it out of the
       accessibility tree too), then enters and moves. */
    @keyframes tanrei-wait { from { visibility: hidden; } to { visibility: visible; } }
    @keyframes tanrei-fade { from { opacity: 0; } }
    @keyframes tanrei-grow { from { opacity: 0; scale: 0; } }
    @keyframes tanrei-turn { to { rotate: 1turn; } }
    @keyframes tanrei-pulse { 50% { opacity: 0; } }

    """

  private static func px(_ value: Double) -> String { CSSValue.pixels(value) }
  private static func ms(_ value: Double) -> String { WebTokenSources.js(value) + "ms" }
  private static func curve(_ curve: CubicBezier) -> String { CSSValue.curve(curve) }

  /// The wait and the entrance of `selector` (an undefined element), as the presence tokens
  /// time them and its attributes change them, and the `moving` animations of its drawing
  /// (`drawing`, a list of selectors), which start at its show.
  private static func presence(
    _ selector: String, _ tokens: PresenceTokens, drawing: String, moving: String
  ) -> String {
    let delay = ms(tokens.showDelay)
    let enter = ms(tokens.enterDuration)
    let entrance = tokens.entrance == .grow ? "tanrei-grow" : "tanrei-fade"
    return """
      \(selector) {
        animation: tanrei-wait \(delay) step-end forwards, \(entrance) \(enter) \(curve(tokens.enterEasing)) \(delay) backwards;
      }
      \(having("[entrance=\"fade\"]", selector)) { animation-name: tanrei-wait, tanrei-fade; }
      \(having("[entrance=\"grow\"]", selector)) { animation-name: tanrei-wait, tanrei-grow; }
      \(having("[show-delay=\"0\"]", selector)) { animation-duration: 0s, \(enter); animation-delay: 0s; }
      \(having("[show-delay=\"0\"]", drawing)) { animation-delay: 0s; }
      \(having("[enter-duration=\"0\"]", selector)) { animation-name: tanrei-wait; }
      \(drawing) { animation: \(moving); animation-delay: \(delay); }
      @supports (animation-delay: attr(show-delay ms, 0ms)) {
        \(selector) {
          animation-duration: attr(show-delay ms, \(delay)), attr(enter-duration ms, \(enter));
          animation-delay: 0s, attr(show-delay ms, \(delay));
        }
        \(drawing) { animation-delay: attr(show-delay ms, \(delay)); }
      }
      @media (prefers-reduced-motion: reduce) {
        \(selector), \(having("[entrance=\"grow\"]", selector)) { animation-name: tanrei-wait, tanrei-fade; }
      }

      """
  }

  /// `selectors`, each of an undefined element (`…:not(:state(ready))…`), narrowed to the
  /// elements that also have `attribute` (`[show-delay="0"]`).
  private static func having(_ attribute: String, _ selectors: String) -> String {
    selectors.replacingOccurrences(
      of: ":not(:state(ready))", with: "\(attribute):not(:state(ready))")
  }

  /// A round-capped arc `sweep` degrees long from 12 o'clock, clockwise, of thickness
  /// `thickness` whose outer edge touches a square of `side`, in `color`: a conic gradient cut to
  /// the ring by a mask, and a dot at each end.
  private static func arc(side: Double, thickness: Double, sweep: Double, color: String) -> String {
    let radius = side / 2 - thickness / 2
    let end = sweep * .pi / 180
    let cap = { (x: Double, y: Double) in
      "radial-gradient(circle \(px(thickness / 2)) at \(px(x)) \(px(y)), \(color) 90%, #0000)"
    }
    return """
      background: \(cap(side / 2, thickness / 2)), \(cap(side / 2 + radius * sin(end), side / 2 - radius * cos(end))), conic-gradient(\(color) \(WebTokenSources.js(sweep))deg, #0000 0);
          \(ringMask(thickness))
      """
  }

  /// A mask that keeps the ring of `thickness` inside its box's circle, edges softened by half a
  /// pixel.
  private static func ringMask(_ thickness: Double) -> String {
    "mask: radial-gradient(closest-side, #0000 calc(100% - \(px(thickness)) - 0.5px), #000 calc(100% - \(px(thickness))) calc(100% - 0.5px), #0000 100%);"
  }

  // MARK: The loading indicator

  private static func loadingIndicator(
    _ tokens: LoadingIndicatorTokens, dark: LoadingIndicatorTokens
  )
    -> String
  {
    let element = "tanrei-loading-indicator"
    let undefined = "\(element):not(:state(ready))"
    let prefix = "--tanrei-comp-loading-indicator-"
    let color =
      "var(\(prefix)indicator-color, \(WebTokenSources.both(tokens.indicatorColor, dark.indicatorColor)))"
    let contained =
      "var(\(prefix)contained-indicator-color, \(WebTokenSources.both(tokens.containedIndicatorColor, dark.containedIndicatorColor)))"
    let shadow =
      (try? WebTokenSources.shadow(tokens.containedElevation, dark.containedElevation)) ?? "none"
    var rules = [
      """
      \(undefined) { display: inline-block; vertical-align: middle; position: relative; --_arc: \(color); }
      \(element)[contained]:not(:state(ready)) {
        --_arc: \(contained);
        border-radius: \(px(tokens.containerCornerRadius));
        background: var(\(prefix)contained-container-color, \(WebTokenSources.both(tokens.containedContainerColor, dark.containedContainerColor)));
        box-shadow: var(\(prefix)contained-container-elevation, \(shadow));
      }
      \(undefined)::before { content: ""; position: absolute; }
      """
    ]
    // The default size first, so that a size the system lacks draws it (LDG-9), then each.
    let sizes = [tokens.defaultSize] + tokens.sizes
    for (index, size) in sizes.enumerated() {
      let named = index == 0 ? "" : "[size=\"\(size.name)\"]"
      let inset = (size.containerSize - size.indicatorSize) / 2
      rules.append(
        """
        \(element)\(named):not(:state(ready)) { width: \(px(size.indicatorSize)); height: \(px(size.indicatorSize)); }
        \(element)\(named)[contained]:not(:state(ready)) { width: \(px(size.containerSize)); height: \(px(size.containerSize)); }
        \(element)\(named):not(:state(ready))::before {
          inset: 0;
          \(arc(side: size.indicatorSize, thickness: size.thickness, sweep: 90, color: "var(--_arc)"))
        }
        \(element)\(named)[contained]:not(:state(ready))::before { inset: \(px(inset)); }
        @media (prefers-reduced-motion: reduce) {
          \(element)\(named):not(:state(ready))::before { background: var(--_arc); }
        }
        """)
    }
    rules.append(
      presence(
        undefined,
        PresenceTokens(
          prefix: "", showDelay: tokens.showDelay, entrance: tokens.entrance,
          enterDuration: tokens.enterDuration, enterEasing: tokens.enterEasing),
        drawing: "\(undefined)::before",
        moving: "tanrei-turn \(ms(tokens.cycleDuration)) \(curve(tokens.turnEasing)) infinite"))
    rules.append(
      """
      @media (prefers-reduced-motion: reduce) {
        \(undefined)::before { animation-name: tanrei-pulse; animation-timing-function: \(curve(tokens.pulseEasing)); }
      }
      @media (forced-colors: active) {
        \(undefined) { forced-color-adjust: none; --_arc: CanvasText; }
        \(element)[contained]:not(:state(ready)) { background: Canvas; box-shadow: none; outline: 1px solid CanvasText; outline-offset: -1px; }
      }

      """)
    return rules.joined(separator: "\n")
  }

  // MARK: Appetite UI's spinner

  private static func spinner(_ tokens: SpinnerTokens, dark: SpinnerTokens) -> String {
    let element = "tanrei-spinner"
    let undefined = "\(element):not(:state(ready))"
    let prefix = "--tanrei-comp-spinner-"
    let defaultSide = tokens.sizes.first { $0.name == tokens.defaultSize }?.side ?? 0
    var rules = [
      """
      \(undefined) {
        display: inline-block; vertical-align: middle; position: relative;
        --_track: var(\(prefix)track-color, \(WebTokenSources.both(tokens.trackColor, dark.trackColor)));
        --_indicator: var(\(prefix)indicator-color, \(WebTokenSources.both(tokens.indicatorColor, dark.indicatorColor)));
      }
      \(undefined)::before, \(undefined)::after { content: ""; position: absolute; inset: 0; }
      """
    ]
    for (index, side) in ([defaultSide] + tokens.sizes.map(\.side)).enumerated() {
      let named = index == 0 ? "" : "[size=\"\(tokens.sizes[index - 1].name)\"]"
      let thickness = side / 2 * (1 - tokens.innerRadius)
      rules.append(
        """
        \(element)\(named):not(:state(ready)) { width: \(px(side)); height: \(px(side)); }
        \(element)\(named):not(:state(ready))::before {
          background: var(--_track);
          \(ringMask(thickness))
        }
        \(element)\(named):not(:state(ready))::after {
          \(arc(side: side, thickness: thickness, sweep: tokens.sweep, color: "var(--_indicator)"))
        }
        """)
    }
    rules.append(
      presence(
        undefined, tokens.presence, drawing: "\(undefined)::after",
        moving: "tanrei-turn \(ms(tokens.cycleDuration)) linear infinite"))
    rules.append(
      """
      @media (prefers-reduced-motion: reduce) {
        \(undefined)::after { animation: none; }
      }
      @media (forced-colors: active) {
        \(undefined) { forced-color-adjust: none; --_track: GrayText; --_indicator: CanvasText; }
      }

      """)
    return rules.joined(separator: "\n")
  }

  // MARK: The skeleton

  private static func skeleton(_ tokens: SkeletonTokens, dark: SkeletonTokens) -> String {
    let undefined = "tanrei-skeleton:not(:state(ready))"
    let opacity = (
      low: WebTokenSources.js(tokens.lowOpacity), high: WebTokenSources.js(tokens.highOpacity)
    )
    return """
      /* A skeleton's box is its width and height: read here where the browser reads typed
         attributes; elsewhere a child of the undefined element holds it (an svg with its width
         and height, as the React binding renders one), and is not drawn once it is defined. */
      @keyframes tanrei-shimmer { from, to { opacity: \(opacity.low); } 50% { opacity: \(opacity.high); } }
      \(undefined) { display: inline-block; vertical-align: middle; position: relative; line-height: 0; }
      \(undefined) > svg { display: block; }
      @supports (width: attr(width px, 0px)) {
        \(undefined) { width: attr(width px, 0px); height: attr(height px, 0px); }
        \(undefined) > svg { display: none; }
      }
      \(undefined)::before {
        content: ""; position: absolute; inset: 0; border-radius: inherit; opacity: \(opacity.low);
        background: var(--tanrei-comp-skeleton-color, \(WebTokenSources.both(tokens.color, dark.color)));
      }
      tanrei-skeleton[shape="rounded"]:not(:state(ready)) { border-radius: \(px(tokens.roundedRadius)); }
      tanrei-skeleton[shape="circle"]:not(:state(ready)) { border-radius: 9999px; }
      \(presence(undefined, tokens.presence, drawing: "\(undefined)::before", moving: "tanrei-shimmer \(ms(tokens.cycleDuration)) \(curve(tokens.easing)) infinite"))
      @media (forced-colors: active) {
        \(undefined)::before { forced-color-adjust: none; background: GrayText; opacity: 1; animation: none; }
      }

      """
  }

  // MARK: The typing indicator

  private static func typing(_ tokens: TypingIndicatorTokens, dark: TypingIndicatorTokens) -> String
  {
    let undefined = "tanrei-typing-indicator:not(:state(ready))"
    let poses = WebTokenSources.typingPoses(tokens)
    let cycle = Double(TypingIndicator.frameCount) * (tokens.dwell + tokens.travel)
    // The first dot is a pseudo-element that rises and fades; the other two are its sibling's
    // shadows, whose offsets and colours move the same way.
    let left = poses.rest[0].left
    func shadows(_ poses: [(top: Double, opacity: Double)]) -> String {
      zip(poses.indices.dropFirst(), poses.dropFirst()).map { index, pose in
        "\(px(WebTokenSources.typingPoses(tokens).rest[index].left - left)) \(px(pose.top)) 0 0 color-mix(in srgb, var(--_dot) \(WebTokenSources.js((pose.opacity * 1000).rounded() / 10))%, #0000)"
      }.joined(separator: ", ")
    }
    func keyframes(_ name: String, _ value: (Int) -> String) -> String {
      let frames = poses.dots[0].indices.map { corner in
        let easing =
          poses.dots[0][corner].eased ? " animation-timing-function: \(curve(tokens.easing));" : ""
        return
          "\(WebTokenSources.js((poses.dots[0][corner].offset * 100_000).rounded() / 1000))% { \(value(corner))\(easing) }"
      }
      return "@keyframes \(name) { \(frames.joined(separator: " ")) }"
    }
    let first = keyframes("tanrei-typing-first") { corner in
      let pose = poses.dots[0][corner]
      return "translate: 0 \(px(pose.top)); opacity: \(WebTokenSources.js(pose.opacity));"
    }
    let others = keyframes("tanrei-typing-others") { corner in
      "box-shadow: \(shadows(poses.dots.map { ($0[corner].top, $0[corner].opacity) }));"
    }
    let rest = poses.rest
    return """
      \(first)
      \(others)
      \(undefined) {
        display: inline-block; vertical-align: middle; position: relative;
        width: \(px(tokens.width)); height: \(px(tokens.height));
        --_dot: var(--tanrei-comp-typing-indicator-dot-color, \(WebTokenSources.both(tokens.color, dark.color)));
      }
      \(undefined)::before, \(undefined)::after {
        content: ""; position: absolute; top: 0; left: \(px(left)); width: \(px(tokens.dotSize)); height: \(px(tokens.dotSize));
        border-radius: 50%;
      }
      \(undefined)::before {
        background: var(--_dot); translate: 0 \(px(rest[0].top)); opacity: \(WebTokenSources.js(rest[0].opacity));
      }
      \(undefined)::after { box-shadow: \(shadows(rest.map { ($0.top, $0.opacity) })); }
      \(presence(undefined, tokens.presence, drawing: "\(undefined)::before, \(undefined)::after", moving: "tanrei-typing-first \(ms(cycle)) linear infinite"))
      \(undefined)::after { animation-name: tanrei-typing-others; }
      @media (prefers-reduced-motion: reduce) {
        \(undefined)::before, \(undefined)::after { animation: none; }
      }
      /* System colours carry no translucency: in forced colours the dots rest, opaque. */
      @media (forced-colors: active) {
        \(undefined) { forced-color-adjust: none; --_dot: CanvasText; }
        \(undefined)::before { animation: none; opacity: 1; }
        \(undefined)::after { animation: none; box-shadow: \(shadows(rest.map { ($0.top, 1) })); }
      }

      """
  }

  // MARK: Progress

  private static func progress(_ tokens: ProgressTokens, dark: ProgressTokens) -> String {
    let undefined = "tanrei-progress:not(:state(ready))"
    let ring = "tanrei-progress[variant=\"ring\"]:not(:state(ready))"
    let prefix = "--tanrei-comp-progress-"
    let thickness = tokens.ringThickness
    let side = tokens.ringDiameter + thickness
    return """
      \(undefined) {
        display: block; position: relative; height: \(px(tokens.barHeight)); overflow: hidden;
        border-radius: \(px(tokens.barCornerRadius));
        --_track: var(\(prefix)bar-track-color, \(WebTokenSources.both(tokens.barTrackColor, dark.barTrackColor)));
        --_indicator: var(\(prefix)bar-indicator-color, \(WebTokenSources.both(tokens.barIndicatorColor, dark.barIndicatorColor)));
        background: var(--_track);
      }
      \(undefined)::before {
        content: ""; position: absolute; top: 0; bottom: 0; left: 0; width: \(px(tokens.barSegment));
        border-radius: inherit; background: var(--_indicator);
      }
      @keyframes tanrei-travel { from { translate: -100%; } to { translate: 100cqw; } }
      \(undefined) { container-type: inline-size; }
      \(presence(undefined, tokens.presence, drawing: "\(undefined)::before", moving: "tanrei-travel \(ms(tokens.barCycleDuration)) \(curve(tokens.barEasing)) infinite"))
      tanrei-progress[value]:not(:state(ready))::before { animation: none; width: 0; }
      @supports (width: calc(attr(value number, 0) * 1%)) {
        tanrei-progress[value]:not(:state(ready))::before {
          width: calc(100% * clamp(0, attr(value number, 0) / attr(max number, 1), 1));
        }
      }
      \(ring) {
        display: inline-block; vertical-align: middle; width: \(px(tokens.ringSize)); height: \(px(tokens.ringSize));
        overflow: visible; border-radius: 0; background: none; container-type: normal;
        --_track: var(\(prefix)ring-track-color, \(WebTokenSources.both(tokens.ringTrackColor, dark.ringTrackColor)));
        --_indicator: var(\(prefix)ring-indicator-color, \(WebTokenSources.both(tokens.ringIndicatorColor, dark.ringIndicatorColor)));
      }
      \(ring)::after, \(ring)::before { content: ""; position: absolute; inset: \(px((tokens.ringSize - side) / 2)); width: auto; border-radius: 0; }
      \(ring)::after {
        background: var(--_track);
        \(ringMask(thickness))
      }
      \(ring)::before {
        z-index: 1;
        \(arc(side: side, thickness: thickness, sweep: tokens.ringSweep, color: "var(--_indicator)"))
        animation-name: tanrei-turn; animation-duration: \(ms(tokens.ringCycleDuration)); animation-timing-function: linear;
      }
      tanrei-progress[variant="ring"][value]:not(:state(ready))::before { display: none; }
      /* A given length is the bar's or the ring's box: read here where the browser reads typed
         attributes; elsewhere a child of the element holds it (an svg of that width, and for a
         ring that height, as the React binding renders one). The ring is drawn at its default size
         alone. */
      tanrei-progress[length]:not(:state(ready)) { display: inline-block; vertical-align: middle; container-type: normal; }
      \(undefined) > svg { display: block; }
      tanrei-progress[variant="ring"][length]:not(:state(ready)) { width: auto; height: auto; }
      tanrei-progress[variant="ring"][length]:not(:state(ready))::before,
      tanrei-progress[variant="ring"][length]:not(:state(ready))::after { display: none; }
      @supports (width: attr(length px, 0px)) {
        tanrei-progress[length]:not(:state(ready)) { width: attr(length px, 0px); container-type: inline-size; }
        tanrei-progress[variant="ring"][length]:not(:state(ready)) { height: attr(length px, 0px); }
        \(undefined) > svg { display: none; }
      }
      @media (prefers-reduced-motion: reduce) {
        \(undefined)::before, \(ring)::before { animation: none; }
      }
      @media (forced-colors: active) {
        \(undefined) { forced-color-adjust: none; --_track: Canvas; --_indicator: CanvasText; outline: 1px solid CanvasText; outline-offset: -1px; }
        \(ring) { outline: none; --_track: GrayText; }
      }

      """
  }
}
