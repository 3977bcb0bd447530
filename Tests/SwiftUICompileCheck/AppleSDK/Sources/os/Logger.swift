// Test-only transcription of the unified logging API that TanreiSwiftUI uses, as Apple documents
// it, so those sources can be type-checked where the os module does not exist. Nothing is logged.

/// Writes messages to the unified logging system.
/// https://developer.apple.com/documentation/os/logger
public struct Logger: Sendable {
  /// https://developer.apple.com/documentation/os/logger/init(subsystem:category:)
  public init(subsystem: String, category: String) {}

  /// https://developer.apple.com/documentation/os/logger/warning(_:)
  public func warning(_ message: OSLogMessage) {}
}

/// A log message written as a string interpolation.
/// https://developer.apple.com/documentation/os/oslogmessage
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  /// https://developer.apple.com/documentation/os/oslogmessage/init(stringinterpolation:)
  public init(stringInterpolation: OSLogInterpolation) {}

  /// https://developer.apple.com/documentation/os/oslogmessage/init(stringliteral:)
  public init(stringLiteral value: String) {}
}

/// The interpolations a log message accepts, each with its privacy.
/// https://developer.apple.com/documentation/os/osloginterpolation
public struct OSLogInterpolation: StringInterpolationProtocol {
  /// `StringInterpolationProtocol`.
  public init(literalCapacity: Int, interpolationCount: Int) {}

  /// `StringInterpolationProtocol`.
  public mutating func appendLiteral(_ literal: String) {}

  /// https://developer.apple.com/documentation/os/osloginterpolation/appendinterpolation(_:align:privacy:)
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {}
}

/// Who may read an interpolated value in the log.
/// https://developer.apple.com/documentation/os/oslogprivacy
public struct OSLogPrivacy: Equatable, Sendable {
  private let level: Int

  /// https://developer.apple.com/documentation/os/oslogprivacy/auto
  public static var auto: OSLogPrivacy { OSLogPrivacy(level: 0) }
  /// https://developer.apple.com/documentation/os/oslogprivacy/public
  public static var `public`: OSLogPrivacy { OSLogPrivacy(level: 1) }
}

/// The alignment of an interpolated value.
/// https://developer.apple.com/documentation/os/oslogstringalignment
public struct OSLogStringAlignment: Sendable {
  /// https://developer.apple.com/documentation/os/oslogstringalignment/none
  public static var none: OSLogStringAlignment { OSLogStringAlignment() }
}
