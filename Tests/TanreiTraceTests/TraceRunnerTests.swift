import Foundation
import TanreiTestSupport
import Testing

@testable import TanreiCore
@testable import TanreiTrace

@MainActor
@Suite("The trace harness: scenarios in, one frame per sample out")
struct TraceRunnerTests {
  func run(_ text: String) throws -> [JSONObject] {
    let scenario = try TraceScenario.parse(text)
    return TraceRunner(scenario: scenario).lines().compactMap(\.objectValue)
  }

  @Test("the issue's example timeline matches its recorded output line for line")
  func recordedTimeline() throws {
    let scenario = try TraceScenario.parse(
      try RepositoryFiles.text("examples/scenarios/issue-timeline.json"))
    let output = TraceRunner(scenario: scenario).text()
    try TextReference.assertMatches(
      output, at: "Tests/TanreiTraceTests/__Snapshots__/issue-timeline.jsonl")
  }

  @Test("every line has the fields the format promises, in order")
  func fields() throws {
    let lines = try run(#"{"events": [{"at": 0, "do": "insert"}], "samples": [0, 400]}"#)
    #expect(
      lines.first?.keys == [
        "t", "phase", "box", "drawn", "visible", "opacity", "scale", "mark", "rotation",
        "markOpacity", "animating", "contained", "size", "entrance", "direction", "accessibility",
        "diagnostics",
      ])
    let shown = try #require(lines.last)
    #expect(shown["phase"] == .string("entering"))
    #expect(shown["mark"] == .string("arc"))
    #expect(shown["rotation"] == .number(36))
    let node = try #require(shown["accessibility"]?.objectValue)
    #expect(node.keys == ["role", "name", "busy", "value", "focusable"])
    #expect(node["value"] == .null)
  }

  @Test("each line is the lifecycle's frame at that time")
  func agreesWithTheLifecycle() throws {
    let text =
      #"{"props": {"label": "L", "entrance": "grow"}, "events": [{"at": 10, "do": "insert"}, {"at": 500, "do": "hide"}], "samples": [0, 200, 310, 400, 480, 900]}"#
    var lifecycle = LoadingIndicatorLifecycle(props: LoadingIndicatorProps("L", entrance: .grow))
    lifecycle.apply(.insert, at: .milliseconds(10))
    lifecycle.apply(.hide, at: .milliseconds(500))
    let writer = JSONWriter()
    for line in try run(text) {
      let t = try #require(line["t"]?.numberValue)
      let frame = lifecycle.frame(at: .milliseconds(Int64(t)))
      #expect(line["phase"] == .string(frame.phase.rawValue))
      #expect(writer.format(line["opacity"]?.numberValue ?? -1) == writer.format(frame.opacity))
      #expect(writer.format(line["scale"]?.numberValue ?? -1) == writer.format(frame.scale))
      #expect(line["visible"] == .bool(frame.isVisible))
    }
  }

  @Test("events are applied by time whatever order they are written in")
  func eventOrder() throws {
    let lines = try run(
      #"{"props": {"showDelay": 0}, "events": [{"at": 500, "do": "remove"}, {"at": 0, "do": "insert"}], "samples": [100, 600]}"#
    )
    #expect(lines.map { $0["phase"] } == [.string("entering"), .string("absent")])
  }

  @Test("set changes only the props it names; null takes the default back")
  func partialSet() throws {
    let lines = try run(
      #"{"props": {"label": "A", "size": "large", "contained": true}, "events": [{"at": 0, "do": "insert"}, {"at": 100, "do": "set", "props": {"contained": null, "label": "B"}}], "samples": [50, 150, 400]}"#
    )
    #expect(lines[0]["box"]?.objectValue?["width"] == .number(48))
    #expect(lines[1]["box"]?.objectValue?["width"] == .number(40))
    #expect(lines[1]["contained"] == .bool(false))
    #expect(lines[2]["accessibility"]?.objectValue?["name"] == .string("B"))
  }

  @Test("diagnostics follow the props in force and the events so far")
  func diagnostics() throws {
    let lines = try run(
      #"{"props": {"label": "", "size": "huge"}, "events": [{"at": 0, "do": "insert"}, {"at": 50, "do": "insert"}, {"at": 100, "do": "set", "props": {"label": "Ok", "size": "small", "showDelay": 1e999}}], "samples": [0, 60, 200]}"#
    )
    func codes(_ line: JSONObject) -> [String] {
      (line["diagnostics"]?.arrayValue ?? []).compactMap {
        $0.stringValue?.split(separator: ":").first.map(String.init)
      }
    }
    #expect(codes(lines[0]) == ["unknown-size", "empty-label"])
    #expect(codes(lines[1]) == ["unknown-size", "empty-label", "redundant-event"])
    #expect(codes(lines[2]) == ["invalid-show-delay", "redundant-event"])
  }

  @Test("a motion scale the core cannot use is reported in the output, not refused")
  func badMotionScale() throws {
    let lines = try run(
      #"{"environment": {"motionScale": -2}, "props": {"label": "L"}, "events": [], "samples": [0]}"#
    )
    let first = lines.first?["diagnostics"]?.arrayValue?.first?.stringValue
    #expect(first?.hasPrefix("invalid-motion-scale") == true)
  }
}
