import Foundation
import TanreiTestSupport
import Testing

/// `tanrei trace` as a person runs it: files, standard input, and every way to get it wrong.
@Suite("tanrei trace on the command line", .timeLimit(.minutes(1)))
struct TraceCommandTests {
  @Test("a scenario file gives one JSON line per sample")
  func file() async throws {
    let result = try await ProgramRunner.run(
      "tanrei", ["trace", RepositoryFiles.url("examples/scenarios/issue-timeline.json").path])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 5)
    #expect(
      lines.first?.hasPrefix(#"{"t":0,"phase":"waiting","box":{"width":24,"height":24}"#) == true)
  }

  @Test("- reads the scenario from standard input")
  func standardInput() async throws {
    let scenario =
      #"{"props": {"label": "Saving", "showDelay": 0}, "events": [{"at": 0, "do": "insert"}], "samples": [0]}"#
    let result = try await ProgramRunner.run("tanrei", ["trace", "-"], input: scenario)
    #expect(result.status == 0)
    #expect(result.output.contains(#""phase":"entering""#))
    #expect(result.output.contains(#""name":"Saving""#))
  }

  @Test(
    "bad scenarios are refused with a message naming the problem and status 2",
    arguments: [
      ("{", "not valid JSON: line 1, column 2"),
      (#"{"events": [], "samples": [-1]}"#, "samples[0]: -1 is negative"),
      (
        #"{"events": [{"at": 0, "do": "explode"}], "samples": []}"#,
        "events[0].do: \"explode\" is not an event"
      ),
      (
        #"{"events": [{"at": 1e999, "do": "insert"}], "samples": []}"#,
        "events[0].at: inf is not a finite number"
      ),
      (
        #"{"props": {"size": 3}, "events": [], "samples": []}"#,
        "props.size: expected a string, found a number"
      ),
      (#"{"props": {"colour": "red"}, "events": [], "samples": []}"#, "props.colour: not a prop"),
      (#"{"events": [], "samples": [], "extra": 1}"#, "extra: not part of a scenario"),
      (
        #"{"component": "dial", "events": [], "samples": []}"#,
        "component: \"dial\" is not a component"
      ),
      (
        #"{"component": "spinner", "events": [], "samples": []}"#,
        "system: Tanrei has no spinner tokens"
      ),
      (
        #"{"system": "appetite", "events": [], "samples": []}"#,
        "Appetite UI has no loading-indicator tokens"
      ),
      (
        #"{"component": "progress", "props": {"style": "pie"}, "events": [], "samples": []}"#,
        "props.style: \"pie\" is not a style"
      ),
      (
        #"{"events": [{"at": 0, "do": "direction", "value": "up"}], "samples": []}"#,
        "events[0].value: expected \"ltr\" or \"rtl\""
      ),
      (#"{"samples": []}"#, "events: a scenario needs an events array"),
    ])
  func badScenario(text: String, expected: String) async throws {
    let result = try await ProgramRunner.run("tanrei", ["trace", "-"], input: text)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.error.contains(expected), "\(result.error)")
  }

  @Test(
    "a missing file, no file, two files, or an unknown option are usage errors",
    arguments: [
      (["trace", "/no/such/scenario.json"], "no such file"),
      (["trace"], "trace needs a scenario file"),
      (["trace", "a.json", "b.json"], "trace takes one scenario file"),
      (["trace", "--fast", "a.json"], "unknown option --fast"),
      (["conjure"], "unknown command conjure"),
      ([], "USAGE: tanrei"),
    ])
  func usageErrors(arguments: [String], expected: String) async throws {
    let result = try await ProgramRunner.run("tanrei", arguments)
    #expect(result.status == 2)
    #expect(result.error.contains(expected), "\(result.error)")
  }

  @Test("help and version answer on standard output with status 0")
  func helpAndVersion() async throws {
    let help = try await ProgramRunner.run("tanrei", ["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("trace"))
    let traceHelp = try await ProgramRunner.run("tanrei", ["trace", "--help"])
    #expect(traceHelp.output.contains("reducedMotion"))
    let version = try await ProgramRunner.run("tanrei", ["--version"])
    #expect(version.output.hasPrefix("tanrei "))
  }

  @Test("a scenario larger than 16 MiB is refused with status 2, from a file or standard input")
  func tooLarge() async throws {
    let scratch = try ScratchFolder("trace-large")
    defer { scratch.remove() }
    let padding = String(repeating: " ", count: 16 << 20)
    let scenario = #"{"events": [], "samples": [0]}"# + padding
    try scenario.write(to: scratch.file("large.json"), atomically: false, encoding: .utf8)
    let file = try await ProgramRunner.run("tanrei", ["trace", scratch.file("large.json").path])
    #expect(file.status == 2)
    #expect(file.error.contains("larger than 16 MiB, the most trace reads"), "\(file.error)")
    let piped = try await ProgramRunner.run("tanrei", ["trace", "-"], input: scenario)
    #expect(piped.status == 2)
    #expect(piped.error.contains("standard input: larger than 16 MiB"), "\(piped.error)")
    #expect(piped.output.isEmpty)
  }

  @Test("a folder given as the scenario is refused with status 2")
  func folder() async throws {
    let scratch = try ScratchFolder("trace-folder")
    defer { scratch.remove() }
    let result = try await ProgramRunner.run("tanrei", ["trace", scratch.url.path])
    #expect(result.status == 2)
    #expect(result.error.contains("cannot be read"), "\(result.error)")
  }
}
