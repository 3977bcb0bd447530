import Foundation
import TanreiCore
import TanreiRender

/// Drawing compared with drawing: the spec's six fixtures at 1×, 2× and 3× — 18 images —
/// rasterized by ours and by librsvg with cairo, each in one process, many rounds. librsvg runs
/// in Python through its GObject bindings (`benchmarks/render/rsvg-draw.py`), which adds a few
/// microseconds of calls per image to its figure; it is timed drawing our SVGs of the same
/// fixtures, both with its parsing and without.
///
/// Then ours end to end, to PNG files, in phases; and the main job, `tanrei render`, where the
/// release build of `tanrei` sits beside this program.
enum RenderBenchmark {
  struct Figures {
    var images: Int
    var rounds: Int
    /// Ours, per round of all images: from the scene, and from the frame through the scene.
    var oursDraw: Benchmark.Spread
    var oursFrameToPixels: Benchmark.Spread
    /// librsvg's, per round of all images, or why there is none.
    var theirsDraw: Benchmark.Spread?
    var theirsParseAndDraw: Benchmark.Spread?
    var theirsMissingReason: String?
    /// Ours to PNG files, per round, and its phases.
    var toFiles: Benchmark.Spread
    var rasterMilliseconds: Double
    var encodeMilliseconds: Double
    var writeMilliseconds: Double
    /// `tanrei render`, whole, or why it was not timed.
    var mainJob: Benchmark.Spread?
    /// Its processor time (user and system), which machine load does not lengthen.
    var mainJobProcessor: Benchmark.Spread?
    var mainJobMissingReason: String?
  }

  static let rounds = 41

  static func run() -> Figures {
    let fixtures = LoadingIndicatorFixture.canonical
    let scales = FixtureRenderer.standardScales
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tanrei-bench-render-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    let renderer = FixtureRenderer(fixtures: fixtures, scales: scales)
    let rasterizer = renderer.rasterizer
    let scenes = fixtures.map { $0.scene() }
    let clock = ContinuousClock()
    // One unmeasured round, as librsvg gets.
    for scene in scenes { for scale in scales { _ = try? rasterizer.render(scene, scale: scale) } }
    var draw: [Double] = []
    var frameToPixels: [Double] = []
    for _ in 0..<rounds {
      var start = clock.now
      for scene in scenes {
        for scale in scales { Benchmark.consume(try? rasterizer.render(scene, scale: scale)) }
      }
      draw.append(Benchmark.nanoseconds(start.duration(to: clock.now)) / 1e6)
      start = clock.now
      for fixture in fixtures {
        for scale in scales {
          Benchmark.consume(try? rasterizer.render(fixture.scene(), scale: scale))
        }
      }
      frameToPixels.append(Benchmark.nanoseconds(start.duration(to: clock.now)) / 1e6)
    }

    var figures = Figures(
      images: fixtures.count * scales.count, rounds: rounds, oursDraw: Benchmark.Spread(draw),
      oursFrameToPixels: Benchmark.Spread(frameToPixels), toFiles: Benchmark.Spread([]),
      rasterMilliseconds: 0, encodeMilliseconds: 0, writeMilliseconds: 0)
    measureLibrsvg(fixtures: fixtures, scales: scales, renderer: renderer, in: folder, &figures)
    measureFiles(fixtures: fixtures, scales: scales, renderer: renderer, in: folder, &figures)
    measureMainJob(in: folder, &figures)
    return figures
  }

  /// librsvg through `rsvg-draw.py`, on our SVGs of the same fixtures.
  static func measureLibrsvg(
    fixtures: [LoadingIndicatorFixture], scales: [Double], renderer: FixtureRenderer,
    in folder: URL, _ figures: inout Figures
  ) {
    guard let script = repositoryFile("benchmarks/render/rsvg-draw.py") else {
      figures.theirsMissingReason = "benchmarks/render/rsvg-draw.py not found"
      return
    }
    guard
      let python = ["/usr/bin/python3"].first(where: FileManager.default.isExecutableFile)
        ?? findExecutable("python3")
    else {
      figures.theirsMissingReason = "python3 not found"
      return
    }
    var arguments = [script.path, String(rounds)]
    for fixture in fixtures {
      let svg = folder.appendingPathComponent(fixture.id + ".svg")
      try? Data(renderer.svg(fixture).bytes).write(to: svg)
      for scale in scales { arguments.append("\(svg.path):\(scale)") }
    }
    guard let output = launch(python, arguments, limit: .seconds(300)) else {
      figures.theirsMissingReason = "rsvg-draw.py failed or took over 300 s"
      return
    }
    guard let object = try? JSONSerialization.jsonObject(with: output) as? [String: Any] else {
      figures.theirsMissingReason = "rsvg-draw.py printed no JSON"
      return
    }
    if let error = object["error"] as? String {
      figures.theirsMissingReason =
        error + " (Debian: python3-gi, gir1.2-rsvg-2.0, python3-gi-cairo)"
      return
    }
    guard let drawOnly = object["drawOnly"] as? [Double],
      let both = object["parseAndDraw"] as? [Double], !drawOnly.isEmpty
    else {
      figures.theirsMissingReason = "rsvg-draw.py's JSON lacks its figures"
      return
    }
    figures.theirsDraw = Benchmark.Spread(drawOnly)
    figures.theirsParseAndDraw = Benchmark.Spread(both)
  }

  /// Ours from fixture to PNG file, in phases.
  static func measureFiles(
    fixtures: [LoadingIndicatorFixture], scales: [Double], renderer: FixtureRenderer,
    in folder: URL, _ figures: inout Figures
  ) {
    let clock = ContinuousClock()
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
          _ = writeWhole(png, to: folder.appendingPathComponent(name).path)
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
    figures.toFiles = Benchmark.Spread(rounds.map(\.total))
    figures.rasterMilliseconds = Benchmark.median(rounds.map(\.raster))
    figures.encodeMilliseconds = Benchmark.median(rounds.map(\.encode))
    figures.writeMilliseconds = Benchmark.median(rounds.map(\.write))
  }

  /// `tanrei render --out …`, the whole main job, from the release build beside this program.
  static func measureMainJob(in folder: URL, _ figures: inout Figures) {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("tanrei")
    guard FileManager.default.isExecutableFile(atPath: beside.path) else {
      figures.mainJobMissingReason =
        "no tanrei beside tanrei-bench (build it: swift build -c release --product tanrei)"
      return
    }
    let out = folder.appendingPathComponent("main-job")
    var times: [Double] = []
    var processor: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<7 {
      try? FileManager.default.removeItem(at: out)
      let before = childProcessorMilliseconds()
      let start = clock.now
      guard launch(beside.path, ["render", "--out", out.path], limit: .seconds(60)) != nil else {
        figures.mainJobMissingReason = "tanrei render failed or took over 60 s"
        return
      }
      times.append(Benchmark.nanoseconds(start.duration(to: clock.now)) / 1e6)
      processor.append(childProcessorMilliseconds() - before)
    }
    figures.mainJob = Benchmark.Spread(times)
    figures.mainJobProcessor = Benchmark.Spread(processor)
  }

  /// Writes `bytes` as `tanrei render` does: to a temporary file, renamed into place, with no
  /// fsync (Foundation's writing waits for the disk on every file).
  static func writeWhole(_ bytes: [UInt8], to path: String) -> Bool {
    let temporary = path + ".partial"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return false }
    var offset = 0
    let complete = bytes.withUnsafeBytes { raw -> Bool in
      while offset < raw.count, let base = raw.baseAddress {
        let count = write(descriptor, base + offset, raw.count - offset)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
    let closed = close(descriptor) == 0
    guard complete, closed, rename(temporary, path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  /// The user and system time of every child process waited for so far, in milliseconds.
  static func childProcessorMilliseconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
      let children = RUSAGE_CHILDREN.rawValue
    #else
      let children = RUSAGE_CHILDREN
    #endif
    guard getrusage(children, &usage) == 0 else { return .nan }
    func milliseconds(_ time: timeval) -> Double {
      Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000
    }
    return milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
  }

  /// A file of this repository, found from this source file's place.
  static func repositoryFile(_ path: String) -> URL? {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // tanrei-bench
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()
    let candidates = [
      root.appendingPathComponent(path),
      URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path),
    ]
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
  }

  static func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs a program to its end, at most `limit`; its standard output when it succeeded.
  static func launch(_ program: String, _ arguments: [String], limit: Duration) -> Data? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("tanrei-bench-out-\(ProcessInfo.processInfo.processIdentifier)")
    guard FileManager.default.createFile(atPath: output.path, contents: nil) else { return nil }
    defer { try? FileManager.default.removeItem(at: output) }
    guard let handle = try? FileHandle(forWritingTo: output) else { return nil }
    defer { try? handle.close() }
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    while process.isRunning {
      if clock.now >= deadline {
        process.terminate()
        process.waitUntilExit()
        return nil
      }
      usleep(2_000)
    }
    guard process.terminationStatus == 0 else { return nil }
    return try? Data(contentsOf: output)
  }
}
