import Foundation
import TanreiCore
import TanreiRender
import TanreiTestSupport
import Testing

/// The animated SVGs, played by Chromium and stopped at chosen moments, against the core's
/// frames at the same moments drawn by our rasterizer: the delay, the entrance, the turn and
/// the pulse run on the core's timings.
@Suite("The animated SVGs play the core's timeline", .timeLimit(.minutes(2)))
struct AnimationInChromiumTests {
  struct Sample {
    var fixture: LoadingIndicatorFixture
    var reducedMotion: Bool
    var milliseconds: Int64
  }

  static let samples: [Sample] = {
    let contained = LoadingIndicatorFixture.canonical[3]
    let large = LoadingIndicatorFixture.canonical[4]
    var samples: [Sample] = []
    // Waiting (nothing), entering, entered, late in a turn, and in the second turn.
    for milliseconds: Int64 in [150, 425, 550, 900, 1_475] {
      samples.append(Sample(fixture: contained, reducedMotion: false, milliseconds: milliseconds))
      samples.append(Sample(fixture: large, reducedMotion: false, milliseconds: milliseconds))
    }
    // The pulse: fading in while entering, fading out, nearly gone, coming back.
    for milliseconds: Int64 in [150, 425, 550, 760, 1_100] {
      samples.append(Sample(fixture: contained, reducedMotion: true, milliseconds: milliseconds))
    }
    return samples
  }()

  static let scale = 2.0

  @Test(
    "stopped at a moment, the animation shows the core's frame at that moment",
    .requires(.chromium))
  func sampled() async throws {
    let folder = try ExternalRenderer.scratchFolder("animation")
    defer { try? FileManager.default.removeItem(at: folder) }
    var page = "<!doctype html><html><body style=\"margin:0;background:transparent\">\n"
    var script = "<script>\n"
    for (index, sample) in Self.samples.enumerated() {
      let environment = ComponentEnvironment(reducedMotion: sample.reducedMotion)
      let animation = LoadingIndicatorAnimation(
        props: sample.fixture.props, tokens: sample.fixture.tokens, environment: environment)
      let (x, y) = RealRendererTests.position(index)
      // Each SVG in a shadow root of its own, so its style applies to it alone.
      page += "<template id=\"t\(index)\">\(animation.svg())</template>\n"
      page +=
        "<div id=\"h\(index)\" style=\"position:absolute;left:\(x)px;top:\(y)px\"></div>\n"
      script += """
        {
          const root = document.getElementById('h\(index)').attachShadow({mode: 'open'});
          root.appendChild(document.getElementById('t\(index)').content.cloneNode(true));
          for (const a of root.getAnimations()) { a.pause(); a.currentTime = \(sample.milliseconds); }
        }

        """
    }
    page += script + "</script></body></html>\n"
    let html = folder.appendingPathComponent("animation.html")
    try page.write(to: html, atomically: true, encoding: .utf8)
    let rows = (Self.samples.count + RealRendererTests.columns - 1) / RealRendererTests.columns
    let screenshot = try RGBAImage(
      png: try await ExternalRenderer.chromiumScreenshot(
        html, width: RealRendererTests.columns * RealRendererTests.cell,
        height: rows * RealRendererTests.cell, scale: Self.scale, in: folder))

    for (index, sample) in Self.samples.enumerated() {
      var lifecycle = LoadingIndicatorLifecycle(
        props: sample.fixture.props, tokens: sample.fixture.tokens,
        environment: ComponentEnvironment(reducedMotion: sample.reducedMotion))
      lifecycle.apply(.insert, at: .zero)
      let frame = lifecycle.frame(at: .milliseconds(sample.milliseconds))
      let ours = try Rasterizer().render(LoadingIndicatorScene.scene(for: frame), scale: Self.scale)
      let (x, y) = RealRendererTests.position(index)
      let theirs = screenshot.cropped(
        x: Int(Double(x) * Self.scale), y: Int(Double(y) * Self.scale), width: ours.width,
        height: ours.height)
      let name =
        "\(sample.fixture.id)\(sample.reducedMotion ? "-reduced-motion" : "")-at-\(sample.milliseconds)ms"
      let difference = ImageDifference(
        expected: theirs, actual: ours, tolerance: RealRendererTests.channelTolerance)
      print(
        "animation \(name) (\(frame.phase)): \(difference.summary(tolerance: RealRendererTests.channelTolerance))"
      )
      if difference.differingFraction > RealRendererTests.allowedFraction {
        let theirsPath = Artifacts.write(theirs, named: "\(name)-chromium.png")
        let oursPath = Artifacts.write(ours, named: "\(name)-ours.png")
        let diffPath = Artifacts.write(difference.picture, named: "\(name)-diff.png")
        fail(
          "\(name): \(difference.summary(tolerance: RealRendererTests.channelTolerance)); "
            + "Chromium: \(theirsPath); ours: \(oursPath); diff: \(diffPath)")
      }
    }
  }
}
