// `import MediaPlayer` on Linux: what music and podcast players use of it —
// the volume view, now-playing information, remote commands and the music
// player. No audio session exists: the now-playing center keeps what code
// sets, commands are never sent, the music player plays nothing, the media
// library is not authorized. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
// Apple's MediaPlayer brings AVFoundation (`AVAudioSession`, `AVAsset`).
@_exported import AVFoundation
import Plumb

/// The system volume slider: a view with no slider in it (there is no
/// system volume), so code that looks for one finds none.
open class MPVolumeView: UIView, @unchecked Sendable {
  open var showsVolumeSlider = true
  open var showsRouteButton = true
}

/// What a player shows in the system's now-playing controls: kept.
open class MPNowPlayingInfoCenter: @unchecked Sendable {
  private static let shared = MPNowPlayingInfoCenter()
  open class func `default`() -> MPNowPlayingInfoCenter { shared }
  private let lock = NSLock()
  private var info: [String: Any]?
  open var nowPlayingInfo: [String: Any]? {
    get { lock.withLock { info } }
    set { lock.withLock { info = newValue } }
  }
  open var playbackState: MPNowPlayingPlaybackState = .unknown
}
public enum MPNowPlayingPlaybackState: UInt, Sendable { case unknown, playing, paused, stopped, interrupted }

public let MPMediaItemPropertyTitle = "title"
public let MPMediaItemPropertyArtist = "artist"
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
public let MPMediaItemPropertyArtwork = "artwork"
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
public let MPMediaItemPropertyPersistentID = "persistentID"
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"

/// Artwork for the now-playing controls: its size and image provider.
open class MPMediaItemArtwork: @unchecked Sendable {
  public let bounds: CGRect
  let provider: (CGSize) -> UIImage
  public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
    bounds = CGRect(origin: .zero, size: boundsSize)
    provider = requestHandler
  }
  open func image(at size: CGSize) -> UIImage? { provider(size) }
}

public enum MPRemoteCommandHandlerStatus: Int, Sendable { case success, noSuchContent, noActionableNowPlayingItem, deviceNotFound, commandFailed }

/// A remote command (play, pause, skip): enabled or not, never sent.
open class MPRemoteCommand: @unchecked Sendable {
  open var isEnabled = true
  @discardableResult
  open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any { NSObject() }
  open func removeTarget(_ target: Any?) {}
}
open class MPRemoteCommandEvent: @unchecked Sendable {
  open var timestamp: TimeInterval { 0 }
}
open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
  open var positionTime: TimeInterval { 0 }
}
open class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
  open var preferredIntervals: [NSNumber] = [15]
}
open class MPRemoteCommandCenter: @unchecked Sendable {
  private static let instance = MPRemoteCommandCenter()
  open class func shared() -> MPRemoteCommandCenter { instance }
  public let playCommand = MPRemoteCommand()
  public let pauseCommand = MPRemoteCommand()
  public let stopCommand = MPRemoteCommand()
  public let togglePlayPauseCommand = MPRemoteCommand()
  public let nextTrackCommand = MPRemoteCommand()
  public let previousTrackCommand = MPRemoteCommand()
  public let changePlaybackPositionCommand = MPRemoteCommand()
  public let skipForwardCommand = MPSkipIntervalCommand()
  public let skipBackwardCommand = MPSkipIntervalCommand()
  public let changePlaybackRateCommand = MPRemoteCommand()
  public let likeCommand = MPRemoteCommand()
  public let bookmarkCommand = MPRemoteCommand()
}

public typealias MPMediaEntityPersistentID = UInt64

/// Something in the media library (an item or a collection).
open class MPMediaEntity: NSObject, @unchecked Sendable {
  open var persistentID: MPMediaEntityPersistentID { 0 }
  open func value(forProperty property: String) -> Any? { nil }
  open class func canFilter(byProperty property: String) -> Bool { true }
}
/// A song in the media library.
open class MPMediaItem: MPMediaEntity, @unchecked Sendable {
  open var title: String? { nil }
  open var artist: String? { nil }
  open var albumTitle: String? { nil }
  open var albumArtist: String? { nil }
  open var genre: String? { nil }
  open var playbackDuration: TimeInterval { 0 }
  open var artwork: MPMediaItemArtwork? { nil }
  open var albumPersistentID: MPMediaEntityPersistentID { 0 }
  open var artistPersistentID: MPMediaEntityPersistentID { 0 }
  open var albumTrackNumber: Int { 0 }
  open var playCount: Int { 0 }
  open var assetURL: URL? { nil }
  open var releaseDate: Date? { nil }
  open var lyrics: String? { nil }
  open var composer: String? { nil }
  open var discNumber: Int { 0 }
  open var rating: Int { 0 }
  open var lastPlayedDate: Date? { nil }
  open var isExplicitItem: Bool { false }
  open var mediaType: MPMediaType { .music }
}
public struct MPMediaType: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let music = MPMediaType(rawValue: 1)
  public static let podcast = MPMediaType(rawValue: 2)
  public static let audioBook = MPMediaType(rawValue: 4)
  public static let anyAudio = MPMediaType(rawValue: 0xff)
  public static let movie = MPMediaType(rawValue: 1 << 8)
  public static let any = MPMediaType(rawValue: ~0)
}
/// Songs grouped (an album, a playlist).
open class MPMediaItemCollection: MPMediaEntity, @unchecked Sendable {
  public let items: [MPMediaItem]
  public init(items: [MPMediaItem]) { self.items = items }
  open var representativeItem: MPMediaItem? { items.first }
  open var count: Int { items.count }
  open var mediaTypes: MPMediaType { .music }
}
open class MPMediaPlaylist: MPMediaItemCollection, @unchecked Sendable {
  open var name: String? { nil }
}
public enum MPMediaGrouping: Int, Sendable { case title, album, artist, albumArtist, composer, genre, playlist, podcastTitle }
/// A condition on a property for a query.
open class MPMediaPropertyPredicate: NSObject, @unchecked Sendable {
  public let property: String
  public let value: Any?
  public init(value: Any?, forProperty property: String) { (self.value, self.property) = (value, property) }
  public init(value: Any?, forProperty property: String, comparisonType: MPMediaPredicateComparison) {
    (self.value, self.property) = (value, property)
  }
}
public enum MPMediaPredicateComparison: Int, Sendable { case equalTo, contains }
/// A query of the media library: not authorized on Linux, so no items.
open class MPMediaQuery: NSObject, @unchecked Sendable {
  public override init() {}
  public init(filterPredicates: Set<MPMediaPropertyPredicate>?) {}
  open class func songs() -> MPMediaQuery { MPMediaQuery() }
  open class func albums() -> MPMediaQuery { MPMediaQuery() }
  open class func artists() -> MPMediaQuery { MPMediaQuery() }
  open class func playlists() -> MPMediaQuery { MPMediaQuery() }
  open class func podcasts() -> MPMediaQuery { MPMediaQuery() }
  open class func genres() -> MPMediaQuery { MPMediaQuery() }
  open var items: [MPMediaItem]? { nil }
  open var collections: [MPMediaItemCollection]? { nil }
  open var groupingType: MPMediaGrouping = .title
  open func addFilterPredicate(_ predicate: MPMediaPropertyPredicate) {}
  open func removeFilterPredicate(_ predicate: MPMediaPropertyPredicate) {}
}
public let MPMediaItemPropertyMediaType = "mediaType"
public let MPMediaItemPropertyAlbumPersistentID = "albumPID"
public let MPMediaItemPropertyArtistPersistentID = "artistPID"
public let MPMediaItemPropertyGenre = "genre"
public let MPMediaItemPropertyAlbumTrackNumber = "albumTrackNumber"
public let MPMediaPlaylistPropertyName = "name"
public enum MPMediaLibraryAuthorizationStatus: Int, Sendable { case notDetermined, denied, restricted, authorized }
open class MPMediaLibrary: NSObject, @unchecked Sendable {
  open class func authorizationStatus() -> MPMediaLibraryAuthorizationStatus { .denied }
  open class func requestAuthorization(_ handler: @escaping (MPMediaLibraryAuthorizationStatus) -> Void) {
    handler(.denied)
  }
  open class func `default`() -> MPMediaLibrary { MPMediaLibrary() }
}

/// What every player does (`MPMusicPlayerController`'s protocol).
public protocol MPMediaPlayback: AnyObject {
  func prepareToPlay()
  var isPreparedToPlay: Bool { get }
  func play()
  func pause()
  func stop()
  var currentPlaybackTime: TimeInterval { get set }
  var currentPlaybackRate: Float { get set }
  func beginSeekingForward()
  func beginSeekingBackward()
  func endSeeking()
}

public enum MPMusicPlaybackState: Int, Sendable { case stopped, playing, paused, interrupted, seekingForward, seekingBackward }
public enum MPMusicShuffleMode: Int, Sendable { case `default`, off, songs, albums }
public enum MPMusicRepeatMode: Int, Sendable { case `default`, none, one, all }
/// The system's music player: nothing plays; what code sets is kept.
open class MPMusicPlayerController: NSObject, MPMediaPlayback, @unchecked Sendable {
  private static let system = MPMusicPlayerController()
  private static let application = MPMusicPlayerController()
  private static let queue = MPMusicPlayerApplicationController()
  open class var systemMusicPlayer: MPMusicPlayerController { system }
  open class var applicationMusicPlayer: MPMusicPlayerController { application }
  open class var applicationQueuePlayer: MPMusicPlayerApplicationController { queue }
  open var playbackState: MPMusicPlaybackState { .stopped }
  open var nowPlayingItem: MPMediaItem?
  open var indexOfNowPlayingItem: Int { nowPlayingItem == nil ? NSNotFound : 0 }
  open var currentPlaybackTime: TimeInterval = 0
  open var currentPlaybackRate: Float = 0
  open var shuffleMode: MPMusicShuffleMode = .default
  open var repeatMode: MPMusicRepeatMode = .default
  open var isPreparedToPlay: Bool { true }
  open func setQueue(with query: MPMediaQuery) {}
  open func setQueue(with itemCollection: MPMediaItemCollection) {}
  open func setQueue(with storeIDs: [String]) {}
  open func play() {}
  open func pause() {}
  open func stop() {}
  open func skipToNextItem() {}
  open func skipToPreviousItem() {}
  open func skipToBeginning() {}
  open func prepareToPlay() {}
  open func prepareToPlay(completionHandler: @escaping ((any Error)?) -> Void) { completionHandler(nil) }
  open func beginSeekingForward() {}
  open func beginSeekingBackward() {}
  open func endSeeking() {}
  /// Notifications are never posted: nothing plays.
  open func beginGeneratingPlaybackNotifications() {}
  open func endGeneratingPlaybackNotifications() {}
}
/// The app's own queue player.
open class MPMusicPlayerApplicationController: MPMusicPlayerController, @unchecked Sendable {}

extension NSNotification.Name {
  public static let MPMusicPlayerControllerNowPlayingItemDidChange = Notification.Name(
    "MPMusicPlayerControllerNowPlayingItemDidChangeNotification")
  public static let MPMusicPlayerControllerPlaybackStateDidChange = Notification.Name(
    "MPMusicPlayerControllerPlaybackStateDidChangeNotification")
  public static let MPMusicPlayerControllerVolumeDidChange = Notification.Name(
    "MPMusicPlayerControllerVolumeDidChangeNotification")
  public static let MPMediaLibraryDidChange = Notification.Name("MPMediaLibraryDidChangeNotification")
}
