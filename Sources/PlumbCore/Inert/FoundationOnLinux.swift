import Foundation

// What Apple's Foundation and its C neighbours give a view file that
// Foundation on Linux does not: key-value coding on user defaults, the
// dispatch time constants, Core Foundation's absolute time.

extension UserDefaults {
  /// Key-value coding, which Foundation on Linux lacks: the stored object.
  public func value(forKey key: String) -> Any? { object(forKey: key) }
  /// Key-value coding: stores the value as `set(_:forKey:)` does.
  public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}

public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000

/// Seconds since 1 January 2001, as Core Foundation counts them.
public typealias CFAbsoluteTime = Double
public typealias CFTimeInterval = Double
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }
