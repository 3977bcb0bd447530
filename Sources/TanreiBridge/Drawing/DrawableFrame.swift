import TanreiCore
import TanreiScene

/// A frame a view can draw and expose without deciding anything: its scene, and what assistive
/// technology sees.
public protocol DrawableFrame: PresenceFrame {
  /// What to draw, on the component's canvas (its box with `ComponentCanvas/margin` of room on
  /// every side); empty while nothing is shown.
  var scene: VectorScene { get }
  /// The accessibility element, or `nil` when there is none to expose.
  var accessibilityElement: AccessibilityNode? { get }
  /// Whether the view is in the accessibility tree at all. Until its delay ends nothing is
  /// (LDG-11); a skeleton never is.
  var isExposedToAccessibility: Bool { get }
}

extension DrawableFrame {
  /// Exposed from the end of the delay until removal.
  public var isExposedToAccessibility: Bool { isShown }
}

extension LoadingIndicatorFrame: DrawableFrame {
  /// The indicator's scene.
  public var scene: VectorScene { LoadingIndicatorScene.scene(for: self) }
  /// A busy progressbar named by the label, once shown (LDG-5).
  public var accessibilityElement: AccessibilityNode? { accessibility }
}

extension ProgressFrame: DrawableFrame {
  /// The bar's or the ring's scene.
  public var scene: VectorScene { ProgressScene.scene(for: self) }
  /// A progressbar with its value in words, once shown.
  public var accessibilityElement: AccessibilityNode? { accessibility }
}

extension SkeletonFrame: DrawableFrame {
  /// The placeholder's scene.
  public var scene: VectorScene { SkeletonScene.scene(for: self) }
  /// None: a skeleton is a picture of content, not content.
  public var accessibilityElement: AccessibilityNode? { nil }
  /// Never: a skeleton is hidden from assistive technology in every phase.
  public var isExposedToAccessibility: Bool { false }
}

extension TypingIndicatorFrame: DrawableFrame {
  /// The dots' scene.
  public var scene: VectorScene { TypingIndicatorScene.scene(for: self) }
  /// A status named by the label, once shown.
  public var accessibilityElement: AccessibilityNode? { accessibility }
}

extension SpinnerFrame: DrawableFrame {
  /// The spinner's scene.
  public var scene: VectorScene { SpinnerScene.scene(for: self) }
  /// A busy progressbar named by the label, once shown.
  public var accessibilityElement: AccessibilityNode? { accessibility }
}

extension DelayedPresenceFrame: DrawableFrame {
  /// Nothing of its own: the view draws the content it delays, with the frame's opacity and
  /// scale.
  public var scene: VectorScene { VectorScene(size: ComponentCanvas.size(of: box), nodes: []) }
  /// None of its own: the content brings its own accessibility once shown.
  public var accessibilityElement: AccessibilityNode? { nil }
}
