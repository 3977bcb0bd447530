/// The layout direction of the place a component is used in: which way its reading runs.
///
/// Named apart from SwiftUI's `LayoutDirection`, which an app that imports both reads from its
/// environment and hands to Tanrei's views.
public enum ReadingDirection: String, Sendable, Hashable, CaseIterable, BitwiseCopyable {
  /// Left to right, as English.
  case leftToRight = "ltr"
  /// Right to left, as Arabic and Hebrew.
  case rightToLeft = "rtl"
}
