// `import GameKit` on Linux: Game Center with nobody signed in. The local
// player is not authenticated (its handler is never called), leaderboards
// and achievements fail with `GKError.notAuthenticated`, the access point
// and Game Center's screen never show. Declared on Linux only
// (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
// GameKit brings GameplayKit's names on Apple platforms (a seeded
// `GKMersenneTwisterRandomSource` with `import GameKit` alone).
@_exported import GameplayKit
import Plumb

/// Game Center's errors.
public struct GKError: Error, Hashable, Sendable, LocalizedError {
  public enum Code: Int, Sendable { case unknown = 1, cancelled, communicationsFailure, userDenied, notAuthenticated = 6 }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static let notAuthenticated = Code.notAuthenticated
  public var errorDescription: String? {
    code == .notAuthenticated ? "The local player is not signed in to Game Center (there is no Game Center on Linux)." : "Game Center failed."
  }
}

/// A player.
open class GKPlayer: @unchecked Sendable, Hashable {
  open var displayName: String { "Player" }
  open var alias: String { "Player" }
  open var gamePlayerID: String { "" }
  open var teamPlayerID: String { "" }
  open var isInvitable: Bool { false }
  public init() {}
  public enum PhotoSize: Int, Sendable { case small, normal }
  open func loadPhoto(for size: PhotoSize) async throws -> UIImage { throw GKError(.notAuthenticated) }
  open func loadPhoto(for size: PhotoSize, withCompletionHandler handler: ((UIImage?, Error?) -> Void)? = nil) {
    handler?(nil, GKError(.notAuthenticated))
  }
  public static func == (lhs: GKPlayer, rhs: GKPlayer) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The player on this device: never signed in.
open class GKLocalPlayer: GKPlayer, @unchecked Sendable {
  public static let local = GKLocalPlayer()
  open var isAuthenticated: Bool { false }
  open var isUnderage: Bool { false }
  open var isMultiplayerGamingRestricted: Bool { true }
  /// Called when Game Center knows whether the player signed in: never.
  open var authenticateHandler: ((UIViewController?, Error?) -> Void)?
  open func loadFriends() async throws -> [GKPlayer] { throw GKError(.notAuthenticated) }
  open func register(_ listener: AnyObject) {}
  open func unregisterAllListeners() {}
}

/// Game Center's corner button: never shown.
public final class GKAccessPoint: @unchecked Sendable {
  public enum Location: Int, Sendable { case topLeading, topTrailing, bottomLeading, bottomTrailing }
  public static let shared = GKAccessPoint()
  public var isActive = false
  public var location: Location = .topLeading
  public var showHighlights = false
  public var isPresentingGameCenter: Bool { false }
  public var isVisible: Bool { false }
  public var frameInScreenCoordinates: CGRect { .zero }
  public func trigger(handler: @escaping () -> Void) {}
}

/// A leaderboard: none loads without a signed-in player.
open class GKLeaderboard: @unchecked Sendable {
  public enum PlayerScope: Int, Sendable { case global, friendsOnly }
  public enum TimeScope: Int, Sendable { case today, week, allTime }
  public enum LeaderboardType: Int, Sendable { case classic, recurring }

  /// A player's place on a leaderboard.
  open class Entry: @unchecked Sendable {
    public let player: GKPlayer
    public let rank: Int
    public let score: Int
    public let formattedScore: String
    public let context: Int
    public let date: Date
    init(player: GKPlayer, rank: Int, score: Int) {
      (self.player, self.rank, self.score, formattedScore, context, date) = (player, rank, score, "\(score)", 0, Date(timeIntervalSince1970: 0))
    }
  }

  open var title: String? { nil }
  open var baseLeaderboardID: String
  open var type: LeaderboardType { .classic }
  init(id: String) { baseLeaderboardID = id }

  public static func loadLeaderboards(IDs leaderboardIDs: [String]?) async throws -> [GKLeaderboard] {
    throw GKError(.notAuthenticated)
  }
  public static func loadLeaderboards(IDs leaderboardIDs: [String]?, completionHandler: @escaping ([GKLeaderboard]?, Error?) -> Void) {
    completionHandler(nil, GKError(.notAuthenticated))
  }
  public static func submitScore(
    _ score: Int, context: Int, player: GKPlayer, leaderboardIDs: [String]
  ) async throws { throw GKError(.notAuthenticated) }
  public static func submitScore(
    _ score: Int, context: Int, player: GKPlayer, leaderboardIDs: [String], completionHandler: @escaping (Error?) -> Void
  ) { completionHandler(GKError(.notAuthenticated)) }
  open func submitScore(_ score: Int, context: Int, player: GKPlayer) async throws { throw GKError(.notAuthenticated) }
  open func submitScore(_ score: Int, context: Int, player: GKPlayer, completionHandler: @escaping (Error?) -> Void) {
    completionHandler(GKError(.notAuthenticated))
  }
  open func loadEntries(for playerScope: PlayerScope, timeScope: TimeScope, range: NSRange) async throws
    -> (Entry?, [Entry], Int)
  { throw GKError(.notAuthenticated) }
  open func loadEntries(
    for playerScope: PlayerScope, timeScope: TimeScope, range: NSRange,
    completionHandler: @escaping (Entry?, [Entry]?, Int, Error?) -> Void
  ) { completionHandler(nil, nil, 0, GKError(.notAuthenticated)) }
}

/// An achievement's progress: kept, never reported.
open class GKAchievement: @unchecked Sendable {
  open var identifier: String
  open var percentComplete: Double = 0
  open var isCompleted: Bool { percentComplete >= 100 }
  open var showsCompletionBanner = true
  public init(identifier: String) { self.identifier = identifier }
  public init(identifier: String, player: GKPlayer) { self.identifier = identifier }
  public static func report(_ achievements: [GKAchievement]) async throws { throw GKError(.notAuthenticated) }
  public static func report(_ achievements: [GKAchievement], withCompletionHandler handler: ((Error?) -> Void)? = nil) {
    handler?(GKError(.notAuthenticated))
  }
  public static func loadAchievements() async throws -> [GKAchievement] { throw GKError(.notAuthenticated) }
  public static func resetAchievements() async throws { throw GKError(.notAuthenticated) }
}

/// Game Center's own screen: never presented in a figure.
open class GKGameCenterViewController: UIViewController {
  public enum State: Int, Sendable { case `default` = -1, leaderboards, achievements, challenges, localPlayerProfile, dashboard }
  public weak var gameCenterDelegate: GKGameCenterControllerDelegate?
  public init(state: State) { super.init(nibName: nil, bundle: nil) }
  public init(leaderboardID: String, playerScope: GKLeaderboard.PlayerScope, timeScope: GKLeaderboard.TimeScope) {
    super.init(nibName: nil, bundle: nil)
  }
  public init(achievementID: String) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { nil }
}

public protocol GKGameCenterControllerDelegate: AnyObject {
  func gameCenterViewControllerDidFinish(_ gameCenterViewController: GKGameCenterViewController)
}

// Real-time matches: nobody is signed in, so matchmaking fails with
// `notAuthenticated` and no match ever starts.

/// Who a match is for.
open class GKMatchRequest: NSObject, @unchecked Sendable {
  open var minPlayers = 2
  open var maxPlayers = 2
  open var defaultNumberOfPlayers = 2
  open var playerGroup = 0
  open var playerAttributes: UInt32 = 0
  open var inviteMessage: String?
  open var recipients: [GKPlayer]?
  public override init() {}
  open class func maxPlayersAllowedForMatch(of matchType: GKMatchType) -> Int { 16 }
}
public enum GKMatchType: UInt, Sendable { case peerToPeer, hosted, turnBased }
public enum GKMatchSendDataMode: Int, Sendable { case reliable, unreliable }
/// A real-time match: none starts on Linux.
open class GKMatch: NSObject, @unchecked Sendable {
  open weak var delegate: (any GKMatchDelegate)?
  open var players: [GKPlayer] { [] }
  open var expectedPlayerCount: Int { 0 }
  open func send(_ data: Data, to players: [GKPlayer], dataMode mode: GKMatchSendDataMode) throws {
    throw GKError(.notAuthenticated)
  }
  open func sendData(toAllPlayers data: Data, with mode: GKMatchSendDataMode) throws { throw GKError(.notAuthenticated) }
  open func disconnect() {}
}
public enum GKPlayerConnectionState: Int, Sendable { case unknown, connected, disconnected }
public protocol GKMatchDelegate: AnyObject {
  func match(_ match: GKMatch, didReceive data: Data, fromRemotePlayer player: GKPlayer)
  func match(_ match: GKMatch, player: GKPlayer, didChange state: GKPlayerConnectionState)
  func match(_ match: GKMatch, didFailWithError error: (any Error)?)
}
extension GKMatchDelegate {
  public func match(_ match: GKMatch, didReceive data: Data, fromRemotePlayer player: GKPlayer) {}
  public func match(_ match: GKMatch, player: GKPlayer, didChange state: GKPlayerConnectionState) {}
  public func match(_ match: GKMatch, didFailWithError error: (any Error)?) {}
}
/// Finds matches: nobody is signed in.
open class GKMatchmaker: NSObject, @unchecked Sendable {
  private static let instance = GKMatchmaker()
  open class func shared() -> GKMatchmaker { instance }
  open func findMatch(for request: GKMatchRequest, withCompletionHandler completionHandler: ((GKMatch?, (any Error)?) -> Void)? = nil) {
    completionHandler?(nil, GKError(.notAuthenticated))
  }
  open func findMatch(for request: GKMatchRequest) async throws -> GKMatch { throw GKError(.notAuthenticated) }
  open func finishMatchmaking(for match: GKMatch) {}
  open func cancel() {}
}
/// The matchmaking screen: never shown.
open class GKMatchmakerViewController: UIViewController {
  open weak var matchmakerDelegate: (any GKMatchmakerViewControllerDelegate)?
  public let matchRequest: GKMatchRequest
  open var isHosted = false
  public init?(matchRequest request: GKMatchRequest) {
    matchRequest = request
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { return nil }
}
public protocol GKMatchmakerViewControllerDelegate: AnyObject {
  func matchmakerViewControllerWasCancelled(_ viewController: GKMatchmakerViewController)
  func matchmakerViewController(_ viewController: GKMatchmakerViewController, didFailWithError error: any Error)
  func matchmakerViewController(_ viewController: GKMatchmakerViewController, didFind match: GKMatch)
}
extension GKMatchmakerViewControllerDelegate {
  public func matchmakerViewController(_ viewController: GKMatchmakerViewController, didFind match: GKMatch) {}
}
