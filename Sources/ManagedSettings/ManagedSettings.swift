// `import ManagedSettings` on Linux: Screen Time's tokens and settings
// stores. No Screen Time here: a store keeps the shields and restrictions
// code sets for the process and nothing is blocked. Tokens are opaque and
// come from a picker, which picks none. Declared on Linux only
// (Package.swift).
@_exported import Foundation
import Plumb

/// An app, a category or a web domain the user picked, named opaquely.
public struct ApplicationToken: Codable, Hashable, Sendable {
  let id: UUID
}
public struct ActivityCategoryToken: Codable, Hashable, Sendable {
  let id: UUID
}
public struct WebDomainToken: Codable, Hashable, Sendable {
  let id: UUID
}
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

/// Which of a set a shield covers.
public enum ShieldActivityCategoryPolicy<Member: Hashable & Sendable>: Hashable, Sendable {
  case none
  case all(except: Set<Member> = [])
  case specific(Set<ActivityCategoryToken>, except: Set<Member> = [])
}
public struct ShieldSettings: Sendable {
  public typealias ActivityCategoryPolicy = ShieldActivityCategoryPolicy
  public var applications: Set<ApplicationToken>?
  public var applicationCategories: ShieldActivityCategoryPolicy<ApplicationToken>?
  public var webDomains: Set<WebDomainToken>?
  public var webDomainCategories: ShieldActivityCategoryPolicy<WebDomainToken>?
}
public struct ApplicationSettings: Sendable {
  public var blockedApplications: Set<Application>?
  public var denyAppInstallation: Bool?
  public var denyAppRemoval: Bool?
}
public struct WebContentSettings: Sendable {
  public var blockedByFilter: WebContentFilterPolicy?
}
public enum WebContentFilterPolicy: Hashable, Sendable {
  case none, auto(Set<WebDomain> = [], except: Set<WebDomain> = []), specific(Set<WebDomain>), all(except: Set<WebDomain> = [])
}

/// A store of Screen Time settings: kept for the process, applied to nothing.
open class ManagedSettingsStore: ObservableObject, @unchecked Sendable {
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
  public let name: Name?
  public var shield = ShieldSettings()
  public var application = ApplicationSettings()
  public var webContent = WebContentSettings()
  public init() { name = nil }
  public init(named name: Name) { self.name = name }
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
