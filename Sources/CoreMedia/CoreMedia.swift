// `import CoreMedia` on Linux: the times and ranges players and editors
// compute with, as Core Media defines them (AVFoundation re-exports it, as
// Apple's does), and the sample buffers capture delegates receive (none
// arrive: no camera runs). Declared on Linux only (Package.swift).
@_exported import Foundation

/// A time as a value over a timescale (Core Media's).
public struct CMTime: Hashable, Comparable, Sendable {
  public typealias Value = Int64
  public var value: Int64
  public var timescale: Int32
  public init(value: Int64, timescale: Int32) { (self.value, self.timescale) = (value, timescale) }
  public init(seconds: Double, preferredTimescale: Int32) {
    self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
  }
  public static let zero = CMTime(value: 0, timescale: 1)
  public static let invalid = CMTime(value: 0, timescale: 0)
  public static let indefinite = CMTime(value: 0, timescale: 0)
  public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
  public var isValid: Bool { timescale != 0 }
  public static func < (a: CMTime, b: CMTime) -> Bool { a.seconds < b.seconds }
}
public typealias CMTimeScale = Int32
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// A time range (Core Media's).
public struct CMTimeRange: Hashable, Sendable {
  public var start: CMTime
  public var duration: CMTime
  public init(start: CMTime, duration: CMTime) { (self.start, self.duration) = (start, duration) }
  public var end: CMTime { CMTime(seconds: start.seconds + duration.seconds, preferredTimescale: max(start.timescale, 1)) }
  public static let zero = CMTimeRange(start: .zero, duration: .zero)
}


// Core Media's arithmetic on times, exact when the timescales agree.
extension CMTime {
  public static let positiveInfinity = CMTime(value: 0, timescale: 0)
  public static func + (a: CMTime, b: CMTime) -> CMTime { CMTimeAdd(a, b) }
  public static func - (a: CMTime, b: CMTime) -> CMTime { CMTimeSubtract(a, b) }
  /// The time in another timescale, rounded to the nearest value.
  public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: newTimescale)
  }
}
public enum CMTimeRoundingMethod: UInt32, Sendable {
  case roundHalfAwayFromZero = 1, roundTowardZero, roundAwayFromZero, quickTime, roundTowardNegativeInfinity
  case roundTowardPositiveInfinity
  public static var `default`: CMTimeRoundingMethod { .roundHalfAwayFromZero }
}
public func CMTimeAdd(_ a: CMTime, _ b: CMTime) -> CMTime {
  if a.timescale == b.timescale { return CMTime(value: a.value + b.value, timescale: a.timescale) }
  return CMTime(seconds: a.seconds + b.seconds, preferredTimescale: max(a.timescale, b.timescale))
}
public func CMTimeSubtract(_ a: CMTime, _ b: CMTime) -> CMTime {
  if a.timescale == b.timescale { return CMTime(value: a.value - b.value, timescale: a.timescale) }
  return CMTime(seconds: a.seconds - b.seconds, preferredTimescale: max(a.timescale, b.timescale))
}
public func CMTimeCompare(_ a: CMTime, _ b: CMTime) -> Int32 { a < b ? -1 : (b < a ? 1 : 0) }
public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime {
  CMTime(seconds: time.seconds * multiplier, preferredTimescale: time.timescale)
}
public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange { CMTimeRange(start: start, duration: duration) }

/// A buffer of media samples (a camera frame): none arrives on Linux.
public final class CMSampleBuffer: @unchecked Sendable {
  init() {}
  public var presentationTimeStamp: CMTime { .zero }
  public var duration: CMTime { .zero }
  public var isValid: Bool { false }
}
/// A video's pixel size.
public struct CMVideoDimensions: Hashable, Sendable {
  public var width: Int32
  public var height: Int32
  public init(width: Int32, height: Int32) { (self.width, self.height) = (width, height) }
}
