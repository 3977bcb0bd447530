import CTanreiWebHost
import TanreiCore

/// The numbers a call answers with, read by the page as a `Float64Array` over the answer
/// buffer.
///
/// The first ``Slot/elementStart`` slots are the same for every element — its presence, when
/// the page must next ask, and the diagnostics; each element's own numbers follow.
public enum Answer {
  /// The slots every element fills.
  public enum Slot {
    /// The phase: 0 absent, 1 waiting, 2 entering, 3 shown.
    public static let phase = 0
    /// When the delay ends (or ended), or NaN while not inserted.
    public static let shownAt = 1
    /// The entrance: 0 fade, 1 grow (already fade under reduced motion).
    public static let entrance = 2
    /// How long the entrance runs.
    public static let enterDuration = 3
    /// One cycle's length; 0 when nothing moves.
    public static let cycleDuration = 4
    /// The place in the cycle at the time asked, 0..<1.
    public static let cycleProgress = 5
    /// 1 while the cycle turns, 0 while it holds (hidden, LDG-7).
    public static let cycleRunning = 6
    /// The diagnostics, one bit each: bit `n` is `Diagnostic.Code.allCases[n]`.
    public static let diagnostics = 7
    /// What the host is (``HostNaming/bits(phase:holding:name:neverExposed:)``).
    public static let host = 8
    /// What becomes of `aria-label`, `aria-labelledby` and their two twins: their
    /// ``HostNaming/Change`` codes, four bits each.
    public static let naming = 9
    /// The first slot an element fills with its own numbers.
    public static let elementStart = 10
  }

  /// Sets slot `index` to `value`.
  @inline(__always)
  public static func set(_ index: Int, _ value: Double) {
    tanrei_answer()[index] = value
  }

  /// Sets slot `index` to 1 or 0.
  @inline(__always)
  public static func set(_ index: Int, _ value: Bool) {
    tanrei_answer()[index] = value ? 1 : 0
  }

  /// Fills the shared slots from `presence` at `t`, with the diagnostics `diagnostics`.
  ///
  /// The curves the element eases on are token values, not decisions: the page has them from
  /// the element's generated tokens, beside its colours.
  public static func write(_ presence: Presence, at t: Double, diagnostics: DiagnosticSet) {
    let schedule = presence.schedule(at: t)
    // While it waits, the page wakes at `shownAt`: nothing else changes before it that the
    // browser's animations do not take care of (Presence.nextChange).
    set(Slot.phase, phaseCode(schedule.phase))
    set(Slot.shownAt, schedule.shownAt ?? .nan)
    set(Slot.entrance, schedule.entrance == .grow)
    set(Slot.enterDuration, schedule.enterDuration)
    set(Slot.cycleDuration, schedule.cycleDuration)
    set(Slot.cycleProgress, schedule.cycleProgress)
    set(Slot.cycleRunning, schedule.isCycleRunning)
    set(Slot.diagnostics, Double(diagnostics.bits))
  }

  private static func phaseCode(_ phase: PresencePhase) -> Double {
    switch phase {
    case .absent: 0
    case .waiting: 1
    case .entering: 2
    case .shown: 3
    }
  }
}
