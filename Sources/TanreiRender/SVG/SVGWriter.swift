import TanreiCore

/// Writes a scene as SVG text: one element per line, sizes in px, numbers to four decimals.
///
/// The text depends only on the scene: filters are named after their blur (`blur-1`) and clips
/// after their place in the document (`clip-1`), never from a counter that outlives one
/// document, so the same scene always gives the same file and a change shows as a small diff.
///
/// A file meant to be put inside any web page gets a ``namespace``: every id and class is
/// written with it in front (`medium-animated-blur-1`, `medium-animated-mark`), and so are the
/// names in a style written with ``name(_:)``, so two files inlined in one page never reach into
/// each other and the page's own CSS never reaches into them. With a title the document is one
/// image to assistive technology (`role="img"`), named by its `<title>`.
///
/// Strokes stay strokes here (`stroke-linecap="round"`), so a browser or librsvg strokes the
/// arc itself: comparing their pixels with the rasterizer's, which fills an outline of its own,
/// checks that outline. Box shadows become the cast shape, blurred by `feGaussianBlur` with half
/// the CSS blur as its standard deviation, in sRGB as CSS blurs.
public struct SVGWriter: Sendable {
  /// What every id, class and keyframe name of the document starts with, or `nil` for the bare
  /// names. It should be an identifier unique among the files that may share a page, such as
  /// the file's name without its extension: letters, digits and hyphens, starting with a letter.
  public var namespace: String?

  /// A writer whose names carry `namespace`, if any.
  public init(namespace: String? = nil) {
    self.namespace = namespace.map(Self.identifier)
  }

  /// `local` as written in this writer's documents: `medium-mark` for `mark` in the namespace
  /// `medium`. A style passed to ``document(_:style:title:)`` names classes and keyframes
  /// through this.
  public func name(_ local: String) -> String {
    namespace.map { $0 + "-" + local } ?? local
  }

  /// The SVG document of `scene`; `style`, when given, is placed in a `<style>` element, where
  /// CSS can address groups by their names (their classes, see ``name(_:)``). With a `title`,
  /// the document is `role="img"` and named by a `<title>` holding it. Text is written as
  /// outlines.
  public func document(_ scene: VectorScene, style: String? = nil, title: String? = nil) -> String {
    let scene = scene.outliningText()
    var definitions = Definitions()
    definitions.collect(scene.nodes)
    let width = SVGNumber.format(scene.size.width)
    let height = SVGNumber.format(scene.size.height)
    var opening =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
      + "viewBox=\"0 0 \(width) \(height)\""
    if title != nil {
      opening += " role=\"img\" aria-labelledby=\"\(name("title"))\""
    }
    var lines = [opening + ">"]
    if let title {
      lines.append("  <title id=\"\(name("title"))\">\(escape(title))</title>")
    }
    if !definitions.isEmpty {
      lines.append("  <defs>")
      for blur in definitions.blurs {
        lines.append(
          "    <filter id=\"\(name(Definitions.blurID(blur)))\" filterUnits=\"userSpaceOnUse\" "
            + "x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" "
            + "color-interpolation-filters=\"sRGB\">")
        lines.append("      <feGaussianBlur stdDeviation=\"\(SVGNumber.format(blur))\"/>")
        lines.append("    </filter>")
      }
      for (index, clip) in definitions.clips.enumerated() {
        lines.append("    <clipPath id=\"\(name("clip-\(index + 1)"))\">")
        lines.append("      " + element(clip.shape, fill: nil, extra: ""))
        lines.append("    </clipPath>")
      }
      lines.append("  </defs>")
    }
    if let style {
      lines.append("  <style>")
      // Lines stay lines; within them, what XML would read as markup is escaped.
      for line in style.split(separator: "\n", omittingEmptySubsequences: false) {
        lines.append(line.isEmpty ? "" : "    " + escapeText(String(line)))
      }
      lines.append("  </style>")
    }
    var clipIndex = 0
    write(scene.nodes, indent: "  ", into: &lines, clipIndex: &clipIndex)
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  private func write(
    _ nodes: [SceneNode], indent: String, into lines: inout [String], clipIndex: inout Int
  ) {
    for node in nodes {
      switch node {
      case .shape(let shape, let paint):
        if let text = shapeElement(shape, paint) { lines.append(indent + text) }
      case .shadow(let shape, let layer):
        guard shape.isClosed, !layer.inset else { continue }
        let cast = shape.spread(by: layer.spread).offsetBy(dx: layer.offsetX, dy: layer.offsetY)
        let filter =
          layer.blur / 2 > 0
          ? " filter=\"url(#\(name(Definitions.blurID(layer.blur / 2))))\"" : ""
        lines.append(indent + element(cast, fill: layer.color, extra: filter))
      case .group(let group):
        var attributes = ""
        if let local = group.name { attributes += " class=\"\(escape(name(local)))\"" }
        if group.opacity < 1 {
          attributes += " opacity=\"\(SVGNumber.format(max(0, group.opacity)))\""
        }
        if !group.transform.isIdentity {
          let t = group.transform
          let values = [t.a, t.b, t.c, t.d, t.e, t.f].map(SVGNumber.format)
          attributes += " transform=\"matrix(\(values.joined(separator: " ")))\""
        }
        if group.clip != nil {
          clipIndex += 1
          attributes += " clip-path=\"url(#\(name("clip-\(clipIndex)")))\""
        }
        lines.append(indent + "<g\(attributes)>")
        write(group.children, indent: indent + "  ", into: &lines, clipIndex: &clipIndex)
        lines.append(indent + "</g>")
      case .text:
        // Set as outlines when the document began (`outliningText()`); none is left here.
        continue
      }
    }
  }

  private func shapeElement(_ shape: SceneShape, _ paint: ScenePaint) -> String? {
    switch paint {
    case .fill(let color):
      guard shape.isClosed else { return nil }
      return element(shape, fill: color, extra: "")
    case .stroke(let color, let width, let cap):
      guard width > 0 else { return nil }
      let stroke =
        " fill=\"none\"" + colorAttributes("stroke", color)
        + " stroke-width=\"\(SVGNumber.format(width))\""
      switch shape {
      case .polygons:
        return nil
      case .roundedRect, .circle:
        return element(shape, fill: nil, extra: stroke)
      case .arc(let center, let radius, let start, let sweep):
        if abs(sweep) >= 360 {
          return element(
            .circle(center: center, radius: radius), fill: nil, extra: stroke)
        }
        let from = sweep < 0 ? start + sweep : start
        let length = abs(sweep)
        if length == 0 {
          guard cap == .round else { return nil }
          let dot = center.onCircle(radius: radius, degrees: from)
          return element(.circle(center: dot, radius: width / 2), fill: color, extra: "")
        }
        let a = center.onCircle(radius: radius, degrees: from)
        let b = center.onCircle(radius: radius, degrees: from + length)
        let r = SVGNumber.format(radius)
        let large = length > 180 ? 1 : 0
        let d =
          "M \(SVGNumber.format(a.x)) \(SVGNumber.format(a.y)) "
          + "A \(r) \(r) 0 \(large) 1 \(SVGNumber.format(b.x)) \(SVGNumber.format(b.y))"
        return "<path d=\"\(d)\"\(stroke) stroke-linecap=\"\(cap.rawValue)\"/>"
      }
    }
  }

  /// `<rect …/>` or `<circle …/>` for a closed shape, filled with `fill` when given, with
  /// `extra` attributes after it.
  private func element(_ shape: SceneShape, fill: RGBAColor?, extra: String) -> String {
    let paint = fill.map { colorAttributes("fill", $0) } ?? ""
    switch shape {
    case .roundedRect(let rect, let cornerRadius):
      let radius = SceneShape.clampedRadius(cornerRadius, of: rect)
      var text =
        "<rect x=\"\(SVGNumber.format(rect.x))\" y=\"\(SVGNumber.format(rect.y))\" "
        + "width=\"\(SVGNumber.format(max(0, rect.width)))\" "
        + "height=\"\(SVGNumber.format(max(0, rect.height)))\""
      if radius > 0 {
        text += " rx=\"\(SVGNumber.format(radius))\" ry=\"\(SVGNumber.format(radius))\""
      }
      return text + paint + extra + "/>"
    case .circle(let center, let radius):
      return "<circle cx=\"\(SVGNumber.format(center.x))\" cy=\"\(SVGNumber.format(center.y))\" "
        + "r=\"\(SVGNumber.format(max(0, radius)))\"" + paint + extra + "/>"
    case .arc:
      return "<g/>"
    case .polygons(let contours):
      let d = contours.filter { $0.count >= 3 }.map { contour in
        "M "
          + contour.map { "\(SVGNumber.format($0.x)) \(SVGNumber.format($0.y))" }
          .joined(separator: " L ") + " Z"
      }.joined(separator: " ")
      return "<path d=\"\(d)\" fill-rule=\"nonzero\"" + paint + extra + "/>"
    }
  }

  private func colorAttributes(_ property: String, _ color: RGBAColor) -> String {
    let opaque = RGBAColor(red: color.red, green: color.green, blue: color.blue)
    var text = " \(property)=\"\(opaque.hexString)\""
    if color.alpha < 1 { text += " \(property)-opacity=\"\(SVGNumber.format(color.alpha))\"" }
    return text
  }

  /// `text` as XML 1.0 can carry it in an attribute or an element: markup characters as
  /// entities, tab, line feed and carriage return as character references (a parser would
  /// otherwise turn them into spaces in an attribute, or drop a carriage return), and the
  /// characters XML cannot hold at all (most C0 controls, U+FFFE, U+FFFF) as U+FFFD.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\t": result += "&#9;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private func escape(_ text: String) -> String { Self.escaped(text) }

  /// `text` for an element's content: `&` and `<` as entities, `>` too where it would close
  /// `]]>`, a carriage return as a character reference, the characters XML cannot hold as
  /// U+FFFD; quotes, tabs and CSS's child combinator stay as they are.
  private func escapeText(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\t", "\"": result.unicodeScalars.append(scalar)
      case ">" where !result.hasSuffix("]]"): result.unicodeScalars.append(scalar)
      default: result += Self.escaped(String(scalar))
      }
    }
    return result
  }

  /// The filters and clips a document needs, in the order they are first met.
  private struct Definitions {
    var blurs: [Double] = []
    var clips: [ClipRect] = []

    var isEmpty: Bool { blurs.isEmpty && clips.isEmpty }

    static func blurID(_ deviation: Double) -> String {
      "blur-" + SVGNumber.format(deviation).replacingDot()
    }

    mutating func collect(_ nodes: [SceneNode]) {
      for node in nodes {
        switch node {
        case .shape, .text:
          break
        case .shadow(let shape, let layer):
          let deviation = layer.blur / 2
          guard shape.isClosed, !layer.inset, deviation > 0 else { continue }
          let known = blurs.contains { SVGNumber.format($0) == SVGNumber.format(deviation) }
          if !known { blurs.append(deviation) }
        case .group(let group):
          if let clip = group.clip { clips.append(clip) }
          collect(group.children)
        }
      }
    }
  }
}

extension SVGWriter {
  /// The namespace for the file called `name`: its name without `.svg`, dots as hyphens
  /// (`medium-animated` for `medium.animated.svg`), unique among the files of one folder.
  public static func namespace(forFile name: String) -> String {
    identifier(name.hasSuffix(".svg") ? String(name.dropLast(4)) : name)
  }

  /// `text` as a name CSS and XML both take: letters, digits and hyphens, starting with a
  /// letter; anything else becomes a hyphen.
  static func identifier(_ text: String) -> String {
    let kept = String(
      text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
    return kept.first?.isLetter == true ? kept : "svg-" + kept
  }
}

extension String {
  /// "1.5" as "1_5", for names that must not hold a dot.
  fileprivate func replacingDot() -> String {
    String(map { $0 == "." ? "_" : $0 })
  }
}
