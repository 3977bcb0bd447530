/// Why a scene could not be turned into pixels or a PNG.
public struct RenderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, for code to match.
  public enum Code: String, Sendable, Hashable {
    /// The scale is not a finite number greater than 0.
    case invalidScale = "invalid-scale"
    /// The canvas at that scale has more pixels than the rasterizer accepts.
    case canvasTooLarge = "canvas-too-large"
    /// libpng refused to encode or decode.
    case png = "png"
  }

  /// What went wrong.
  public var code: Code
  /// The details, naming the value at fault.
  public var message: String

  /// An error of `code` saying `message`.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  /// "invalid-scale: …".
  public var description: String { "\(code.rawValue): \(message)" }
}
