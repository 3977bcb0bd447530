import Foundation
import TanreiCore
import TanreiRender
import TanreiTestSupport
import Testing

/// The progress ring's percentage keeps clear of the ring, measured on the outlines the SVG and
/// the PNG draw, at every value and at every size that shows it, in both systems; and it is set
/// at the tokens' weight.
@Suite("The ring's percentage fits inside the ring")
struct RingLabelFitTests {
  static let systems: [(String, ProgressTokens)] = [
    ("tanrei", .tanrei), ("tanrei-dark", .tanreiDark), ("appetite", .appetite),
    ("appetite-dark", .appetiteDark),
  ]

  /// The ring's frame at `value`, `length` points across, shown whole.
  static func frame(_ tokens: ProgressTokens, value: Double, length: Double) -> ProgressFrame {
    var props = ProgressProps("Storage", value: value, style: .ring, length: length)
    props.presence = PresenceProps(showDelay: .zero, enterDuration: .zero)
    var lifecycle = ComponentLifecycle<TanreiCore.ProgressIndicator>(props: props, tokens: tokens)
    lifecycle.apply(.insert, at: .zero)
    return lifecycle.frame(at: .zero)
  }

  static func distance(_ point: ScenePoint, _ center: ScenePoint) -> Double {
    let dx = point.x - center.x
    let dy = point.y - center.y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The label's polygon points, as the renderer draws them.
  static func labelInk(_ scene: VectorScene) -> [ScenePoint] {
    func walk(_ nodes: [SceneNode], inLabel: Bool) -> [ScenePoint] {
      nodes.flatMap { node -> [ScenePoint] in
        switch node {
        case .group(let group):
          return walk(group.children, inLabel: inLabel || group.name == "label")
        case .shape(.polygons(let contours), _) where inLabel: return contours.flatMap { $0 }
        default: return []
        }
      }
    }
    return walk(scene.outliningText().nodes, inLabel: false)
  }

  @Test(
    "at least 1.5 px between the percentage's ink and the ring's inner edge, at every size",
    arguments: systems.map(\.0))
  func clearance(system: String) throws {
    // Every value from 0 to 100 %, at every size from the smallest that shows a label.
    let tokens = try #require(Self.systems.first { $0.0 == system }?.1)
    var tightest = (clearance: Double.infinity, where: "")
    var lengths: [Double] = []
    var length = tokens.labelMinimumBox
    while length <= 2 * tokens.ringSize {
      lengths.append(length)
      length += 4
    }
    var measured = 0
    for length in lengths {
      for percent in 0...100 {
        let frame = Self.frame(tokens, value: Double(percent) / 100, length: length)
        guard frame.label != nil else { continue }
        let scene = ProgressScene.scene(for: frame)
        let ink = Self.labelInk(scene)
        try #require(!ink.isEmpty, "\(system) \(percent)% at \(length): no label drawn")
        let center = ScenePoint(x: scene.size.width / 2, y: scene.size.height / 2)
        let inner = frame.ringDiameter / 2 - frame.thickness / 2
        let reach = ink.map { Self.distance($0, center) }.max() ?? 0
        if inner - reach < tightest.clearance {
          tightest = (inner - reach, "\(percent)% at \(SVGNumber.format(length)) px")
        }
        measured += 1
      }
    }
    print(
      "\(system): tightest clearance \(SVGNumber.format(tightest.clearance)) px (\(tightest.where)), \(measured) labels"
    )
    #expect(measured > 100 * lengths.count)
    #expect(
      tightest.clearance >= ProgressScene.labelClearance - 1e-9,
      "\(system): \(SVGNumber.format(tightest.clearance)) px at \(tightest.where)")
  }

  @Test("at the default size the percentage is set at its full size when it fits")
  func fullSizeWhereItFits() throws {
    // "0%" is narrow: the fit must not shrink what already keeps clear of the ring.
    let frame = Self.frame(.appetite, value: 0, length: 48)
    let ink = Self.labelInk(ProgressScene.scene(for: frame))
    let height = (ink.map(\.y).max() ?? 0) - (ink.map(\.y).min() ?? 0)
    #expect(height > 0.6 * frame.labelSize, "a 12 px figure stands about 8.7 px tall")
  }

  @Test(
    "the label is set at the tokens' weight (600), in both systems", .requires(.inter),
    arguments: systems.map(\.0))
  func weightHonoured(system: String) throws {
    guard Requirement.inter.confirm() else { return }
    let tokens = try #require(Self.systems.first { $0.0 == system }?.1)
    #expect(tokens.labelWeight == 600)
    let face = try #require(
      ProgressScene.labelFace(for: Self.frame(tokens, value: 0.5, length: tokens.ringSize)))
    #expect(face.weight == tokens.labelWeight, "\(face.family) at \(face.weight)")
  }
}
