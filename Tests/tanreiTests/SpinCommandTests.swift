import Foundation
import TanreiTestSupport
import Testing

/// `tanrei spin` run for real in a pseudo-terminal, its bytes read as a terminal would get them.
///
/// These tests take real time. Their bounds are wide, for a loaded two-core machine: the show
/// delay is made long where a test needs the command to end within it, and the first visible
/// byte is checked never to come before the delay, and not much after it.
@Suite("tanrei spin in a pseudo-terminal", .serialized, .ownExecutor, .timeLimit(.minutes(1)))
struct SpinCommandTests {
  @Test("a command that ends within the show delay writes not a byte to the terminal")
  func quickCommandWritesNothing() async throws {
    let session = try PseudoTerminalSession(
      "tanrei", ["spin", "--show-delay", "1500", "--", "sleep", "0.1"])
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.bytes.isEmpty, "\(result.text)")
  }

  @Test("the first visible byte comes at the show delay, never before it")
  func firstVisibleByteAtTheDelay() async throws {
    let session = try PseudoTerminalSession(
      "tanrei", ["spin", "--show-delay", "600", "--", "sleep", "1.5"])
    let result = await session.finish()
    #expect(result.status == 0)
    let first = try #require(result.firstVisible)
    // Measured from the program's start, which comes before the delay's: never early.
    #expect(first >= .milliseconds(600), "first visible at \(first)")
    #expect(first < .milliseconds(600 + 1500), "first visible at \(first)")
    #expect(result.screen.cursorVisible)
    #expect(result.screen.nonEmptyLines.isEmpty, "\(result.screen.lines)")
  }

  @Test("on a terminal the arc turns, one glyph a quarter second, clockwise")
  func turns() async throws {
    let session = try PseudoTerminalSession(
      "tanrei", ["spin", "--show-delay", "0", "--label", "Working", "--", "sleep", "2"])
    let result = await session.finish()
    // The mark as the screen shows it after each chunk, repeats (the entrance redraws the same
    // glyph in lighter greys) folded.
    var screen = TerminalScreen()
    var marks: [Character] = []
    var seenAt: [Duration] = []
    for chunk in result.chunks {
      screen.read(chunk.bytes)
      if let mark = screen.currentLine.first, "◝◞◟◜".contains(mark), marks.last != mark {
        marks.append(mark)
        seenAt.append(chunk.time)
      }
    }
    #expect(marks.count >= 5, "\(marks)")
    let order = Array("◝◞◟◜")
    #expect(marks.first == order[0])
    var quarterTurns = 0
    for step in 1..<max(1, marks.count) {
      let index = try #require(order.firstIndex(of: marks[step - 1]))
      let next = marks[step]
      // Never backwards. One glyph back is also three quarter turns on: that is only possible
      // where a loaded machine held the program's wake back for 750 ms, so it is allowed only
      // where half a second or more passed between the two reads; a half turn likewise.
      if seenAt[step] - seenAt[step - 1] < .milliseconds(500) {
        #expect(next != order[(index + 3) % 4], "\(marks) read at \(seenAt)")
      }
      if next == order[(index + 1) % 4] { quarterTurns += 1 }
    }
    #expect(quarterTurns >= marks.count - 2, "\(marks)")
    #expect(result.bytes.count < 400, "\(result.bytes.count) bytes for two seconds")
  }

  @Test(
    "where nothing may be animated: exactly two lines, and no escape sequence",
    arguments: [
      (["TERM": "dumb"] as [String: String?], [String]()),
      (["TANREI_ACCESSIBLE": "1"], []),
      (["CI": "true"], []),
      ([:], ["--accessible"]),
    ])
  func twoPlainLines(environment: [String: String?], options: [String]) async throws {
    let session = try PseudoTerminalSession(
      "tanrei",
      ["spin", "--label", "Fetching packages"] + options + ["--", "sleep", "0.8"],
      environment: environment)
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.text == "Fetching packages…\r\nFetching packages: done\r\n")
  }

  @Test("SIGINT reaches the command; the cursor is shown and the line cleared; status 130")
  func interrupted() async throws {
    let session = try PseudoTerminalSession("tanrei", ["spin", "--", "sleep", "20"])
    #expect(await session.waitForVisibleOutput())
    session.send(signal: SIGINT)
    let result = await session.finish()
    #expect(result.status == 130)
    #expect(result.screen.cursorVisible)
    #expect(result.screen.nonEmptyLines.isEmpty, "\(result.screen.lines)")
    #expect(session.elapsed < .seconds(15))
  }

  @Test("Ctrl-C typed on the terminal ends the command and puts the terminal back")
  func controlC() async throws {
    let session = try PseudoTerminalSession("tanrei", ["spin", "--", "sleep", "20"])
    #expect(await session.waitForVisibleOutput())
    session.type([0x03])
    let result = await session.finish()
    #expect(result.status == 130)
    #expect(result.screen.cursorVisible)
    #expect(result.screen.nonEmptyLines.isEmpty, "\(result.screen.lines)")
  }

  @Test("SIGTERM is forwarded to the command, and its end is ours: status 143")
  func terminated() async throws {
    let session = try PseudoTerminalSession("tanrei", ["spin", "--", "sleep", "20"])
    #expect(await session.waitForVisibleOutput())
    session.send(signal: SIGTERM)
    let result = await session.finish()
    #expect(result.status == 143)
    #expect(result.screen.cursorVisible)
  }

  @Test("Ctrl-Z puts the terminal back before stopping; continuing draws the indicator again")
  func suspend() async throws {
    // The program leads a session of its own here, so the kernel discards the stop itself
    // (an orphaned process group may not stop on Ctrl-Z); what is seen is the indicator's side:
    // the terminal put back, then the indicator drawn again once the process goes on.
    let session = try PseudoTerminalSession(
      "tanrei", ["spin", "--show-delay", "0", "--", "sleep", "2"])
    #expect(await session.waitForVisibleOutput())
    session.type([0x1A])
    #expect(await session.waitFor { String(decoding: $0, as: UTF8.self).contains("\u{1B}[?25h") })
    let result = await session.finish()
    #expect(result.status == 0)
    let text = result.text
    let restored = try #require(text.range(of: "\u{1B}[J\u{1B}[?25h"))
    #expect(text[restored.upperBound...].contains("\u{1B}[?25l"), "drawn again after")
    #expect(result.screen.cursorVisible)
  }

  @Test("the command's standard output passes through byte for byte")
  func outputIsExact() async throws {
    let script = #"printf 'a\000b\377\r\n\033[31mred'; sleep 0.7; printf 'tail'"#
    let session = try PseudoTerminalSession(
      "tanrei", ["spin", "--show-delay", "100", "--", "sh", "-c", script], collectOutput: true)
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.output == Array("a\u{0}b".utf8) + [0xFF] + Array("\r\n\u{1B}[31mredtail".utf8))
    #expect(result.firstVisible != nil, "the indicator was drawn on the terminal meanwhile")
  }

  @Test("output and errors on the indicator's terminal appear above it, whole")
  func linesAbove() async throws {
    let script = "echo one; sleep 0.5; echo two >&2; printf 'thr'; sleep 0.5; echo ee; sleep 0.5"
    let session = try PseudoTerminalSession(
      "tanrei", ["spin", "--show-delay", "0", "--label", "Working", "--", "sh", "-c", script])
    #expect(await session.waitFor { TerminalScreen($0).nonEmptyLines.contains("two") })
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.screen.nonEmptyLines == ["one", "two", "three"])
    #expect(result.screen.cursorVisible)
  }

  @Test("a long label is cut to the terminal's width, and cut again when the window narrows")
  func widthAndResize() async throws {
    let label = "Fetching packages from a registry far, far away"
    let session = try PseudoTerminalSession(
      "tanrei", ["spin", "--show-delay", "0", "--label", label, "--", "sleep", "3"],
      columns: 30)
    #expect(await session.waitFor { TerminalScreen($0).currentLine.hasSuffix("…") })
    #expect(await session.waitFor { TerminalScreen($0).currentLine.count == 29 })
    session.resize(columns: 20)
    #expect(await session.waitFor { TerminalScreen($0).currentLine.count == 19 })
    let result = await session.finish()
    #expect(result.screen.rows.count == 1, "never wrapped: \(result.screen.lines)")
  }

  @Test("a terminal that reports a width of 0 is taken to be 80 columns wide")
  func zeroWidth() async throws {
    let session = try PseudoTerminalSession(
      "tanrei",
      [
        "spin", "--show-delay", "0", "--label", String(repeating: "x", count: 120), "--", "sleep",
        "1",
      ],
      environment: ["COLUMNS": nil], columns: 0)
    #expect(await session.waitFor { TerminalScreen($0).currentLine.hasSuffix("…") })
    let result = await session.finish()
    let drawn = TerminalScreen(result.chunks.first?.bytes ?? []).currentLine
    #expect(drawn.count == 79, "\(drawn)")
  }

  @Test("a terminal one column wide gets no indicator at all")
  func oneColumn() async throws {
    let session = try PseudoTerminalSession(
      "tanrei", ["spin", "--show-delay", "0", "--", "sleep", "0.8"], columns: 1)
    let result = await session.finish()
    #expect(result.status == 0)
    #expect(result.bytes.isEmpty, "\(result.text)")
  }

  @Test("a label's escape sequences are shown as symbols, never sent to the terminal")
  func unsafeLabel() async throws {
    let session = try PseudoTerminalSession(
      "tanrei",
      [
        "spin", "--show-delay", "0", "--label", "\u{1B}[31mred\u{7}\u{1B}]0;title", "--", "sleep",
        "1",
      ])
    #expect(await session.waitFor { TerminalScreen($0).currentLine.contains("␛[31mred␇␛]0;title") })
    let result = await session.finish()
    #expect(!result.text.contains("\u{1B}[31m"))
    #expect(!result.text.contains("\u{1B}]"))
    #expect(result.screen.unknownSequences.isEmpty, "\(result.screen.unknownSequences)")
  }
}

/// `tanrei spin` with pipes: exit statuses, errors, and nothing but plain text.
@Suite("tanrei spin with pipes", .ownExecutor, .timeLimit(.minutes(1)))
struct SpinPipeTests {
  static var environment: [String: String] {
    var environment = PseudoTerminalSession.baseEnvironment
    environment["TERM"] = "xterm-256color"
    return environment
  }

  @Test("in a pipe: no escape sequence, a line when shown and one when done")
  func pipe() async throws {
    let result = try await ProgramRunner.run(
      "tanrei",
      ["spin", "--show-delay", "0", "--label", "Working", "--", "sh", "-c", "echo out; sleep 0.3"],
      environment: Self.environment)
    #expect(result.status == 0)
    #expect(result.output == "out\n")
    #expect(result.error == "Working…\nWorking: done\n")
  }

  @Test("the label defaults to the command line, quoted as a shell would need it")
  func defaultLabel() async throws {
    let result = try await ProgramRunner.run(
      "tanrei", ["spin", "--show-delay", "0", "--", "sh", "-c", "sleep 0.2"],
      environment: Self.environment)
    #expect(result.error == "sh -c 'sleep 0.2'…\nsh -c 'sleep 0.2': done\n")
  }

  @Test(
    "the exit status is the command's, or 128 + n when signal n ended it",
    arguments: [
      (["sh", "-c", "exit 3"], 3),
      (["sh", "-c", "kill -TERM $$"], 143),
      (["sh", "-c", "kill -INT $$"], 130),
      (["true"], 0),
    ] as [([String], Int32)])
  func exitStatus(command: [String], status: Int32) async throws {
    let result = try await ProgramRunner.run(
      "tanrei", ["spin", "--"] + command, environment: Self.environment)
    #expect(result.status == status)
  }

  @Test("a failure after the indicator was shown says so, in the command's own words if given")
  func failureLines() async throws {
    let failing = try await ProgramRunner.run(
      "tanrei", ["spin", "--show-delay", "0", "--label", "Build", "--", "sh", "-c", "exit 4"],
      environment: Self.environment)
    #expect(failing.status == 4)
    #expect(failing.error == "Build…\nBuild: failed (exit status 4)\n")
    let worded = try await ProgramRunner.run(
      "tanrei",
      [
        "spin", "--show-delay", "0", "--label", "Build", "--failure", "Build broke",
        "--success", "Built", "--", "sh", "-c", "exit 4",
      ],
      environment: Self.environment)
    #expect(worded.error == "Build…\nBuild broke\n")
  }

  @Test("a command that cannot be started: 127 when missing, 126 when not runnable")
  func cannotStart() async throws {
    let missing = try await ProgramRunner.run(
      "tanrei", ["spin", "--", "/no/such/program"], environment: Self.environment)
    #expect(missing.status == 127)
    #expect(missing.error.contains("cannot run /no/such/program"))
    let scratch = try ScratchFolder("not-runnable")
    defer { scratch.remove() }
    let notRunnable = scratch.file("script")
    try "echo no".write(to: notRunnable, atomically: true, encoding: .utf8)
    let denied = try await ProgramRunner.run(
      "tanrei", ["spin", "--", notRunnable.path], environment: Self.environment)
    #expect(denied.status == 126)
  }

  @Test(
    "a command line that cannot be used gets a clear error and status 2",
    arguments: [
      (["spin"], "spin needs a command after --"),
      (["spin", "--"], "spin needs a command after --"),
      (["spin", "sleep", "1"], "spin takes its command after --"),
      (["spin", "--bogus", "--", "true"], "unknown option --bogus"),
      (["spin", "--show-delay", "-5", "--", "true"], "--show-delay must be a number"),
      (["spin", "--show-delay", "soon", "--", "true"], "--show-delay must be a number"),
      (["spin", "--entrance", "spin", "--", "true"], "--entrance must be fade, grow or auto"),
      (["spin", "--label"], "--label needs a value"),
    ])
  func usageErrors(arguments: [String], message: String) async throws {
    let result = try await ProgramRunner.run("tanrei", arguments, environment: Self.environment)
    #expect(result.status == 2)
    #expect(result.error.contains(message), "\(result.error)")
    #expect(result.output.isEmpty)
  }

  @Test("--help explains every option")
  func help() async throws {
    let result = try await ProgramRunner.run("tanrei", ["spin", "--help"])
    #expect(result.status == 0)
    for option in [
      "--label", "--show-delay", "--entrance", "--enter-duration", "--reduced-motion",
      "--accessible", "--success", "--failure", "NO_COLOR", "TERM=dumb", "127",
    ] {
      #expect(result.output.contains(option), "\(option)")
    }
  }

  @Test("an indicator output that closes mid-run stops the drawing; the command runs on")
  func closedOutput() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ProgramRunner.path(of: "tanrei"))
    process.arguments = [
      "spin", "--show-delay", "0", "--", "sh", "-c", "sleep 0.4; echo gone >&2; echo kept; exit 4",
    ]
    process.environment = Self.environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    try error.fileHandleForReading.close()
    let kept = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 4)
    #expect(String(decoding: kept, as: UTF8.self) == "kept\n")
  }
}
