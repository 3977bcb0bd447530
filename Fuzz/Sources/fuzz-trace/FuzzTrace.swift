import FuzzSupport
import TanreiCore
import TanreiTrace

/// Any text as a trace scenario: an error that says what is wrong, or one line per sample, each
/// a JSON object the parser reads back, starting with the sample's time.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrace(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let scenario: TraceScenario
  do {
    scenario = try TraceScenario.parse(FuzzInput(data, size).text)
  } catch {
    require(!error.message.isEmpty, "a refusal without a message")
    return 0
  }
  // libFuzzer calls from the process's main thread, where the main actor runs; the SwiftUI
  // host's bridges are isolated to it.
  let lines = MainActor.assumeIsolated { TraceRunner(scenario: scenario).lines() }
  require(
    lines.count == scenario.samples.count, "\(lines.count) lines, \(scenario.samples.count) samples"
  )
  let writer = JSONWriter()
  for (line, sample) in zip(lines, scenario.samples) {
    let text = writer.string(from: line)
    guard let read = try? JSONParser.parse(text), let object = read.objectValue else {
      fatalError("a trace line that does not read back: \(text)")
    }
    require(object.keys.first == "t", "a line that does not start with t: \(text)")
    // The trace writes numbers to six decimal places, as its documentation says.
    let t = object["t"]?.numberValue ?? .nan
    require(writer.format(t) == writer.format(sample), "t differs from \(sample): \(text)")
    for key in ["opacity", "scale"] {
      guard let number = object[key]?.numberValue else { fatalError("no \(key): \(text)") }
      require((0...1).contains(number) || key == "scale", "\(key) \(number): \(text)")
    }
  }
  return 0
}
