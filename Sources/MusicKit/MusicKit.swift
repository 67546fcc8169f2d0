// `import MusicKit` on Linux: Apple Music's catalog with no account. The
// app is not authorized (`.notDetermined`, then `.denied` when it asks),
// requests throw before reaching the catalog, players play nothing; no
// item is ever returned (as in MusicKit, apps cannot make them). Declared
// on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Observation
import Plumb

/// Whether the app may use Apple Music: never, on Linux.
public enum MusicAuthorization {
  public enum Status: Equatable, Sendable { case notDetermined, denied, restricted, authorized }
  public static var currentStatus: Status { .notDetermined }
  public static func request() async -> Status { .denied }
}

/// Apple Music's errors.
public enum MusicDataRequest {
  public struct Error: Swift.Error, LocalizedError, Sendable {
    public var status: Int { 401 }
    public var errorDescription: String? { "Apple Music is not available on Linux." }
  }
}

/// The user's Apple Music subscription: none.
public struct MusicSubscription: Equatable, Sendable {
  public var canPlayCatalogContent: Bool { false }
  public var canBecomeSubscriber: Bool { false }
  public var hasCloudLibraryEnabled: Bool { false }
  public static var current: MusicSubscription { get async throws { MusicSubscription() } }
  public static var subscriptionUpdates: AsyncStream<MusicSubscription> { AsyncStream { $0.finish() } }
}

/// An identifier of a catalog item.
public struct MusicItemID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
  public var description: String { rawValue }
}

/// An item of the catalog.
public protocol MusicItem: Identifiable, Hashable, Sendable where ID == MusicItemID {}

/// Artwork: a URL for a size, and its colors.
public struct Artwork: Hashable, Sendable {
  public let maximumWidth: Int
  public let maximumHeight: Int
  public var backgroundColor: CGColor? { nil }
  public var primaryTextColor: CGColor? { nil }
  public var secondaryTextColor: CGColor? { nil }
  public var tertiaryTextColor: CGColor? { nil }
  public var quaternaryTextColor: CGColor? { nil }
  public func url(width: Int, height: Int) -> URL? { nil }
  public static func == (lhs: Artwork, rhs: Artwork) -> Bool { lhs.maximumWidth == rhs.maximumWidth && lhs.maximumHeight == rhs.maximumHeight }
  public func hash(into hasher: inout Hasher) { hasher.combine(maximumWidth); hasher.combine(maximumHeight) }
}

/// SwiftUI's view of artwork: a placeholder of the size asked for (no
/// artwork loads on Linux), in the system's gray fill.
public struct ArtworkImage: View {
  let width: CGFloat?
  let height: CGFloat?
  public init(_ artwork: Artwork, width: CGFloat? = nil, height: CGFloat? = nil) {
    self.width = width
    self.height = height
  }
  public var body: some View {
    Color(uiColor: .systemGray5).frame(width: width, height: height ?? width)
  }
}

public struct Song: MusicItem {
  public let id: MusicItemID
  public let title: String
  public let artistName: String
  public var albumTitle: String?
  public var artwork: Artwork?
  public var duration: TimeInterval?
  public var genreNames: [String] = []
  public var releaseDate: Date?
  public var url: URL?
}
public struct Album: MusicItem {
  public let id: MusicItemID
  public let title: String
  public let artistName: String
  public var artwork: Artwork?
  public var trackCount: Int = 0
  public var releaseDate: Date?
  public var genreNames: [String] = []
  public var tracks: MusicItemCollection<Track>?
  public var url: URL?
}
public struct Artist: MusicItem {
  public let id: MusicItemID
  public let name: String
  public var artwork: Artwork?
}
public struct Playlist: MusicItem {
  public let id: MusicItemID
  public let name: String
  public var curatorName: String?
  public var artwork: Artwork?
  public var standardDescription: String?
}
public struct Station: MusicItem {
  public let id: MusicItemID
  public let name: String
  public var artwork: Artwork?
  public var isLive: Bool = false
}
public struct Genre: MusicItem {
  public let id: MusicItemID
  public let name: String
  public var parent: MusicItemID?
}
public struct MusicVideo: MusicItem {
  public let id: MusicItemID
  public let title: String
  public let artistName: String
  public var artwork: Artwork?
}
public enum Track: MusicItem {
  case song(Song)
  case musicVideo(MusicVideo)
  public var id: MusicItemID {
    switch self {
    case .song(let s): s.id
    case .musicVideo(let v): v.id
    }
  }
  public var title: String {
    switch self {
    case .song(let s): s.title
    case .musicVideo(let v): v.title
    }
  }
  public var artistName: String {
    switch self {
    case .song(let s): s.artistName
    case .musicVideo(let v): v.artistName
    }
  }
  public var artwork: Artwork? {
    switch self {
    case .song(let s): s.artwork
    case .musicVideo(let v): v.artwork
    }
  }
}

/// A collection of items, as requests return them.
public struct MusicItemCollection<MusicItemType: MusicItem>: RandomAccessCollection, Hashable, Sendable,
  ExpressibleByArrayLiteral
{
  let items: [MusicItemType]
  public init(_ items: some Sequence<MusicItemType>) { self.items = Array(items) }
  public init(arrayLiteral elements: MusicItemType...) { items = elements }
  public var startIndex: Int { items.startIndex }
  public var endIndex: Int { items.endIndex }
  public subscript(position: Int) -> MusicItemType { items[position] }
  public var hasNextBatch: Bool { false }
  public func nextBatch(limit: Int? = nil) async throws -> MusicItemCollection? { nil }
}

/// A search of the catalog: it throws, with no account.
public struct MusicCatalogSearchRequest: Sendable {
  public var term: String
  public var limit: Int?
  public var offset: Int?
  public var includeTopResults = false
  public init(term: String, types: [any MusicCatalogSearchable.Type]) { self.term = term }
  public func response() async throws -> MusicCatalogSearchResponse { throw MusicDataRequest.Error() }
}
public protocol MusicCatalogSearchable: MusicItem {}
extension Song: MusicCatalogSearchable {}
extension Album: MusicCatalogSearchable {}
extension Artist: MusicCatalogSearchable {}
extension Playlist: MusicCatalogSearchable {}
extension Station: MusicCatalogSearchable {}
extension MusicVideo: MusicCatalogSearchable {}

public struct MusicCatalogSearchResponse: Sendable {
  public let songs: MusicItemCollection<Song> = []
  public let albums: MusicItemCollection<Album> = []
  public let artists: MusicItemCollection<Artist> = []
  public let playlists: MusicItemCollection<Playlist> = []
  public let stations: MusicItemCollection<Station> = []
  public let musicVideos: MusicItemCollection<MusicVideo> = []
}

/// A request for items by identifier or property: it throws, with no account.
public struct MusicCatalogResourceRequest<MusicItemType: MusicItem>: Sendable {
  public var limit: Int?
  public init<Value>(matching keyPath: KeyPath<MusicItemType, Value>, equalTo value: Value) where Value: Equatable {}
  public init<Value>(matching keyPath: KeyPath<MusicItemType, Value>, memberOf values: [Value]) where Value: Equatable {}
  public func response() async throws -> MusicCatalogResourceResponse<MusicItemType> { throw MusicDataRequest.Error() }
}
public struct MusicCatalogResourceResponse<MusicItemType: MusicItem>: Sendable {
  public let items: MusicItemCollection<MusicItemType> = []
}

/// The app's and the system's music players: they play nothing.
public final class ApplicationMusicPlayer: @unchecked Sendable {
  public static let shared = ApplicationMusicPlayer()
  public struct Queue: Sendable, ExpressibleByArrayLiteral {
    public init<S: Sequence>(for items: S, startingAt item: S.Element? = nil) where S.Element: MusicItem {}
    public init(arrayLiteral elements: Song...) {}
  }
  public final class State: @unchecked Sendable, Observation.Observable {
    public enum PlaybackStatus: Sendable { case stopped, playing, paused, interrupted, seekingForward, seekingBackward }
    public enum RepeatMode: Sendable { case none, one, all }
    public enum ShuffleMode: Sendable { case off, songs }
    public var playbackStatus: PlaybackStatus = .stopped
    public var repeatMode: RepeatMode? = nil
    public var shuffleMode: ShuffleMode? = nil
  }
  public var queue: Queue = []
  public let state = State()
  public var playbackTime: TimeInterval = 0
  public var isPreparedToPlay: Bool { false }
  public func prepareToPlay() async throws { throw MusicDataRequest.Error() }
  public func play() async throws { throw MusicDataRequest.Error() }
  public func pause() {}
  public func stop() {}
  public func skipToNextEntry() async throws {}
  public func skipToPreviousEntry() async throws {}
}
public typealias SystemMusicPlayer = ApplicationMusicPlayer
