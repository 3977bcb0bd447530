/// How long something has taken, in the words a person reads at a glance: "12 s", "1 min 5 s",
/// "2 h 3 min". Whole seconds, rounded down: a count that never runs ahead of the clock.
public enum ElapsedTime {
  /// The wait after which an indicator says how long it has been, unless told otherwise: long
  /// enough that a quick task never shows a count, short enough that a slow one explains itself.
  public static let defaultThreshold = Duration.seconds(10)

  /// `duration` as text; a negative duration reads as "0 s".
  public static func text(_ duration: Duration) -> String {
    let seconds = max(0, Int(duration.components.seconds))
    switch seconds {
    case ..<60: return "\(seconds) s"
    case ..<3600:
      return seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds / 60) min \(seconds % 60) s"
    default:
      let minutes = seconds / 60 % 60
      return minutes == 0 ? "\(seconds / 3600) h" : "\(seconds / 3600) h \(minutes) min"
    }
  }
}
