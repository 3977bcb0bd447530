/// A sequence whose iteration is shown by a progress bar: each element counts as done when the
/// next is asked for, and the bar finishes when the sequence ends. Made by a sequence's
/// `withProgressBar(_:total:unit:showsCount:showsRate:showsTimeRemaining:showDelay:success:keepingLine:terminal:)`.
///
/// A loop left early — `break`, `return`, an error thrown — drops the iterator, and the bar
/// goes without a word, as a dropped handle's does; for a failure line, use
/// ``withProgressBar(_:total:unit:showsCount:showsRate:showsTimeRemaining:showDelay:success:failure:keepingLine:terminal:isolation:operation:)``.
public struct ProgressBarSequence<Base: Sequence>: Sequence {
  /// The sequence iterated.
  public let base: Base
  let makeBar: @Sendable () -> TerminalProgressBar
  let success: String?
  let keepingLine: Bool

  /// Starts a bar and iterates the base sequence under it.
  public func makeIterator() -> Iterator {
    let bar = makeBar()
    bar.start()
    return Iterator(base: base.makeIterator(), bar: bar, success: success, keepingLine: keepingLine)
  }

  /// The iterator: the base's, advancing the bar.
  public struct Iterator: IteratorProtocol {
    var base: Base.Iterator
    /// The bar, until the sequence ends.
    var bar: TerminalProgressBar?
    let success: String?
    let keepingLine: Bool
    var yielded = false

    /// The next element; the one before it is done.
    public mutating func next() -> Base.Element? {
      guard let bar else { return nil }
      if yielded { bar.advance() }
      guard let element = base.next() else {
        bar.finish(success, keepingLine: keepingLine)
        self.bar = nil
        return nil
      }
      yielded = true
      return element
    }
  }
}

extension Sequence {
  /// This sequence, its iteration shown by a progress bar, as tqdm wraps an iterable:
  ///
  /// ```swift
  /// import TanreiTerminal
  ///
  /// func resize(_ photo: String) {}
  ///
  /// for photo in ["a.jpg", "b.jpg", "c.jpg"].withProgressBar("Resizing") {
  ///   resize(photo)
  /// }
  /// ```
  ///
  /// Each element counts as done when the next is asked for; the bar finishes with `success`
  /// when the sequence ends, and goes without a word if the loop is left early. The total is
  /// the sequence's `underestimatedCount` (a collection's count) unless given; 0 leaves it
  /// unknown, with a count and no bar.
  ///
  /// - Parameters: As for ``TerminalProgressBar/init(_:total:unit:showsCount:showsRate:showsTimeRemaining:showDelay:entrance:enterDuration:terminal:)``,
  ///   and `success` and `keepingLine` as for ``TerminalProgressBar/finish(_:showingElapsed:keepingLine:)``.
  public func withProgressBar(
    _ label: String, total: Double? = nil, unit: ProgressUnit = .items, showsCount: Bool = true,
    showsRate: Bool = false, showsTimeRemaining: Bool = false, showDelay: Duration? = nil,
    success: String? = nil, keepingLine: Bool = false, terminal: TerminalSetup = TerminalSetup()
  ) -> ProgressBarSequence<Self> {
    let known = underestimatedCount
    let total = total ?? (known > 0 ? Double(known) : nil)
    return ProgressBarSequence(
      base: self,
      makeBar: {
        TerminalProgressBar(
          label, total: total, unit: unit, showsCount: showsCount, showsRate: showsRate,
          showsTimeRemaining: showsTimeRemaining, showDelay: showDelay, terminal: terminal)
      }, success: success, keepingLine: keepingLine)
  }
}
