// Test-only transcription of what Apple's Foundation has and swift-corelibs-foundation on Linux
// lacks, imported implicitly wherever the check's Foundation is (-import-module), as if it were
// part of it. Only what Tanrei and the sample use, and no conformance the documentation does not
// list: Apple's is neither Sendable nor Equatable in every SDK the package admits, so the
// transcription claims neither. Nothing is localized.
import Foundation

/// A reference to a localizable string, looked up later, in a locale of the caller's choice.
/// https://developer.apple.com/documentation/foundation/localizedstringresource
public struct LocalizedStringResource: ExpressibleByStringInterpolation {
  /// https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringliteral:)
  public init(stringLiteral value: String) {}

  /// https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringinterpolation:)
  public init(stringInterpolation: DefaultStringInterpolation) {}

  /// https://developer.apple.com/documentation/foundation/localizedstringresource/locale
  public var locale: Locale {
    get { Locale(identifier: "en") }
    set {}
  }
}

extension String {
  /// https://developer.apple.com/documentation/swift/string/init(localized:)
  public init(localized resource: LocalizedStringResource) { self = "" }
}
