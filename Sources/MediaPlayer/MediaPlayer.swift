// `import MediaPlayer` on Linux: what music and podcast players use of it —
// the volume view, now-playing information, remote commands and the music
// player. No audio session exists: the now-playing center keeps what code
// sets, commands are never sent, the music player plays nothing, the media
// library is not authorized. Declared on Linux only (Package.swift).
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
  nonisolated(unsafe) private static let shared = MPNowPlayingInfoCenter()
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
  nonisolated(unsafe) private static let instance = MPRemoteCommandCenter()
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

/// A song in the media library.
open class MPMediaItem: @unchecked Sendable {
  open var title: String? { nil }
  open var artist: String? { nil }
  open var albumTitle: String? { nil }
  open var playbackDuration: TimeInterval { 0 }
  open var artwork: MPMediaItemArtwork? { nil }
  open var persistentID: UInt64 { 0 }
}
/// A query of the media library: not authorized on Linux, so no items.
open class MPMediaQuery: @unchecked Sendable {
  public init() {}
  open class func songs() -> MPMediaQuery { MPMediaQuery() }
  open class func albums() -> MPMediaQuery { MPMediaQuery() }
  open class func artists() -> MPMediaQuery { MPMediaQuery() }
  open class func playlists() -> MPMediaQuery { MPMediaQuery() }
  open var items: [MPMediaItem]? { nil }
}
public enum MPMediaLibraryAuthorizationStatus: Int, Sendable { case notDetermined, denied, restricted, authorized }
open class MPMediaLibrary: @unchecked Sendable {
  open class func authorizationStatus() -> MPMediaLibraryAuthorizationStatus { .denied }
  open class func requestAuthorization(_ handler: @escaping (MPMediaLibraryAuthorizationStatus) -> Void) {
    handler(.denied)
  }
}

public enum MPMusicPlaybackState: Int, Sendable { case stopped, playing, paused, interrupted, seekingForward, seekingBackward }
/// The system's music player: nothing plays.
open class MPMusicPlayerController: @unchecked Sendable {
  nonisolated(unsafe) private static let system = MPMusicPlayerController()
  nonisolated(unsafe) private static let application = MPMusicPlayerController()
  open class var systemMusicPlayer: MPMusicPlayerController { system }
  open class var applicationMusicPlayer: MPMusicPlayerController { application }
  open class var applicationQueuePlayer: MPMusicPlayerController { application }
  open var playbackState: MPMusicPlaybackState { .stopped }
  open var nowPlayingItem: MPMediaItem?
  open var currentPlaybackTime: TimeInterval = 0
  open func setQueue(with query: MPMediaQuery) {}
  open func play() {}
  open func pause() {}
  open func stop() {}
  open func skipToNextItem() {}
  open func skipToPreviousItem() {}
  open func prepareToPlay() {}
}
