// `import ActivityKit` on Linux: Live Activities' attributes, content and
// lifecycle. A figure's device shows no Live Activities: they are not
// enabled, requesting one throws `ActivityAuthorizationError.denied`, and
// there are none to list. Their views are WidgetKit's
// (`ActivityConfiguration`), which previews draw. Declared on Linux only
// (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

/// What a Live Activity shows: fixed attributes and a changing state.
public protocol ActivityAttributes: Decodable, Encodable {
  associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A state with when it goes stale and how relevant it is.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Hashable {
  public var state: State
  public var staleDate: Date?
  public var relevanceScore: Double
  public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
    (self.state, self.staleDate, self.relevanceScore) = (state, staleDate, relevanceScore)
  }
}

public enum ActivityState: Hashable, Sendable { case active, ended, dismissed, stale, pending }

/// How an activity gets updates from a server.
public struct PushType: Hashable, Sendable {
  let name: String
  public static let token = PushType(name: "token")
  public static func channel(_ channelId: String) -> PushType { PushType(name: "channel \(channelId)") }
}

/// When an ended activity leaves the Lock Screen.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
  let name: String
  public static let `default` = ActivityUIDismissalPolicy(name: "default")
  public static let immediate = ActivityUIDismissalPolicy(name: "immediate")
  public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(name: "after") }
}

public enum ActivityAuthorizationError: Error, Equatable, Sendable {
  case attributesTooLarge, denied, globalMaximumExceeded, malformedActivityIdentifier, missingProcessIdentifier,
    persistenceFailure, reconnectNotPermitted, targetMaximumExceeded, unentitled, unsupported, unsupportedTarget,
    visibility
}

/// An alert shown with an update: never, in a figure.
public struct AlertConfiguration: Sendable {
  public struct AlertSound: Sendable {
    public static let `default` = AlertSound()
    public static func named(_ name: String) -> AlertSound { AlertSound() }
  }
  public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {}
}

/// Whether the device lets the app start Live Activities: it does not.
public final class ActivityAuthorizationInfo: Sendable {
  public init() {}
  public var areActivitiesEnabled: Bool { false }
  public var frequentPushesEnabled: Bool { false }
  public var activityEnablementUpdates: AsyncStream<Bool> { AsyncStream { $0.finish() } }
  public var frequentPushEnablementUpdates: AsyncStream<Bool> { AsyncStream { $0.finish() } }
}

/// A running Live Activity: none can be started in a figure.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
  public let id: String
  public let attributes: Attributes
  public private(set) var content: ActivityContent<Attributes.ContentState>
  public private(set) var activityState = ActivityState.active
  public var pushToken: Data? { nil }
  /// iOS 16.1's name for the current state.
  public var contentState: Attributes.ContentState { content.state }

  init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
    (id, self.attributes, self.content) = (UUID().uuidString, attributes, content)
  }

  public static var activities: [Activity<Attributes>] { [] }
  public static var activityUpdates: AsyncStream<Activity<Attributes>> { AsyncStream { $0.finish() } }

  /// Starts an activity: refused, Live Activities not being enabled.
  public static func request(
    attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil
  ) throws -> Activity<Attributes> {
    throw ActivityAuthorizationError.denied
  }
  public static func request(
    attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil,
    style: ActivityStyle
  ) throws -> Activity<Attributes> {
    throw ActivityAuthorizationError.denied
  }
  public static func request(
    attributes: Attributes, contentState: Attributes.ContentState, pushType: PushType? = nil
  ) throws -> Activity<Attributes> {
    throw ActivityAuthorizationError.denied
  }

  public func update(_ content: ActivityContent<Attributes.ContentState>) async { self.content = content }
  public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {
    self.content = content
  }
  public func update(using contentState: Attributes.ContentState) async {
    content = ActivityContent(state: contentState, staleDate: nil)
  }
  public func update(using contentState: Attributes.ContentState, alertConfiguration: AlertConfiguration?) async {
    content = ActivityContent(state: contentState, staleDate: nil)
  }
  public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
    if let content { self.content = content }
    activityState = .ended
  }
  public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
    if let contentState { content = ActivityContent(state: contentState, staleDate: nil) }
    activityState = .ended
  }
  public var activityStateUpdates: AsyncStream<ActivityState> { AsyncStream { $0.finish() } }
  public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> { AsyncStream { $0.finish() } }
  public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { $0.finish() } }
}

/// Whether an activity stays until ended or goes away on its own (iOS 18).
public enum ActivityStyle: Hashable, Sendable { case standard, transient }
