import Foundation
import TanreiCore
import TanreiTestSupport
import TanreiTrace
import Testing

/// The SwiftUI row of the conformance suite, replayed the way SwiftUI drives a view: the
/// scenarios of `examples/scenarios/swiftui-*.json` are SwiftUI's callbacks (a navigation push
/// and pop, a tab switch, a lazy stack's row scrolled away and recycled, a sheet, the app in the
/// background, an identity change, a storm of parent updates, a task started again in the same
/// turn), run through `tanrei trace`'s SwiftUI host — the very methods the views call — on a
/// manual clock. Identity is insertion and removal; everything else only hides and shows.
@MainActor
@Suite("SwiftUI's lifecycle, replayed through the views' bridge")
struct SwiftUILifecycleConformanceTests {
  /// Every SwiftUI scenario, each replayed by a test below.
  static let scenarios = [
    "swiftui-navigation-push-pop", "swiftui-tab-switch", "swiftui-lazy-stack-recycle",
    "swiftui-sheet", "swiftui-background-and-back", "swiftui-identity-change",
    "swiftui-parent-update-storm", "swiftui-task-restarted-same-turn",
    "swiftui-delayed-minimum-shown", "swiftui-made-before-shown",
    "swiftui-delayed-flag-while-covered", "swiftui-lazy-row-since",
  ]

  /// The scenario's lines, by sample time.
  func lines(_ name: String) throws -> [Double: JSONObject] {
    let text = try RepositoryFiles.text("examples/scenarios/\(name).json")
    let scenario = try TraceScenario.parse(text)
    #expect(scenario.host == .swiftui)
    var byTime: [Double: JSONObject] = [:]
    for line in TraceRunner(scenario: scenario).lines() {
      let object = try #require(line.objectValue)
      byTime[try #require(object["t"]?.numberValue)] = object
    }
    return byTime
  }

  func phase(_ line: JSONObject?) -> String? { line?["phase"]?.stringValue }
  func flag(_ line: JSONObject?, _ key: String) -> Bool? { line?[key]?.boolValue }
  func number(_ line: JSONObject?, _ key: String) -> Double? { line?[key]?.numberValue }
  /// Whether `a` is `b`, to the six places the trace writes.
  func near(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-6 } ?? false }
  func name(_ line: JSONObject?) -> String? {
    line?["accessibility"]?.objectValue?["name"]?.stringValue
  }

  @Test("every SwiftUI scenario in examples/scenarios is one these tests replay")
  func everyScenarioReplayed() {
    let files = RepositoryFiles.files(under: "examples/scenarios").filter {
      $0.hasPrefix("swiftui-")
    }
    #expect(Set(files) == Set(Self.scenarios.map { $0 + ".json" }))
  }

  @Test("LDG-15: a navigation push and pop during the delay neither restart nor pause it")
  func pushAndPop() throws {
    let lines = try lines("swiftui-navigation-push-pop")
    #expect(phase(lines[150]) == "waiting")
    #expect(flag(lines[150], "visible") == false, "pushed over: hidden")
    #expect(phase(lines[299]) == "waiting")
    #expect(phase(lines[300]) == "entering", "shown at 300 ms, as if never pushed over")
    #expect(name(lines[300]) == "Loading messages")
  }

  @Test(
    "LDG-16: hiding without removing, the disappearance and the task's end, waits no delay again")
  func hidingIsNotRemoval() throws {
    let lines = try lines("swiftui-navigation-push-pop")
    #expect(phase(lines[425]) == "entering")
    #expect(near(number(lines[425], "opacity"), 0.877834))
    #expect(phase(lines[550]) == "shown")
  }

  @Test("LDG-7: on a tab not selected the turn pauses, and resumes where it stopped")
  func tabSwitch() throws {
    let lines = try lines("swiftui-tab-switch")
    let rotation = try #require(number(lines[600], "rotation"))
    #expect(flag(lines[1000], "paused") == true)
    #expect(flag(lines[1000], "accessibilityHidden") == false, "hidden from sight, not removed")
    #expect(number(lines[1599], "rotation") == rotation)
    #expect(flag(lines[1600], "paused") == false)
    #expect(near(number(lines[1850], "rotation"), rotation + 90), "a quarter turn in 250 ms")
  }

  @Test("LDG-13: a row scrolled away mid-entrance finishes its entrance unseen")
  func entranceRunsWhileScrolledAway() throws {
    let lines = try lines("swiftui-lazy-stack-recycle")
    #expect(flag(lines[400], "visible") == false)
    #expect(phase(lines[600]) == "shown")
    #expect(number(lines[600], "opacity") == 1)
    #expect(number(lines[799], "rotation") == number(lines[400], "rotation"), "the turn paused")
  }

  @Test(
    "LDG-16: a lazy row whose state was released and made again is a new identity that waits again")
  func recycledRowWaitsAgain() throws {
    let lines = try lines("swiftui-lazy-stack-recycle")
    #expect(phase(lines[2200]) == "absent")
    #expect(lines[2200]?["box"]?.objectValue?["width"]?.numberValue == 0, "out of the hierarchy")
    #expect(phase(lines[2799]) == "waiting")
    #expect(phase(lines[2800]) == "entering")
  }

  @Test(
    "LDG-11: a sheet dismissed within the delay drew, exposed and said nothing; presented again, it waits again"
  )
  func sheet() throws {
    let lines = try lines("swiftui-sheet")
    for t in [0.0, 100, 199, 200, 300, 600] {
      #expect(flag(lines[t], "drawn") == false, "at \(t) ms")
      #expect(flag(lines[t], "accessibilityHidden") == true, "at \(t) ms")
      #expect(lines[t]?["accessibility"]?.isNull == true, "at \(t) ms")
    }
    #expect(
      lines[0]?["box"]?.objectValue?["width"]?.numberValue == 24, "its box from the first layout")
    #expect(phase(lines[1299]) == "waiting")
    #expect(phase(lines[1300]) == "entering")
  }

  @Test("LDG-15: in the background the delay counts on; LDG-7: shown, the turn pauses there")
  func backgroundAndBack() throws {
    let lines = try lines("swiftui-background-and-back")
    #expect(flag(lines[150], "visible") == false)
    #expect(phase(lines[300]) == "entering", "the delay ended on time though hidden for part")
    let rotation = try #require(number(lines[1000], "rotation"))
    #expect(flag(lines[2000], "paused") == true)
    #expect(number(lines[3000], "rotation") == rotation)
    #expect(near(number(lines[3250], "rotation"), rotation + 90))
  }

  @Test(
    "LDG-16: an identity change is a removal and a new insertion: gone at once, then the whole delay"
  )
  func identityChange() throws {
    let lines = try lines("swiftui-identity-change")
    #expect(phase(lines[399]) == "entering")
    #expect(phase(lines[400]) == "waiting", "the old identity's indicator is gone at once")
    #expect(flag(lines[400], "drawn") == false)
    #expect(phase(lines[699]) == "waiting")
    #expect(phase(lines[700]) == "entering")
  }

  @Test(
    "LDG-16: sixty parent updates with equal props change nothing; LDG-5: a new label renames it")
  func parentUpdateStorm() throws {
    let lines = try lines("swiftui-parent-update-storm")
    #expect(phase(lines[299]) == "waiting")
    #expect(phase(lines[300]) == "entering", "the delay was not restarted by any update")
    #expect(name(lines[480]) == "Loading messages")
    #expect(name(lines[500]) == "Loading new messages")
    #expect(phase(lines[500]) == "entering", "a new label keeps the running entrance")
  }

  @Test(
    "LDG-7: a task started again in the same turn, the old one's end arriving after, leaves it shown and turning"
  )
  func taskRestartedInTheSameTurn() throws {
    let lines = try lines("swiftui-task-restarted-same-turn")
    #expect(phase(lines[50]) == "entering")
    #expect(flag(lines[150], "visible") == true)
    #expect(flag(lines[400], "visible") == true)
    #expect(flag(lines[400], "paused") == false)
    #expect(phase(lines[400]) == "shown")
  }

  @Test(
    "delayed content with a 500 ms minimum: a wait 10 ms past the delay shows it 500 ms, not 10")
  func minimumShown() throws {
    let lines = try lines("swiftui-delayed-minimum-shown")
    #expect(phase(lines[310]) == "entering")
    #expect(phase(lines[799]) == "shown")
    #expect(phase(lines[800]) == "absent")
    #expect(phase(lines[1350]) == "absent", "a second wait ended within its delay: nothing shown")
    #expect(phase(lines[1500]) == "absent")
  }

  @Test(
    "LDG-11: a view made at 0 and first on screen at 1000 is shown at 1000: its delay counted from its making"
  )
  func madeBeforeShown() throws {
    let lines = try lines("swiftui-made-before-shown")
    #expect(phase(lines[1000]) == "shown")
    #expect(number(lines[1000], "opacity") == 1, "an entrance over before it was seen is not run")
    #expect(name(lines[1000]) == "Loading messages")
  }

  @Test(
    "LDG-15: delayed content whose flag turned true at 200 under a covered screen is shown whole when it appears at 1000"
  )
  func delayedFlagWhileCovered() throws {
    let lines = try lines("swiftui-delayed-flag-while-covered")
    #expect(phase(lines[1000]) == "shown")
    #expect(number(lines[1000], "opacity") == 1)
    #expect(flag(lines[1000], "exposed") == true)
  }

  @Test(
    "LDG-16: a lazy row whose state was released and made again with its model's start of the wait does not wait again"
  )
  func lazyRowWithSince() throws {
    let lines = try lines("swiftui-lazy-row-since")
    #expect(phase(lines[150]) == "absent", "released: out of the hierarchy")
    #expect(phase(lines[900]) == "shown", "made again 900 ms into the wait: past its delay")
    #expect(name(lines[900]) == "Loading row")
  }

  @Test("an unknown callback or value is refused, naming it")
  func unknownCallback() {
    for (event, named) in [
      (#"{"at": 0, "view": "vanish"}"#, "vanish"),
      (#"{"at": 0, "view": "scenePhase", "value": "asleep"}"#, "scenePhase"),
      (#"{"at": 0, "view": "appear", "value": true}"#, "value"),
      (#"{"at": 0, "do": "insert"}"#, "view"),
    ] {
      let text = #"{"host": "swiftui", "events": [\#(event)], "samples": [0]}"#
      #expect(throws: TraceError.self, "\(event)") { try TraceScenario.parse(text) }
      do {
        _ = try TraceScenario.parse(text)
      } catch {
        #expect(error.description.contains(named), "\(error.description)")
      }
    }
  }
}
