import Testing

@testable import TanreiCore

@Suite("Delayed presence: the loading indicator's delay and entrance, for any content")
struct DelayedPresenceTests {
  static let box = BoxSize(width: 320, height: 120)

  static func lifecycle(_ events: [(Int64, ComponentEvent<DelayedPresenceProps>)])
    -> ComponentLifecycle<DelayedPresence>
  {
    var lifecycle = ComponentLifecycle<DelayedPresence>(
      props: DelayedPresenceProps(box: box), tokens: .tanrei)
    for (time, event) in events { lifecycle.apply(event, at: .milliseconds(time)) }
    return lifecycle
  }

  @Test("a wait that ends within the delay shows and exposes nothing, ever")
  func cancelled() {
    let lifecycle = Self.lifecycle([(0, .insert), (200, .remove)])
    for time in stride(from: 0, through: 2000, by: 10) {
      #expect(!lifecycle.frame(at: .milliseconds(Int64(time))).isExposed)
    }
  }

  @Test("a wait that ends after the delay takes the content away at once")
  func removedAtOnce() {
    let lifecycle = Self.lifecycle([(0, .insert), (900, .remove)])
    #expect(lifecycle.frame(at: .milliseconds(899)).isExposed)
    #expect(lifecycle.frame(at: .milliseconds(900)).phase == .absent)
    #expect(lifecycle.frame(at: .milliseconds(900)).box == .zero)
  }

  @Test("the content keeps its box while it waits, and fades in after")
  func keepsItsBox() {
    let lifecycle = Self.lifecycle([(0, .insert)])
    #expect(lifecycle.frame(at: .milliseconds(100)).box == Self.box)
    #expect(lifecycle.frame(at: .milliseconds(300)).opacity == 0)
    #expect(lifecycle.frame(at: .milliseconds(550)).opacity == 1)
  }

  @Test("it is the loading indicator's mechanism: the same events give the same phases and opacity")
  func oneMechanism() {
    let events: [(Int64, LoadingIndicatorEvent)] = [
      (0, .insert), (100, .hide), (150, .show), (700, .remove), (800, .insert),
      (900, .setReducedMotion(true)), (1500, .remove),
    ]
    var indicator = LoadingIndicatorLifecycle(props: LoadingIndicatorProps("Loading"))
    var presence = ComponentLifecycle<DelayedPresence>(
      props: DelayedPresenceProps(box: Self.box), tokens: .tanrei)
    for (time, event) in events {
      indicator.apply(event, at: .milliseconds(time))
      let mapped: ComponentEvent<DelayedPresenceProps>
      switch event {
      case .insert: mapped = .insert
      case .remove: mapped = .remove
      case .hide: mapped = .hide
      case .show: mapped = .show
      case .setReducedMotion(let reduced): mapped = .setReducedMotion(reduced)
      default: continue
      }
      presence.apply(mapped, at: .milliseconds(time))
    }
    for time in stride(from: 0, through: 1600, by: 5) {
      let a = indicator.frame(at: .milliseconds(Int64(time)))
      let b = presence.frame(at: .milliseconds(Int64(time)))
      #expect(a.phase == b.phase, "at \(time)")
      #expect(a.opacity == b.opacity, "at \(time)")
    }
  }

  @Test("delay, entrance and length can be set, with the loading indicator's fallbacks")
  func props() {
    var lifecycle = ComponentLifecycle<DelayedPresence>(
      props: DelayedPresenceProps(
        box: Self.box,
        presence: PresenceProps(
          showDelay: .milliseconds(-1), entrance: "wipe", enterDuration: .milliseconds(100))),
      tokens: .tanrei)
    lifecycle.apply(.insert, at: .zero)
    #expect(lifecycle.frame(at: .milliseconds(299)).phase == .waiting)
    #expect(lifecycle.frame(at: .milliseconds(400)).phase == .shown)
    #expect(lifecycle.diagnostics.map(\.code) == [.invalidShowDelay, .unknownEntrance])
  }
}
