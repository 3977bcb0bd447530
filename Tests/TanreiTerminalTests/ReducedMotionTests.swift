import TanreiTestSupport
import Testing

@testable import TanreiTerminal

/// Reduced motion on a terminal: no turning; a pulse no faster than once a second, or a still
/// circle where nothing can be dimmed.
@MainActor
@Suite("Spinner: reduced motion")
struct ReducedMotionTests {
  @Test("LDG-4: under reduced motion the mark is a circle that never turns")
  func neverTurns() {
    let stage = Stage(TerminalProfile(reducedMotion: true))
    let indicator = stage.spinner(showDelay: .zero, enterDuration: .zero)
    stage.advance(indicator.line, to: .ms(3000))
    let text = String(decoding: stage.output.bytes, as: UTF8.self)
    #expect(!LoadingIndicatorCells.arcs.contains { text.contains($0) })
    #expect(stage.screen.currentLine == "○ Fetching packages")
  }

  @Test("LDG-4: the circle pulses through the greys once a second, and the label stays whole")
  func pulsesOnceASecond() {
    let stage = Stage(TerminalProfile(reducedMotion: true))
    let indicator = stage.spinner(showDelay: .zero, enterDuration: .zero)
    stage.advance(indicator.line, to: .ms(3000))
    // Every write after the first touches the circle alone.
    for write in stage.output.writes.dropFirst() {
      #expect(!write.visible.contains("Fetching"))
    }
    // Faintest once in the middle of each cycle, whole at each start: one pulse a second.
    #expect(stage.wakes.count <= 3 * 8, "at most eight steps a cycle: \(stage.wakes.count)")
    let greys = stage.output.writes.dropFirst().map(\.visible)
    #expect(greys.filter { $0.contains("38;5;238") }.count == 3, "\(greys)")
    #expect(greys.filter { !$0.contains("38;5;") }.count == 3, "\(greys)")
  }

  @Test("LDG-4: where the terminal cannot dim, the circle is drawn once and stays still")
  func stillWhereItCannotDim() {
    let stage = Stage(TerminalProfile(colors: .none, reducedMotion: true))
    let indicator = stage.spinner(showDelay: .ms(300))
    stage.advance(indicator.line, to: .ms(5000))
    #expect(stage.output.writes.count == 1)
    #expect(stage.screen.currentLine == "○ Fetching packages")
    // One wake a cycle is all the driver is asked for.
    #expect(stage.wakes.count <= 6, "\(stage.wakes)")
  }

  @Test("LDG-15: reduced motion keeps the show delay")
  func keepsTheDelay() {
    let stage = Stage(TerminalProfile(reducedMotion: true))
    let indicator = stage.spinner()
    stage.advance(indicator.line, to: .ms(299))
    #expect(stage.output.bytes.isEmpty)
    stage.advance(indicator.line, to: .ms(300))
    #expect(!stage.output.bytes.isEmpty)
  }
}
