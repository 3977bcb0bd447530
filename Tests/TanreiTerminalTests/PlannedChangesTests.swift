import TanreiTestSupport
import Testing

@testable import TanreiTerminal

/// The drawing thread works a spinner's next changes out ahead, while its code is warm, and
/// then only writes them as their moments come. What it works out must be exactly what the
/// loop would have written, at exactly the moments the loop would have woken.
@MainActor
@Suite("Spinner: changes worked out ahead are the loop's own")
struct PlannedChangesTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var profile: TerminalProfile
    var entrance: LoadingEntrance?
    /// Where the loop has got to when the changes are worked out.
    var from: Duration
    var testDescription: String { "\(name), from \(from)" }
  }

  @Test(
    "the planned moments and bytes equal those of the stepped loop",
    arguments: [
      Case(name: "in the fade", profile: TerminalProfile(), from: .ms(380)),
      Case(name: "turning", profile: TerminalProfile(), from: .ms(1_700)),
      Case(name: "turning past the time shown", profile: TerminalProfile(), from: .ms(9_300)),
      Case(name: "growing", profile: TerminalProfile(), entrance: .grow, from: .ms(300)),
      Case(
        name: "pulsing, reduced motion", profile: TerminalProfile(reducedMotion: true),
        from: .ms(900)),
      Case(name: "without colours", profile: TerminalProfile(colors: .none), from: .ms(700)),
    ])
  func plannedEqualsStepped(_ test: Case) {
    let stage = Stage(test.profile)
    let indicator = stage.spinner(entrance: test.entrance)
    stage.advance(indicator.line, to: test.from)
    let planned = indicator.line.region.plannedChanges(
      of: ObjectIdentifier(indicator.line), count: 12)
    #expect(planned.count == 12, "the spinner keeps changing, so twelve changes are ahead")
    guard let last = planned.last else { return }

    let wakesBefore = stage.wakes.count
    let writes = stage.writes { stage.advance(indicator.line, to: last.moment) }
    #expect(Array(stage.wakes.dropFirst(wakesBefore)) == planned.map(\.moment))
    #expect(writes == planned.map(\.bytes).filter { !$0.isEmpty })
  }

  /// The planned wakes write with the writer as it stood when the plan was made, so a plan
  /// stops before a change after which putting the terminal back would take other bytes — the
  /// first draw, which hides the cursor.
  @Test("nothing is worked out ahead across the first draw")
  func delayPlansNothing() {
    let stage = Stage()
    let indicator = stage.spinner()
    stage.advance(indicator.line, to: .ms(120))
    let planned = indicator.line.region.plannedChanges(
      of: ObjectIdentifier(indicator.line), count: 4)
    #expect(planned.isEmpty)
  }

  /// The five changes planned for `line` once it has turned for 1.7 s, or `nil` (recorded as
  /// an issue) when fewer are ahead.
  private static func fiveChangesAhead(
    of line: LiveLine, on stage: Stage, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [LiveRegion.State.PlannedChange]? {
    stage.advance(line, to: .ms(1_700))
    let planned = line.region.plannedChanges(of: ObjectIdentifier(line), count: 5)
    guard planned.count == 5 else {
      Issue.record("five changes are ahead, found \(planned.count)", sourceLocation: sourceLocation)
      return nil
    }
    return planned
  }

  /// A wake that writes a planned change only counts it; the entry's frame and the lines
  /// shown catch up when anything else looks. Caught up, the loop must go on exactly as if it
  /// had made every change itself.
  @Test("changes counted and then settled leave the loop where it would have been")
  func settledPlanContinues() {
    let stage = Stage()
    let indicator = stage.spinner()
    let line = indicator.line
    guard let planned = Self.fiveChangesAhead(of: line, on: stage) else { return }
    // Play the thread: three planned changes written (counted, not applied), then settled.
    let settled = line.region.withState { state -> Bool in
      state.planned = planned
      state.plannedMade = 3
      state.settlePlan()
      return state.planned.isEmpty && state.plannedMade == 0
        && state.entries.first?.lastUpdate == planned[2].moment
        && state.entries.first?.frame == planned[2].frame
        && state.writer.shown == planned[2].writer.shown
    }
    #expect(settled)
    // The loop's own next change is the fourth planned one, byte for byte.
    stage.clock.advance(to: ManualClock.Instant(offset: planned[3].moment))
    let writes = stage.writes { line.update() }
    #expect(writes == [planned[3].bytes].filter { !$0.isEmpty })
    #expect(line.nextWake == planned[4].moment)
  }

  /// Reading the label or the time so far changes nothing: the changes not yet written stay
  /// planned, after those written are settled.
  @Test("a reader settles the changes written and keeps the rest of the plan")
  func readerKeepsThePlan() {
    let stage = Stage()
    let indicator = stage.spinner()
    let line = indicator.line
    guard let planned = Self.fiveChangesAhead(of: line, on: stage) else { return }
    line.region.withState { state in
      state.planned = planned
      state.plannedMade = 2
    }
    #expect(line.label == "Fetching packages")
    let kept = line.region.withState { state -> Bool in
      state.plannedMade == 0 && state.planned.map(\.moment) == planned[2...].map(\.moment)
        && state.entries.first?.frame == planned[1].frame
        && state.writer.shown == planned[1].writer.shown
    }
    #expect(kept)
  }

  @Test("nothing is worked out ahead for an indicator that has ended")
  func endedPlansNothing() {
    let stage = Stage()
    let indicator = stage.spinner()
    stage.advance(indicator.line, to: .ms(600))
    indicator.finish()
    let planned = indicator.line.region.plannedChanges(
      of: ObjectIdentifier(indicator.line), count: 4)
    #expect(planned.isEmpty)
  }
}
