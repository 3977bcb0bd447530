import Testing

@testable import TanreiCore

/// The timing props resolved in numbers (`PresenceDefaults`), as every front resolves them:
/// LDG-14's fallbacks, and LDG-15's rule that the dial never scales the delay.
@Suite("Timing props in numbers (LDG-14, LDG-15)")
struct TimingResolutionTests {
  private let defaults = PresenceDefaults(showDelay: 300, entrance: .fade, enterDuration: 250)

  @Test("LDG-14: nil takes the token; a value set is used as given")
  func nilAndGiven() {
    let tokens = defaults.resolve(
      showDelay: nil, entrance: .system, enterDuration: nil, motionScale: 1)
    #expect(tokens.showDelay == 300 && tokens.entrance == .fade && tokens.enterDuration == 250)
    #expect(tokens.ignored.isEmpty)
    let given = defaults.resolve(
      showDelay: 0, entrance: .kind(.grow), enterDuration: 0, motionScale: 1)
    #expect(given.showDelay == 0 && given.entrance == .grow && given.enterDuration == 0)
  }

  @Test(
    "LDG-14: a time negative or not finite takes the token and is named",
    arguments: [-1.0, -.infinity, .infinity, .nan])
  func ignoredTimes(_ value: Double) {
    let resolved = defaults.resolve(
      showDelay: value, entrance: .unknown, enterDuration: value, motionScale: 1)
    #expect(resolved.showDelay == 300 && resolved.enterDuration == 250)
    #expect(resolved.entrance == .fade)
    #expect(resolved.ignored == [.showDelay, .entrance, .enterDuration])
  }

  @Test("LDG-15: the dial scales the token enter duration only")
  func dial() {
    let scaled = defaults.resolve(
      showDelay: nil, entrance: .system, enterDuration: nil, motionScale: 2)
    #expect(scaled.showDelay == 300 && scaled.enterDuration == 500)
    let given = defaults.resolve(
      showDelay: 100, entrance: .system, enterDuration: 100, motionScale: 2)
    #expect(given.showDelay == 100 && given.enterDuration == 100)
  }

  @Test(
    "LDG-14: entrance names compare byte for byte",
    arguments: [
      ("auto", EntranceChoice.system), ("fade", .kind(.fade)), ("grow", .kind(.grow)),
      ("Fade", .unknown), (" fade", .unknown), ("", .unknown), ("growing", .unknown),
    ])
  func entranceNames(_ name: String, _ choice: EntranceChoice) {
    #expect(EntranceChoice(utf8: name.utf8) == choice)
    #expect(LoadingEntrance(name).choice == choice)
  }
}
