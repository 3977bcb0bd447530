import Foundation
import TanreiCore
import TanreiGallery
import TanreiRender

/// `tanrei render [--out DIR]`: draws every fixture of the family, its variants and animations,
/// and a gallery.
public struct RenderCommand {
  static let usage = """
    USAGE: tanrei render [--out DIR] [--scale LIST] [--size NAME]
                         [--web BUILT | --no-web]

    Draws the loading indicator's fixtures and variants, then the rest of the
    family (progress bar and ring, skeleton, typing indicator, Appetite UI's
    spinner) in Tanrei's and Appetite UI's tokens, and writes, into DIR:
      <fixture>@<scale>x.png  each fixture and variant at each scale
      <fixture>.svg           each fixture and variant as SVG
      <fixture>.animated.svg  the delay, the entrance and the motion, as a
                              browser plays them
      <fixture>-reduced-motion.animated.svg
                              the same under reduced motion
      <component>.html        each component's spec page: usage, props,
                              tokens, requirements and the tests that check
                              them
      web.html                the web elements, live, beside their fixtures'
                              SVG and PNG
      web/                    @tanrei/web, the elements web.html imports
      index.html              a gallery of them all, with ids, sizes and
                              token values
    and prints each file it wrote.

    Options:
      --out DIR       The folder to write into, created if missing (default:
                      tanrei-out).
      --scale LIST    Scales for the PNGs, comma-separated, each above 0 and at
                      most \(maximumScaleText) (default: 1,2,3).
      --size NAME     Only the loading indicator's fixtures of this size. A
                      size the system lacks draws the default size instead,
                      with a note saying so.
      --web BUILT     Copy @tanrei/web from BUILT, a package scripts/build-web
                      built (OUT/web, or OUT itself), into DIR/web, so that
                      web.html shows the live elements. Without it, render run
                      in a checkout of the repository builds the package
                      (scripts/build-web .build/web-packages, which reuses
                      what it built before); anywhere else web.html says how
                      to add it.
      --no-web        Neither build nor copy the package: web.html shows the
                      fixtures only. A browser imports a module only over
                      HTTP, not from a file: serve DIR (python3 -m http.server
                      --bind 127.0.0.1 --directory DIR).

    Exit status: 0 when every file was written, 1 when a file could not be
    written or the package could not be built, 2 for a command line that
    cannot be run (a --web folder that is not a built package, too).

    """

  /// The largest scale `--scale` accepts; ``Options/scales`` holds none above it.
  ///
  /// Scales above this draw images no one needs and cost memory for nothing.
  public static let maximumScale = 16.0
  static var maximumScaleText: String { SVGNumber.format(maximumScale) }

  /// What a `tanrei render` command line asks for.
  ///
  /// ``Invocation/parse(_:)`` makes it; every value it holds has been checked.
  public struct Options: Equatable, Sendable {
    /// The folder to write into, never empty.
    public var folder = "tanrei-out"
    /// The PNGs' scales, at least one, each above 0 and at most ``maximumScale``, none twice.
    public var scales = FixtureRenderer.standardScales
    /// Only the loading indicator's fixtures of this size; an unknown size draws the default
    /// size, with a note.
    public var sizeName: String?
    /// A built `@tanrei/web` to copy beside the pages; without it render builds one where it can.
    public var webFolder: String?
    /// Whether the pages go without the package: neither built nor copied.
    public var withoutWeb = false
  }

  /// Reads the options that follow `render`.
  static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> Options {
    var options = Options()
    options.folder = try arguments.option("--out") ?? options.folder
    options.scales = try parseScales(try arguments.option("--scale"))
    options.sizeName = try arguments.option("--size")
    options.webFolder = try arguments.option("--web")
    options.withoutWeb = arguments.flag("--no-web")
    let extra = try arguments.positionals()
    guard extra.isEmpty else {
      throw UsageError("render takes no file names; use --out DIR to choose where it writes")
    }
    guard !options.folder.isEmpty else { throw UsageError("--out needs a folder") }
    guard options.webFolder?.isEmpty != true else {
      throw UsageError("--web needs a built @tanrei/web (scripts/build-web OUT writes OUT/web)")
    }
    guard options.webFolder == nil || !options.withoutWeb else {
      throw UsageError("--web and --no-web ask for opposite things; give one")
    }
    return options
  }

  /// Draws what `options` ask for; returns the exit status.
  static func run(_ options: Options) -> Int32 {
    let folder = options.folder
    let scales = options.scales
    let sizeName = options.sizeName
    var fixtures: [any GalleryFixture] = LoadingIndicatorFixture.all + FamilyFixture.all
    if let sizeName {
      let tokens = LoadingIndicatorTokens.tanrei
      var chosen = sizeName
      if tokens.size(named: sizeName) == nil {
        // The core's own fallback and wording (LDG-9).
        let resolved = ResolvedLoadingIndicator(
          props: LoadingIndicatorProps("Loading", size: LoadingIndicatorSize(sizeName)),
          tokens: tokens)
        for diagnostic in resolved.diagnostics where diagnostic.code == .unknownSize {
          StandardStreams.error("tanrei render: note: \(diagnostic.message)\n")
        }
        chosen = resolved.appearance.sizeName
      }
      fixtures = LoadingIndicatorFixture.all.filter { $0.props.size.name == chosen }
    }

    // The package is built or read before anything is drawn or written: a failure is said at
    // once.
    var module: [RenderedFile] = []
    var webFolder = options.webFolder
    if webFolder == nil && !options.withoutWeb {
      if let script = WebPackage.buildScript() {
        switch WebPackage.build(with: script) {
        case .success(let built): webFolder = built
        case .failure(let failure):
          StandardStreams.error("tanrei render: \(failure.message); nothing was written\n")
          return failure.status
        }
      } else {
        StandardStreams.error(
          "tanrei render: note: not in a checkout of the repository, so @tanrei/web is not "
            + "built; web.html shows the fixtures only (--web BUILT copies a built package)\n")
      }
    }
    if let webFolder {
      switch WebPackage.read(from: webFolder) {
      case .success(let files): module = files
      case .failure(let failure):
        let option = options.webFolder == nil ? "" : "--web: "
        StandardStreams.error("tanrei render: \(option)\(failure.message); nothing was written\n")
        return failure.status
      }
    }

    let output = OutputFolder(path: folder)
    if let status = output.prepare() { return status }
    let renderer = SiteRenderer(
      fixtures: fixtures, scales: scales, includesWebModule: !module.isEmpty)
    for note in renderer.notes { StandardStreams.error("tanrei render: note: \(note)\n") }
    let files: [RenderedFile]
    do {
      files = try renderer.renderAll()
    } catch {
      StandardStreams.error("tanrei render: nothing was written: \(error.message)\n")
      return 1
    }
    let status = output.write(module + files)
    if status == 0 && !module.isEmpty {
      StandardStreams.out(
        "\(WebElementPage.fileName) imports \(WebElementPage.moduleFolder)/"
          + "\(WebElementPage.entryPoint), which a browser loads only over HTTP: "
          + "python3 -m http.server --bind 127.0.0.1 --directory \(folder)\n")
    }
    return status
  }

  /// "1,2,3" as [1, 2, 3]; each must be a number above 0 and at most ``maximumScale``.
  static func parseScales(_ text: String?) throws(UsageError) -> [Double] {
    guard let text else { return FixtureRenderer.standardScales }
    var scales: [Double] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let word = item.trimmingCharacters(in: .whitespaces)
      guard let scale = Double(word), scale.isFinite else {
        throw UsageError("--scale: \"\(word)\" is not a number")
      }
      guard scale > 0 else {
        throw UsageError(
          "--scale: \(word) is not above 0; a scale is device pixels per logical pixel")
      }
      guard scale <= maximumScale else {
        throw UsageError(
          "--scale: \(word) is more than \(maximumScaleText), the largest scale render draws")
      }
      if !scales.contains(scale) { scales.append(scale) }
    }
    return scales
  }
}
