import TanreiCore

/// A progress frame as a scene.
///
/// The bar is its track, a rounded rectangle, and a `mark` group clipped to the track holding
/// the indicator, a rounded rectangle of the frame's start and length measured from the
/// leading end (the right, right to left). The ring is its track, a
/// stroked circle, the `mark` group with the indicator, a round-capped arc from the frame's
/// start through its length, and the `label` group with the percentage as text in the middle.
public enum ProgressScene {
  /// The scene of `frame`.
  public static func scene(for frame: ProgressFrame) -> VectorScene {
    ComponentCanvas.scene(frame) {
      let box = ComponentCanvas.rect(of: frame.box)
      switch frame.style {
      case .bar: return bar(frame, box)
      case .ring: return ring(frame, box)
      }
    }
  }

  private static func bar(_ frame: ProgressFrame, _ box: SceneRect) -> [SceneNode] {
    let track = SceneShape.roundedRect(box, cornerRadius: frame.cornerRadius)
    var parts: [SceneNode] = [.shape(track, .fill(frame.trackColor))]
    if frame.drawsIndicator && frame.indicatorLength > 0 {
      // The frame measures from the leading end, which is the right in a right-to-left place.
      let leadingOffset =
        frame.direction == .rightToLeft
        ? box.width - frame.indicatorStart - frame.indicatorLength : frame.indicatorStart
      let indicator = SceneRect(
        x: box.x + leadingOffset, y: box.y, width: frame.indicatorLength, height: box.height)
      parts.append(
        .group(
          SceneGroup(
            name: "mark", clip: ClipRect(box, cornerRadius: frame.cornerRadius),
            children: [
              .shape(
                .roundedRect(indicator, cornerRadius: frame.cornerRadius),
                .fill(frame.indicatorColor))
            ])))
    }
    return parts
  }

  /// The least space, in logical pixels, between the percentage's ink and the ring's inner
  /// edge: a label that touches the ring reads as part of it.
  public static let labelClearance = 1.5

  private static func ring(_ frame: ProgressFrame, _ box: SceneRect) -> [SceneNode] {
    let center = box.center
    let radius = frame.ringDiameter / 2
    let stroke = { (color: RGBAColor) in
      ScenePaint.stroke(color, width: frame.thickness, cap: .round)
    }
    var parts: [SceneNode] = [
      .shape(.circle(center: center, radius: radius), stroke(frame.trackColor))
    ]
    if frame.drawsIndicator {
      parts.append(
        .group(
          SceneGroup(
            name: "mark",
            children: [
              .shape(
                .arc(
                  center: center, radius: radius, startDegrees: frame.indicatorStart,
                  sweepDegrees: frame.indicatorLength), stroke(frame.indicatorColor))
            ])))
    }
    if let label = frame.label {
      let inner = radius - frame.thickness / 2
      let text = SceneText(
        label, center: center, size: frame.labelSize, weight: frame.labelWeight,
        families: frame.labelFamilies, color: frame.labelColor,
        inkRadius: max(0, inner - labelClearance))
      parts.append(.group(SceneGroup(name: "label", children: [.text(text)])))
    }
    return parts
  }
}
