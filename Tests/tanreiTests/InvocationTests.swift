import Testing

@testable import TanreiCommandLine

/// The command line is read whole before anything runs; the cases here are inputs the
/// `command-line` fuzz target found or checks at its limits.
@Suite("tanrei's command line, read before anything runs")
struct InvocationTests {
  @Test(
    "what each command line asks for",
    arguments: [
      (["--version"], Invocation.text("tanrei \(Invocation.version)\n")),
      (["trace", "-"], .trace(path: "-")),
      (
        ["render", "--scale", "2,1,2", "--out", "x"],
        .render(RenderCommand.Options(folder: "x", scales: [2, 1]))
      ),
      (
        ["render", "--web", "built"],
        .render(RenderCommand.Options(webFolder: "built"))
      ),
      (
        ["render", "--no-web"],
        .render(RenderCommand.Options(withoutWeb: true))
      ),
    ])
  func reads(words: [String], expected: Invocation) throws {
    #expect(try Invocation.parse(words) == expected)
  }

  @Test(
    "a command line that cannot be used is refused with a message, never run",
    arguments: [
      ([], "no command given"),
      // Found by fuzzing: an empty word was taken for a scenario file's name.
      (["trace", ""], "trace needs a scenario file"),
      (["render", "--out", ""], "--out needs a folder"),
      (["render", "--web"], "--web needs a value"),
      (
        ["render", "--web="],
        "--web needs a built @tanrei/web (scripts/build-web OUT writes OUT/web)"
      ),
      (["render", "--scale", "1e999"], "--scale: \"1e999\" is not a number"),
      (["spin", "--show-delay", "1e300", "--", "true"], "--show-delay must be a number"),
      (["spin", "--", ""], "spin needs a command"),
      (["spin", "\u{0}"], "spin takes its command after --"),
    ])
  func refused(words: [String], message: String) {
    #expect {
      try Invocation.parse(words)
    } throws: { error in
      (error as? UsageError)?.message.hasPrefix(message) == true
    }
  }

  @Test("a command line over a mebibyte is refused, however it is made")
  func longCommandLine() {
    let word = String(repeating: "x", count: 1 << 16)
    let words = ["render"] + Array(repeating: word, count: 17)
    #expect {
      try Invocation.parse(words)
    } throws: { error in
      (error as? UsageError)?.message.contains("the most tanrei reads is 1048576") == true
    }
  }
}
