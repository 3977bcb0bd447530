import TanreiRender

/// A fixture the gallery can show: what `TanreiRender` draws of it, and the words and tokens
/// of its card.
public protocol GalleryFixture: RenderableFixture {
  /// What the picture shows, in words: the gallery's alternative text for it.
  var depiction: String { get }
  /// The tokens the picture shows, for its card in the gallery.
  var shownTokens: [FixtureToken] { get }
}
