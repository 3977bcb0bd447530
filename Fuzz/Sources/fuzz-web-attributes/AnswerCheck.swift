import CTanreiWebHost
import FuzzSupport
import TanreiCore
import TanreiWebSupport

/// What every answer must be, whatever the calls before it: each slot a number the page can
/// apply as it is, and the slots in agreement with one another.
struct AnswerCheck {
  let kind: ElementKind
  /// The time the answer was asked for.
  let time: Double
  /// Says which call answered, for a report.
  let call: () -> String

  /// The answer buffer's slots the element fills.
  var slots: [Double] {
    Array(
      UnsafeBufferPointer(
        start: tanrei_answer(), count: Answer.Slot.elementStart + kind.slotCount))
  }

  func run() {
    let a = slots
    let phase = a[Answer.Slot.phase]
    expect([0, 1, 2, 3].contains(phase), "phase", a)
    let shownAt = a[Answer.Slot.shownAt]
    if phase == 0 {
      expect(shownAt.isNaN, "shownAt while absent", a)
    } else {
      expect(shownAt.isFinite, "shownAt", a)
      expect(phase == 1 ? time < shownAt : time >= shownAt, "shownAt against the phase", a)
    }
    expect(isFlag(a[Answer.Slot.entrance]), "entrance", a)
    expect(isLength(a[Answer.Slot.enterDuration]), "enterDuration", a)
    let cycle = a[Answer.Slot.cycleDuration]
    expect(isLength(cycle), "cycleDuration", a)
    let progress = a[Answer.Slot.cycleProgress]
    expect(progress.isFinite && (0...1).contains(progress), "cycleProgress", a)
    let running = a[Answer.Slot.cycleRunning]
    expect(isFlag(running) && (running == 0 || cycle > 0), "cycleRunning", a)
    expect(
      isWhole(a[Answer.Slot.diagnostics], below: 1 << Diagnostic.Code.allCases.count),
      "diagnostics", a)
    let host = a[Answer.Slot.host]
    let naming = a[Answer.Slot.naming]
    if kind == .skeleton {
      // Never exposed, hidden while it waits, its names not its concern.
      expect(host == (phase == 1 ? 10 : 8) && naming == 0, "a skeleton's host", a)
    } else {
      expect(isWhole(host, below: 64), "host", a)
      let bits = Int(host)
      expect(
        (bits & 1 != 0) == (phase >= 2) && (bits & 2 != 0) == (phase == 1) && bits & 8 == 0,
        "host against the phase",
        a)
      // Its own name (16 the label, 32 the default label) only while exposed.
      expect(bits >> 4 < 3 && (bits >> 4 == 0 || bits & 1 != 0), "the host's own name", a)
      expect(
        bits & 32 == 0 || kind == .typing, "a default label is the typing indicator's alone", a)
      expect(isWhole(naming, below: 1 << 16), "naming", a)
      let changes = (0..<4).map { (Int(naming) >> (4 * $0)) & 15 }
      // Left, removed, or one of the four names' texts: nothing else moves.
      expect(changes.allSatisfy { $0 <= 6 && $0 != 2 }, "naming's changes", a)
    }
    checkOwn(Array(a[Answer.Slot.elementStart...]), a)
  }

  /// The element's own slots: its flags, then lengths in pixels.
  private func checkOwn(_ own: [Double], _ a: [Double]) {
    let flags = own[0]
    let lengths: [Double]
    switch kind {
    case .indicator:
      expect(isWhole(flags, below: 4), "flags", a)
      lengths = Array(own[1...])
    case .progress:
      expect(isWhole(flags, below: 128), "flags", a)
      // width … circumference, then the resting indicator's start, its length and the segment.
      lengths = Array(own[1...6]) + Array(own[8...9])
      expect(own[7].isFinite, "the resting indicator's start", a)
      let percent = own[10]
      expect(
        percent.isNaN ? Int(flags) & 32 == 0 : Int(flags) & 32 != 0 && isWhole(percent, below: 101),
        "percent against determinate", a)
      expect(isWhole(own[11], below: tanrei_text_capacity() + 1), "announcement", a)
    case .skeleton, .spinner:
      expect(flags == 0, "flags", a)
      lengths = Array(own[1...])
    case .typing:
      expect(isFlag(flags), "flags", a)
      lengths = []
    }
    expect(lengths.allSatisfy(isLength), "a length", a)
  }

  private func expect(_ condition: Bool, _ what: String, _ a: [Double]) {
    require(condition, "\(kind) \(call()) at \(time): \(what) amiss in \(a)")
  }

  private func isFlag(_ value: Double) -> Bool { value == 0 || value == 1 }
  private func isLength(_ value: Double) -> Bool { value.isFinite && value >= 0 }
  private func isWhole(_ value: Double, below limit: Int) -> Bool {
    value >= 0 && value < Double(limit) && value.rounded(.towardZero) == value
  }
}
