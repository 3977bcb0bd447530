/// A scene and the CSS rules that play it: what an animated SVG is made of.
public protocol CSSAnimation: Sendable {
  /// The picture the rules move, at rest.
  var animatedScene: VectorScene { get }
  /// The rules, naming groups and keyframes through `names`.
  func rules(_ names: CSSNames) -> [String]
}

extension CSSAnimation {
  /// The CSS of a bare document (classes `component`, `mark`; keyframes `tanrei-…`).
  public var style: String { rules(CSSNames()).joined(separator: "\n") }

  /// The animated SVG document, safe to inline in any page: its names in `namespace`, named by
  /// `title` if given. With `reducedMotion`, the document also holds that form, hidden, and
  /// switches to it — the one or the other, never both — where the reader's system asks for
  /// reduced motion (`@media (prefers-reduced-motion: reduce)`), so a page that embeds this file
  /// alone still honours the setting. Each form's rules sit in the media query of its own
  /// setting, so the hidden one runs no animation at all.
  public func svg(
    namespace: String? = nil, title: String? = nil, reducedMotion: (any CSSAnimation)? = nil
  ) -> String {
    let writer = SVGWriter(namespace: namespace)
    guard let reducedMotion else {
      return writer.document(
        animatedScene, style: rules(CSSNames(writer: writer)).joined(separator: "\n"),
        title: title)
    }
    let motion = CSSNames(writer: writer, layer: "motion")
    let reduced = CSSNames(writer: writer, layer: "reduced")
    let motionLayer = "." + writer.name("motion")
    let reducedLayer = "." + writer.name("reduced")
    // The reduced form is also transparent by attribute, for renderers that play no CSS.
    let scene = VectorScene(
      size: animatedScene.size,
      nodes: [
        .group(SceneGroup(name: "motion", children: animatedScene.nodes)),
        .group(
          SceneGroup(name: "reduced", opacity: 0, children: reducedMotion.animatedScene.nodes)),
      ])
    // Each form's rules apply only under its own setting, so the hidden form runs nothing.
    var lines = [
      "\(reducedLayer) { display: none; }", "@media (prefers-reduced-motion: no-preference) {",
    ]
    lines += rules(motion).map { "  " + $0 }
    lines += ["}", "@media (prefers-reduced-motion: reduce) {"]
    lines += [
      "  \(motionLayer) { display: none; }",
      "  \(reducedLayer) { display: inline; opacity: 1; }",
    ]
    lines += reducedMotion.rules(reduced).map { "  " + $0 }
    lines.append("}")
    return writer.document(scene, style: lines.joined(separator: "\n"), title: title)
  }
}
