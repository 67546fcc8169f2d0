// `import OSLog` on Linux, where the unified logging system does not exist:
// `Logger` and `os_log` as view models call them, with the privacy and
// format options of their interpolations. A figure logs nothing: messages
// are built (so their interpolations compile and run as written) and
// dropped. Declared on Linux only (Package.swift). There is no `os`
// module: swift-argument-parser and swift-syntax test `canImport(os)` and
// would then reach for `os_unfair_lock`.
@_exported import Foundation

/// A log message: a string built from its interpolations.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
  public let text: String
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The interpolations a log message takes: any value, with privacy,
/// alignment and number formats, which change nothing here.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
  var text = ""
  public init(literalCapacity: Int, interpolationCount: Int) {}
  public mutating func appendLiteral(_ literal: String) { text += literal }
  public mutating func appendInterpolation<T>(
    _ value: @autoclosure () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) { text += String(describing: value()) }
  public mutating func appendInterpolation<T: BinaryInteger>(
    _ value: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) { text += String(describing: value()) }
  public mutating func appendInterpolation<T: BinaryFloatingPoint>(
    _ value: @autoclosure () -> T, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) { text += String(describing: value()) }
  public mutating func appendInterpolation(
    _ value: @autoclosure () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
  ) { text += String(describing: value()) }
}

public struct OSLogPrivacy: Sendable, Equatable {
  let level: Int
  public static let auto = OSLogPrivacy(level: 0)
  public static let `public` = OSLogPrivacy(level: 1)
  public static let `private` = OSLogPrivacy(level: 2)
  public static let sensitive = OSLogPrivacy(level: 3)
  public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
  public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
  public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
  public struct Mask: Sendable, Equatable {
    public static let hash = Mask()
    public static let none = Mask()
  }
}
public struct OSLogStringAlignment: Sendable {
  public static let none = OSLogStringAlignment()
  public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
  public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}
public struct OSLogIntegerFormatting: Sendable {
  public static let decimal = OSLogIntegerFormatting()
  public static let hex = OSLogIntegerFormatting()
  public static let octal = OSLogIntegerFormatting()
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .decimal }
  public static func hex(explicitPrefix: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .hex }
}
public struct OSLogFloatFormatting: Sendable {
  public static let fixed = OSLogFloatFormatting()
  public static let exponential = OSLogFloatFormatting()
  public static let hybrid = OSLogFloatFormatting()
  public static func fixed(precision: Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting { .fixed }
  public static func fixed(explicitPositiveSign: Bool = false) -> OSLogFloatFormatting { .fixed }
}
public enum OSLogBoolFormat: Sendable { case truth, answer }

/// A message's level.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let `default` = OSLogType(rawValue: 0)
  public static let info = OSLogType(rawValue: 1)
  public static let debug = OSLogType(rawValue: 2)
  public static let error = OSLogType(rawValue: 16)
  public static let fault = OSLogType(rawValue: 17)
}

/// A log handle (subsystem and category).
public final class OSLog: Sendable {
  public let subsystem: String
  public let category: String
  public init(subsystem: String, category: String) { (self.subsystem, self.category) = (subsystem, category) }
  public static let `default` = OSLog(subsystem: "", category: "")
  public static let disabled = OSLog(subsystem: "", category: "")
  public struct Category: Sendable {
    public static let pointsOfInterest = Category()
  }
  public convenience init(subsystem: String, category: Category) { self.init(subsystem: subsystem, category: "") }
}

/// Logs messages: in a figure they are built and dropped.
public struct Logger: Sendable {
  public init() {}
  public init(subsystem: String, category: String) {}
  public init(_ log: OSLog) {}
  public func log(_ message: OSLogMessage) {}
  public func log(level: OSLogType, _ message: OSLogMessage) {}
  public func trace(_ message: OSLogMessage) {}
  public func debug(_ message: OSLogMessage) {}
  public func info(_ message: OSLogMessage) {}
  public func notice(_ message: OSLogMessage) {}
  public func warning(_ message: OSLogMessage) {}
  public func error(_ message: OSLogMessage) {}
  public func critical(_ message: OSLogMessage) {}
  public func fault(_ message: OSLogMessage) {}
}

/// The C-style call: builds nothing, logs nothing.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {}
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {}
public func os_log(_ message: OSLogMessage) {}
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}
