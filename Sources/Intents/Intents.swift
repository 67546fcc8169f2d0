// `import Intents` on Linux: SiriKit's intents, donations and shortcuts, as
// widget and app files import them. There is no Siri in a figure:
// authorization is not determined, donations go nowhere, and no voice
// shortcut exists. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

/// A SiriKit request.
open class INIntent: NSObject, @unchecked Sendable {
  public override init() {}
  open var identifier: String? { nil }
  open var suggestedInvocationPhrase: String?
}

/// The intent Xcode's widget template generates from its intent
/// definition file ("Configuration", with no parameters), which
/// `IntentTimelineProvider`s of that template name. On Linux nothing
/// generates it, so Plumb declares it as Xcode would; a project's own
/// `ConfigurationIntent` (one with parameters) shadows this one.
open class ConfigurationIntent: INIntent, @unchecked Sendable {}

public enum INIntentHandlingStatus: Int, Sendable { case unspecified, ready, inProgress, success, failure, deferredToApplication, userConfirmationRequired }
public enum INInteractionDirection: Int, Sendable { case unspecified, outgoing, incoming }

/// An intent done in the app, donated to Siri: kept, never shown.
open class INInteraction: NSObject, @unchecked Sendable {
  public let intent: INIntent
  public var identifier: String?
  public var groupIdentifier: String?
  public var direction = INInteractionDirection.unspecified
  public init(intent: INIntent, response: Any?) { self.intent = intent }
  /// Donates the interaction: nowhere, in a figure; the completion is told it went.
  open func donate(completion: ((any Error)?) -> Void = { _ in }) { completion(nil) }
  open class func delete(with identifiers: [String], completion: ((any Error)?) -> Void = { _ in }) { completion(nil) }
  open class func deleteAll(completion: ((any Error)?) -> Void = { _ in }) { completion(nil) }
}

public enum INSiriAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized }

/// Siri's permission: never asked, never given.
open class INPreferences: NSObject, @unchecked Sendable {
  open class func siriAuthorizationStatus() -> INSiriAuthorizationStatus { .notDetermined }
  open class func requestSiriAuthorization(_ handler: @escaping @Sendable (INSiriAuthorizationStatus) -> Void) {
    handler(.denied)
  }
  open class func siriLanguageCode() -> String { "en-US" }
}

/// A shortcut to an intent or an activity.
open class INShortcut: NSObject, @unchecked Sendable {
  public let intent: INIntent?
  public let userActivity: NSUserActivity?
  public init?(intent: INIntent) { (self.intent, userActivity) = (intent, nil) }
  public init(userActivity: NSUserActivity) { (intent, self.userActivity) = (nil, userActivity) }
}

/// A phrase the user recorded for a shortcut: none exist in a figure.
open class INVoiceShortcut: NSObject, @unchecked Sendable {
  open var identifier: UUID { UUID() }
  open var invocationPhrase: String { "" }
  open var shortcut: INShortcut { INShortcut(userActivity: NSUserActivity(activityType: "")) }
}
open class INVoiceShortcutCenter: NSObject, @unchecked Sendable {
  public static let shared = INVoiceShortcutCenter()
  open func getAllVoiceShortcuts(completion: @escaping ([INVoiceShortcut]?, (any Error)?) -> Void) { completion([], nil) }
  open func setShortcutSuggestions(_ suggestions: [INShortcut]) {}
}

/// The handler of a Siri or widget configuration extension.
open class INExtension: NSObject, @unchecked Sendable {
  public override init() {}
  open func handler(for intent: INIntent) -> Any? { nil }
}
