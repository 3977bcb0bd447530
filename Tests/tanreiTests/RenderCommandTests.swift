import Foundation
import TanreiRender
import TanreiTestSupport
import Testing

/// `tanrei render` as a person runs it: what it writes, what it prints, and bad input.
@Suite("tanrei render on the command line", .timeLimit(.minutes(2)))
struct RenderCommandTests {
  func scratch() throws -> URL {
    try ScratchFolder("render-cli").url
  }

  func files(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  /// The whole job, every fixture at three scales, takes about 25 s alone in a debug build, and
  /// longer beside the rest of the suite on two cores.
  static let wholeJob: Duration = .seconds(300)

  @Test("with no options it writes everything into tanrei-out and names each file it wrote")
  func defaults() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await ProgramRunner.run(
      "tanrei", ["render"], workingDirectory: folder, timeout: Self.wholeJob)
    #expect(result.status == 0, "\(result.error)")
    let out = folder.appendingPathComponent("tanrei-out")
    let written = files(in: out)
    // The loading indicator: 6 fixtures with 4 variants each, 30 × 3 PNGs, 30 SVGs and 12
    // animations; then the family, the same for each fixture; then the gallery.
    let family = FamilyFixture.all
    let familyFiles = family.reduce(0) { $0 + 3 + 1 + $1.animations().count }
    // The spec pages: the loading indicator's and five of the family's.
    let expected = 30 * 4 + 12 + familyFiles + 6 + 1
    #expect(written.count == expected)
    #expect(family.count > 50)
    for name in [
      "progress-ring-50@2x.png", "progress-bar-indeterminate.animated.svg",
      "appetite-spinner-base.animated.svg", "appetite-typing-indicator-frame-1.svg",
      "skeleton-rounded-dark@3x.png", "appetite-progress-bar-50-dark@1x.png",
    ] {
      #expect(written.contains(name), "\(name)")
    }
    for scale in 1...3 {
      #expect(written.contains("contained-large@\(scale)x.png"))
      #expect(written.contains("small-reduced-motion@\(scale)x.png"))
    }
    #expect(written.contains("medium.svg"))
    #expect(written.contains("medium.animated.svg"))
    #expect(written.contains("medium-reduced-motion.animated.svg"))
    #expect(written.contains("index.html"))
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == expected + 1)
    #expect(lines.contains("wrote tanrei-out/small@1x.png  32×32 px"))
    #expect(lines.contains("wrote tanrei-out/contained-large@3x.png  192×192 px"))
    #expect(lines.last?.hasPrefix("\(expected) files in tanrei-out") == true)

    // The gallery links every file it wrote, with its id and size.
    let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    for name in written where name != "index.html" && !name.hasSuffix(".html") {
      #expect(page.contains("href=\"\(name)\""), "\(name) is not linked from the gallery")
    }
    #expect(page.contains(">contained-small-dark</h3>"))
    #expect(page.contains(">contained-small@2x.png</a><br>80×80 px"))
  }

  @Test("--out and --scale choose the folder and the scales")
  func options() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("deep/er/gallery")
    let result = try await ProgramRunner.run(
      "tanrei", ["render", "--out", out.path, "--scale", "2, 4", "--size", "large"])
    #expect(result.status == 0, "\(result.error)")
    let written = files(in: out)
    #expect(written.contains("large@2x.png") && written.contains("large@4x.png"))
    #expect(!written.contains { $0.contains("@1x") || $0.contains("@3x") })
  }

  @Test(
    "a scale of 0, negative, absurd or not a number is refused before anything is written",
    arguments: [
      ("0", "is not above 0"), ("-1", "is not above 0"), ("1000", "is more than 16"),
      ("two", "is not a number"), ("", "is not a number"), ("nan", "is not a number"),
      ("1,,2", "is not a number"),
    ])
  func badScale(text: String, expected: String) async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await ProgramRunner.run(
      "tanrei", ["render", "--scale", text], workingDirectory: folder)
    #expect(result.status == 2)
    #expect(result.error.contains(expected), "\(result.error)")
    #expect(result.output.isEmpty)
    #expect(files(in: folder).isEmpty)
  }

  @Test("LDG-9: a size the system lacks draws the default size, with a note naming both")
  func unknownSize() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await ProgramRunner.run(
      "tanrei", ["render", "--size", "huge"], workingDirectory: folder)
    #expect(result.status == 0)
    #expect(result.error.contains("note: size \"huge\" is not a size of the"))
    #expect(result.error.contains("using medium"))
    let written = files(in: folder.appendingPathComponent("tanrei-out"))
    #expect(written.contains("medium@1x.png") && written.contains("contained-medium-dark@3x.png"))
    #expect(!written.contains { $0.hasPrefix("small") || $0.hasPrefix("large") })
  }

  @Test("an output path that is a file, or lies under one, is an error and writes nothing")
  func unwritableFolder() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a-file")
    try Data("x".utf8).write(to: file)
    let onFile = try await ProgramRunner.run("tanrei", ["render", "--out", file.path])
    #expect(onFile.status == 1)
    #expect(onFile.error.contains("is a file, not a folder; nothing was written"))
    let under = try await ProgramRunner.run("tanrei", ["render", "--out", file.path + "/gallery"])
    #expect(under.status == 1)
    #expect(under.error.contains("cannot create the folder"))
    #expect(under.error.contains("nothing was written"))
    #expect(files(in: folder) == ["a-file"])
  }

  @Test("a file that cannot be written stops the run, which says how far it got")
  func failureMidway() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A folder where the gallery, written last, should go.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("out/index.html"), withIntermediateDirectories: true)
    let result = try await ProgramRunner.run(
      "tanrei", ["render", "--out", folder.appendingPathComponent("out").path],
      timeout: Self.wholeJob)
    #expect(result.status == 1)
    #expect(result.error.contains("cannot write"))
    let total = FixtureRenderer().fixtures.reduce(1 + 6) { $0 + 3 + 1 + $1.animations().count }
    #expect(result.error.contains("\(total - 1) of \(total) files were written before it"))
    #expect(result.error.contains("is incomplete"))
  }

  @Test("help, and unknown options or stray words, as usage errors")
  func usage() async throws {
    let help = try await ProgramRunner.run("tanrei", ["render", "--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("index.html"))
    let top = try await ProgramRunner.run("tanrei", ["--help"])
    #expect(top.output.contains("render"))
    let unknown = try await ProgramRunner.run("tanrei", ["render", "--colour", "red"])
    #expect(unknown.status == 2)
    #expect(unknown.error.contains("unknown option --colour"))
    let stray = try await ProgramRunner.run("tanrei", ["render", "pictures"])
    #expect(stray.status == 2)
    #expect(stray.error.contains("render takes no file names"))
  }

  @Test("two runs, two processes, write byte-identical files")
  func identicalAcrossRuns() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    var outputs: [URL] = []
    for run in ["first", "second"] {
      let out = folder.appendingPathComponent(run)
      let result = try await ProgramRunner.run(
        "tanrei", ["render", "--out", out.path, "--size", "large"])
      #expect(result.status == 0)
      outputs.append(out)
    }
    let names = files(in: outputs[0])
    // Spelled out as an Int: inside #expect the literal sum takes the type checker too long.
    let expected: Int = 5 * 2 * 3 + 5 * 2 + 4 + 1 + 1
    #expect(names.count == expected)
    #expect(names == files(in: outputs[1]))
    for name in names {
      let first = try Data(contentsOf: outputs[0].appendingPathComponent(name))
      let second = try Data(contentsOf: outputs[1].appendingPathComponent(name))
      #expect(first == second, "\(name) differs between runs")
    }
  }
}
