/// The names an animation's CSS uses for the groups it moves and for its keyframes, in one
/// document and, within it, one layer.
///
/// A document written for embedding carries a namespace (see ``SVGWriter/namespace``), so its
/// classes and keyframes are its own; a document holding both the motion and its reduced-motion
/// form scopes each form's rules to its layer, so the two never move each other's groups.
public struct CSSNames: Sendable {
  /// The writer whose namespace the names carry.
  public var writer: SVGWriter
  /// The layer the rules apply within (`motion`, `reduced`), or `nil` for the whole document.
  public var layer: String?

  /// Names in `writer`'s namespace, within `layer` if one is given.
  public init(writer: SVGWriter = SVGWriter(), layer: String? = nil) {
    self.writer = writer
    self.layer = layer
  }

  /// The selector of the groups named `group` (a scene group's name), within the layer.
  public func select(_ group: String) -> String {
    let own = "." + writer.name(group)
    return layer.map { "." + writer.name($0) + " " + own } ?? own
  }

  /// The name of the keyframes called `name`: `tanrei-turn` in a bare document, the namespace
  /// and layer in front otherwise, so that no two documents' or layers' keyframes share a name.
  public func keyframes(_ name: String) -> String {
    writer.name((layer ?? "tanrei") + "-" + name)
  }
}
