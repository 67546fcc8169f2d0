import Foundation

#if os(Linux) || !canImport(os)
// Apple's unified logging, as view files and view models log: `Logger`
// with its privacy-annotated interpolations, `os_log`, `OSLog` and the
// signposts. `import os`, `import os.log` and `import OSLog` find empty
// module maps of those names on Linux (Package.swift); the API is here,
// reached through `import SwiftUI`. Nothing is written: a figure's process
// keeps no system log, and drawing stays quiet.

/// A logger for a subsystem and category; its messages go nowhere.
public struct Logger: Sendable {
  public let subsystem: String
  public let category: String
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }
  public init(_ logObj: OSLog) { self.init(subsystem: logObj.subsystem, category: logObj.category) }
  public init() { self.init(subsystem: "", category: "") }
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

/// A log message: a literal with interpolations that say how each value
/// is formatted and whether it is private. The text is built, never
/// written.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
  public let interpolation: OSLogInterpolation
  public init(stringLiteral value: String) {
    var i = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
    i.appendLiteral(value)
    interpolation = i
  }
  public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }
  /// The message as text, every value shown (no redaction: nothing is
  /// logged).
  public var text: String { interpolation.text }
}

public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
  var text = ""
  public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
  public mutating func appendLiteral(_ literal: String) { text += literal }
  public mutating func appendInterpolation<T>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) { text += "\(value())" }
  public mutating func appendInterpolation<T>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto,
    attributes: String
  ) { text += "\(value())" }
  public mutating func appendInterpolation<T: BinaryInteger>(
    _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) { text += "\(number())" }
  public mutating func appendInterpolation<T: BinaryFloatingPoint>(
    _ number: @autoclosure @escaping () -> T, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) { text += "\(Double(number()))" }
  public mutating func appendInterpolation(
    _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
  ) { text += boolean() ? "true" : "false" }
}

/// Whether a logged value is shown in the log or redacted.
public struct OSLogPrivacy: Equatable, Sendable {
  public enum Mask: Equatable, Sendable { case hash, none }
  let kind: Int
  public static let auto = OSLogPrivacy(kind: 0)
  public static let `public` = OSLogPrivacy(kind: 1)
  public static let `private` = OSLogPrivacy(kind: 2)
  public static let sensitive = OSLogPrivacy(kind: 3)
  public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
  public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
  public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
}
public struct OSLogStringAlignment: Sendable {
  public static let none = OSLogStringAlignment()
  public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { OSLogStringAlignment() }
  public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}
public struct OSLogIntegerFormatting: Sendable {
  public static let decimal = OSLogIntegerFormatting()
  public static let hex = OSLogIntegerFormatting()
  public static let octal = OSLogIntegerFormatting()
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int = 0)
    -> OSLogIntegerFormatting
  { OSLogIntegerFormatting() }
  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @autoclosure @escaping () -> Int = 0
  ) -> OSLogIntegerFormatting { OSLogIntegerFormatting() }
}
public struct OSLogFloatFormatting: Sendable {
  public static let fixed = OSLogFloatFormatting()
  public static let exponential = OSLogFloatFormatting()
  public static let hybrid = OSLogFloatFormatting()
  public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false)
    -> OSLogFloatFormatting
  { OSLogFloatFormatting() }
  public static func fixed(explicitPositiveSign: Bool) -> OSLogFloatFormatting { OSLogFloatFormatting() }
}
public enum OSLogBoolFormat: Sendable { case truth, answer }

/// A message's level.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public init(_ rawValue: UInt8) { self.rawValue = rawValue }
  public static let `default` = OSLogType(0)
  public static let info = OSLogType(1)
  public static let debug = OSLogType(2)
  public static let error = OSLogType(16)
  public static let fault = OSLogType(17)
}

/// A log handle (`OSLog(subsystem:category:)`, `.default`).
public final class OSLog: Sendable {
  public let subsystem: String
  public let category: String
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }
  public convenience init(subsystem: String, category: OSLog.Category) {
    self.init(subsystem: subsystem, category: category.rawValue)
  }
  public static let `default` = OSLog(subsystem: "", category: "")
  public static let disabled = OSLog(subsystem: "", category: "disabled")
  public func isEnabled(type: OSLogType) -> Bool { false }
  public var signpostsEnabled: Bool { false }
  public struct Category: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
    public static let dynamicTracing = Category(rawValue: "DynamicTracing")
    public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
  }
}

// `os_log`, in its printf form and its interpolated form: nothing is written.
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
  _ args: any CVarArg...
) {}
public func os_log(
  _ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, _ message: StaticString,
  _ args: any CVarArg...
) {}
public func os_log(_ message: OSLogMessage) {}
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}

// MARK: Signposts

public struct OSSignpostID: Hashable, Sendable {
  public let rawValue: UInt64
  public init(_ value: UInt64) { rawValue = value }
  public init(log: OSLog) { rawValue = 1 }
  public init(log: OSLog, object: AnyObject) { rawValue = 1 }
  public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
  public static let invalid = OSSignpostID(~0)
  public static let null = OSSignpostID(0)
}
public enum OSSignpostType: Sendable { case begin, end, event }
public func os_signpost(
  _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
  signpostID: OSSignpostID = .exclusive
) {}
public func os_signpost(
  _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
  signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...
) {}

/// Marks intervals and events for Instruments: none are recorded.
public struct OSSignposter: Sendable {
  public init(subsystem: String, category: String) {}
  public init(subsystem: String, category: OSLog.Category) {}
  public init(logger: Logger) {}
  public init(logHandle: OSLog) {}
  public init() {}
  public static let disabled = OSSignposter()
  public var isEnabled: Bool { false }
  public func makeSignpostID() -> OSSignpostID { .exclusive }
  public func makeSignpostID(from object: AnyObject) -> OSSignpostID { .exclusive }
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
    OSSignpostIntervalState()
  }
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage)
    -> OSSignpostIntervalState
  { OSSignpostIntervalState() }
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}
  public func withIntervalSignpost<T>(
    _ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T
  ) rethrows -> T { try task() }
}
public struct OSSignpostIntervalState: Sendable {}

// Reading the log back (`OSLogStore`): the log Plumb keeps is no one's to
// read, so a store opens and holds no entries.

/// The log's entries of a scope: none on Linux.
public final class OSLogStore: @unchecked Sendable {
  public enum Scope: Int, Sendable { case system, currentProcessIdentifier }
  public init(scope: Scope) throws {}
  public static func local() throws -> OSLogStore { try OSLogStore(scope: .system) }
  public func position(date: Date) -> OSLogPosition { OSLogPosition() }
  public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition { OSLogPosition() }
  public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition { OSLogPosition() }
  public struct EnumeratorOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let reverse = EnumeratorOptions(rawValue: 1)
  }
  public func getEntries(
    with options: EnumeratorOptions = [], at position: OSLogPosition? = nil, matching predicate: NSPredicate? = nil
  ) throws -> AnySequence<OSLogEntry> { AnySequence([]) }
}
public final class OSLogPosition: @unchecked Sendable {}

/// An entry of the log, as a store gives it.
open class OSLogEntry: @unchecked Sendable {
  public let date: Date
  public let composedMessage: String
  public var storeCategory: StoreCategory { .undefined }
  public enum StoreCategory: Int, Sendable { case undefined, metadata, shortTerm, longTermAuto, longTerm1, longTerm3, longTerm7, longTerm14, longTerm30 }
  init(date: Date, composedMessage: String) { (self.date, self.composedMessage) = (date, composedMessage) }
}
/// A `Logger` message in the log.
open class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
  public enum Level: Int, Sendable { case undefined, debug, info, notice, error, fault }
  public var level: Level { .undefined }
  public var subsystem: String { "" }
  public var category: String { "" }
  public var process: String { "" }
  public var processIdentifier: Int32 { 0 }
  public var sender: String { "" }
  public var threadIdentifier: UInt64 { 0 }
}

// MARK: Locks (`#if canImport(os)` holds in a file that imports SwiftUI)

/// The unfair lock's C spelling, over a POSIX mutex (all zeros is an
/// unlocked mutex, as `os_unfair_lock()` is an unlocked lock).
public struct os_unfair_lock: @unchecked Sendable {
  var mutex = pthread_mutex_t()
  public init() {}
}
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>
/// The C struct's name (`os_unfair_lock_t.allocate(capacity: 1)` initialized with `os_unfair_lock_s()`).
public typealias os_unfair_lock_s = os_unfair_lock
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
  _ = withUnsafeMutablePointer(to: &lock.pointee.mutex) { pthread_mutex_lock($0) }
}
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
  _ = withUnsafeMutablePointer(to: &lock.pointee.mutex) { pthread_mutex_unlock($0) }
}
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
  withUnsafeMutablePointer(to: &lock.pointee.mutex) { pthread_mutex_trylock($0) == 0 }
}
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {}
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {}

/// A lock owning its state (iOS 16).
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
  private final class Box: @unchecked Sendable {
    let lock = NSLock()
    var state: State
    init(_ state: State) { self.state = state }
  }
  private let box: Box
  public init(initialState: State) { box = Box(initialState) }
  public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
    box.lock.lock()
    defer { box.lock.unlock() }
    return try body(&box.state)
  }
  public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
    box.lock.lock()
    defer { box.lock.unlock() }
    return try body(&box.state)
  }
  public func withLockIfAvailable<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
    guard box.lock.try() else { return nil }
    defer { box.lock.unlock() }
    return try body(&box.state)
  }
  public func lock() { box.lock.lock() }
  public func unlock() { box.lock.unlock() }
}
extension OSAllocatedUnfairLock where State == Void {
  public init() { self.init(initialState: ()) }
  public func withLock<R>(_ body: @Sendable () throws -> R) rethrows -> R {
    box.lock.lock()
    defer { box.lock.unlock() }
    return try body()
  }
}
#endif
