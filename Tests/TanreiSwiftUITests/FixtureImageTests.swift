#if canImport(SwiftUI) && canImport(CoreGraphics) && canImport(ImageIO)
  import CoreGraphics
  import Foundation
  import ImageIO
  import SwiftUI
  import TanreiBridge
  import TanreiCore
  import TanreiDriver
  import Testing

  @testable import TanreiSwiftUI

  /// The spec's six fixtures drawn by SwiftUI match the renderer's references: the same scene,
  /// drawn by `Canvas` instead of the rasterizer, within a tolerance for the platform's own
  /// anti-aliasing. Runs only where SwiftUI exists (macOS); on Linux this file is empty, and the
  /// same scenes are checked by the renderer's snapshot tests.
  @MainActor
  @Suite("SwiftUI draws the spec's fixtures as the references show them")
  struct FixtureImageTests {
    static let fixtures: [(id: String, size: LoadingIndicatorSize, contained: Bool)] = [
      ("small", .small, false), ("contained-small", .small, true),
      ("medium", .medium, false), ("contained-medium", .medium, true),
      ("large", .large, false), ("contained-large", .large, true),
    ]

    @Test("each fixture at 2x, with showDelay .zero and enterDuration .zero", arguments: 0..<6)
    func fixture(index: Int) throws {
      let fixture = Self.fixtures[index]
      let bridge = LoadingIndicatorBridge(
        LoadingIndicatorProps(
          "Loading", size: fixture.size, contained: fixture.contained, showDelay: .zero,
          enterDuration: .zero),
        clock: ManualClock())
      bridge.insert()
      // The reference is the box with 8 points of margin on every side, where a shadow falls.
      let view = TanreiLoadingIndicator(bridge: bridge).padding(8)
      let renderer = ImageRenderer(content: view)
      renderer.scale = 2
      let drawn = try #require(renderer.cgImage, "SwiftUI drew nothing")
      let reference = try #require(Self.image(named: "\(fixture.id)@2x.png"))
      #expect(drawn.width == reference.width && drawn.height == reference.height)
      let (far, total) = try Self.difference(drawn, reference)
      // At most 2 % of pixels more than 48 levels apart: edges are anti-aliased differently.
      #expect(Double(far) / Double(total) <= 0.02, "\(far) of \(total) pixels differ")
    }

    static func image(named name: String) -> CGImage? {
      let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TanreiRenderTests/__Snapshots__/\(name)")
      guard let source = CGImageSourceCreateWithURL(url as CFURL, nil) else { return nil }
      return CGImageSourceCreateImageAtIndex(source, 0, nil)
    }

    /// How many pixels differ by more than 48 levels in a channel, of how many.
    static func difference(_ a: CGImage, _ b: CGImage) throws -> (Int, Int) {
      let width = min(a.width, b.width)
      let height = min(a.height, b.height)
      let pa = try pixels(a, width: width, height: height)
      let pb = try pixels(b, width: width, height: height)
      var far = 0
      for pixel in 0..<(width * height) {
        let offset = pixel * 4
        let apart = (0..<4).contains { abs(Int(pa[offset + $0]) - Int(pb[offset + $0])) > 48 }
        if apart { far += 1 }
      }
      return (far, width * height)
    }

    static func pixels(_ image: CGImage, width: Int, height: Int) throws -> [UInt8] {
      var data = [UInt8](repeating: 0, count: width * height * 4)
      let drawn = data.withUnsafeMutableBytes { buffer -> Bool in
        guard
          let space = CGColorSpace(name: CGColorSpace.sRGB),
          let context = CGContext(
            data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
            bytesPerRow: width * 4, space: space,
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return false }
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        return true
      }
      try #require(drawn, "could not read the image's pixels")
      return data
    }
  }
#endif
