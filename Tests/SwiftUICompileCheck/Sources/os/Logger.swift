// Test-only transcription of the unified logging API that TanreiSwiftUI uses, as Apple documents
// it, so those sources can be type-checked where the os module does not exist. Nothing is logged.

/// Writes messages to the unified logging system.
/// https://developer.apple.com/documentation/os/logger
public struct Logger: Sendable {
  /// https://developer.apple.com/documentation/os/logger/init(subsystem:category:)
  public init(subsystem: String, category: String) {}

  /// https://developer.apple.com/documentation/os/logger/log(_:)
  public func log(_ message: OSLogMessage) {}

  /// https://developer.apple.com/documentation/os/logger/log(level:_:)
  public func log(level: OSLogType, _ message: OSLogMessage) {}

  /// https://developer.apple.com/documentation/os/logger/debug(_:)
  public func debug(_ message: OSLogMessage) {}

  /// https://developer.apple.com/documentation/os/logger/info(_:)
  public func info(_ message: OSLogMessage) {}

  /// https://developer.apple.com/documentation/os/logger/notice(_:)
  public func notice(_ message: OSLogMessage) {}

  /// https://developer.apple.com/documentation/os/logger/warning(_:)
  public func warning(_ message: OSLogMessage) {}

  /// https://developer.apple.com/documentation/os/logger/error(_:)
  public func error(_ message: OSLogMessage) {}

  /// https://developer.apple.com/documentation/os/logger/fault(_:)
  public func fault(_ message: OSLogMessage) {}

  /// https://developer.apple.com/documentation/os/logger/critical(_:)
  public func critical(_ message: OSLogMessage) {}
}

/// The level of a log message.
/// https://developer.apple.com/documentation/os/oslogtype
public struct OSLogType: Equatable, RawRepresentable, Sendable {
  /// https://developer.apple.com/documentation/os/oslogtype/rawvalue
  public let rawValue: UInt8
  /// https://developer.apple.com/documentation/os/oslogtype/init(rawvalue:)
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/os/oslogtype/default
  public static let `default` = OSLogType(rawValue: 0)
  /// https://developer.apple.com/documentation/os/oslogtype/info
  public static let info = OSLogType(rawValue: 1)
  /// https://developer.apple.com/documentation/os/oslogtype/debug
  public static let debug = OSLogType(rawValue: 2)
  /// https://developer.apple.com/documentation/os/oslogtype/error
  public static let error = OSLogType(rawValue: 16)
  /// https://developer.apple.com/documentation/os/oslogtype/fault
  public static let fault = OSLogType(rawValue: 17)
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

  /// https://developer.apple.com/documentation/os/osloginterpolation/appendinterpolation(_:align:privacy:)
  public mutating func appendInterpolation<T>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) where T: CustomStringConvertible {}

  /// https://developer.apple.com/documentation/os/osloginterpolation/appendinterpolation(_:format:align:privacy:)
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {}

  /// https://developer.apple.com/documentation/os/osloginterpolation/appendinterpolation(_:format:align:privacy:)
  public mutating func appendInterpolation<T>(
    _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) where T: FixedWidthInteger {}
}

/// Who may read an interpolated value in the log.
/// https://developer.apple.com/documentation/os/oslogprivacy
public struct OSLogPrivacy: Equatable, Sendable {
  private let level: Int

  /// https://developer.apple.com/documentation/os/oslogprivacy/auto
  public static var auto: OSLogPrivacy { OSLogPrivacy(level: 0) }
  /// https://developer.apple.com/documentation/os/oslogprivacy/public
  public static var `public`: OSLogPrivacy { OSLogPrivacy(level: 1) }
  /// https://developer.apple.com/documentation/os/oslogprivacy/private
  public static var `private`: OSLogPrivacy { OSLogPrivacy(level: 2) }
  /// https://developer.apple.com/documentation/os/oslogprivacy/sensitive
  public static var sensitive: OSLogPrivacy { OSLogPrivacy(level: 3) }
}

/// The alignment of an interpolated value.
/// https://developer.apple.com/documentation/os/oslogstringalignment
public struct OSLogStringAlignment: Sendable {
  /// https://developer.apple.com/documentation/os/oslogstringalignment/none
  public static var none: OSLogStringAlignment { OSLogStringAlignment() }
}

/// How an interpolated floating-point number is written.
/// https://developer.apple.com/documentation/os/oslogfloatformatting
public struct OSLogFloatFormatting: Sendable {
  /// https://developer.apple.com/documentation/os/oslogfloatformatting/fixed
  public static var fixed: OSLogFloatFormatting { OSLogFloatFormatting() }
}

/// How an interpolated integer is written.
/// https://developer.apple.com/documentation/os/oslogintegerformatting
public struct OSLogIntegerFormatting: Sendable {
  /// https://developer.apple.com/documentation/os/oslogintegerformatting/decimal
  public static var decimal: OSLogIntegerFormatting { OSLogIntegerFormatting() }
}
