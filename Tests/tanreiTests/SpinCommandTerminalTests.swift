import Foundation
import TanreiTestSupport
import Testing

/// `tanrei spin` gives its command a terminal of its own where the indicator animates: the
/// command sees a terminal, its output keeps its order, it can ask and be answered, and ours is
/// put back as it was.
@Suite("tanrei spin gives the command a terminal", .serialized, .ownExecutor)
struct SpinCommandTerminalTests {
  static func spin(_ script: String, label: String = "Working") -> [String] {
    ["spin", "--show-delay", "0", "--label", label, "--", "sh", "-c", script]
  }

  @Test("the command's standard input, output and error are terminals")
  func seesATerminal() async throws {
    let session = try PseudoTerminalSession(
      "tanrei",
      Self.spin("test -t 0 && echo in; test -t 1 && echo out; test -t 2 && echo err; sleep 0.3"))
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.screen.nonEmptyLines == ["in", "out", "err"])
    #expect(result.screen.cursorVisible)
  }

  @Test("output and errors arrive in the order the command wrote them")
  func order() async throws {
    let script = "for i in 1 2 3 4; do echo out$i; echo err$i >&2; done; sleep 0.3"
    let session = try PseudoTerminalSession("tanrei", Self.spin(script))
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(
      result.screen.nonEmptyLines == (1...4).flatMap { ["out\($0)", "err\($0)"] },
      "\(result.screen.lines)")
  }

  @Test("a password read with the echo off: the answer reaches the command and is not shown")
  func password() async throws {
    let script =
      #"sleep 0.4; stty -echo; printf 'Password: '; read secret; stty echo; echo; echo "got ${#secret} characters""#
    let session = try PseudoTerminalSession("tanrei", Self.spin(script))
    #expect(await session.waitFor { TerminalScreen($0).currentLine == "Password:" })
    #expect(TerminalScreen(session.bytesSoFar).cursorVisible)
    session.type(Array("hunter2\r".utf8))
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(!result.text.contains("hunter2"))
    #expect(
      result.screen.nonEmptyLines == ["Password:", "got 7 characters"], "\(result.screen.lines)")
  }

  @Test("a question asked on /dev/tty steps the indicator aside, and its answer is read there")
  func questionOnTheTerminal() async throws {
    let script =
      #"sleep 0.4; printf 'Continue? ' > /dev/tty; read -r answer < /dev/tty; echo "answer $answer""#
    let session = try PseudoTerminalSession("tanrei", Self.spin(script))
    #expect(await session.waitFor { TerminalScreen($0).currentLine == "Continue?" })
    #expect(TerminalScreen(session.bytesSoFar).cursorVisible)
    session.type(Array("yes\r".utf8))
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(
      result.screen.nonEmptyLines == ["Continue? yes", "answer yes"], "\(result.screen.lines)")
  }

  @Test("Ctrl-D ends the command's input")
  func endOfInput() async throws {
    let session = try PseudoTerminalSession("tanrei", Self.spin("sleep 0.4; wc -l"))
    #expect(await session.waitFor { TerminalScreen($0).currentLine.hasSuffix("Working") })
    session.type(Array("one\rtwo\r".utf8))
    session.type([0x04])
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.screen.nonEmptyLines.last?.trimmingCharacters(in: .whitespaces) == "2")
  }

  @Test("the window's size is the command's, at the start and after a resize")
  func windowSize() async throws {
    let session = try PseudoTerminalSession(
      "tanrei", Self.spin("stty size; sleep 1; stty size"), columns: 70)
    #expect(await session.waitFor { TerminalScreen($0).nonEmptyLines.contains("24 70") })
    session.resize(columns: 50, rows: 20)
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.screen.nonEmptyLines == ["24 70", "20 50"], "\(result.screen.lines)")
  }

  @Test("our terminal's mode is the same after the command as before, however it ends")
  func modeRestored() async throws {
    let script = #"""
      before=$(stty -g)
      "$TANREI" spin --show-delay 0 -- sh -c 'sleep 0.5'
      [ "$(stty -g)" = "$before" ] && echo same-after-success
      "$TANREI" spin --show-delay 0 -- sh -c 'sleep 0.5; exit 3'
      [ "$(stty -g)" = "$before" ] && echo same-after-failure
      "$TANREI" spin --show-delay 0 -- sh -c 'kill -INT $$'
      [ "$(stty -g)" = "$before" ] && echo same-after-a-signal
      """#
    let session = try PseudoTerminalSession(shell: script)
    let result = await session.finish()
    #expect(
      result.screen.nonEmptyLines == [
        "same-after-success", "✖ sh -c 'sleep 0.5; exit 3': failed (exit status 3)",
        "same-after-failure", "same-after-a-signal",
      ],
      "\(result.screen.lines)")
  }

  @Test("a command leaving a process behind that holds its terminal still ends us, with its status")
  func grandchildHoldsTheTerminal() async throws {
    let session = try PseudoTerminalSession("tanrei", Self.spin("sleep 5 & echo started; exit 4"))
    let result = await session.finish(timeout: .seconds(4))
    #expect(result.status == 4)
    #expect(result.screen.nonEmptyLines == ["started", "✖ Working: failed (exit status 4)"])
  }

  @Test("a closed standard input stays closed for the command, and nothing breaks")
  func closedInput() async throws {
    let session = try PseudoTerminalSession(
      shell: #""$TANREI" spin --show-delay 0 -- sh -c 'sleep 0.3; read x; echo "read $?"' <&-"#)
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.screen.nonEmptyLines.count == 1)
    #expect(result.screen.nonEmptyLines.first?.hasPrefix("read ") == true)
    #expect(result.screen.nonEmptyLines.first != "read 0", "\(result.screen.lines)")
  }

  @Test("a command that stops itself is continued, and ends with its own status")
  func stopsItself() async throws {
    let session = try PseudoTerminalSession(
      "tanrei", Self.spin("sleep 0.3; kill -STOP $$; echo resumed; exit 5"))
    let result = await session.finish(timeout: .seconds(10))
    #expect(result.status == 5)
    #expect(
      result.screen.nonEmptyLines == ["resumed", "✖ Working: failed (exit status 5)"],
      "\(result.screen.lines)")
    #expect(result.screen.cursorVisible)
  }

  /// Under libdispatch's read sources about one run in a hundred crashed inside its event loop
  /// when the command ended; forty at once, four at a time, is a share of that risk every run.
  @Test("forty commands under the indicator, four at a time: every one ends, none crashes")
  func manyAtOnce() async throws {
    let statuses = try await withThrowingTaskGroup(of: (Int32, String).self) { group in
      var results: [(Int32, String)] = []
      for index in 0..<40 {
        if index >= 4, let done = try await group.next() { results.append(done) }
        group.addTask {
          let session = try PseudoTerminalSession(
            "tanrei", Self.spin("stty size; sleep 0.0\(index % 10); stty size"))
          let result = await session.finish()
          return (result.status, result.text)
        }
      }
      for try await done in group { results.append(done) }
      return results
    }
    #expect(statuses.count == 40)
    for (status, text) in statuses where status != 0 {
      Issue.record("exit status \(status): \(text.suffix(600))")
    }
  }

  @Test("a command that writes a lot: every line arrives, in order")
  func aLotOfOutput() async throws {
    let session = try PseudoTerminalSession(
      "tanrei", Self.spin("seq 1 20000; sleep 0.2"), rows: 24)
    let result = await session.finish()
    #expect(result.status == 0)
    let lines = result.screen.nonEmptyLines
    #expect(lines.count == 20000)
    #expect(lines.first == "1" && lines.last == "20000")
  }

  /// An interactive bash, without the person's settings, waiting at its `$ ` prompt.
  private static func interactiveShell(
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> PseudoTerminalSession {
    let session = try PseudoTerminalSession(
      shell: "PS1='$ ' exec bash --norc --noprofile -i", environment: ["HISTFILE": "/dev/null"])
    #expect(
      await session.waitFor { TerminalScreen($0).currentLine.hasPrefix("$") },
      sourceLocation: sourceLocation)
    return session
  }

  @Test("Ctrl-Z stops the command and us with it, as a shell expects; fg continues both")
  func suspendAndContinue() async throws {
    let session = try await Self.interactiveShell()
    session.type(
      Array(
        #""$TANREI" spin --show-delay 0 --label Working -- sh -c 'sleep 1.5; echo finished'\#r"#
          .utf8))
    #expect(await session.waitFor { TerminalScreen($0).currentLine.hasSuffix(" Working") })
    session.type([0x1A])
    #expect(await session.waitFor { String(decoding: $0, as: UTF8.self).contains("Stopped") })
    let stopped = TerminalScreen(session.bytesSoFar)
    #expect(stopped.cursorVisible)
    #expect(!stopped.lines.contains { $0.hasSuffix(" Working") }, "\(stopped.lines)")
    session.type(Array("fg\r".utf8))
    // The shell's prompt, not just the command's last line: what is typed next is the shell's
    // next command line, to be read at its prompt.
    #expect(
      await session.waitFor {
        let screen = TerminalScreen($0)
        return screen.nonEmptyLines.contains("finished") && screen.currentLine.hasPrefix("$")
      })
    session.type(Array("echo status $?; exit\r".utf8))
    let result = await session.finish()
    #expect(result.screen.nonEmptyLines.contains("status 0"), "\(result.screen.lines)")
    #expect(result.screen.cursorVisible)
  }

  @Test("keys typed ahead that the command never reads go back to the shell, as without us")
  func typedAheadReachesTheShell() async throws {
    let session = try await Self.interactiveShell()
    session.type(
      Array(#""$TANREI" spin --show-delay 0 --label Working -- sleep 1.5\#r"#.utf8))
    #expect(await session.waitFor { TerminalScreen($0).currentLine.hasSuffix(" Working") })
    // `sleep` reads nothing: without us these keys would wait in the terminal for the shell.
    session.type(Array("echo typed ahead\r".utf8))
    #expect(await session.waitFor { TerminalScreen($0).nonEmptyLines.contains("typed ahead") })
    session.type(Array("exit\r".utf8))
    let result = await session.finish()
    #expect(result.screen.nonEmptyLines.contains("typed ahead"), "\(result.screen.lines)")
    // The command line names the label; the indicator's line is gone.
    #expect(!result.screen.lines.contains { $0.hasSuffix(" Working") }, "\(result.screen.lines)")
    #expect(result.screen.cursorVisible)
  }
}
