import TanreiTestSupport
import Testing

/// The help `tanrei` prints reads on a standard terminal as written: no line wraps at 80
/// columns.
@Suite("tanrei's help fits 80 columns")
struct HelpTests {
  @Test(
    "every line of the help is at most 80 columns wide",
    arguments: [[], ["spin"], ["render"], ["trace"]])
  func fits(command: [String]) async throws {
    let result = try await ProgramRunner.run("tanrei", command + ["--help"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count > 5)
    for line in lines {
      // The help is ASCII but for a few one-column marks (…, ✖, —).
      #expect(line.count <= 80, "\(line.count) columns: \(line)")
    }
  }
}
