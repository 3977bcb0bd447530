#if canImport(SwiftUI)
  import SwiftUI
  import TanreiCore
  import TanreiScene

  /// Draws a scene the core built, node for node, into a `GraphicsContext`: no geometry is
  /// decided here.
  ///
  /// Paths come from ``ScenePath`` (arcs already as cubic curves, so nothing here says which way
  /// is clockwise); shadows are their cast shape on a blurred layer; groups are layers with their
  /// opacity, transform and clip; text is set in the system font at the scene's size and weight.
  /// Nothing here is isolated to the main actor: a `Canvas` may run its renderer on another
  /// thread, and this is all its renderer calls.
  enum SceneDrawing {
    /// Draws `nodes` into `context`, in painting order.
    static func draw(_ nodes: [SceneNode], in context: inout GraphicsContext) {
      for node in nodes {
        switch node {
        case .shape(let shape, let paint):
          let path = Path(ScenePath(shape))
          switch paint {
          case .fill(let color):
            context.fill(path, with: .color(Color(color)), style: FillStyle())
          case .stroke(let color, let width, let cap):
            context.stroke(
              path, with: .color(Color(color)),
              style: StrokeStyle(lineWidth: CGFloat(width), lineCap: cap == .round ? .round : .butt)
            )
          }
        case .shadow(let shape, let layer):
          guard shape.isClosed, !layer.inset else { continue }
          let cast = shape.spread(by: layer.spread).offsetBy(dx: layer.offsetX, dy: layer.offsetY)
          context.drawLayer { shadow in
            // CSS's blur of B is a Gaussian of standard deviation B / 2, as in the renderer.
            if layer.blur > 0 { shadow.addFilter(.blur(radius: CGFloat(layer.blur / 2))) }
            shadow.fill(Path(ScenePath(cast)), with: .color(Color(layer.color)), style: FillStyle())
          }
        case .group(let group):
          guard group.opacity > 0 else { continue }
          context.drawLayer { layer in
            layer.opacity = group.opacity
            layer.concatenate(CGAffineTransform(group.transform))
            if let clip = group.clip {
              layer.clip(to: Path(ScenePath(clip.shape)), style: FillStyle(), options: [])
            }
            draw(group.children, in: &layer)
          }
        case .text(let text):
          let resolved = context.resolve(
            Text(verbatim: text.string)
              .font(.system(size: CGFloat(text.size), weight: Font.Weight(cssWeight: text.weight)))
              .foregroundStyle(Color(text.color)))
          // The scene's rule keeps the label clear of a ring; here only the box is measured.
          let box = resolved.measure(in: CGSize(width: 10_000, height: 10_000))
          let scale = text.scaleToFit(width: Double(box.width), height: Double(box.height))
          context.drawLayer { label in
            label.translateBy(x: CGFloat(text.center.x), y: CGFloat(text.center.y))
            label.scaleBy(x: CGFloat(scale), y: CGFloat(scale))
            label.draw(resolved, at: .zero, anchor: .center)
          }
        }
      }
    }
  }

  extension Path {
    /// The path of the core's commands, one call per command.
    init(_ scenePath: ScenePath) {
      self.init()
      for element in scenePath.elements {
        switch element {
        case .move(let to): move(to: CGPoint(to))
        case .line(let to): addLine(to: CGPoint(to))
        case .curve(let to, let control1, let control2):
          addCurve(to: CGPoint(to), control1: CGPoint(control1), control2: CGPoint(control2))
        case .close: closeSubpath()
        }
      }
    }
  }

  extension CGPoint {
    init(_ point: ScenePoint) {
      self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
  }

  extension CGAffineTransform {
    init(_ transform: TanreiScene.SceneTransform) {
      self.init(
        a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c),
        d: CGFloat(transform.d), tx: CGFloat(transform.e), ty: CGFloat(transform.f))
    }
  }

  extension Color {
    /// The token's colour, in sRGB as the tokens give it.
    init(_ color: RGBAColor) {
      self.init(
        .sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
  }

  extension Font.Weight {
    /// The nearest of the platform's weights to a CSS weight (400 regular, 600 semibold).
    init(cssWeight weight: Double) {
      switch weight {
      case ..<150: self = .ultraLight
      case ..<250: self = .thin
      case ..<350: self = .light
      case ..<450: self = .regular
      case ..<550: self = .medium
      case ..<650: self = .semibold
      case ..<750: self = .bold
      case ..<850: self = .heavy
      case 850...: self = .black
      default: self = .regular
      }
    }
  }
#endif
