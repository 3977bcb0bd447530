import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tanrei-bench`: prints the figures the project holds itself to. Build it in release mode:
/// `swift run -c release tanrei-bench`.
@main
enum BenchCommand {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.contains("--help") || arguments.contains("-h") {
      print(
        "USAGE: swift run -c release tanrei-bench [frame] [render]\n\n"
          + "Prints benchmark figures and the goals they are held to; with no name, runs them all."
      )
      return
    }
    let known = ["frame", "render"]
    if let unknown = arguments.first(where: { !known.contains($0) }) {
      print("tanrei-bench: unknown benchmark \(unknown) (known: \(known.joined(separator: ", ")))")
      exit(2)
    }
    #if DEBUG
      print("note: a debug build; run with -c release for figures worth comparing\n")
    #endif
    if arguments.isEmpty || arguments.contains("frame") { frame() }
    if arguments.isEmpty || arguments.contains("render") { render() }
  }

  static func frame() {
    let frame = FrameBenchmark.run()
    print("Loading indicator frame(at:)")
    row(
      "median cost of one sample", format(frame.medianNanosecondsPerSample, "ns"), goal: "≤ 50 ns",
      met: frame.medianNanosecondsPerSample <= 50)
    // The counter proves itself first: an array of 64 integers must count as an allocation.
    let probe = Benchmark.allocations { Benchmark.consume(Array(repeating: 7, count: 64)) } ?? 0
    if probe == 0 {
      row("heap allocations per sample", "counter not working", goal: "0", met: nil)
    } else if let allocations = frame.allocationsPerSample {
      row("heap allocations per sample", format(allocations, ""), goal: "0", met: allocations == 0)
    } else {
      row("heap allocations per sample", "not counted on this platform", goal: "0", met: nil)
    }
    row(
      "10,000 indicators sampled at one time", format(frame.medianMillisecondsFor10000, "ms"),
      goal: "≤ 0.5 ms", met: frame.medianMillisecondsFor10000 <= 0.5)
  }

  static func render() {
    let figures = RenderBenchmark.run()
    print("\nFixtures to PNG files (\(figures.images) images: 6 fixtures at 1x, 2x, 3x)")
    row(
      "ours, all images (median of 15)", format(figures.oursMilliseconds, "ms"), goal: "-", met: nil
    )
    row("  of which rasterizing", format(figures.rasterMilliseconds, "ms"), goal: "-", met: nil)
    row("  of which PNG encoding", format(figures.encodeMilliseconds, "ms"), goal: "-", met: nil)
    row("  of which writing files", format(figures.writeMilliseconds, "ms"), goal: "-", met: nil)
    guard let theirs = figures.rsvgMilliseconds, let startup = figures.rsvgStartupMilliseconds
    else {
      row("rsvg-convert", figures.rsvgMissingReason ?? "not measured", goal: "-", met: nil)
      return
    }
    row("rsvg-convert, same SVGs (median of 5)", format(theirs, "ms"), goal: "-", met: nil)
    let ratio = theirs / figures.oursMilliseconds
    row("ratio, rsvg-convert / ours", format(ratio, "×"), goal: "≥ 10×", met: ratio >= 10)
    row(
      "rsvg-convert on an empty SVG, as often", format(startup, "ms"), goal: "-", met: nil)
    if theirs - startup < 0.1 * theirs {
      print(
        "  note: rsvg-convert's time is almost all starting the process; its drawing alone is too"
          + "\n  small to measure this way, so the ratio compares a library call with a process.")
    }
  }

  static func row(_ name: String, _ value: String, goal: String, met: Bool?) {
    let verdict = met.map { $0 ? "met" : "MISSED" } ?? "-"
    print("  " + pad(name, 40) + pad(value, 14) + pad("goal " + goal, 16) + verdict)
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  static func format(_ value: Double, _ unit: String) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return unit.isEmpty ? "\(rounded)" : "\(rounded) \(unit)"
  }
}
