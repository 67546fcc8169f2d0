// `import ServiceManagement` on Linux: the login item a Mac app's settings
// view toggles ("Launch at login"). Nothing is registered from a figure:
// the app starts out not registered, registering it succeeds and changes
// nothing outside the process. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
import Foundation
import Plumb

/// A service the app can register with the system (macOS 13).
public final class SMAppService: @unchecked Sendable {
  public enum Status: Int, Sendable { case notRegistered, enabled, requiresApproval, notFound }
  private let lock = NSLock()
  private var current: Status = .notRegistered
  init() {}
  /// The app itself as a login item.
  public static let mainApp = SMAppService()
  public static func loginItem(identifier: String) -> SMAppService { service("login:" + identifier) }
  public static func agent(plistName: String) -> SMAppService { service("agent:" + plistName) }
  public static func daemon(plistName: String) -> SMAppService { service("daemon:" + plistName) }
  /// One service per name, so what was registered stays registered.
  private static func service(_ name: String) -> SMAppService {
    servicesLock.withLock {
      if let s = services[name] { return s }
      let s = SMAppService()
      services[name] = s
      return s
    }
  }
  private static let servicesLock = NSLock()
  nonisolated(unsafe) private static var services: [String: SMAppService] = [:]
  /// Whether the service is registered: in this process only.
  public var status: Status { lock.withLock { current } }
  public func register() throws { lock.withLock { current = .enabled } }
  public func unregister() throws { lock.withLock { current = .notRegistered } }
  public func unregister() async throws { lock.withLock { current = .notRegistered } }
  public static func openSystemSettingsLoginItems() {}
  public static func statusForLegacyPlist(at url: URL) -> Status { .notFound }
}

/// The pre-macOS 13 login item switch: accepted, registers nothing.
public func SMLoginItemSetEnabled(_ identifier: CFString, _ enabled: Bool) -> Bool { true }

/// The launchd domain of the user's jobs (the pre-macOS 13 login-item check).
public let kSMDomainUserLaunchd: CFString = "kSMDomainUserLaunchd"
public let kSMDomainSystemLaunchd: CFString = "kSMDomainSystemLaunchd"
/// The jobs of a launchd domain, as the deprecated API lists them: none on
/// Linux, so an app's "launch at login" reads as off.
public func SMCopyAllJobDictionaries(_ domain: CFString!) -> Unmanaged<CFArray>! {
  Unmanaged.passRetained([] as NSArray)
}
