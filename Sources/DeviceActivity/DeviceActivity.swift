// `import DeviceActivity` on Linux: Screen Time schedules and reports. No
// Screen Time here: monitoring starts and never fires, and a report, a
// system view drawn by an extension on iOS, is an empty area of the size
// offered. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import ManagedSettings
import Plumb

public struct DeviceActivityName: RawRepresentable, Hashable, Codable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
public struct DeviceActivitySchedule: Hashable, Codable, Sendable {
  public let intervalStart: DateComponents
  public let intervalEnd: DateComponents
  public let repeats: Bool
  public let warningTime: DateComponents?
  public init(intervalStart: DateComponents, intervalEnd: DateComponents, repeats: Bool, warningTime: DateComponents? = nil) {
    (self.intervalStart, self.intervalEnd, self.repeats, self.warningTime) = (intervalStart, intervalEnd, repeats, warningTime)
  }
  /// The next interval the schedule covers: none is computed (nothing is monitored).
  public var nextInterval: DateInterval? { nil }
}
public struct DeviceActivityEvent: Hashable, Sendable {
  public struct Name: RawRepresentable, Hashable, Codable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
  public let applications: Set<ApplicationToken>
  public let categories: Set<ActivityCategoryToken>
  public let webDomains: Set<WebDomainToken>
  public let threshold: DateComponents
  public init(
    applications: Set<ApplicationToken> = [], categories: Set<ActivityCategoryToken> = [],
    webDomains: Set<WebDomainToken> = [], threshold: DateComponents
  ) { (self.applications, self.categories, self.webDomains, self.threshold) = (applications, categories, webDomains, threshold) }
}
/// Monitors schedules: kept, never fired.
/// Schedules are the app's, shared by every center, as the system's are.
public final class DeviceActivityCenter: @unchecked Sendable {
  nonisolated(unsafe) private static var schedules: [DeviceActivityName: DeviceActivitySchedule] = [:]
  private static let lock = NSLock()
  public init() {}
  public var activities: [DeviceActivityName] { Self.lock.withLock { Self.schedules.keys.sorted { $0.rawValue < $1.rawValue } } }
  public func startMonitoring(
    _ activity: DeviceActivityName, during schedule: DeviceActivitySchedule,
    events: [DeviceActivityEvent.Name: DeviceActivityEvent] = [:]
  ) throws { Self.lock.withLock { Self.schedules[activity] = schedule } }
  public func stopMonitoring(_ activities: [DeviceActivityName] = []) {
    Self.lock.withLock {
      if activities.isEmpty { Self.schedules = [:] } else { for a in activities { Self.schedules[a] = nil } }
    }
  }
  public func schedule(for activity: DeviceActivityName) -> DeviceActivitySchedule? {
    Self.lock.withLock { Self.schedules[activity] }
  }
}
/// The monitor extension's principal class: never called on Linux.
open class DeviceActivityMonitor: @unchecked Sendable {
  public init() {}
  open func intervalDidStart(for activity: DeviceActivityName) {}
  open func intervalDidEnd(for activity: DeviceActivityName) {}
  open func eventDidReachThreshold(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {}
  open func intervalWillStartWarning(for activity: DeviceActivityName) {}
  open func intervalWillEndWarning(for activity: DeviceActivityName) {}
  open func eventWillReachThresholdWarning(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {}
}

/// Which usage a report shows.
public struct DeviceActivityFilter: Hashable, Sendable {
  public enum SegmentInterval: Hashable, Sendable {
    case hourly(during: DateInterval)
    case daily(during: DateInterval)
    case weekly(during: DateInterval)
  }
  public enum Users: Hashable, Sendable { case all, children }
  public struct Devices: Hashable, Sendable {
    public init(_ models: Set<Model>) {}
    public enum Model: Hashable, Sendable { case iPhone, iPad, mac }
  }
  public init(
    segment: SegmentInterval = .daily(during: DateInterval()), users: Users = .all, devices: Devices = Devices([]),
    applications: Set<ApplicationToken> = [], categories: Set<ActivityCategoryToken> = [],
    webDomains: Set<WebDomainToken> = []
  ) {}
}
/// A usage report: an empty area of the size offered.
///
/// Child proposal: none.
/// Own size: the proposal (10 × 10 where unspecified, as a color).
/// Placement: nothing to place.
public struct DeviceActivityReport: View {
  public struct Context: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
  public init(_ context: Context, filter: DeviceActivityFilter = DeviceActivityFilter()) {}
  public var body: some View { Color.clear }
}
