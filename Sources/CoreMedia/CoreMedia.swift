// `import CoreMedia` on Linux: the times and ranges players and editors
// compute with, as Core Media defines them (AVFoundation re-exports it, as
// Apple's does), and the sample buffers capture delegates receive (none
// arrive: no camera runs). Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

/// A time as a value over a timescale (Core Media's).
public struct CMTime: Hashable, Comparable, Sendable {
  public typealias Value = Int64
  public var value: Int64
  public var timescale: Int32
  public var flags: CMTimeFlags
  public var epoch: Int64 = 0
  public init(value: Int64, timescale: Int32) {
    (self.value, self.timescale) = (value, timescale)
    flags = timescale > 0 ? .valid : []
  }
  init(flags: CMTimeFlags) { (value, timescale, self.flags) = (0, 1, flags) }
  /// The nearest time in the timescale; a non-finite or out-of-range
  /// number of seconds gives `.invalid` or an infinity, as Core Media's does.
  public init(seconds: Double, preferredTimescale: Int32) {
    let scaled = (seconds * Double(preferredTimescale)).rounded()
    if seconds.isNaN || preferredTimescale <= 0 {
      self.init(flags: [])
    } else if scaled >= 9.2e18 || seconds == .infinity {
      self.init(flags: [.valid, .positiveInfinity])
    } else if scaled <= -9.2e18 || seconds == -.infinity {
      self.init(flags: [.valid, .negativeInfinity])
    } else {
      self.init(value: Int64(scaled), timescale: preferredTimescale)
    }
  }
  public static let zero = CMTime(value: 0, timescale: 1)
  public static let invalid = CMTime(flags: [])
  public static let indefinite = CMTime(flags: [.valid, .indefinite])
  public static let positiveInfinity = CMTime(flags: [.valid, .positiveInfinity])
  public static let negativeInfinity = CMTime(flags: [.valid, .negativeInfinity])
  public var isValid: Bool { flags.contains(.valid) }
  public var isIndefinite: Bool { flags.contains(.indefinite) }
  public var isPositiveInfinity: Bool { flags.contains(.positiveInfinity) }
  public var isNegativeInfinity: Bool { flags.contains(.negativeInfinity) }
  public var isNumeric: Bool { isValid && !isIndefinite && !isPositiveInfinity && !isNegativeInfinity }
  public var seconds: Double {
    if !isValid || isIndefinite { return .nan }
    if isPositiveInfinity { return .infinity }
    if isNegativeInfinity { return -.infinity }
    return Double(value) / Double(timescale)
  }
  /// Equal when they are the same instant, whatever their timescales (1/2 and 2/4).
  public static func == (a: CMTime, b: CMTime) -> Bool { CMTimeCompare(a, b) == 0 }
  public func hash(into hasher: inout Hasher) {
    if isNumeric { hasher.combine(seconds) } else { hasher.combine(flags.rawValue) }
  }
  public static func < (a: CMTime, b: CMTime) -> Bool { CMTimeCompare(a, b) < 0 }
}
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let valid = CMTimeFlags(rawValue: 1)
  public static let hasBeenRounded = CMTimeFlags(rawValue: 2)
  public static let positiveInfinity = CMTimeFlags(rawValue: 4)
  public static let negativeInfinity = CMTimeFlags(rawValue: 8)
  public static let indefinite = CMTimeFlags(rawValue: 16)
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
  public var end: CMTime { CMTimeAdd(start, duration) }
  public static let zero = CMTimeRange(start: .zero, duration: .zero)
}


// Core Media's arithmetic on times, exact when the timescales agree.
extension CMTime {
  public static func + (a: CMTime, b: CMTime) -> CMTime { CMTimeAdd(a, b) }
  public static func - (a: CMTime, b: CMTime) -> CMTime { CMTimeSubtract(a, b) }
  /// The time in another timescale, rounded to the nearest value.
  public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: newTimescale)
  }
}
public enum CMTimeRoundingMethod: UInt32, Sendable {
  case roundHalfAwayFromZero = 1, roundTowardZero, roundAwayFromZero, quickTime, roundTowardPositiveInfinity
  case roundTowardNegativeInfinity
  public static var `default`: CMTimeRoundingMethod { .roundHalfAwayFromZero }
}
public func CMTimeAdd(_ a: CMTime, _ b: CMTime) -> CMTime { combined(a, b, Int64.addingReportingOverflow, +) }
public func CMTimeSubtract(_ a: CMTime, _ b: CMTime) -> CMTime { combined(a, b, Int64.subtractingReportingOverflow, -) }
/// Exact in one timescale (unless it overflows), else through seconds in
/// the finer timescale; `.invalid` or `.indefinite` when either is not a number.
private func combined(
  _ a: CMTime, _ b: CMTime, _ exact: (Int64) -> (Int64) -> (partialValue: Int64, overflow: Bool),
  _ approximate: (Double, Double) -> Double
) -> CMTime {
  guard a.isNumeric, b.isNumeric else { return a.isValid && b.isValid ? .indefinite : .invalid }
  if a.timescale == b.timescale {
    let (value, overflow) = exact(a.value)(b.value)
    if !overflow { return CMTime(value: value, timescale: a.timescale) }
  }
  return CMTime(seconds: approximate(a.seconds, b.seconds), preferredTimescale: max(a.timescale, b.timescale))
}
/// Core Media's order: invalid times equal each other and sort after the
/// rest, then indefinite; numeric times by their instant, exactly.
public func CMTimeCompare(_ a: CMTime, _ b: CMTime) -> Int32 {
  func rank(_ t: CMTime) -> Int {
    if !t.isValid { return 4 }
    if t.isIndefinite { return 3 }
    if t.isPositiveInfinity { return 2 }
    if t.isNegativeInfinity { return 0 }
    return 1
  }
  let (ra, rb) = (rank(a), rank(b))
  if ra != rb { return ra < rb ? -1 : 1 }
  guard ra == 1 else { return 0 }
  // a.value / a.timescale against b.value / b.timescale, without rounding.
  let l = a.value.multipliedFullWidth(by: Int64(b.timescale))
  let r = b.value.multipliedFullWidth(by: Int64(a.timescale))
  if l.high != r.high { return l.high < r.high ? -1 : 1 }
  return l.low == r.low ? 0 : (l.low < r.low ? -1 : 1)
}
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
/// A frame's pixels (Core Video's pixel buffer, which Apple's AVFoundation
/// brings with it): none arrives on Linux, so none is ever made.
public final class CVPixelBuffer: @unchecked Sendable {
  init() {}
}
public typealias CVImageBuffer = CVPixelBuffer
public typealias OSType = UInt32
public func CVPixelBufferGetWidth(_ pixelBuffer: CVPixelBuffer) -> Int { 0 }
public func CVPixelBufferGetHeight(_ pixelBuffer: CVPixelBuffer) -> Int { 0 }
public func CVPixelBufferGetPixelFormatType(_ pixelBuffer: CVPixelBuffer) -> OSType { kCVPixelFormatType_32BGRA }
/// A sample buffer's frame: nil, as no buffer holds one on Linux.
public func CMSampleBufferGetImageBuffer(_ sbuf: CMSampleBuffer) -> CVImageBuffer? { nil }
public func CMSampleBufferGetPresentationTimeStamp(_ sbuf: CMSampleBuffer) -> CMTime { sbuf.presentationTimeStamp }
// Pixel formats, Core Video's four-character codes.
public let kCVPixelFormatType_32BGRA: OSType = 0x4247_5241  // 'BGRA'
public let kCVPixelFormatType_32ARGB: OSType = 0x0000_0020
public let kCVPixelFormatType_420YpCbCr8BiPlanarFullRange: OSType = 0x3432_3066  // '420f'
public let kCVPixelFormatType_420YpCbCr8BiPlanarVideoRange: OSType = 0x3432_3076  // '420v'
public let kCVPixelBufferPixelFormatTypeKey: CFString = "PixelFormatType"
public let kCVPixelBufferWidthKey: CFString = "Width"
public let kCVPixelBufferHeightKey: CFString = "Height"

/// A video's pixel size.
public struct CMVideoDimensions: Hashable, Sendable {
  public var width: Int32
  public var height: Int32
  public init(width: Int32, height: Int32) { (self.width, self.height) = (width, height) }
}
