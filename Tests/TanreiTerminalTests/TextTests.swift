import Testing

@testable import TanreiTerminal

/// Widths, safe text, styles and the writer's diff, each on its own.
@Suite("Text on the terminal's grid")
struct TextTests {
  @Test(
    "columns taken by characters",
    arguments: [
      ("a", 1), ("◝", 1), ("○", 1), ("…", 1), ("界", 2), ("ｱ", 1), ("Ａ", 2), ("한", 2),
      ("👍", 2), ("❤️", 2), ("e\u{301}", 1), ("\u{200B}", 0), ("\u{1B}", 0),
    ])
  func widths(text: String, columns: Int) {
    #expect(DisplayWidth.of(text) == columns)
  }

  @Test("printable ASCII is kept as it is; every control becomes visible")
  func safeText() {
    #expect(SafeText.sanitized("Fetching packages") == "Fetching packages")
    #expect(SafeText.sanitized("\u{0}\u{7}\u{1B}\u{7F}") == "␀␇␛␡")
    #expect(SafeText.sanitized("a\r\nb") == "a  b")
    #expect(SafeText.sanitized("👨\u{200D}👩") == "👨\u{200D}👩")
  }

  @Test("style changes write the shortest sequence that gets there")
  func styleTransitions() {
    let grey = CellStyle(grey: .palette(242))
    let faint = CellStyle(faint: true)
    #expect(grey.transition(from: .plain) == Array("\u{1B}[38;5;242m".utf8))
    #expect(CellStyle.plain.transition(from: grey) == Array("\u{1B}[0m".utf8))
    #expect(faint.transition(from: grey) == Array("\u{1B}[0;2m".utf8))
    #expect(CellStyle(grey: .basic).transition(from: .plain) == Array("\u{1B}[90m".utf8))
    #expect(grey.transition(from: grey).isEmpty)
  }

  @Test("every style change is the sequence the rule spells out, parameter by parameter")
  func everyStyleTransition() {
    let greys: [CellStyle.Grey?] = [
      nil, .basic, .palette(0), .palette(9), .palette(232), .palette(255),
    ]
    let styles = greys.flatMap { grey in [false, true].map { CellStyle(grey: grey, faint: $0) } }
    for from in styles {
      for to in styles {
        // The rule in words: a reset when faintness or a colour goes, faint unless it stays,
        // then the colour; nothing when nothing changes, a bare reset to plain.
        var expected = ""
        if to != from {
          if to == .plain {
            expected = "\u{1B}[0m"
          } else {
            var parameters: [String] = []
            let resets = (from.faint && !to.faint) || (from.grey != nil && to.grey == nil)
            if resets { parameters.append("0") }
            if to.faint && !(from.faint && !resets) { parameters.append("2") }
            switch to.grey {
            case .palette(let index): parameters.append("38;5;\(index)")
            case .basic: parameters.append("90")
            case nil: break
            }
            expected = "\u{1B}[" + parameters.joined(separator: ";") + "m"
          }
        }
        #expect(to.transition(from: from) == Array(expected.utf8), "\(from) → \(to)")
      }
    }
  }

  @Test(
    "control sequences carry their number in decimal",
    arguments: [0, 1, 9, 10, 42, 100, 65_535, -7])
  func controlSequences(number: Int) {
    #expect(LineWriter.Sequence.control(number, "A") == Array("\u{1B}[\(number)A".utf8))
  }

  @Test(
    "the writer rewrites a changed stretch in place, erases what a shorter line leaves, and parks at the line's start"
  )
  func writerDiffs() {
    var writer = LineWriter()
    var bytes: [UInt8] = []
    writer.draw(line("◝ Building 3 of 10"), into: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[?25l\r\u{1B}[J◝ Building 3 of 10\r")
    bytes.removeAll()
    writer.draw(line("◝ Building 4 of 10"), into: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[11C4\r")
    bytes.removeAll()
    writer.draw(line("◞ Built"), into: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "◞ Built\u{1B}[K\r")
    bytes.removeAll()
    writer.draw(line("◞ Built"), into: &bytes)
    #expect(bytes.isEmpty)
  }

  @Test("cutting a line to fit keeps whole characters and ends in …")
  func cutting() {
    var cut = TerminalLine()
    cut.append("abcdef", fittingIn: 4)
    #expect(cut.text == "abc…")
    var wide = TerminalLine()
    wide.append("界界界", fittingIn: 4)
    #expect(wide.text == "界…")
    #expect(wide.columns == 3)
    var none = TerminalLine()
    none.append("abc", fittingIn: 0)
    #expect(none.cells.isEmpty)
  }

  private func line(_ text: String) -> TerminalLine {
    var line = TerminalLine()
    line.append(text)
    return line
  }
}
