// `import CoreMotion` on Linux: a level, a compass or a step counter asks
// the device how it moves. A figure lies still on no device: no sensor is
// available, updates never come, and the latest readings are nil, so a
// view shows its resting state. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

public struct CMAcceleration: Sendable, Equatable {
  public var x: Double, y: Double, z: Double
  public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
  public init() { self.init(x: 0, y: 0, z: 0) }
}
public struct CMRotationRate: Sendable, Equatable {
  public var x: Double, y: Double, z: Double
  public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
  public init() { self.init(x: 0, y: 0, z: 0) }
}
public struct CMMagneticField: Sendable, Equatable {
  public var x: Double, y: Double, z: Double
  public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
  public init() { self.init(x: 0, y: 0, z: 0) }
}
public struct CMQuaternion: Sendable, Equatable {
  public var x: Double, y: Double, z: Double, w: Double
  public init(x: Double, y: Double, z: Double, w: Double) { (self.x, self.y, self.z, self.w) = (x, y, z, w) }
}
public struct CMAttitudeReferenceFrame: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1)
  public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 2)
  public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 4)
  public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 8)
}

/// A reading's time stamp.
open class CMLogItem: NSObject, @unchecked Sendable {
  open var timestamp: TimeInterval { 0 }
}
/// The device's orientation: level (all angles 0).
open class CMAttitude: NSObject, @unchecked Sendable {
  open var roll: Double { 0 }
  open var pitch: Double { 0 }
  open var yaw: Double { 0 }
  open var quaternion: CMQuaternion { CMQuaternion(x: 0, y: 0, z: 0, w: 1) }
  open func multiply(byInverseOf attitude: CMAttitude) {}
}
open class CMDeviceMotion: CMLogItem, @unchecked Sendable {
  open var attitude: CMAttitude { CMAttitude() }
  open var rotationRate: CMRotationRate { CMRotationRate() }
  /// Gravity pulls down the screen of a device lying flat.
  open var gravity: CMAcceleration { CMAcceleration(x: 0, y: 0, z: -1) }
  open var userAcceleration: CMAcceleration { CMAcceleration() }
  open var heading: Double { 0 }
}
open class CMAccelerometerData: CMLogItem, @unchecked Sendable {
  open var acceleration: CMAcceleration { CMAcceleration(x: 0, y: 0, z: -1) }
}
open class CMGyroData: CMLogItem, @unchecked Sendable {
  open var rotationRate: CMRotationRate { CMRotationRate() }
}
open class CMMagnetometerData: CMLogItem, @unchecked Sendable {
  open var magneticField: CMMagneticField { CMMagneticField() }
}

public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void
public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void
public typealias CMMagnetometerHandler = (CMMagnetometerData?, (any Error)?) -> Void

/// The motion sensors: none is available, so nothing starts and no
/// reading arrives.
open class CMMotionManager: NSObject, @unchecked Sendable {
  public override init() {}
  open var deviceMotionUpdateInterval: TimeInterval = 0.01
  open var accelerometerUpdateInterval: TimeInterval = 0.01
  open var gyroUpdateInterval: TimeInterval = 0.01
  open var magnetometerUpdateInterval: TimeInterval = 0.01
  open var showsDeviceMovementDisplay = false
  open var isDeviceMotionAvailable: Bool { false }
  open var isAccelerometerAvailable: Bool { false }
  open var isGyroAvailable: Bool { false }
  open var isMagnetometerAvailable: Bool { false }
  open var isDeviceMotionActive: Bool { false }
  open var isAccelerometerActive: Bool { false }
  open var isGyroActive: Bool { false }
  open var isMagnetometerActive: Bool { false }
  open var deviceMotion: CMDeviceMotion? { nil }
  open var accelerometerData: CMAccelerometerData? { nil }
  open var gyroData: CMGyroData? { nil }
  open var magnetometerData: CMMagnetometerData? { nil }
  open var attitudeReferenceFrame: CMAttitudeReferenceFrame { .xArbitraryZVertical }
  open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame { [] }
  open func startDeviceMotionUpdates() {}
  open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {}
  open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {}
  open func startDeviceMotionUpdates(
    using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler
  ) {}
  open func stopDeviceMotionUpdates() {}
  open func startAccelerometerUpdates() {}
  open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {}
  open func stopAccelerometerUpdates() {}
  open func startGyroUpdates() {}
  open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {}
  open func stopGyroUpdates() {}
  open func startMagnetometerUpdates() {}
  open func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {}
  open func stopMagnetometerUpdates() {}
}

/// AirPods' head tracking: no headphones are connected on Linux, so no
/// update starts and the delegate is never told of a connection.
open class CMHeadphoneMotionManager: NSObject, @unchecked Sendable {
  public override init() {}
  open weak var delegate: (any CMHeadphoneMotionManagerDelegate)?
  open var isDeviceMotionAvailable: Bool { false }
  open var isDeviceMotionActive: Bool { false }
  open var isConnectionStatusActive: Bool { false }
  open var deviceMotion: CMDeviceMotion? { nil }
  open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
  open func startDeviceMotionUpdates() {}
  open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMHeadphoneDeviceMotionHandler) {}
  open func stopDeviceMotionUpdates() {}
  open func startConnectionStatusUpdates() {}
  open func stopConnectionStatusUpdates() {}
}
public typealias CMHeadphoneDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void
public protocol CMHeadphoneMotionManagerDelegate: NSObjectProtocol {
  func headphoneMotionManagerDidConnect(_ manager: CMHeadphoneMotionManager)
  func headphoneMotionManagerDidDisconnect(_ manager: CMHeadphoneMotionManager)
}
extension CMHeadphoneMotionManagerDelegate {
  public func headphoneMotionManagerDidConnect(_ manager: CMHeadphoneMotionManager) {}
  public func headphoneMotionManagerDidDisconnect(_ manager: CMHeadphoneMotionManager) {}
}

/// Steps walked: not counted on Linux; queries answer nothing.
open class CMPedometerData: NSObject, @unchecked Sendable {
  open var startDate: Date { Date(timeIntervalSinceReferenceDate: 0) }
  open var endDate: Date { Date(timeIntervalSinceReferenceDate: 0) }
  open var numberOfSteps: NSNumber { 0 }
  open var distance: NSNumber? { nil }
  open var floorsAscended: NSNumber? { nil }
  open var floorsDescended: NSNumber? { nil }
  open var currentPace: NSNumber? { nil }
  open var averageActivePace: NSNumber? { nil }
}
public enum CMAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized }
open class CMPedometer: NSObject, @unchecked Sendable {
  public override init() {}
  open class func isStepCountingAvailable() -> Bool { false }
  open class func isDistanceAvailable() -> Bool { false }
  open class func isFloorCountingAvailable() -> Bool { false }
  open class func isPaceAvailable() -> Bool { false }
  open class func authorizationStatus() -> CMAuthorizationStatus { .restricted }
  open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping (CMPedometerData?, (any Error)?) -> Void) {}
  open func startUpdates(from start: Date, withHandler handler: @escaping (CMPedometerData?, (any Error)?) -> Void) {}
  open func stopUpdates() {}
}

/// Barometric altitude: not available.
open class CMAltitudeData: CMLogItem, @unchecked Sendable {
  open var relativeAltitude: NSNumber { 0 }
  open var pressure: NSNumber { 0 }
}
open class CMAltimeter: NSObject, @unchecked Sendable {
  public override init() {}
  open class func isRelativeAltitudeAvailable() -> Bool { false }
  open func startRelativeAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMAltitudeData?, (any Error)?) -> Void) {}
  open func stopRelativeAltitudeUpdates() {}
}
