#if canImport(SwiftUI)
  import Foundation

  /// A view's label as it was given: a localized resource, looked up in the view's locale, or
  /// text taken as it is — the pair of initializers SwiftUI's own views take.
  ///
  /// A string literal picks the localized one, so `TanreiLoadingIndicator("Loading messages")`
  /// is extracted into a String Catalog and read in the person's language; a `String` variable
  /// picks the verbatim one. The component is given the text itself: that is its accessible
  /// name, and an empty one is still reported (LDG-10). It is neither `Sendable` nor `Equatable`
  /// because `LocalizedStringResource` is not, in every SDK the package admits: the view looks
  /// it up in its body, on the main actor, and hands on only the text.
  enum ViewLabel {
    /// A localized resource.
    case localized(LocalizedStringResource)
    /// Text as it is.
    case verbatim(String)

    /// The label as text in `locale`.
    func text(in locale: Locale) -> String {
      switch self {
      case .verbatim(let text):
        return text
      case .localized(var resource):
        resource.locale = locale
        return String(localized: resource)
      }
    }
  }
#endif
