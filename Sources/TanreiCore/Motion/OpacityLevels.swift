/// The rule that rounds an opacity to one of a few levels, shared by the frame that reports its
/// level and the lifecycle that says when the next one is reached, so the two never disagree.
enum OpacityLevels {
  /// How far short of a level's threshold an opacity may fall and still count as reaching it:
  /// a time rounded to the nanosecond and read back lands a hair short of the crossing it was
  /// computed from.
  static let tolerance = 1e-6

  /// The level, in `0...levels`, nearest to `opacity`: 0 for nothing, `levels` for whole.
  static func level(of opacity: Double, levels: Int) -> Int {
    let levels = max(1, levels)
    guard opacity.isFinite else { return levels }
    let level = Int(Numerics.roundedDown(opacity * Double(levels) + 0.5 + tolerance))
    return min(levels, max(0, level))
  }

  /// An opacity that reads as `level` with half the tolerance to spare, just above the least
  /// that does: what a search for the moment a level is reached aims at.
  static func threshold(of level: Int, levels: Int) -> Double {
    (Double(level) - 0.5 - tolerance / 2) / Double(max(1, levels))
  }
}
