import Foundation
import TanreiCore

/// A progress value as the words assistive technology reads, in a person's locale: the core's
/// whole percentage — rounded down, so that 100 means done — formatted by Foundation ("40%",
/// "40 %" in French), which a screen reader speaks in that language.
public enum ProgressValueText {
  /// `value`'s percentage in `locale`, or `nil` for indeterminate progress (`nil`, or a value
  /// that is not a finite number). A value outside 0…1 is read as the end it passed, as it is
  /// drawn.
  public static func text(for value: Double?, locale: Locale) -> String? {
    guard let value, value.isFinite,
      let percent = ProgressGeometry.percent(of: min(1, max(0, value)))
    else { return nil }
    return percent.formatted(.percent.locale(locale))
  }
}
