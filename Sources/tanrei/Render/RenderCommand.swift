import Foundation
import TanreiCore
import TanreiRender

/// `tanrei render [--out DIR]`: draws every fixture of the family, its variants and animations,
/// and a gallery.
struct RenderCommand {
  static let usage = """
    USAGE: tanrei render [--out DIR] [--scale LIST] [--size NAME]

    Draws the loading indicator's fixtures and variants, then the rest of the family (progress
    bar and ring, skeleton, typing indicator, Appetite UI's spinner) in Tanrei's and Appetite
    UI's tokens, and writes, into DIR:
      <fixture>@<scale>x.png     each fixture and variant at each scale
      <fixture>.svg              each fixture and variant as SVG
      <fixture>.animated.svg     the delay, the entrance and the motion, as a browser plays them
      <fixture>-reduced-motion.animated.svg   the same under reduced motion
      <component>.html           each component's spec page: usage, props, tokens,
                                 requirements and the tests that check them
      index.html                 a gallery of them all, with ids, sizes and token values
    and prints each file it wrote.

    Options:
      --out DIR        The folder to write into, created if missing (default: tanrei-out).
      --scale LIST     Scales for the PNGs, comma-separated, each above 0 and at most \(maximumScaleText)
                       (default: 1,2,3).
      --size NAME      Only the loading indicator's fixtures of this size. A size the system
                       lacks draws the default size instead, with a note saying so.

    Exit status: 0 when every file was written, 1 when a file could not be written, 2 for a
    command line that cannot be run.

    """

  /// Scales above this draw images no one needs and cost memory for nothing.
  static let maximumScale = 16.0
  static var maximumScaleText: String { SVGNumber.format(maximumScale) }

  /// What a `tanrei render` command line asks for.
  struct Options: Equatable {
    /// The folder to write into.
    var folder = "tanrei-out"
    /// The PNGs' scales, each above 0 and at most ``maximumScale``.
    var scales = FixtureRenderer.standardScales
    /// Only the loading indicator's fixtures of this size.
    var sizeName: String?
  }

  /// Reads the options that follow `render`.
  static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> Options {
    var options = Options()
    options.folder = try arguments.option("--out") ?? options.folder
    options.scales = try parseScales(try arguments.option("--scale"))
    options.sizeName = try arguments.option("--size")
    let extra = try arguments.positionals()
    guard extra.isEmpty else {
      throw UsageError("render takes no file names; use --out DIR to choose where it writes")
    }
    guard !options.folder.isEmpty else { throw UsageError("--out needs a folder") }
    return options
  }

  /// Draws what `options` ask for; returns the exit status.
  static func run(_ options: Options) -> Int32 {
    let folder = options.folder
    let scales = options.scales
    let sizeName = options.sizeName
    var fixtures: [any RenderableFixture] = LoadingIndicatorFixture.all + FamilyFixture.all
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

    let output = OutputFolder(path: folder)
    if let status = output.prepare() { return status }
    let renderer = FixtureRenderer(fixtures: fixtures, scales: scales)
    for note in renderer.notes { StandardStreams.error("tanrei render: note: \(note)\n") }
    let files: [RenderedFile]
    do {
      files = try renderer.renderAll()
    } catch {
      StandardStreams.error("tanrei render: nothing was written: \(error.message)\n")
      return 1
    }
    return output.write(files)
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
