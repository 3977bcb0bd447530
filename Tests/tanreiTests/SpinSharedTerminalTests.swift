import Foundation
import TanreiTestSupport
import Testing

/// `tanrei spin` on a terminal it shares: with the reader of its output pipe, with keys typed
/// ahead, with a window that narrows. Whatever else writes, nothing of the indicator stays on
/// screen after exit, and no foreign text lands on its line.
@Suite("tanrei spin on a shared terminal", .serialized, .ownExecutor)
struct SpinSharedTerminalTests {
  @Test(
    "output piped to a reader that writes to the same terminal leaves only that output",
    arguments: [
      ("sleep 1; seq 3", "cat", ["1", "2", "3"]),
      ("sleep 1; seq 3", "tee /dev/null", ["1", "2", "3"]),
      ("sleep 1; seq 5", "head -2", ["1", "2"]),
      ("sleep 0.8; seq 2; sleep 0.8; echo 3", "cat", ["1", "2", "3"]),
      ("sleep 1; seq 3", "cat | cat", ["1", "2", "3"]),
      ("sleep 0.6; yes", "head -2", ["y", "y"]),
    ])
  func pipedToTheSameTerminal(script: String, reader: String, lines: [String]) async throws {
    let session = try PseudoTerminalSession(
      shell: #""$TANREI" spin --show-delay 0 --label Working -- sh -c '\#(script)' | \#(reader)"#)
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.screen.nonEmptyLines == lines, "\(result.text.debugDescription)")
    #expect(result.screen.cursorVisible)
  }

  @Test("a reader that writes elsewhere leaves the indicator alone, and gets every byte")
  func pipedElsewhere() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tanrei-spin-pipe-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("copy").path
    let session = try PseudoTerminalSession(
      shell:
        #""$TANREI" spin --show-delay 0 --label Working -- sh -c 'sleep 0.6; seq 1000' | cat > '\#(file)'"#
    )
    let result = await session.finish()
    #expect(result.status == 0)
    let copied = try String(contentsOfFile: file, encoding: .utf8)
    #expect(copied == (1...1000).map { "\($0)\n" }.joined())
    #expect(result.screen.nonEmptyLines.isEmpty, "\(result.screen.lines)")
  }

  @Test("keys typed ahead go to the command's terminal and never land on the label")
  func typedAhead() async throws {
    let session = try PseudoTerminalSession(
      "tanrei", ["spin", "--show-delay", "0", "--label", "Working", "--", "sleep", "2"])
    #expect(await session.waitFor { TerminalScreen($0).currentLine == "◝ Working" })
    session.type(Array("abc".utf8))
    // The command's terminal echoes them as an unfinished line: the indicator steps aside.
    #expect(await session.waitFor { TerminalScreen($0).currentLine == "abc" })
    let during = TerminalScreen(session.bytesSoFar)
    #expect(during.cursorVisible)
    let result = await session.finish()
    #expect(result.status == 0)
    var screen = TerminalScreen()
    for chunk in result.chunks {
      screen.read(chunk.bytes)
      #expect(!screen.lines.contains { $0.contains("Working") && $0.contains("abc") })
    }
    #expect(!result.screen.lines.contains { $0.contains("Working") }, "\(result.screen.lines)")
    #expect(result.screen.cursorVisible)
  }

  @Test("Ctrl-C for a command that ignores it: no ^C on the label, and the spin goes on")
  func interruptIgnored() async throws {
    let session = try PseudoTerminalSession(
      "tanrei",
      ["spin", "--show-delay", "0", "--label", "Working", "--", "sh", "-c", "trap '' INT; sleep 2"]
    )
    // A quarter turn in, the shell has set its trap.
    #expect(await session.waitFor { TerminalScreen($0).currentLine == "◞ Working" })
    session.type([0x03])
    let typed = session.bytesSoFar.count
    // The line may step aside for the key's echo for a moment: the spin goes on when a later
    // quarter turn is drawn with the label, whatever came between.
    #expect(
      await session.waitFor { bytes in
        let line = TerminalScreen(bytes).currentLine
        return bytes.count > typed && line.hasSuffix(" Working") && !line.hasPrefix("◞")
      }, "\(TerminalScreen(session.bytesSoFar).lines)")
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(!result.text.contains("^C"), "\(result.text.debugDescription)")
    #expect(result.screen.nonEmptyLines.isEmpty, "\(result.screen.lines)")
    #expect(result.screen.cursorVisible)
  }

  @Test("a window that narrows and reflows the line leaves no piece of it after exit")
  func reflowingShrink() async throws {
    let label = "Fetching packages from a registry"
    let session = try PseudoTerminalSession(
      "tanrei", ["spin", "--show-delay", "0", "--label", label, "--", "sleep", "2"], columns: 60)
    #expect(await session.waitFor { TerminalScreen($0).currentLine.hasSuffix(label) })
    // The terminal rewraps what it shows at the moment the window narrows.
    let before = session.bytesSoFar
    session.resize(columns: 20)
    let result = await session.finish()
    var screen = TerminalScreen(before)
    screen.reflow(columns: 20)
    screen.read(Array(result.bytes[before.count...]))
    #expect(result.status == 0)
    #expect(screen.nonEmptyLines.isEmpty, "\(screen.lines)")
    #expect(screen.cursorVisible)
  }
}

/// `tanrei spin`'s own command line: its version, and errors that point to its help.
@Suite("tanrei spin's command line")
struct SpinCommandLineTests {
  @Test("tanrei spin --version shows the version")
  func version() async throws {
    let result = try await ProgramRunner.run("tanrei", ["spin", "--version"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("tanrei "), "\(result.output)")
  }

  @Test(
    "a usage error names the subcommand's help",
    arguments: [["spin", "--bogus", "--", "true"], ["spin"], ["render", "--bogus"]])
  func usageNamesTheSubcommand(arguments: [String]) async throws {
    let result = try await ProgramRunner.run("tanrei", arguments)
    #expect(result.status == 2)
    #expect(result.error.contains("Run tanrei \(arguments[0]) --help"), "\(result.error)")
  }
}

/// `tanrei spin` stepping aside for a command that asks something on the terminal.
@Suite("tanrei spin and a command's prompt", .serialized, .ownExecutor)
struct SpinPromptTests {
  @Test("a prompt without a line feed: the indicator steps aside, the cursor shows, keys echo")
  func prompt() async throws {
    let script = #"sleep 0.6; printf 'Name: '; read name; echo "hello $name"; sleep 0.6"#
    let session = try PseudoTerminalSession(
      "tanrei", ["spin", "--show-delay", "0", "--label", "Working", "--", "sh", "-c", script])
    #expect(await session.waitFor { TerminalScreen($0).currentLine == "Name:" })
    let asking = TerminalScreen(session.bytesSoFar)
    #expect(asking.cursorVisible)
    #expect(asking.nonEmptyLines == ["Name:"], "\(asking.lines)")
    session.type(Array("Ada\r".utf8))
    #expect(await session.waitFor { TerminalScreen($0).nonEmptyLines.contains("hello Ada") })
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.screen.nonEmptyLines == ["Name: Ada", "hello Ada"], "\(result.screen.lines)")
    #expect(result.screen.cursorVisible)
  }
}
