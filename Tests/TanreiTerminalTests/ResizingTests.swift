import Foundation
import TanreiTestSupport
import Testing

/// A window narrowed and widened while a progress bar is drawn, in tmux, which reflows its
/// lines as most terminals now do: every line above the bar stays as the terminal reflowed it —
/// on screen or in the history, once, whole, in order — and the bar fits the new width, with no
/// piece of the old one left. Judged by what tmux shows, never by how long anything took. Its
/// waits come to 60 s at most; the time limit leaves room beyond them, so that a broken resize
/// fails with the screen shown and the session ended rather than at the limit.
@Suite(
  "The window resized under a progress bar, in tmux", .serialized, .ownExecutor,
  .requires(.tmux), .timeLimit(.minutes(2)))
struct ResizingTests {
  static let label = "Indexing the whole repository, a label long enough to fill the line"

  /// The lines that are the bar's: its label's first word.
  static func barLines(_ lines: [String]) -> [String] {
    lines.filter { $0.contains("Indexing") || $0.contains("━") || $0.contains("─") }
  }

  /// Whether `lines` hold the lines printed above the bar, each once and in order, with the
  /// steps printed so far, and nothing else but the bar, the command line and the end.
  static func linesAboveIntact(_ lines: [String]) -> Comment? {
    let above = lines.filter { $0.hasPrefix("line above") }
    guard above == ["line above one", "line above two"] else { return "above: \(above)" }
    let steps = lines.filter { $0.hasPrefix("Step") }
    let expected = (1...8).prefix(steps.count).map { "Step \($0) of 8" }
    guard steps == Array(expected) else { return "steps: \(steps)" }
    let others = lines.filter {
      !$0.isEmpty && !$0.hasPrefix("line above") && !$0.hasPrefix("Step")
        && !barLines([$0]).contains($0) && !$0.hasPrefix("Pane is dead")
    }
    guard others.isEmpty else { return "other lines: \(others)" }
    return nil
  }

  @Test(
    "narrowed from 80 to 40 columns and widened back: the lines above whole, the bar refitted")
  func narrowThenWiden() async throws {
    guard Requirement.tmux.confirm() else { return }
    let tmux = try await TmuxSession(
      """
      printf 'line above one\\nline above two\\n'
      "$TANREI_TERMINAL_PROBE" --progress --steps 8 --hold --wait 1000 --label '\(Self.label)'
      echo "probe ended: $?"
      """)
    // The bar is held at 99% until Return is typed: everything is judged while it is drawn.
    let shown = await tmux.waitFor { lines in
      lines.contains("Step 7 of 8") && Self.barLines(lines).first?.count ?? 0 >= 70
    }
    let before = await tmux.lines()
    #expect(shown, "\(before)")

    await tmux.resize(columns: 40)
    let narrowed = await tmux.waitFor { lines in
      let bar = Self.barLines(lines)
      return bar.count == 1 && bar[0].count <= 39 && bar[0].hasPrefix("Indexing")
    }
    let atForty = await tmux.lines()
    #expect(narrowed, "\(atForty)")
    #expect(Self.linesAboveIntact(atForty) == nil, "\(atForty)")
    let rows = await tmux.rows()
    #expect(rows.allSatisfy { $0.count <= 40 }, "\(rows)")

    await tmux.resize(columns: 80)
    let widened = await tmux.waitFor { lines in
      let bar = Self.barLines(lines)
      return bar.count == 1 && bar[0].count > 40 && bar[0].count <= 79
    }
    let atEighty = await tmux.lines()
    #expect(widened, "\(atEighty)")
    #expect(Self.linesAboveIntact(atEighty) == nil, "\(atEighty)")

    // The shell says when the probe has ended: what is left on screen is then final. (tmux
    // calls a pane dead only once nothing holds its terminal, which a sanitizer's symbolizer
    // started by the probe may still do.)
    await tmux.type("Enter")
    let ended = await tmux.waitFor(timeout: .seconds(30)) { $0.contains("probe ended: 0") }
    let end = await tmux.lines().filter { $0 != "probe ended: 0" }
    await tmux.end()
    #expect(ended, "\(end)")
    #expect(Self.linesAboveIntact(end) == nil, "\(end)")
    #expect(end.filter { $0.hasPrefix("Step") }.count == 8, "\(end)")
    #expect(Self.barLines(end).isEmpty, "\(end)")
  }
}
