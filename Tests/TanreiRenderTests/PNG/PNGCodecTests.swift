import Foundation
import TanreiCore
import TanreiRender
import Testing

/// PNG through libpng: the format, the settings, and the same bytes every time.
@Suite("PNG files are RGBA, straight alpha, and byte-identical across renders")
struct PNGCodecTests {
  @Test("two renders of every fixture give the same bytes", arguments: LoadingIndicatorFixture.all)
  func deterministic(fixture: LoadingIndicatorFixture) throws {
    let first = try FixtureRenderer().png(fixture, scale: 2)
    let second = try FixtureRenderer().png(
      LoadingIndicatorFixture(base: fixture.base, props: fixture.props, variant: fixture.variant),
      scale: 2)
    #expect(first.bytes == second.bytes)
  }

  @Test("the file is an 8-bit RGBA PNG with an sRGB chunk and no time stamp or text")
  func format() throws {
    let bytes = try FixtureRenderer().png(LoadingIndicatorFixture.canonical[1], scale: 3).bytes
    #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var chunks: [String] = []
    var offset = 8
    while offset + 8 <= bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      chunks.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
      if chunks.last == "IHDR" {
        #expect(bytes[offset + 16] == 8)  // bit depth
        #expect(bytes[offset + 17] == 6)  // colour type: RGBA
      }
      offset += 12 + length
    }
    #expect(chunks.first == "IHDR" && chunks.last == "IEND")
    #expect(chunks.contains("sRGB"))
    #expect(!chunks.contains("tIME") && !chunks.contains("tEXt") && !chunks.contains("zTXt"))
    #expect(offset == bytes.count)
  }

  @Test("decoding gives back exactly the pixels encoded, straight alpha included")
  func roundTrip() throws {
    var image = RGBAImage(width: 3, height: 2)
    image.bytes = [
      255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 1,
      75, 75, 75, 0, 12, 34, 56, 78, 255, 255, 255, 255,
    ]
    let decoded = try RGBAImage(png: try image.pngData())
    #expect(decoded == image)
  }

  @Test("garbage, truncated files and empty images are errors, not crashes")
  func badInput() throws {
    #expect(throws: RenderError.self) { try RGBAImage(png: []) }
    #expect(throws: RenderError.self) { try RGBAImage(png: Array("not a png at all".utf8)) }
    let bytes = try FixtureRenderer().png(LoadingIndicatorFixture.canonical[0], scale: 1).bytes
    #expect(throws: RenderError.self) { try RGBAImage(png: Array(bytes.prefix(bytes.count / 2))) }
    #expect(throws: RenderError.self) { try RGBAImage(width: 0, height: 0).pngData() }
    #expect(!PNGCodec.libraryVersion.isEmpty)
  }

  @Test("an image given too few or too many bytes, or a negative side, is made whole, not a crash")
  func wholeImage() {
    let short = RGBAImage(width: 2, height: 2, bytes: [1, 2, 3, 4])
    #expect(short.bytes.count == 16)
    #expect(short.pixel(x: 1, y: 1) == (0, 0, 0, 0))
    #expect(short.pixel(x: 0, y: 0) == (1, 2, 3, 4))
    #expect(
      RGBAImage(width: 1, height: 1, bytes: [UInt8](repeating: 9, count: 12)).bytes.count == 4)
    let negative = RGBAImage(width: -3, height: 5)
    #expect(negative.width == 0 && negative.bytes.isEmpty)
  }
}
