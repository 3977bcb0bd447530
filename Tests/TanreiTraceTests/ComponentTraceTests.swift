import TanreiTestSupport
import Testing

@testable import TanreiCore
@testable import TanreiTrace

/// The harness drives every component of the family, in either design system.
@MainActor
@Suite("The trace harness drives every component")
struct ComponentTraceTests {
  func run(_ text: String) throws -> [JSONObject] {
    TraceRunner(scenario: try TraceScenario.parse(text)).lines().compactMap(\.objectValue)
  }

  @Test(
    "every line starts with the presence fields and ends with accessibility and diagnostics",
    arguments: TraceScenario.components)
  func commonFields(component: String) throws {
    let system = component == "spinner" ? "appetite" : "tanrei"
    let lines = try run(
      #"{"component": "\#(component)", "system": "\#(system)", "events": [{"at": 0, "do": "insert"}], "samples": [0, 400]}"#
    )
    for line in lines {
      #expect(
        Array(line.keys.prefix(7)) == ["t", "phase", "box", "drawn", "visible", "opacity", "scale"])
      #expect(line.keys.last == "diagnostics")
    }
    #expect(lines.first?["phase"] == .string("waiting"))
    #expect(lines.last?["drawn"] == .bool(true))
  }

  @Test("progress: the value, the indicator, and completion said once")
  func progress() throws {
    let lines = try run(
      #"{"component": "progress", "props": {"label": "Uploading", "value": 0.25, "showDelay": 0, "enterDuration": 0}, "events": [{"at": 0, "do": "insert"}, {"at": 100, "do": "set", "props": {"value": 1}}, {"at": 200, "do": "set", "props": {"value": 1.4}}], "samples": [50, 150, 250]}"#
    )
    #expect(lines[0]["indicatorLength"] == .number(80))
    #expect(lines[0]["accessibility"]?.objectValue?["value"] == .string("25 percent"))
    #expect(lines[0]["accessibility"]?.objectValue?["updatesFrequently"] == .bool(true))
    #expect(lines[1]["announcements"] == .array([.string("Uploading: complete")]))
    #expect(lines[2]["announcements"] == .array([.string("Uploading: complete")]))
    #expect(
      lines[2]["diagnostics"]?.arrayValue?.first?.stringValue?.hasPrefix("value-out-of-range")
        == true)
  }

  @Test("the same scenario in another system changes the tokens, not the behaviour")
  func systems() throws {
    let scenario =
      #"{"component": "progress", "system": "SYSTEM", "props": {"label": "L", "value": 0.5, "showDelay": 0}, "events": [{"at": 0, "do": "insert"}], "samples": [1000]}"#
    let tanrei = try run(scenario.replacingOccurrences(of: "SYSTEM", with: "tanrei"))[0]
    let appetite = try run(scenario.replacingOccurrences(of: "SYSTEM", with: "appetite"))[0]
    #expect(tanrei["indicatorColor"] == .string("#2f5bd3"))
    #expect(appetite["indicatorColor"] == .string("#155dfc"))
    #expect(tanrei["indicatorLength"] == appetite["indicatorLength"])
    #expect(tanrei["phase"] == appetite["phase"])
  }

  @Test("skeleton: hidden from assistive technology, shimmering in range")
  func skeleton() throws {
    let lines = try run(
      #"{"component": "skeleton", "props": {"width": 120, "height": 120, "shape": "rounded"}, "events": [{"at": 0, "do": "insert"}], "samples": [100, 1100]}"#
    )
    #expect(lines[0]["phase"] == .string("waiting"))
    #expect(lines[1]["accessibility"] == .null)
    #expect(lines[1]["cornerRadius"] == .number(8))
    let opacity = try #require(lines[1]["fillOpacity"]?.numberValue)
    #expect(opacity >= 0.2 && opacity <= 0.4)
  }

  @Test("typing indicator and spinner: their own fields")
  func typingAndSpinner() throws {
    let typing = try run(
      #"{"component": "typing-indicator", "props": {"showDelay": 0}, "events": [{"at": 0, "do": "insert"}], "samples": [50]}"#
    )[0]
    #expect(typing["dots"]?.arrayValue?.count == 3)
    let spinner = try run(
      #"{"component": "spinner", "system": "appetite-dark", "props": {"label": "Loading", "size": "lg", "showDelay": 0}, "events": [{"at": 0, "do": "insert"}], "samples": [160]}"#
    )[0]
    #expect(spinner["box"]?.objectValue?["width"] == .number(32))
    #expect(spinner["rotation"] == .number(90))
    #expect(spinner["indicatorColor"] == .string("#2b7fff"))
  }

  @Test("every example scenario in examples/scenarios runs")
  func examples() throws {
    let files = RepositoryFiles.files(under: "examples/scenarios").filter { $0.hasSuffix(".json") }
    #expect(files.count >= 6)
    for file in files {
      let scenario = try TraceScenario.parse(try RepositoryFiles.text("examples/scenarios/" + file))
      #expect(!TraceRunner(scenario: scenario).lines().isEmpty, "\(file)")
    }
  }
}
