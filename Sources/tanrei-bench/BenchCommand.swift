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
        "USAGE: swift run -c release tanrei-bench [frame] [update] [progress] [soak] [render]\n\n"
          + "Prints benchmark figures and the goals they are held to; with no name, runs them all."
      )
      return
    }
    let known = ["frame", "update", "progress", "soak", "render"]
    if let unknown = arguments.first(where: { !known.contains($0) }) {
      print("tanrei-bench: unknown benchmark \(unknown) (known: \(known.joined(separator: ", ")))")
      exit(2)
    }
    #if DEBUG
      print("note: a debug build; run with -c release for figures worth comparing\n")
    #endif
    print(
      "tanrei-bench: \(Benchmark.pinToOneCore()); medians and 90th percentiles over rounds; "
        + "frames timed by \(Benchmark.timeSource)")
    if arguments.isEmpty || arguments.contains("frame") { frame() }
    if arguments.isEmpty || arguments.contains("update") { update() }
    if arguments.isEmpty || arguments.contains("progress") { progress() }
    if arguments.isEmpty || arguments.contains("soak") { soak() }
    if arguments.isEmpty || arguments.contains("render") { render() }
  }

  static func frame() {
    let figures = FrameBenchmark.run()
    print(
      "\nOne frame(at:) sample, ns (\(FrameBenchmark.rounds) rounds of "
        + "\(FrameBenchmark.repetitions) × 8 samples)")
    // The counter proves itself first: an array of 64 integers must count as an allocation.
    let probe = Benchmark.allocations { Benchmark.consume(Array(repeating: 7, count: 64)) } ?? 0
    for component in figures.components {
      spreadRow(component.name, component.nanoseconds, "ns", median: 40, p90: 50)
      if probe == 0 {
        row("  heap allocations per sample", "counter not working", goal: "0", met: nil)
      } else if let allocations = component.allocations {
        row(
          "  heap allocations per sample", format(allocations, ""), goal: "0",
          met: allocations == 0)
      } else {
        row("  heap allocations per sample", "not counted on this platform", goal: "0", met: nil)
      }
    }
    print("\n10,000 loading indicators sampled at one time, ms (\(FrameBenchmark.rounds) rounds)")
    spreadRow("all 10,000", figures.screen, "ms", median: 0.4, p90: nil)
  }

  static func update() {
    let figures = MainActor.assumeIsolated { UpdateBenchmark.run() }
    print(
      "\nA SwiftUI view's update, through the path the view takes: props, context, layout, "
        + "props handed on (\(UpdateBenchmark.rounds) rounds of \(UpdateBenchmark.repetitions))")
    spreadRow("a parent's update, equal props", figures.equal, "ns", median: 200, p90: nil)
    allocationRow(figures.equalAllocations, goal: 0)
    spreadRow("a progress value tick", figures.tick, "ns", median: 1000, p90: nil)
    allocationRow(figures.tickAllocations, goal: nil)
  }

  /// Heap allocations per update, beside their goal when there is one.
  static func allocationRow(_ allocations: Double?, goal: Double?) {
    guard let allocations else {
      row("  heap allocations per update", "not counted on this platform", goal: "-", met: nil)
      return
    }
    row(
      "  heap allocations per update", format(allocations, ""),
      goal: goal.map { format($0, "") } ?? "-", met: goal.map { allocations <= $0 })
  }

  /// What every `advance()` cost before redraws were capped: a redraw each, measured with this
  /// benchmark on the uncapped bar (release build, the development machine, 2026-12-03).
  static let uncappedAdvanceNanoseconds = 21_541.0

  static func progress() {
    print(
      "\nA terminal progress bar's advance() in a tight loop, the bar shown, ns "
        + "(\(ProgressBenchmark.rounds) rounds of \(ProgressBenchmark.repetitions))")
    guard let figures = ProgressBenchmark.run() else {
      row("advance()", "/dev/null cannot be opened", goal: "≤ 100 ns", met: nil)
      return
    }
    spreadRow("advance(), amortized", figures, "ns", median: 100, p90: nil)
    row(
      "  before the cap (a redraw every advance)",
      format(uncappedAdvanceNanoseconds, "ns"), goal: "-", met: nil)
  }

  static func soak() {
    let figures = MainActor.assumeIsolated { SoakBenchmark.run() }
    print(
      "\nA driver fed \(figures.events) events over a simulated day "
        + "(\(format(figures.seconds, "s")) of wall time)")
    if let first = figures.heapBytes.first, let last = figures.heapBytes.last {
      let kib = figures.heapBytes.map { String(format: "%.0f", Double($0) / 1024) }
      print("  heap in use after each tenth, KiB: " + kib.joined(separator: " "))
      let growth = Double(last - first) / 1024
      row(
        "heap growth, first tenth to the end", format(growth, "KiB"), goal: "≤ 64 KiB",
        met: growth <= 64)
    } else {
      row("heap growth", "not measurable on this platform", goal: "≤ 64 KiB", met: nil)
    }
    row(
      "frames unlike a fresh lifecycle's", "\(figures.mismatches) of \(figures.checks)",
      goal: "0", met: figures.mismatches == 0 && figures.checks > 0)
    if let first = figures.firstMismatch { print("  first: \(first)") }
  }

  static func render() {
    let figures = RenderBenchmark.run()
    print(
      "\nDrawing the spec's \(figures.images) fixture images (6 fixtures at 1x, 2x, 3x), "
        + "ms a round (\(figures.rounds) rounds)")
    spreadRow("ours, scene to pixels", figures.oursDraw, "ms", median: nil, p90: nil)
    spreadRow(
      "ours, frame to scene to pixels", figures.oursFrameToPixels, "ms", median: nil, p90: nil)
    if let theirs = figures.theirsDraw, let parsing = figures.theirsParseAndDraw {
      spreadRow("librsvg + cairo, drawing", theirs, "ms", median: nil, p90: nil)
      spreadRow("librsvg + cairo, parsing and drawing", parsing, "ms", median: nil, p90: nil)
      let ratio = theirs.median / figures.oursDraw.median
      row(
        "ratio of medians, librsvg / ours (drawing)", format(ratio, "×"), goal: "> 1×",
        met: ratio > 1)
      let whole = parsing.median / figures.oursFrameToPixels.median
      row("ratio, from SVG text / from the frame", format(whole, "×"), goal: "-", met: nil)
    } else {
      row("librsvg + cairo", figures.theirsMissingReason ?? "not measured", goal: "-", met: nil)
    }
    print("\nOurs to PNG files (median of 15 rounds)")
    spreadRow("all images", figures.toFiles, "ms", median: nil, p90: nil)
    row("  of which rasterizing", format(figures.rasterMilliseconds, "ms"), goal: "-", met: nil)
    row("  of which PNG encoding", format(figures.encodeMilliseconds, "ms"), goal: "-", met: nil)
    row(
      "  of which writing files (no fsync)", format(figures.writeMilliseconds, "ms"), goal: "-",
      met: nil)
    print("\nThe main job, tanrei render (release build, 7 runs)")
    if let job = figures.mainJob {
      spreadRow("tanrei render, whole, wall time", job, "ms", median: 1000, p90: nil)
      if let processor = figures.mainJobProcessor {
        spreadRow("  its processor time (user + system)", processor, "ms", median: nil, p90: nil)
      }
    } else {
      row("tanrei render", figures.mainJobMissingReason ?? "not measured", goal: "-", met: nil)
    }
  }

  /// A row for a median and a 90th percentile, each with its goal when it has one.
  static func spreadRow(
    _ name: String, _ spread: Benchmark.Spread, _ unit: String, median: Double?, p90: Double?
  ) {
    let value = "\(format(spread.median, "")) / \(format(spread.p90, "")) \(unit)"
    var goals: [String] = []
    var met: Bool?
    if let median {
      goals.append("≤ \(format(median, ""))")
      met = spread.median <= median
    }
    if let p90 {
      goals.append("p90 ≤ \(format(p90, ""))")
      met = (met ?? true) && spread.p90 <= p90
    }
    row(
      name + " (median / p90)", value, goal: goals.isEmpty ? "-" : goals.joined(separator: ", "),
      met: met)
  }

  static func row(_ name: String, _ value: String, goal: String, met: Bool?) {
    let verdict = met.map { $0 ? "met" : "MISSED" } ?? "-"
    print("  " + pad(name, 46) + pad(value, 20) + pad("goal " + goal, 22) + verdict)
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  static func format(_ value: Double, _ unit: String) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return unit.isEmpty ? "\(rounded)" : "\(rounded) \(unit)"
  }
}
