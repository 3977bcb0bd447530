import TanreiCore

/// An element whose presence the core's rules decide: what every element's exports share.
public protocol PresenceElement: ElementState {
  /// The presence, as the events so far have left it.
  var presence: Presence { get set }
  /// The timing the element's props resolve to in the environment in force: what an insertion
  /// starts with, and the cycle.
  var timing: PresenceTiming { get }
  /// The fallbacks its props took, as the page's debug messages tell them.
  var diagnostics: DiagnosticSet { get }
  /// Resolves again what the environment decides (the cycle under reduced motion, say), after
  /// it changed.
  mutating func environmentChanged()
}

extension PresenceElement {
  /// Applies `event` at `t`: the presence told, and the props resolved again when the
  /// environment changed, their cycle taking effect at once (LDG-4, LDG-17).
  public mutating func apply(_ event: ElementEvent, at t: Double) {
    switch event {
    case .connected: presence.apply(.insert(timing), at: t)
    case .disconnected: presence.apply(.remove, at: t)
    case .hidden: presence.apply(.hide, at: t)
    case .seen: presence.apply(.show, at: t)
    case .reducedMotion(let reduced):
      var environment = presence.environment
      environment.reducedMotion = reduced
      change(to: environment, at: t)
    case .rightToLeft(let rightToLeft):
      var environment = presence.environment
      environment.direction = rightToLeft ? .rightToLeft : .leftToRight
      change(to: environment, at: t)
    }
  }

  private mutating func change(to environment: ComponentEnvironment, at t: Double) {
    guard environment != presence.environment else { return }
    presence.apply(.setEnvironment(environment), at: t)
    environmentChanged()
    presence.apply(.setCycleDuration(timing.cycleDuration), at: t)
  }
}

/// The exports' shared steps, so that each element's are a few lines each.
///
/// An element's module has two exports of its own: `set`, which reads the attributes' texts
/// (and makes the element's state first, when the page passes none), and `answer`, which
/// applies an event, if any, and writes what the element is at a moment.
public enum ElementExports {
  /// Changes the element in the state buffer through `body` at `milliseconds`, made there
  /// first by `make` when the buffer holds none, in the environment of `flags` (``PageFlags``).
  /// A cycle the new props change takes effect at once, keeping its place. Returns the state's
  /// size in bytes, all the page need keep, or a negative ``ExportResult``.
  public static func set<State: PresenceElement>(
    _: State.Type, flags: Int32, at milliseconds: Double, make: (ComponentEnvironment) -> State,
    _ body: (inout State) -> Void
  ) -> Int32 {
    guard let t = ElementTime.checked(milliseconds) else {
      return ExportResult.invalidTime.rawValue
    }
    if !StateBuffer.holds(State.self) {
      StateBuffer.store(make(PageFlags.environment(flags)))
    }
    let result = StateBuffer.modify(State.self) { state in
      body(&state)
      if state.presence.cycleDuration != state.timing.cycleDuration {
        state.presence.apply(.setCycleDuration(state.timing.cycleDuration), at: t)
      }
      return .done
    }
    return result < 0 ? result : Int32(StateBuffer.size(of: State.self))
  }

  /// Applies the event of `code` (``ElementEvent/init(code:)``; none for a negative code) at
  /// `milliseconds` to the element in the state buffer, then writes its answer: the shared
  /// slots, then the element's own through `write`, which may change the state (the host's
  /// naming).
  public static func answer<State: PresenceElement>(
    _: State.Type, event code: Int32, at milliseconds: Double,
    write: (inout State, Double) -> Void
  ) -> Int32 {
    guard let t = ElementTime.checked(milliseconds) else {
      return ExportResult.invalidTime.rawValue
    }
    let event = ElementEvent(code: code)
    if event == nil && code >= 0 { return ExportResult.unknownCode.rawValue }
    return StateBuffer.modify(State.self) { state in
      if let event { state.apply(event, at: t) }
      Answer.write(state.presence, at: t, diagnostics: state.diagnostics)
      write(&state, t)
      return .done
    }
  }
}
