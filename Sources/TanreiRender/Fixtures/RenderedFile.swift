/// A file the renderer made, not yet written anywhere: its name and its bytes.
public struct RenderedFile: Sendable, Hashable {
  /// What kind of file it is.
  public enum Kind: String, Sendable, Hashable {
    /// A PNG image.
    case png
    /// An SVG image, still or animated.
    case svg
    /// An HTML page: the gallery, a spec page, the page of live web elements.
    case html
    /// A file of the web elements' module, copied as `scripts/build-web` wrote it.
    case module
  }

  /// The file's name, with no folder ("small@2x.png"), or, for a module file, under the
  /// module's folder ("web/index.js").
  public var name: String
  /// What it is.
  public var kind: Kind
  /// Its contents.
  public var bytes: [UInt8]
  /// Its size for a person, such as "64×64 px" or "32×32 px, animated".
  public var detail: String
  /// The image's width: pixels for a PNG, logical pixels for an SVG, 0 for a page.
  public var width: Double
  /// The image's height, in the same unit.
  public var height: Double

  /// A file called `name` holding `bytes`, of `width` × `height` if it is an image.
  public init(
    name: String, kind: Kind, bytes: [UInt8], detail: String, width: Double = 0,
    height: Double = 0
  ) {
    self.name = name
    self.kind = kind
    self.bytes = bytes
    self.detail = detail
    self.width = width
    self.height = height
  }
}
