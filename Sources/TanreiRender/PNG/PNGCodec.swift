import CTanreiPNG

/// PNG files through libpng: RGBA, 8 bits a channel, straight alpha.
///
/// Encoding uses fixed settings — zlib level 6, the Paeth filter on every row, no time stamp,
/// no text, an sRGB chunk — so the same pixels give the same bytes on every run; across
/// machines the bytes are the same wherever zlib's deflate is (it has not changed its output
/// for a level in many years, but it does not promise it). Level 6 is zlib's own default: on
/// the fixtures, level 9 saves 7 % of the bytes and takes five times as long. Decoding reads any PNG into 8-bit
/// RGBA without gamma or colour conversion, which is what a comparison of pixels needs.
public enum PNGCodec {
  /// The zlib compression level every PNG is written with.
  public static let compressionLevel: Int32 = 6
  /// The largest image decoded, in pixels.
  public static let maximumDecodedPixels: UInt32 = 67_108_864

  /// The PNG file of `image`.
  public static func encode(_ image: RGBAImage) throws(RenderError) -> [UInt8] {
    guard image.width > 0, image.height > 0 else {
      throw RenderError(.png, "a PNG needs at least one pixel; the image is empty")
    }
    var buffer = tanrei_png_buffer(bytes: nil, count: 0)
    var message = [CChar](repeating: 0, count: 256)
    let status = image.bytes.withUnsafeBufferPointer { pixels in
      message.withUnsafeMutableBufferPointer { text in
        tanrei_png_encode(
          pixels.baseAddress, UInt32(image.width), UInt32(image.height), compressionLevel,
          TANREI_PNG_FILTER_PAETH, &buffer, text.baseAddress, text.count)
      }
    }
    defer { tanrei_png_free(&buffer) }
    guard status == 0, let bytes = buffer.bytes else {
      throw RenderError(.png, "libpng could not encode: \(text(message))")
    }
    return Array(UnsafeBufferPointer(start: bytes, count: buffer.count))
  }

  /// The pixels of a PNG file.
  public static func decode(_ file: [UInt8]) throws(RenderError) -> RGBAImage {
    var buffer = tanrei_png_buffer(bytes: nil, count: 0)
    var message = [CChar](repeating: 0, count: 256)
    var width: UInt32 = 0
    var height: UInt32 = 0
    let status = file.withUnsafeBufferPointer { png in
      message.withUnsafeMutableBufferPointer { text in
        tanrei_png_decode(
          png.baseAddress, png.count, maximumDecodedPixels, &width, &height, &buffer,
          text.baseAddress, text.count)
      }
    }
    defer { tanrei_png_free(&buffer) }
    guard status == 0, let bytes = buffer.bytes else {
      throw RenderError(.png, "libpng could not decode: \(text(message))")
    }
    return RGBAImage(
      width: Int(width), height: Int(height),
      bytes: Array(UnsafeBufferPointer(start: bytes, count: buffer.count)))
  }

  /// The version of libpng in use, such as "1.6.39".
  public static var libraryVersion: String {
    guard let version = tanrei_png_library_version() else { return "unknown" }
    return String(cString: version)
  }

  private static func text(_ message: [CChar]) -> String {
    let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension RGBAImage {
  /// The image as a PNG file (see ``PNGCodec``).
  public func pngData() throws(RenderError) -> [UInt8] {
    try PNGCodec.encode(self)
  }

  /// The pixels of a PNG file (see ``PNGCodec``).
  public init(png: [UInt8]) throws(RenderError) {
    self = try PNGCodec.decode(png)
  }
}
