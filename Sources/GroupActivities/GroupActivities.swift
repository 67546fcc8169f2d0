// `import GroupActivities` on Linux: SharePlay. There is no FaceTime call
// here, so no group session ever starts: activating an activity returns
// false, preparing it answers `.activationDisabled`, the stream of
// sessions ends at once having delivered none, and the eligibility
// observer says the device is not in a call. What an app builds is real:
// activities and their metadata, and sessions, messengers and journals
// made from a session code holds (none arrives, so only code that makes
// them by hand, as tests do, has one). Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import AVFoundation
import Plumb

/// What a shared activity shows in the SharePlay sheet.
public struct GroupActivityMetadata: Sendable {
  /// The kind of activity, which picks the sheet's wording.
  public struct ActivityType: Hashable, Sendable {
    let name: String
    public static let generic = ActivityType(name: "generic")
    public static let watchTogether = ActivityType(name: "watchTogether")
    public static let listenTogether = ActivityType(name: "listenTogether")
    public static let workoutTogether = ActivityType(name: "workoutTogether")
    public static let shopTogether = ActivityType(name: "shopTogether")
    public static let exploreTogether = ActivityType(name: "exploreTogether")
    public static let createTogether = ActivityType(name: "createTogether")
    public static let learnTogether = ActivityType(name: "learnTogether")
    public static let readTogether = ActivityType(name: "readTogether")
    public static let playTogether = ActivityType(name: "playTogether")
  }
  public var title: String?
  public var subtitle: String?
  public var previewImage: CGImage?
  public var fallbackURL: URL?
  public var type: ActivityType = .generic
  public var supportsContinuationOnTV = false
  public var sceneAssociationBehavior: SceneAssociationBehavior = .default
  public init() {}
}

/// Which scene a shared activity opens in.
public enum SceneAssociationBehavior: Sendable, Hashable {
  case `default`, none
  case content(String)
}

/// How activating an activity went before it started.
public enum GroupActivityActivationResult: Sendable, Hashable {
  case activationDisabled, activationPreferred, cancelled
}

/// An activity people share over FaceTime.
public protocol GroupActivity: Codable, Sendable {
  static var activityIdentifier: String { get }
  var metadata: GroupActivityMetadata { get async }
}

extension GroupActivity {
  /// The type's name, as the framework derives it.
  public static var activityIdentifier: String { String(reflecting: Self.self) }
  /// Starts the activity in a FaceTime call: there is none, so it does not.
  public func activate() async throws -> Bool { false }
  /// Asks whether to share or keep the activity local: sharing is off.
  public func prepareForActivation() async -> GroupActivityActivationResult { .activationDisabled }
  /// The sessions of this activity the system hands the app: none.
  public static func sessions() -> GroupSession<Self>.Sessions { GroupSession<Self>.sessions() }
}

/// Someone in a group session.
public struct Participant: Hashable, Identifiable, Sendable {
  public let id: UUID
  init() { id = UUID() }
}

/// A shared activity in progress with the people in a call.
public final class GroupSession<ActivityType: GroupActivity>: ObservableObject, @unchecked Sendable {
  public enum State: Sendable {
    case waiting, joined
    case invalidated(reason: any Error)
  }
  @Published public private(set) var activity: ActivityType
  @Published public private(set) var state: State = .waiting
  @Published public private(set) var activeParticipants: Set<Participant>
  public let localParticipant: Participant
  public let id = UUID()

  /// A session for `activity` with only this device in it.
  public init(activity: ActivityType) {
    self.activity = activity
    localParticipant = Participant()
    activeParticipants = [localParticipant]
  }

  public func join() { state = .joined }
  public func leave() { state = .invalidated(reason: CancellationError()) }
  public func end() { state = .invalidated(reason: CancellationError()) }
  public func requestForegroundPresentation() {}

  /// The sessions the system hands the app: none, the stream ends at once.
  public static func sessions() -> Sessions { Sessions() }
  public struct Sessions: AsyncSequence, Sendable {
    public typealias Element = GroupSession<ActivityType>
    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async -> GroupSession<ActivityType>? { nil }
    }
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
  }
}

/// Sends values to the session's participants: nobody else is there.
public final class GroupSessionMessenger: @unchecked Sendable {
  public enum DeliveryMode: Sendable, Hashable { case reliable, unreliable }
  public struct MessageContext: Sendable {
    public let source: Participant
  }
  public struct Participants: Sendable {
    public static var all: Participants { Participants() }
    public static func only(_ participant: Participant) -> Participants { Participants() }
    public static func only(_ participants: Set<Participant>) -> Participants { Participants() }
  }
  public let deliveryMode: DeliveryMode
  public init<A: GroupActivity>(session: GroupSession<A>) { deliveryMode = .reliable }
  public init<A: GroupActivity>(session: GroupSession<A>, deliveryMode: DeliveryMode) { self.deliveryMode = deliveryMode }
  /// Sent to nobody: no one else is in the session.
  public func send<Message: Encodable & Sendable>(_ value: Message, to participants: Participants = .all) async throws {}
  public func send(_ value: Data, to participants: Participants = .all) async throws {}
  /// The messages of a type others send: none, the stream ends at once.
  public func messages<Message: Decodable & Sendable>(of type: Message.Type) -> Messages<Message> { Messages() }
  public struct Messages<Message: Sendable>: AsyncSequence, Sendable {
    public typealias Element = (Message, MessageContext)
    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async -> (Message, MessageContext)? { nil }
    }
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
  }
}

/// Files shared with the session's participants: kept here, seen by none.
public final class GroupSessionJournal: @unchecked Sendable {
  public struct Attachment: Identifiable, Sendable {
    public let id: UUID
  }
  private let lock = NSLock()
  private var kept: [Attachment] = []
  public init<A: GroupActivity>(session: GroupSession<A>) {}
  public var attachments: [Attachment] { lock.withLock { kept } }
  @discardableResult
  public func add<Item: Transferable>(_ item: Item) async throws -> Attachment {
    let attachment = Attachment(id: UUID())
    lock.withLock { kept.append(attachment) }
    return attachment
  }
  public func remove(attachment: Attachment) async throws { lock.withLock { kept.removeAll { $0.id == attachment.id } } }
}

/// Whether the device is in a FaceTime call that can share: it is not.
public final class GroupStateObserver: ObservableObject, @unchecked Sendable {
  @Published public private(set) var isEligibleForGroupSession = false
  public init() {}
}

extension AVPlayerPlaybackCoordinator {
  /// Keeps the player in step with the session's others (GroupActivities
  /// declares it, as Apple's does): no session starts in a figure.
  public func coordinateWithSession<ActivityType: GroupActivity>(_ session: GroupSession<ActivityType>) {}
}
