import TanreiCore
import Testing

@testable import TanreiTrace

/// Scenarios that ask for too much: each refused with the member at fault, before any work.
@Suite("Scenarios at their limits")
struct ScenarioLimitsTests {
  @Test("more samples than allowed are refused: a small file could otherwise write gigabytes")
  func tooManySamples() {
    let samples = Array(repeating: "0", count: TraceScenario.maximumSamples + 1)
    let text = #"{"events": [], "samples": [\#(samples.joined(separator: ","))]}"#
    #expect {
      try TraceScenario.parse(text)
    } throws: { error in
      (error as? TraceError)?.message
        == "samples: 100001 samples; a scenario may ask for at most 100000"
    }
  }

  @Test("as many samples as allowed are traced")
  func mostSamples() throws {
    let samples = Array(repeating: "1", count: TraceScenario.maximumSamples)
    let text = #"{"events": [], "samples": [\#(samples.joined(separator: ","))]}"#
    #expect(try TraceScenario.parse(text).samples.count == 100_000)
  }

  @Test("more events than allowed are refused")
  func tooManyEvents() {
    let events = Array(repeating: #"{"at": 0, "do": "insert"}"#, count: 100_001)
    let text = #"{"events": [\#(events.joined(separator: ","))], "samples": []}"#
    #expect {
      try TraceScenario.parse(text)
    } throws: { error in
      (error as? TraceError)?.message.hasPrefix("events: 100001 events") == true
    }
  }

  @Test("nesting deeper than the parser allows is refused with its place")
  func deepNesting() {
    let text = #"{"props": "# + String(repeating: "[", count: 300) + "]}"
    #expect {
      try TraceScenario.parse(text)
    } throws: { error in
      (error as? TraceError)?.message.contains("nesting deeper than 256 levels") == true
    }
  }
}
