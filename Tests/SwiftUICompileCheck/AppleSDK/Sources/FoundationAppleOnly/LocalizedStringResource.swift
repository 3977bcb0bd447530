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

  /// Apple's `StringInterpolation` is `String.LocalizationValue.StringInterpolation`:
  /// https://developer.apple.com/documentation/foundation/localizedstringresource/stringinterpolation
  /// https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringinterpolation:)
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {}

  /// https://developer.apple.com/documentation/foundation/localizedstringresource/init(_:table:locale:bundle:comment:)-69k32
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil
  ) {}

  /// Where the strings are looked up.
  /// https://developer.apple.com/documentation/foundation/localizedstringresource/bundledescription
  /// (Apple's has a third case, `forClass(_:)`, which nothing here uses.)
  public enum BundleDescription: Sendable {
    /// https://developer.apple.com/documentation/foundation/localizedstringresource/bundledescription/main
    case main
    /// https://developer.apple.com/documentation/foundation/localizedstringresource/bundledescription/aturl(_:)
    case atURL(URL)
  }

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

extension String {
  /// A string's key and default value for localization, interpolations becoming arguments;
  /// no conformance beyond the literal ones is claimed, as none is needed.
  /// https://developer.apple.com/documentation/swift/string/localizationvalue
  public struct LocalizationValue: ExpressibleByStringInterpolation {
    /// https://developer.apple.com/documentation/swift/string/localizationvalue/init(stringliteral:)
    public init(stringLiteral value: String) {}

    /// https://developer.apple.com/documentation/swift/string/localizationvalue/init(stringinterpolation:)
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {}

    /// https://developer.apple.com/documentation/swift/string/localizationvalue/stringinterpolation
    public struct StringInterpolation: StringInterpolationProtocol {
      /// https://developer.apple.com/documentation/swift/string/localizationvalue/stringinterpolation/init(literalcapacity:interpolationcount:)
      public init(literalCapacity: Int, interpolationCount: Int) {}
      /// https://developer.apple.com/documentation/swift/string/localizationvalue/stringinterpolation/appendliteral(_:)
      public mutating func appendLiteral(_ literal: String) {}
      /// One of Apple's overloads, the one for a `String` ("Hello, \(userName)." on the page
      /// of `String.LocalizationValue`); the others, for numbers and formats, are not needed.
      /// https://developer.apple.com/documentation/swift/string/localizationvalue/stringinterpolation/appendinterpolation(_:)
      public mutating func appendInterpolation(_ string: String) {}
    }
  }
}
