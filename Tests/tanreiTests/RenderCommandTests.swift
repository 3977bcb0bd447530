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
    // The spec pages: the loading indicator's and five of the family's; then web.html.
    let expected = 30 * 4 + 12 + familyFiles + 6 + 1 + 1
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
    #expect(written.contains("web.html"))
    #expect(!written.contains("web"), "outside a checkout, the package is neither built nor copied")
    #expect(result.error.contains("not in a checkout of the repository"), "\(result.error)")
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
      "tanrei", ["render", "--out", out.path, "--scale", "2, 4", "--size", "large", "--no-web"],
      timeout: Self.wholeJob)
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
    let onFile = try await ProgramRunner.run("tanrei", ["render", "--out", file.path, "--no-web"])
    #expect(onFile.status == 1)
    #expect(onFile.error.contains("is a file, not a folder; nothing was written"))
    let under = try await ProgramRunner.run(
      "tanrei", ["render", "--out", file.path + "/gallery", "--no-web"])
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
      "tanrei", ["render", "--out", folder.appendingPathComponent("out").path, "--no-web"],
      timeout: Self.wholeJob)
    #expect(result.status == 1)
    #expect(result.error.contains("cannot write"))
    let total = FixtureRenderer().fixtures.reduce(1 + 6 + 1) { $0 + 3 + 1 + $1.animations().count }
    #expect(result.error.contains("\(total - 1) of \(total) files were written before it"))
    #expect(result.error.contains("is incomplete"))
  }

  @Test("help, and unknown options or stray words, as usage errors")
  func usage() async throws {
    let help = try await ProgramRunner.run("tanrei", ["render", "--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("index.html"))
    #expect(help.output.contains("--web BUILT"))
    #expect(help.output.contains("--no-web"))
    #expect(help.output.contains("web.html"))
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
        "tanrei", ["render", "--out", out.path, "--size", "large", "--no-web"])
      #expect(result.status == 0)
      outputs.append(out)
    }
    let names = files(in: outputs[0])
    // Spelled out as an Int: inside #expect the literal sum takes the type checker too long.
    let expected: Int = 5 * 2 * 3 + 5 * 2 + 4 + 1 + 1 + 1
    #expect(names.count == expected)
    #expect(names == files(in: outputs[1]))
    for name in names {
      let first = try Data(contentsOf: outputs[0].appendingPathComponent(name))
      let second = try Data(contentsOf: outputs[1].appendingPathComponent(name))
      #expect(first == second, "\(name) differs between runs")
    }
  }

  /// A folder that looks as scripts/build-web leaves it (`OUT/web`), for the copy alone.
  func builtPackage(in folder: URL, withIndicator: Bool = true) throws -> URL {
    let built = folder.appendingPathComponent("built")
    let web = built.appendingPathComponent("web")
    try FileManager.default.createDirectory(
      at: web.appendingPathComponent("components"), withIntermediateDirectories: true)
    try Data("export * from './components/loading-indicator.js';\n".utf8).write(
      to: web.appendingPathComponent("index.js"))
    try Data(#"{"name": "@tanrei/web"}"#.utf8).write(to: web.appendingPathComponent("package.json"))
    if withIndicator {
      try Data("export {};\n".utf8).write(
        to: web.appendingPathComponent("components/loading-indicator.js"))
    }
    try Data("export const a = 1;\n".utf8).write(
      to: web.appendingPathComponent("components/progress.js"))
    return built
  }

  /// The files of a built package, relative to its folder.
  static let packageFiles = [
    "index.js", "package.json", "components/loading-indicator.js", "components/progress.js",
  ]

  @Test(
    "--web copies the built package, given as OUT or OUT/web, beside web.html, which then imports it",
    arguments: ["", "/web"])
  func webPackage(suffix: String) async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let built = try builtPackage(in: folder)
    let out = folder.appendingPathComponent("out")
    let result = try await ProgramRunner.run(
      "tanrei", ["render", "--out", out.path, "--size", "small", "--web", built.path + suffix])
    #expect(result.status == 0, "\(result.error)")
    for name in Self.packageFiles {
      let copied = try Data(contentsOf: out.appendingPathComponent("web/\(name)"))
      let original = try Data(contentsOf: built.appendingPathComponent("web/\(name)"))
      #expect(copied == original, "\(name)")
      #expect(result.output.contains("wrote \(out.path)/web/\(name)"))
    }
    #expect(!files(in: out.appendingPathComponent("web")).contains { $0.hasSuffix(".partial") })
    let page = try String(contentsOf: out.appendingPathComponent("web.html"), encoding: .utf8)
    #expect(page.contains("await import('./web/index.js');"))
    #expect(page.contains("data-fixture=\"small\"") && page.contains("data-fixture=\"small-dark\""))
    #expect(result.output.contains("which a browser loads only over HTTP"))
  }

  /// A stand-in for scripts/build-web: writes a package into its argument's web/, or fails.
  func buildScript(in folder: URL, failing: Bool = false) throws -> URL {
    let script = folder.appendingPathComponent("build-web")
    let body =
      failing
      ? "echo 'build-web: the modules did not build' >&2; exit 3"
      : """
      mkdir -p "$1/web/components"
      echo "export {};" > "$1/web/index.js"
      echo '{"name": "@tanrei/web"}' > "$1/web/package.json"
      echo "export {};" > "$1/web/components/loading-indicator.js"
      """
    try Data("#!/bin/sh\nset -e\n\(body)\n".utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return script
  }

  @Test(
    "in a checkout render builds @tanrei/web with the repository's script and copies what it built")
  func buildsPackage() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = try buildScript(in: folder)
    var environment = ProcessInfo.processInfo.environment
    environment["TANREI_BUILD_WEB"] = script.path
    let result = try await ProgramRunner.run(
      "tanrei", ["render", "--size", "small", "--scale", "1"], environment: environment,
      workingDirectory: folder)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error.contains("building @tanrei/web (\(script.path) .build/web-packages)"))
    let out = folder.appendingPathComponent("tanrei-out")
    let entry = try String(
      contentsOf: out.appendingPathComponent("web/components/loading-indicator.js"), encoding: .utf8
    )
    #expect(entry == "export {};\n")
    #expect(
      files(in: out.appendingPathComponent("web")) == ["components", "index.js", "package.json"])
    let page = try String(contentsOf: out.appendingPathComponent("web.html"), encoding: .utf8)
    #expect(page.contains("await import('./web/index.js');"))

    let skipped = try await ProgramRunner.run(
      "tanrei", ["render", "--size", "small", "--scale", "1", "--out", "plain", "--no-web"],
      environment: environment, workingDirectory: folder)
    #expect(skipped.status == 0, "\(skipped.error)")
    #expect(!skipped.error.contains("building"))
    #expect(!files(in: folder.appendingPathComponent("plain")).contains("web"))
  }

  @Test(
    "a build of @tanrei/web that fails stops render with status 1, its output shown, before anything is written"
  )
  func failedBuild() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    var environment = ProcessInfo.processInfo.environment
    environment["TANREI_BUILD_WEB"] = try buildScript(in: folder, failing: true).path
    let result = try await ProgramRunner.run(
      "tanrei", ["render", "--size", "small"], environment: environment, workingDirectory: folder)
    #expect(result.status == 1)
    #expect(result.error.contains("the modules did not build"))
    #expect(result.error.contains("exited with 3"))
    #expect(result.error.contains("--no-web"))
    #expect(result.error.contains("nothing was written"))
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("tanrei-out").path))
  }

  @Test(
    "a --web folder that is missing, a file, or lacks the module is refused with status 2 before anything is written"
  )
  func webModuleMissing() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let missing = try await ProgramRunner.run(
      "tanrei",
      ["render", "--out", out.path, "--web", folder.appendingPathComponent("nowhere").path])
    #expect(missing.status == 2)
    #expect(missing.error.contains("--web: there is no folder"), "\(missing.error)")
    #expect(missing.error.contains("scripts/build-web OUT"))
    #expect(missing.error.contains("nothing was written"))

    let file = folder.appendingPathComponent("a-file")
    try Data("x".utf8).write(to: file)
    let onFile = try await ProgramRunner.run(
      "tanrei", ["render", "--out", out.path, "--web", file.path])
    #expect(onFile.status == 2)
    #expect(onFile.error.contains("is a file, not a built @tanrei/web"), "\(onFile.error)")

    let empty = folder.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let lacking = try await ProgramRunner.run(
      "tanrei", ["render", "--out", out.path, "--web", empty.path])
    #expect(lacking.status == 2)
    #expect(lacking.error.contains("it has no index.js"), "\(lacking.error)")

    let noIndicator = try builtPackage(in: folder, withIndicator: false)
    let wrong = try await ProgramRunner.run(
      "tanrei", ["render", "--out", out.path, "--web", noIndicator.path])
    #expect(wrong.status == 2)
    #expect(wrong.error.contains("it has no components/loading-indicator.js"), "\(wrong.error)")

    let blank = try await ProgramRunner.run("tanrei", ["render", "--web", ""])
    #expect(blank.status == 2)
    #expect(blank.error.contains("--web needs a built @tanrei/web"))
    let both = try await ProgramRunner.run("tanrei", ["render", "--web", "x", "--no-web"])
    #expect(both.status == 2)
    #expect(both.error.contains("--web and --no-web ask for opposite things"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
    for result in [missing, onFile, lacking, wrong, blank] { #expect(result.output.isEmpty) }
  }
}
