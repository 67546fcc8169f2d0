// `import WatchKit` on Linux: the device and haptics a watch app's views
// ask for. A figure is drawn for an iPhone, so the device reports a 45 mm
// watch's screen for code that sizes by it, and haptics play nowhere.
// Declared on Linux only (Package.swift).
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
