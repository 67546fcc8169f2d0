// `import WatchKit` on Linux: the device and haptics a watch app's views
// ask for. A figure is drawn for an iPhone, so the device reports a 45 mm
// watch's screen for code that sizes by it, and haptics play nowhere.
// Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
import Foundation
import Plumb

public enum WKHapticType: Int, Sendable {
  case notification, directionUp, directionDown, success, failure, retry, start, stop, click
  case navigationGenericManeuver, navigationLeftTurn, navigationRightTurn, underwaterDepthPrompt,
    underwaterDepthCriticalPrompt
}

public enum WKInterfaceDeviceWristLocation: Int, Sendable { case left, right }
public enum WKInterfaceDeviceCrownOrientation: Int, Sendable { case left, right }
public enum WKInterfaceDeviceBatteryState: Int, Sendable { case unknown, unplugged, charging, full }

/// The watch: a 45 mm Apple Watch (198 × 242 points at 2×).
public final class WKInterfaceDevice: @unchecked Sendable {
  private static let shared = WKInterfaceDevice()
  public class func current() -> WKInterfaceDevice { shared }
  public var screenBounds: CGRect { CGRect(x: 0, y: 0, width: 198, height: 242) }
  public var screenScale: CGFloat { 2 }
  public var name: String { "Apple Watch" }
  public var model: String { "Apple Watch" }
  public var localizedModel: String { "Apple Watch" }
  public var systemName: String { "watchOS" }
  public var systemVersion: String { "11.0" }
  public var wristLocation: WKInterfaceDeviceWristLocation { .left }
  public var crownOrientation: WKInterfaceDeviceCrownOrientation { .right }
  /// Battery monitoring: never on (there is no battery to report).
  public var isBatteryMonitoringEnabled: Bool {
    get { false }
    set {}
  }
  public var batteryLevel: Float { -1 }
  public var batteryState: WKInterfaceDeviceBatteryState { .unknown }
  public var identifierForVendor: UUID? { nil }
  public func play(_ type: WKHapticType) {}
}

/// The watch app: active, never backgrounded in a figure.
public final class WKApplication: @unchecked Sendable {
  public enum State: Int, Sendable { case active, inactive, background }
  private static let shared_ = WKApplication()
  public class func shared() -> WKApplication { shared_ }
  public var applicationState: State { .active }
  public var isAutorotating: Bool {
    get { false }
    set {}
  }
  public func openSystemURL(_ url: URL) {}
}
public typealias WKExtension = WKApplication

/// A session that keeps a watch app running (workouts, mindfulness): it
/// never starts in a figure, so its delegate is never called.
public final class WKExtendedRuntimeSession: @unchecked Sendable {
  public enum State: Int, Sendable { case notStarted, scheduled, running, invalid }
  public weak var delegate: (any WKExtendedRuntimeSessionDelegate)?
  public var state: State { .notStarted }
  public var expirationDate: Date? { nil }
  public init() {}
  public func start() {}
  public func start(at date: Date) {}
  public func invalidate() {}
  public func notifyUser(hapticType type: WKHapticType, repeatHandler: ((UnsafeMutablePointer<TimeInterval>) -> WKHapticType)?) {}
}
public enum WKExtendedRuntimeSessionInvalidationReason: Int, Sendable {
  case none, sessionInProgress, expired, resignedFrontmost, suppressedBySystem, error
}
public protocol WKExtendedRuntimeSessionDelegate: AnyObject {
  func extendedRuntimeSession(
    _ extendedRuntimeSession: WKExtendedRuntimeSession,
    didInvalidateWith reason: WKExtendedRuntimeSessionInvalidationReason, error: (any Error)?)
  func extendedRuntimeSessionDidStart(_ extendedRuntimeSession: WKExtendedRuntimeSession)
  func extendedRuntimeSessionWillExpire(_ extendedRuntimeSession: WKExtendedRuntimeSession)
}
