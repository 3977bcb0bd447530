import TanreiCore

/// One thing a scene draws, painted in order: later nodes cover earlier ones.
public indirect enum SceneNode: Sendable, Hashable {
  /// A shape painted with a fill or a stroke.
  case shape(SceneShape, ScenePaint)
  /// One layer of a box shadow cast by a closed shape, with CSS `box-shadow` semantics: the
  /// shape grown by the layer's spread, moved by its offset, blurred by a Gaussian whose
  /// standard deviation is half the blur, in the layer's colour.
  ///
  /// It is drawn under the shape that casts it, not cut out of it; the two agree wherever that
  /// shape is opaque, as the loading indicator's container is. An open shape casts nothing.
  case shadow(SceneShape, ShadowLayer)
  /// Nodes drawn together, then transformed, clipped and faded as one.
  case group(SceneGroup)
  /// A line of text, set by the front that draws the scene (see ``SceneText``).
  case text(SceneText)
}
