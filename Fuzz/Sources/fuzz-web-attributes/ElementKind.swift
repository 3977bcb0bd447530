import TanreiWebLoadingIndicator
import TanreiWebProgress
import TanreiWebSkeleton
import TanreiWebSpinner
import TanreiWebSupport
import TanreiWebTypingIndicator

/// The five elements, each with its two exports, called as `src/base/tanrei-element.js` calls them.
enum ElementKind: CaseIterable {
  case indicator, progress, skeleton, spinner, typing

  /// How many attributes `set` reads, in the order of the element's `_attributes`; the
  /// cascade's entrance and the product's `aria-label` follow them.
  var attributeCount: Int {
    switch self {
    case .indicator: 6
    case .progress: 10
    case .skeleton: 6
    case .spinner: 5
    case .typing: 4
    }
  }

  /// How many slots of its own the answer holds from ``Answer/Slot/elementStart``: its flags,
  /// then its numbers.
  var slotCount: Int {
    switch self {
    case .indicator: 9
    case .progress: 12
    case .skeleton: 4
    case .spinner: 6
    case .typing: 1
    }
  }

  /// `<prefix>set` with the texts' lengths `l` (``attributeCount`` + 2 of them); `offered` is
  /// the width a layout offers, which only the progress element reads.
  func set(_ l: [Int32], flags: Int32, at ms: Double, offered: Double) -> Int32 {
    switch self {
    case .indicator:
      indicatorSet(l[0], l[1], l[2], l[3], l[4], l[5], l[6], l[7], flags, ms)
    case .progress:
      progressSet(
        l[0], l[1], l[2], l[3], l[4], l[5], l[6], l[7], l[8], l[9], l[10], l[11], flags, ms,
        offered)
    case .skeleton:
      skeletonSet(l[0], l[1], l[2], l[3], l[4], l[5], l[6], l[7], flags, ms)
    case .spinner:
      spinnerSet(l[0], l[1], l[2], l[3], l[4], l[5], l[6], flags, ms)
    case .typing:
      typingSet(l[0], l[1], l[2], l[3], l[4], l[5], flags, ms)
    }
  }

  /// `<prefix>answer`.
  func answer(_ code: Int32, at ms: Double, present: Int32, changed: Int32) -> Int32 {
    switch self {
    case .indicator: indicatorAnswer(code, ms, present, changed)
    case .progress: progressAnswer(code, ms, present, changed)
    case .skeleton: skeletonAnswer(code, ms, present, changed)
    case .spinner: spinnerAnswer(code, ms, present, changed)
    case .typing: typingAnswer(code, ms, present, changed)
    }
  }
}
