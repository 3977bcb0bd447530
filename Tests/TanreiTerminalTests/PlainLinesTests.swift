import TanreiTestSupport
import Testing

@testable import TanreiTerminal

/// Where nothing may be animated — a pipe, a file, CI, TERM=dumb, the accessible mode — two
/// plain lines at most, and no escape sequence ever.
@MainActor
@Suite("Plain lines: pipes, files, CI, dumb terminals and the accessible mode")
struct PlainLinesTests {
  static let lines = TerminalProfile(presentation: .lines, colors: .none)

  @Test("shown, then done: exactly two lines and not one escape sequence")
  func twoLines() {
    let stage = Stage(Self.lines)
    let indicator = stage.spinner()
    stage.advance(indicator.line, to: .ms(3000))
    indicator.finish()
    #expect(stage.output.text == "Fetching packages…\nFetching packages: done\n")
    #expect(!stage.output.bytes.hasEscapes)
  }

  @Test("a failure, and an outcome the program words itself")
  func outcomes() {
    let failing = Stage(Self.lines)
    let failed = failing.spinner()
    failing.advance(failed.line, to: .ms(400))
    failed.fail()
    #expect(failing.output.text == "Fetching packages…\nFetching packages: failed\n")

    let worded = Stage(Self.lines)
    let indicator = worded.spinner()
    worded.advance(indicator.line, to: .ms(400))
    indicator.finish("Fetched 12 packages")
    indicator.finish("again")
    #expect(worded.output.text == "Fetching packages…\nFetched 12 packages\n")
  }

  @Test("nothing moves in plain lines: the driver wakes at most once a second")
  func fewWakes() {
    let stage = Stage(Self.lines)
    let indicator = stage.spinner()
    stage.advance(indicator.line, to: .ms(10_000))
    #expect(stage.wakes.count <= 11, "\(stage.wakes)")
    #expect(stage.output.writes.count == 1)
  }

  @Test("lines printed while it runs pass through as they are")
  func printedLines() {
    let stage = Stage(Self.lines)
    let indicator = stage.spinner()
    indicator.print("resolving")
    stage.advance(indicator.line, to: .ms(400))
    indicator.print("downloading")
    indicator.finish()
    #expect(
      stage.output.text
        == "resolving\nFetching packages…\ndownloading\nFetching packages: done\n")
  }

  @Test("a line of the indicator never joins another program's unfinished line")
  func partialLines() {
    let stage = Stage(Self.lines)
    let indicator = stage.spinner()
    indicator.write(Array("progress: 10%".utf8))
    stage.advance(indicator.line, to: .ms(400))
    indicator.finish()
    #expect(
      stage.output.text == "progress: 10%\nFetching packages…\nFetching packages: done\n")
  }

  @Test("the label of a plain line is made safe too")
  func safeLabel() {
    let stage = Stage(Self.lines)
    let indicator = stage.spinner("bad\u{1B}[2Jlabel", showDelay: .zero)
    indicator.finish()
    #expect(!stage.output.bytes.hasEscapes)
    #expect(stage.output.text.hasPrefix("bad␛[2Jlabel…\n"))
  }
}
