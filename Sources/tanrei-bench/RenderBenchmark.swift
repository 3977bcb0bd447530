import Foundation
import TanreiCore
import TanreiRender

/// Drawing the spec's fixtures at every scale to PNG files, against librsvg's `rsvg-convert`
/// drawing our SVGs of the same fixtures at the same scales, in the same run.
///
/// Both sides start from the fixture and end with a PNG file on disk: ours builds the frame and
/// scene, rasterizes, encodes and writes; rsvg-convert is a process per file, as a build script
/// would run it, so its figure includes starting the process. That start-up is measured on its
/// own (an empty SVG) and printed, with the ratio of what is left, so the comparison can be read
/// either way.
enum RenderBenchmark {
  struct Figures {
    var images: Int
    var oursMilliseconds: Double
    var rasterMilliseconds: Double
    var encodeMilliseconds: Double
    var writeMilliseconds: Double
    var rsvgMilliseconds: Double?
    var rsvgStartupMilliseconds: Double?
    var rsvgMissingReason: String?
  }

  static func run() -> Figures {
    let fixtures = LoadingIndicatorFixture.canonical
    let scales = FixtureRenderer.standardScales
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tanrei-bench-render-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    let renderer = FixtureRenderer(fixtures: fixtures, scales: scales)
    let clock = ContinuousClock()
    // Each round times its phases separately; the figures are the medians over rounds.
    var rounds: [(total: Double, raster: Double, encode: Double, write: Double)] = []
    for _ in 0..<15 {
      var raster = Duration.zero
      var encode = Duration.zero
      var write = Duration.zero
      let start = clock.now
      for fixture in fixtures {
        let scene = fixture.scene()
        for scale in scales {
          let t0 = clock.now
          guard let image = try? renderer.rasterizer.render(scene, scale: scale) else { continue }
          let t1 = clock.now
          guard let png = try? image.pngData() else { continue }
          let t2 = clock.now
          let name = "ours-" + FixtureRenderer.pngName(fixture.id, scale: scale)
          try? Data(png).write(to: folder.appendingPathComponent(name))
          let t3 = clock.now
          raster += t1 - t0
          encode += t2 - t1
          write += t3 - t2
        }
      }
      let total = start.duration(to: clock.now)
      rounds.append(
        (
          Benchmark.nanoseconds(total) / 1e6, Benchmark.nanoseconds(raster) / 1e6,
          Benchmark.nanoseconds(encode) / 1e6, Benchmark.nanoseconds(write) / 1e6
        ))
    }
    var figures = Figures(
      images: fixtures.count * scales.count,
      oursMilliseconds: Benchmark.median(rounds.map(\.total)),
      rasterMilliseconds: Benchmark.median(rounds.map(\.raster)),
      encodeMilliseconds: Benchmark.median(rounds.map(\.encode)),
      writeMilliseconds: Benchmark.median(rounds.map(\.write)))

    guard let rsvg = findExecutable("rsvg-convert") else {
      figures.rsvgMissingReason = "rsvg-convert not found (Debian: librsvg2-bin)"
      return figures
    }
    var svgs: [(URL, Double, URL)] = []
    for fixture in fixtures {
      let svg = folder.appendingPathComponent(fixture.id + ".svg")
      try? Data(renderer.svg(fixture).bytes).write(to: svg)
      for scale in scales {
        svgs.append(
          (
            svg, scale,
            folder.appendingPathComponent(FixtureRenderer.pngName(fixture.id, scale: scale))
          ))
      }
    }
    var failed = false
    let theirs = Benchmark.nanosecondsPerRepetition(rounds: 5, repetitions: 1) {
      for (svg, scale, png) in svgs
      where !launch(rsvg, ["--zoom", String(scale), "--output", png.path, svg.path]) {
        failed = true
      }
    }
    let empty = folder.appendingPathComponent("empty.svg")
    try? Data(
      #"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>"#.utf8
    ).write(to: empty)
    let startup = Benchmark.nanosecondsPerRepetition(rounds: 5, repetitions: 1) {
      for _ in svgs {
        _ = launch(rsvg, ["--output", folder.appendingPathComponent("empty.png").path, empty.path])
      }
    }
    if failed {
      figures.rsvgMissingReason = "rsvg-convert failed on our SVGs"
      return figures
    }
    figures.rsvgMilliseconds = Benchmark.median(theirs) / 1e6
    figures.rsvgStartupMilliseconds = Benchmark.median(startup) / 1e6
    return figures
  }

  static func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs a program to its end; whether it succeeded.
  static func launch(_ program: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
