// `import ManagedSettings` on Linux: Screen Time's tokens and settings
// stores. No Screen Time here: the shields and restrictions code sets are
// kept for the process, shared by the stores of one name, and nothing is
// blocked. Tokens are opaque and
// come from a picker, which picks none. Declared on Linux only
// (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

/// An app, a category or a web domain the user picked, named opaquely.
public struct Token<T>: Codable, Hashable, Sendable {
  let id: UUID
}
public typealias ApplicationToken = Token<Application>
public typealias ActivityCategoryToken = Token<ActivityCategory>
public typealias WebDomainToken = Token<WebDomain>
public struct Application: Codable, Hashable, Sendable {
  public var bundleIdentifier: String?
  public var token: ApplicationToken?
  public var localizedDisplayName: String? { nil }
  public init(bundleIdentifier: String) { self.bundleIdentifier = bundleIdentifier }
  public init(token: ApplicationToken) { self.token = token }
}
public struct ActivityCategory: Codable, Hashable, Sendable {
  public var token: ActivityCategoryToken?
  public var localizedDisplayName: String? { nil }
  public init(token: ActivityCategoryToken) { self.token = token }
}
public struct WebDomain: Codable, Hashable, Sendable {
  public var domain: String?
  public var token: WebDomainToken?
  public init(domain: String) { self.domain = domain }
  public init(token: WebDomainToken) { self.token = token }
}

public struct ShieldSettings: Sendable {
  /// Which categories a shield covers, less the members excepted.
  public enum ActivityCategoryPolicy<Activity>: Hashable, Sendable {
    case none
    case all(except: Set<Token<Activity>> = [])
    case specific(Set<ActivityCategoryToken>, except: Set<Token<Activity>> = [])
  }
  public var applications: Set<ApplicationToken>?
  public var applicationCategories: ActivityCategoryPolicy<Application>?
  public var webDomains: Set<WebDomainToken>?
  public var webDomainCategories: ActivityCategoryPolicy<WebDomain>?
}
public struct ApplicationSettings: Sendable {
  public var blockedApplications: Set<Application>?
  public var denyAppInstallation: Bool?
  public var denyAppRemoval: Bool?
}
public struct WebContentSettings: Sendable {
  public enum FilterPolicy: Hashable, Sendable {
    case none, auto(Set<WebDomain> = [], except: Set<WebDomain> = []), specific(Set<WebDomain>), all(except: Set<WebDomain> = [])
  }
  public var blockedByFilter: FilterPolicy?
}

/// A store of Screen Time settings: kept for the process, applied to nothing.
open class ManagedSettingsStore: ObservableObject, @unchecked Sendable {
  /// Settings by store name, shared by every store of that name, as the
  /// system's are.
  final class Settings: @unchecked Sendable {
    var shield = ShieldSettings()
    var application = ApplicationSettings()
    var webContent = WebContentSettings()
  }
  nonisolated(unsafe) private static var named: [String: Settings] = [:]
  private static let lock = NSLock()
  private let settings: Settings
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
  public let name: Name?
  public var shield: ShieldSettings {
    get { Self.lock.withLock { settings.shield } }
    set { Self.lock.withLock { settings.shield = newValue } }
  }
  public var application: ApplicationSettings {
    get { Self.lock.withLock { settings.application } }
    set { Self.lock.withLock { settings.application = newValue } }
  }
  public var webContent: WebContentSettings {
    get { Self.lock.withLock { settings.webContent } }
    set { Self.lock.withLock { settings.webContent = newValue } }
  }
  public convenience init() { self.init(name: nil) }
  public convenience init(named name: Name) { self.init(name: name) }
  private init(name: Name?) {
    self.name = name
    let key = name?.rawValue ?? ""
    settings = Self.lock.withLock {
      if let s = Self.named[key] { return s }
      let s = Settings()
      Self.named[key] = s
      return s
    }
  }
  public func clearAllSettings() {
    shield = ShieldSettings()
    application = ApplicationSettings()
    webContent = WebContentSettings()
  }
}

extension Label where Title == Text, Icon == Image {
  /// An app the user picked: its icon and name come from the system, which
  /// is not here, so a generic app icon and "App".
  public init(_ token: ApplicationToken) { self.init("App", systemImage: "app.fill") }
  public init(_ token: ActivityCategoryToken) { self.init("Category", systemImage: "square.grid.2x2.fill") }
  public init(_ token: WebDomainToken) { self.init("Website", systemImage: "globe") }
}
