import Foundation
import TanreiTestSupport
import Testing

/// `tanrei spin` where shells and scripts lean on it: it must behave as the command it runs
/// would on its own — Ctrl-C through loops and pipelines, jobs in the background, `script`, an
/// early reader — while drawing nothing where it does not belong.
@Suite("tanrei spin behaves as the bare command", .serialized, .ownExecutor)
struct SpinAsTheBareCommandTests {
  /// The command under the indicator, or alone.
  static func command(_ words: String, underSpin: Bool) -> String {
    underSpin ? #""$TANREI" spin --show-delay 0 --label Working -- \#(words)"# : words
  }

  /// Waits until the command is running: the indicator drawn, or a moment for the bare one.
  static func waitUntilRunning(_ session: PseudoTerminalSession, underSpin: Bool) async -> Bool {
    guard underSpin else {
      try? await Task.sleep(for: .milliseconds(400))
      return true
    }
    return await session.waitFor(timeout: .seconds(5)) {
      TerminalScreen($0).currentLine.hasSuffix(" Working")
    }
  }

  @Test(
    "Ctrl-C stops a shell's loop, as it stops the loop around the bare command",
    arguments: [false, true])
  func controlCStopsALoop(underSpin: Bool) async throws {
    let item = Self.command("sleep 2", underSpin: underSpin)
    let session = try PseudoTerminalSession(
      shell: "exec bash -c '"
        + "for i in 1 2 3; do \(item.replacingOccurrences(of: "'", with: #"'\''"#)); done; echo loop-done'"
    )
    #expect(await Self.waitUntilRunning(session, underSpin: underSpin))
    session.type([0x03])
    let result = await session.finish(timeout: .seconds(5))
    #expect(!result.text.contains("loop-done"), "\(result.screen.lines)")
    // bash ends itself by SIGINT once its child was ended by it.
    #expect(result.status == 130)
    #expect(result.screen.cursorVisible)
  }

  @Test(
    "Ctrl-C stops every command of a pipeline and the shell, as with the bare command",
    arguments: [false, true])
  func controlCStopsAPipeline(underSpin: Bool) async throws {
    let first = Self.command("sleep 5", underSpin: underSpin)
    let session = try PseudoTerminalSession(
      shell:
        "exec bash -c '\(first.replacingOccurrences(of: "'", with: #"'\''"#)) | cat; echo after=$?'"
    )
    #expect(await Self.waitUntilRunning(session, underSpin: underSpin))
    session.type([0x03])
    let result = await session.finish(timeout: .seconds(4))
    #expect(!result.text.contains("after="), "\(result.screen.lines)")
    #expect(result.status == 130)
    #expect(result.screen.nonEmptyLines.allSatisfy { !$0.hasSuffix(" Working") })
  }

  @Test("Ctrl-\\ ends the command and us by SIGQUIT, with no core of ours")
  func controlBackslashQuits() async throws {
    let session = try PseudoTerminalSession(
      "tanrei", ["spin", "--show-delay", "0", "--label", "Working", "--", "sleep", "5"])
    #expect(
      await session.waitFor(timeout: .seconds(5)) {
        TerminalScreen($0).currentLine.hasSuffix(" Working")
      })
    session.type([0x1C])
    let result = await session.finish(timeout: .seconds(4))
    #expect(result.status == 128 + SIGQUIT)
    #expect(result.screen.cursorVisible)
    #expect(result.screen.nonEmptyLines.isEmpty, "\(result.screen.lines)")
  }

  /// An interactive bash, without the person's settings, waiting at its `$ ` prompt.
  static func interactiveShell() async throws -> PseudoTerminalSession {
    let session = try PseudoTerminalSession(
      shell: "PS1='$ ' exec bash --norc --noprofile -i", environment: ["HISTFILE": "/dev/null"])
    #expect(
      await session.waitFor(timeout: .seconds(5)) { TerminalScreen($0).currentLine.hasPrefix("$") })
    return session
  }

  /// Whether `bytes` draw an indicator labelled `label`: an arc, a space, the label.
  static func drawsIndicator(_ bytes: [UInt8], label: String) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self)
    return ["◝", "◞", "◟", "◜"].contains { text.contains("\($0) \(label)") }
      || ["◝", "◞", "◟", "◜"].contains { text.contains("\($0)\u{1B}[0m \(label)") }
      || TerminalScreen(bytes).lines.contains { line in
        line.count > 2 && "◝◞◟◜".contains(line.first ?? " ") && line.dropFirst(2).hasPrefix(label)
      }
  }

  @Test(
    "a job started in the background draws nothing on the shell's line until fg",
    arguments: [
      #""$TANREI" spin --show-delay 0 --label Working -- sleep 2"#,
      #""$TANREI_TERMINAL_PROBE" --label Working --wait 2000"#,
    ])
  func backgroundJobIsSilent(command: String) async throws {
    let session = try await Self.interactiveShell()
    let before = session.bytesSoFar.count
    session.type(Array("\(command) &\r".utf8))
    #expect(
      await session.waitFor(timeout: .seconds(5)) {
        String(decoding: $0.dropFirst(before), as: UTF8.self).contains("[1]")
      })
    session.type(Array("echo abc".utf8))
    try await Task.sleep(for: .milliseconds(900))
    let background = Array(session.bytesSoFar.dropFirst(before))
    #expect(
      !Self.drawsIndicator(background, label: "Working"),
      "\(String(decoding: background, as: UTF8.self).debugDescription)")
    #expect(TerminalScreen(session.bytesSoFar).currentLine.hasSuffix("echo abc"))
    // The line typed is the shell's still; then the job is brought to the foreground.
    session.type([0x15])
    session.type(Array("fg\r".utf8))
    let resumed = session.bytesSoFar.count
    #expect(
      await session.waitFor(timeout: .seconds(3)) {
        Self.drawsIndicator(Array($0.dropFirst(resumed)), label: "Working")
      })
    #expect(
      await session.waitFor(timeout: .seconds(5)) {
        let screen = TerminalScreen($0)
        return screen.currentLine.hasPrefix("$") && $0.count > resumed + 20
      })
    session.type(Array("exit\r".utf8))
    let result = await session.finish(timeout: .seconds(5))
    #expect(result.screen.cursorVisible)
    #expect(!result.screen.lines.contains { $0.hasSuffix(" Working") && !$0.contains("--") })
  }

  @Test(
    "under script with nothing to read, a wait shorter than the delay writes zero bytes",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func zeroBytesUnderScript() async throws {
    let tanrei = ProgramRunner.path(of: "tanrei")
    let result = try await ProgramRunner.run(
      executable: "/usr/bin/script",
      // A delay far longer than the wait, so that a loaded machine's slow start cannot reach it.
      ["-q", "-c", "'\(tanrei)' spin --show-delay 3000 -- sleep 0.2", "/dev/null"],
      environment: PseudoTerminalSession.baseEnvironment, timeout: .seconds(10))
    #expect(result.status == 0)
    #expect(result.output.isEmpty, "\(result.output.debugDescription)")
    // The bare command, for comparison, writes nothing either.
    let bare = try await ProgramRunner.run(
      executable: "/usr/bin/script", ["-q", "-c", "sleep 0.2", "/dev/null"],
      environment: PseudoTerminalSession.baseEnvironment, timeout: .seconds(10))
    #expect(bare.output.isEmpty)
  }

  @Test("after the reader of the output leaves (| head -1), the indicator comes back")
  func indicatorAfterAnEarlyReader() async throws {
    let session = try PseudoTerminalSession(
      shell:
        #""$TANREI" spin --show-delay 0 --label Working -- sh -c 'seq 1 100000; sleep 2.5' | head -1"#
    )
    #expect(
      await session.waitFor(timeout: .seconds(3)) {
        let screen = TerminalScreen($0)
        return screen.nonEmptyLines.first == "1" && screen.currentLine.hasSuffix(" Working")
      })
    let result = await session.finish(timeout: .seconds(8))
    #expect(result.status == 0)
    #expect(result.screen.nonEmptyLines == ["1"], "\(result.screen.lines)")
    #expect(result.screen.cursorVisible)
  }
}

/// `tanrei spin` around what the command draws: its full screen, its colours, its words.
@Suite("tanrei spin around the command's own drawing", .serialized, .ownExecutor)
struct SpinAroundTheCommandTests {
  static func spin(_ script: String, label: String = "Working", _ options: [String] = [])
    -> [String]
  {
    ["spin", "--show-delay", "0", "--label", label] + options + ["--", "sh", "-c", script]
  }

  @Test("nothing is drawn on the command's alternate screen, and the indicator comes back after")
  func alternateScreen() async throws {
    let script =
      #"sleep 0.5; printf '\033[?1049hfull screen'; sleep 0.8; printf '\033[?1049l'; sleep 0.8"#
    let session = try PseudoTerminalSession("tanrei", Self.spin(script))
    let result = await session.finish(timeout: .seconds(10))
    #expect(result.status == 0)
    let bytes = result.bytes
    let enter = try #require(bytes.firstRange(of: Array("\u{1B}[?1049h".utf8)))
    let leave = try #require(bytes.firstRange(of: Array("\u{1B}[?1049l".utf8)))
    let during = String(decoding: bytes[enter.upperBound..<leave.lowerBound], as: UTF8.self)
    #expect(during == "full screen", "\(during.debugDescription)")
    let after = Array(bytes[leave.upperBound...])
    #expect(SpinAsTheBareCommandTests.drawsIndicator(after, label: "Working"))
    #expect(result.screen.cursorVisible)
  }

  @Test(
    "nothing is drawn over top, which holds the main screen with application keys",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/top")))
  func top() async throws {
    let session = try PseudoTerminalSession(
      "tanrei", Self.spin("sleep 0.5; top -d 0.3 -n 4; sleep 0.8"))
    let result = await session.finish(timeout: .seconds(10))
    #expect(result.status == 0)
    let bytes = result.bytes
    let enter = try #require(bytes.firstRange(of: Array("\u{1B}[?1h".utf8)))
    let leave = try #require(bytes.firstRange(of: Array("\u{1B}[?1l".utf8)))
    let during = String(decoding: bytes[enter.upperBound..<leave.lowerBound], as: UTF8.self)
    #expect(!during.contains(" Working"))
    #expect(
      SpinAsTheBareCommandTests.drawsIndicator(Array(bytes[leave.upperBound...]), label: "Working"))
  }

  @Test("the command's colour carries on around the indicator's own")
  func colourCarriesOn() async throws {
    let script = #"printf '\033[32m'; echo green1; sleep 0.8; echo green2; printf '\033[0m'"#
    let session = try PseudoTerminalSession("tanrei", Self.spin(script))
    let result = await session.finish(timeout: .seconds(10))
    #expect(result.status == 0)
    let text = result.text
    let second = try #require(text.range(of: "green2"))
    // The indicator was drawn between the two lines, with its own reset.
    let first = try #require(text.range(of: "green1"))
    let between = text[first.upperBound..<second.lowerBound]
    #expect(between.contains(" Working"))
    #expect(
      Self.lastPen(before: second.lowerBound, in: text) == "\u{1B}[32m", "\(text.debugDescription)")
  }

  /// The last SGR sequence before `index`.
  static func lastPen(before index: String.Index, in text: String) -> String? {
    var last: String?
    var rest = text[..<index]
    while let start = rest.range(of: "\u{1B}[") {
      let tail = rest[start.upperBound...]
      guard let end = tail.firstIndex(where: { ("@"..."~").contains($0) }) else { break }
      if tail[end] == "m" { last = String(rest[start.lowerBound...end]) }
      rest = rest[rest.index(after: end)...]
    }
    return last
  }

  @Test("a label keeps its joiners and direction marks, and loses overrides")
  func labelMarks() async throws {
    let label = "در حال دریافت بسته\u{200C}ها\u{200F} \u{202E}gnp.exe"
    let session = try PseudoTerminalSession("tanrei", Self.spin("sleep 0.8", label: label))
    #expect(
      await session.waitFor(timeout: .seconds(5)) {
        String(decoding: $0, as: UTF8.self).contains("gnp.exe")
      })
    let result = await session.finish(timeout: .seconds(5))
    let text = result.text
    #expect(text.unicodeScalars.contains("\u{200C}"))
    #expect(text.unicodeScalars.contains("\u{200F}"))
    #expect(!text.unicodeScalars.contains("\u{202E}"))
  }

  @Test("a failed command leaves a failure mark and line where the indicator was")
  func failureMark() async throws {
    let session = try PseudoTerminalSession(
      "tanrei", Self.spin("sleep 0.6; exit 3", label: "Build"))
    let result = await session.finish(timeout: .seconds(8))
    #expect(result.status == 3)
    #expect(
      result.screen.nonEmptyLines == ["✖ Build: failed (exit status 3)"], "\(result.screen.lines)")
    #expect(result.screen.cursorVisible)
  }

  @Test(
    "ASCII glyphs where the locale or the terminal cannot show others",
    arguments: [["LC_ALL": "C"], ["LANG": nil], ["TERM": "linux"]] as [[String: String?]])
  func asciiGlyphs(environment: [String: String?]) async throws {
    let session = try PseudoTerminalSession(
      "tanrei", Self.spin("sleep 2; exit 1", label: "Working"), environment: environment)
    // Any of the four ASCII steps: on a loaded machine the first frame may come a step late.
    #expect(
      await session.waitFor(timeout: .seconds(5)) {
        let line = TerminalScreen($0).currentLine
        return ["| Working", "/ Working", "- Working", "\\ Working"].contains(line)
      })
    let result = await session.finish(timeout: .seconds(5))
    #expect(result.bytes.allSatisfy { $0 < 0x80 }, "\(result.text.debugDescription)")
    #expect(result.screen.nonEmptyLines == ["x Working: failed (exit status 1)"])
  }

  @Test("--quiet hides the output of a command that succeeds")
  func quietSuccess() async throws {
    let session = try PseudoTerminalSession(
      "tanrei", Self.spin("echo out; echo err >&2; sleep 0.6", ["--quiet"]))
    let result = await session.finish(timeout: .seconds(8))
    #expect(result.status == 0)
    #expect(!result.text.contains("out") && !result.text.contains("err"))
    #expect(result.screen.nonEmptyLines.isEmpty, "\(result.screen.lines)")
    #expect(result.screen.cursorVisible)
  }

  @Test("--quiet shows all the output of a command that fails, then the failure line")
  func quietFailure() async throws {
    let session = try PseudoTerminalSession(
      "tanrei", Self.spin("echo out; echo err >&2; echo more; sleep 0.6; exit 4", ["--quiet"]))
    let result = await session.finish(timeout: .seconds(8))
    #expect(result.status == 4)
    #expect(
      result.screen.nonEmptyLines == ["out", "err", "more", "✖ Working: failed (exit status 4)"],
      "\(result.screen.lines)")
  }

  @Test("--quiet in a pipe: each stream gets its own part when the command fails, none otherwise")
  func quietInAPipe() async throws {
    let environment = PseudoTerminalSession.baseEnvironment
    let failing = try await ProgramRunner.run(
      "tanrei", Self.spin("echo out; echo err >&2; exit 4", ["--quiet"]), environment: environment)
    #expect(failing.status == 4)
    #expect(failing.output == "out\n")
    #expect(failing.error == "Working…\nerr\nWorking: failed (exit status 4)\n")
    let passing = try await ProgramRunner.run(
      "tanrei", Self.spin("echo out; echo err >&2", ["--quiet"]), environment: environment)
    #expect(passing.status == 0)
    #expect(passing.output.isEmpty)
    #expect(passing.error == "Working…\nWorking: done\n")
  }
}
