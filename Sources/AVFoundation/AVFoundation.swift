// `import AVFoundation` on Linux, where AVFoundation does not exist: the
// players, sessions and speech synthesizer view models hold. A figure plays
// no sound and shows no video: players keep their item and rate, `play()`
// changes nothing audible, and nothing is ever recorded or spoken. Declared
// on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
@_exported import AudioToolbox
// Apple's AVFoundation brings Core Media's times.
@_exported import CoreMedia
import Plumb
import Synchronization

/// A media asset at a URL: never loaded, so its properties load as empty.
open class AVAsset: NSObject, @unchecked Sendable {
  public override init() {}
  /// An asset at a URL (Apple's returns an `AVURLAsset`): nothing is read,
  /// so it has no duration and no metadata.
  public convenience init(url: URL) { self.init() }
  public var duration: CMTime { .zero }
  /// The asset's title, artist and artwork: none are read.
  public var commonMetadata: [AVMetadataItem] { [] }
  public var metadata: [AVMetadataItem] { [] }
  /// The song's lyrics: none are read.
  public var lyrics: String? { nil }
  /// iOS 16's asynchronous loading: the property's empty value.
  public func load<T>(_ property: AVAsyncProperty<AVAsset, T>) async throws -> T { property.empty }
}

/// A property an asset loads asynchronously.
public struct AVAsyncProperty<Root, Value>: @unchecked Sendable {
  let empty: Value
}
extension AVAsyncProperty where Root == AVAsset, Value == CMTime {
  public static var duration: AVAsyncProperty<AVAsset, CMTime> { AVAsyncProperty(empty: .zero) }
}
extension AVAsyncProperty where Root == AVAsset, Value == [AVMetadataItem] {
  public static var commonMetadata: AVAsyncProperty<AVAsset, [AVMetadataItem]> { AVAsyncProperty(empty: []) }
  public static var metadata: AVAsyncProperty<AVAsset, [AVMetadataItem]> { AVAsyncProperty(empty: []) }
}
extension AVAsyncProperty where Root == AVMetadataItem, Value == (any NSCopying & NSObjectProtocol)? {
  public static var value: AVAsyncProperty<AVMetadataItem, (any NSCopying & NSObjectProtocol)?> {
    AVAsyncProperty(empty: nil)
  }
}
extension AVAsyncProperty where Root == AVMetadataItem, Value == String? {
  public static var stringValue: AVAsyncProperty<AVMetadataItem, String?> { AVAsyncProperty(empty: nil) }
}
extension AVAsyncProperty where Root == AVMetadataItem, Value == Data? {
  public static var dataValue: AVAsyncProperty<AVMetadataItem, Data?> { AVAsyncProperty(empty: nil) }
}
extension AVAsyncProperty where Root == AVMetadataItem, Value == NSNumber? {
  public static var numberValue: AVAsyncProperty<AVMetadataItem, NSNumber?> { AVAsyncProperty(empty: nil) }
}
extension AVAsyncProperty where Root == AVMetadataItem, Value == Date? {
  public static var dateValue: AVAsyncProperty<AVMetadataItem, Date?> { AVAsyncProperty(empty: nil) }
}
extension AVAsyncProperty where Root == AVAsset, Value == Bool {
  public static var isPlayable: AVAsyncProperty<AVAsset, Bool> { AVAsyncProperty(empty: false) }
}
open class AVURLAsset: AVAsset, @unchecked Sendable {
  public let url: URL
  /// The identifier of the asset's HTTP session (iOS 15): one per asset.
  public let httpSessionIdentifier = UUID()
  public init(url: URL, options: [String: Any]? = nil) {
    self.url = url
    super.init()
  }
}

/// What a player plays.
open class AVPlayerItem: NSObject, @unchecked Sendable {
  public let asset: AVAsset
  public init(url: URL) { asset = AVURLAsset(url: url) }
  public init(asset: AVAsset) { self.asset = asset }
  public init(asset: AVAsset, automaticallyLoadedAssetKeys: [String]?) { self.asset = asset }
  /// The outputs added (metadata of a live stream): kept; nothing is output.
  public private(set) var outputs: [AVPlayerItemOutput] = []
  public func add(_ output: AVPlayerItemOutput) { outputs.append(output) }
  public func remove(_ output: AVPlayerItemOutput) { outputs.removeAll { $0 === output } }
  public var preferredForwardBufferDuration: TimeInterval = 0
  /// Where playback stops, forward and in reverse: kept (invalid, the
  /// item's ends, unless set).
  public var forwardPlaybackEndTime: CMTime = .invalid
  public var reversePlaybackEndTime: CMTime = .invalid
  /// Metadata the app gives the player's info panel: kept.
  public var externalMetadata: [AVMetadataItem] = []
  public var isPlaybackLikelyToKeepUp: Bool { false }
  public var isPlaybackBufferEmpty: Bool { true }
  public var error: (any Error)? { nil }
  public var presentationSize: CGSize { .zero }
  public var timedMetadata: [AVMetadataItem]? { nil }
  public var duration: CMTime { .zero }
  public func currentTime() -> CMTime { .zero }
  public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
  public var status: Status { .unknown }
  public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
}

extension NSNotification.Name {
  /// The player item notifications under their Objective-C names, as older
  /// code spells them (`.AVPlayerItemDidPlayToEndTime`).
  public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
  public static let AVPlayerItemFailedToPlayToEndTime = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
  public static let AVPlayerItemPlaybackStalled = Notification.Name("AVPlayerItemPlaybackStalledNotification")
  public static let AVPlayerItemTimeJumped = Notification.Name("AVPlayerItemTimeJumpedNotification")
}

/// A player: it holds its item and rate; nothing plays in a figure.
open class AVPlayer: NSObject, @unchecked Sendable {
  public private(set) var currentItem: AVPlayerItem?
  /// What keeps the player in step with a SharePlay session: no session is
  /// joined in a figure.
  public let playbackCoordinator = AVPlayerPlaybackCoordinator()
  public var rate: Float = 0
  public var volume: Float = 1
  public var isMuted = false
  public var actionAtItemEnd: ActionAtItemEnd = .pause
  public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }
  public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
  public var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }
  public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
  public var status: Status { .unknown }
  public var error: (any Error)? { nil }
  public var automaticallyWaitsToMinimizeStalling = true
  public var allowsExternalPlayback = true
  public var preventsDisplaySleepDuringVideoPlayback = true
  public var audiovisualBackgroundPlaybackPolicy: AVPlayerAudiovisualBackgroundPlaybackPolicy = .automatic
  public override init() {}
  public init(url: URL) { currentItem = AVPlayerItem(url: url) }
  public init(playerItem item: AVPlayerItem?) { currentItem = item }
  open func play() { rate = 1 }
  open func pause() { rate = 0 }
  public func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
  public func seek(to time: CMTime) {}
  public func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {}
  public func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {}
  public func currentTime() -> CMTime { .zero }
  public func addPeriodicTimeObserver(
    forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void
  ) -> Any { NSObject() }
  public func removeTimeObserver(_ observer: Any) {}
}
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
  public init(items: [AVPlayerItem]) { super.init(playerItem: items.first) }
  public override init() { super.init() }
  public func advanceToNextItem() {}
}
open class AVPlayerLooper: @unchecked Sendable {
  public init(player: AVQueuePlayer, templateItem: AVPlayerItem) {}
}

/// A sound player: `init(contentsOf:)` reads nothing and never fails; it plays nothing.
open class AVAudioPlayer: @unchecked Sendable {
  public let url: URL?
  public var volume: Float = 1
  public var numberOfLoops = 0
  public var currentTime: TimeInterval = 0
  public var duration: TimeInterval { 0 }
  public var isPlaying: Bool { false }
  public var rate: Float = 1
  public var enableRate = false
  public var pan: Float = 0
  public var numberOfChannels: Int { 2 }
  public var deviceCurrentTime: TimeInterval { 0 }
  /// Metering, as a level meter reads it: silence (-160 dB, the floor
  /// AVFoundation reports), since nothing plays.
  public var isMeteringEnabled = false
  open func updateMeters() {}
  open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
  open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
  @discardableResult open func play(atTime time: TimeInterval) -> Bool { false }
  public weak var delegate: (any AVAudioPlayerDelegate)?
  public init(contentsOf url: URL) throws { self.url = url }
  public init(contentsOf url: URL, fileTypeHint utiString: String?) throws { self.url = url }
  public init(data: Data) throws { url = nil }
  /// An empty player (`var player = AVAudioPlayer()` before a sound is
  /// chosen): it has nothing to play.
  public init() { url = nil }
  @discardableResult open func prepareToPlay() -> Bool { true }
  @discardableResult open func play() -> Bool { false }
  open func pause() {}
  open func stop() {}
  /// Fades to `volume` over the duration: nothing plays, so it is set at once.
  open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
}
public protocol AVAudioPlayerDelegate: AnyObject {
  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
}
extension AVAudioPlayerDelegate {
  public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
}

/// A recorder: records nothing.
open class AVAudioRecorder: @unchecked Sendable {
  public let url: URL
  /// The settings it was made with (`AVFormatIDKey`, `AVSampleRateKey`…).
  public let settings: [String: Any]
  public var isRecording: Bool { false }
  public var currentTime: TimeInterval { 0 }
  public weak var delegate: (any AVAudioRecorderDelegate)?
  public init(url: URL, settings: [String: Any]) throws {
    self.url = url
    self.settings = settings
  }
  public init(url: URL, format: AVAudioFormat) throws {
    self.url = url
    self.settings = format.settings
  }
  @discardableResult open func record() -> Bool { false }
  @discardableResult open func record(forDuration duration: TimeInterval) -> Bool { false }
  @discardableResult open func record(atTime time: TimeInterval, forDuration duration: TimeInterval) -> Bool { false }
  open func pause() {}
  /// Nothing was recorded, so there is nothing to delete.
  @discardableResult open func deleteRecording() -> Bool { false }
  open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
  open func stop() {}
  @discardableResult open func prepareToRecord() -> Bool { true }
  public var isMeteringEnabled = false
  open func updateMeters() {}
  open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
}

public protocol AVAudioRecorderDelegate: AnyObject {
  func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
  func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?)
}
extension AVAudioRecorderDelegate {
  public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
  public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?) {}
}
extension AVAudioPlayerDelegate {
  public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

// The keys of a recorder's or a file's settings, as AVFAudio names them.
public let AVFormatIDKey = "AVFormatIDKey"
public let AVSampleRateKey = "AVSampleRateKey"
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
public let AVEncoderBitDepthHintKey = "AVEncoderBitDepthHintKey"
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
public let AVLinearPCMIsFloatKey = "AVLinearPCMIsFloatKey"
public let AVLinearPCMIsBigEndianKey = "AVLinearPCMIsBigEndianKey"
public let AVLinearPCMIsNonInterleaved = "AVLinearPCMIsNonInterleaved"
public let AVSampleRateConverterAudioQualityKey = "AVSampleRateConverterAudioQualityKey"

/// An encoder's quality, as a recorder's settings give it
/// (`AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue`).
public enum AVAudioQuality: Int, Sendable {
  case min = 0, low = 0x20, medium = 0x40, high = 0x60, max = 0x7F
}

/// The app's audio session: categories are kept, activation does nothing.
open class AVAudioSession: @unchecked Sendable {
  /// Posted when another app or a call interrupts the audio: never, here.
  public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
  public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
  public static let mediaServicesWereResetNotification = Notification.Name("AVAudioSessionMediaServicesWereResetNotification")
  public enum InterruptionType: UInt, Sendable { case began = 1, ended = 0 }
  public struct InterruptionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let shouldResume = InterruptionOptions(rawValue: 1)
  }
  public enum RouteChangeReason: UInt, Sendable {
    case unknown, newDeviceAvailable, oldDeviceUnavailable, categoryChange, override
    case wakeFromSleep = 6, noSuitableRouteForCategory, routeConfigurationChange
  }
  public static func sharedInstance() -> AVAudioSession { shared }
  static let shared = AVAudioSession()
  /// The system volume (0…1): a still figure's device is at half.
  public var outputVolume: Float { 0.5 }
  public var sampleRate: Double { 44_100 }
  public var isOtherAudioPlaying: Bool { false }
  /// No microphone on the machine that draws the figure.
  public var isInputAvailable: Bool { false }
  public struct Category: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
    public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
  }
  public struct Mode: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
    public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
  }
  public struct CategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mixWithOthers = CategoryOptions(rawValue: 1)
    public static let duckOthers = CategoryOptions(rawValue: 2)
    public static let allowBluetooth = CategoryOptions(rawValue: 4)
    public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
    public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
    public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
    public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
  }
  public struct SetActiveOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }
  public enum RecordPermission: Int, Sendable { case undetermined, denied, granted }
  public private(set) var category: Category = .soloAmbient
  public private(set) var mode: Mode = .default
  public var recordPermission: RecordPermission { .undetermined }
  public func setCategory(_ category: Category) throws { self.category = category }
  public func setCategory(_ category: Category, options: CategoryOptions = []) throws { self.category = category }
  public enum RouteSharingPolicy: UInt, Sendable { case `default`, longFormAudio, independent, longFormVideo }
  public private(set) var routeSharingPolicy: RouteSharingPolicy = .default
  public func setCategory(
    _ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []
  ) throws {
    (self.category, self.mode, routeSharingPolicy) = (category, mode, policy)
  }
  public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
    (self.category, self.mode) = (category, mode)
  }
  public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
  public func requestRecordPermission(_ response: @escaping (Bool) -> Void) {}
}

/// Speech: a figure is silent, so nothing is ever spoken.
open class AVSpeechSynthesizer: @unchecked Sendable {
  public weak var delegate: (any AVSpeechSynthesizerDelegate)?
  public var isSpeaking: Bool { false }
  public var isPaused: Bool { false }
  public init() {}
  open func speak(_ utterance: AVSpeechUtterance) {}
  @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { true }
  @discardableResult open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { true }
  @discardableResult open func continueSpeaking() -> Bool { true }
}
public protocol AVSpeechSynthesizerDelegate: AnyObject {}
public enum AVSpeechBoundary: Int, Sendable { case immediate, word }
open class AVSpeechUtterance: @unchecked Sendable {
  public let speechString: String
  public var voice: AVSpeechSynthesisVoice?
  public var rate: Float = AVSpeechUtteranceDefaultSpeechRate
  public var pitchMultiplier: Float = 1
  public var volume: Float = 1
  public var preUtteranceDelay: TimeInterval = 0
  public var postUtteranceDelay: TimeInterval = 0
  public init(string: String) { speechString = string }
}
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5
open class AVSpeechSynthesisVoice: @unchecked Sendable {
  public let language: String
  public let identifier: String
  public let name: String
  public init?(language: String?) {
    self.language = language ?? "en-US"
    identifier = "com.apple.voice.compact." + self.language
    name = "Samantha"
  }
  public init?(identifier: String) {
    self.identifier = identifier
    language = "en-US"
    name = "Samantha"
  }
  public static func speechVoices() -> [AVSpeechSynthesisVoice] { [] }
  public static func currentLanguageCode() -> String { "en-US" }
}

/// A speech synthesis provider's voice: none are installed in a figure.
open class AVSpeechSynthesisProviderVoice: @unchecked Sendable {
  public let name: String
  public let identifier: String
  public let primaryLanguages: [String]
  public let supportedLanguages: [String]
  public init(name: String, identifier: String, primaryLanguages: [String], supportedLanguages: [String]) {
    (self.name, self.identifier, self.primaryLanguages, self.supportedLanguages) =
      (name, identifier, primaryLanguages, supportedLanguages)
  }
  public static func updateSpeechVoices() {}
}

/// Capture devices: permission is never granted in a figure.
open class AVCaptureDevice: @unchecked Sendable {
  public enum AuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized }
  public static func authorizationStatus(for mediaType: AVMediaType) -> AuthorizationStatus { .notDetermined }
  public static func requestAccess(for mediaType: AVMediaType, completionHandler: @escaping @Sendable (Bool) -> Void) {}
  public static func requestAccess(for mediaType: AVMediaType) async -> Bool { false }
  public static func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
  // A device's settings (there is no device on Linux, so none is changed).
  public func lockForConfiguration() throws {}
  public func unlockForConfiguration() {}
  public var videoZoomFactor: CGFloat = 1
  public var lensPosition: Float { 0.5 }
  public var hasTorch: Bool { false }
  public var hasFlash: Bool { false }
  public var torchMode: TorchMode = .off
  public var position: Position { .unspecified }
  public var localizedName: String { "" }
  public var uniqueID: String { "" }
  public func setFocusModeLocked(lensPosition: Float, completionHandler handler: (@Sendable (CMTime) -> Void)? = nil) {}
  public func setTorchModeOn(level torchLevel: Float) throws {}
  public var isConnected: Bool { false }
  public var isSuspended: Bool { false }
  public func hasMediaType(_ mediaType: AVMediaType) -> Bool { false }
  public var formats: [Format] { [] }
  public var activeFormat = Format()
  public var isCenterStageActive: Bool { false }
  public var isPortraitEffectActive: Bool { false }
  public var isStudioLightActive: Bool { false }
  public var focusMode: FocusMode = .continuousAutoFocus
  public var exposureMode: ExposureMode = .continuousAutoExposure
  public var whiteBalanceMode: WhiteBalanceMode = .continuousAutoWhiteBalance
  public func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { false }
  public func isExposureModeSupported(_ exposureMode: ExposureMode) -> Bool { false }
  public var isFocusPointOfInterestSupported: Bool { false }
  public var isExposurePointOfInterestSupported: Bool { false }
  public var focusPointOfInterest = CGPoint(x: 0.5, y: 0.5)
  public var exposurePointOfInterest = CGPoint(x: 0.5, y: 0.5)
  public var isSubjectAreaChangeMonitoringEnabled = false
  public var minAvailableVideoZoomFactor: CGFloat { 1 }
  public var maxAvailableVideoZoomFactor: CGFloat { 1 }
}
/// The camera's and microphone's permission, by its framework-level name.
public typealias AVAuthorizationStatus = AVCaptureDevice.AuthorizationStatus

public struct AVMediaType: Hashable, RawRepresentable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let video = AVMediaType(rawValue: "vide")
  public static let audio = AVMediaType(rawValue: "soun")
}
public struct AVLayerVideoGravity: Hashable, RawRepresentable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
  public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
  public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}

/// A capture session: no camera runs in a figure.
open class AVCaptureSession: @unchecked Sendable {
  public struct Preset: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
    public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
    public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
  }
  public var sessionPreset: Preset = .high
  public var isRunning: Bool { false }
  public init() {}
  public func beginConfiguration() {}
  public func commitConfiguration() {}
  public func canAddInput(_ input: AVCaptureInput) -> Bool { false }
  public func addInput(_ input: AVCaptureInput) {}
  public func canAddOutput(_ output: AVCaptureOutput) -> Bool { false }
  public func addOutput(_ output: AVCaptureOutput) {}
  public func startRunning() {}
  public func stopRunning() {}
  public var inputs: [AVCaptureInput] { [] }
  public var outputs: [AVCaptureOutput] { [] }
  public func removeInput(_ input: AVCaptureInput) {}
  public func removeOutput(_ output: AVCaptureOutput) {}
  public func canSetSessionPreset(_ preset: Preset) -> Bool { true }
  // iOS 18's Camera Control: no such button on Linux, so no control is
  // supported and none is added.
  public var supportsControls: Bool { false }
  public var maxControlsCount: Int { 0 }
  public private(set) var controls: [AVCaptureControl] = []
  public func canAddControl(_ control: AVCaptureControl) -> Bool { false }
  public func addControl(_ control: AVCaptureControl) {}
  public func removeControl(_ control: AVCaptureControl) {}
  public private(set) weak var controlsDelegate: (any AVCaptureSessionControlsDelegate)?
  public func setControlsDelegate(_ delegate: (any AVCaptureSessionControlsDelegate)?, queue: DispatchQueue?) {
    controlsDelegate = delegate
  }
}
/// Told when the Camera Control's overlay shows: never, on Linux.
public protocol AVCaptureSessionControlsDelegate: NSObjectProtocol {
  func sessionControlsDidBecomeActive(_ session: AVCaptureSession)
  func sessionControlsWillEnterFullscreenAppearance(_ session: AVCaptureSession)
  func sessionControlsWillExitFullscreenAppearance(_ session: AVCaptureSession)
  func sessionControlsDidBecomeInactive(_ session: AVCaptureSession)
}
/// A Camera Control setting (a slider, a picker).
open class AVCaptureControl: NSObject, @unchecked Sendable {
  public var isEnabled = true
}
open class AVCaptureSlider: AVCaptureControl, @unchecked Sendable {
  public let localizedTitle: String
  public let symbolName: String
  public var value: Float
  public var localizedValueFormat: String?
  public var prominentValues: [Float] = []
  public init(_ localizedTitle: String, symbolName: String, in range: ClosedRange<Float>) {
    (self.localizedTitle, self.symbolName, value) = (localizedTitle, symbolName, range.lowerBound)
  }
  public init(_ localizedTitle: String, symbolName: String, in range: ClosedRange<Float>, step: Float) {
    (self.localizedTitle, self.symbolName, value) = (localizedTitle, symbolName, range.lowerBound)
  }
  public init(_ localizedTitle: String, symbolName: String, values: [Float]) {
    (self.localizedTitle, self.symbolName, value) = (localizedTitle, symbolName, values.first ?? 0)
  }
  public func setActionQueue(_ actionQueue: DispatchQueue, action: @escaping (Float) -> Void) {}
}
open class AVCaptureIndexPicker: AVCaptureControl, @unchecked Sendable {
  public let localizedTitle: String
  public let symbolName: String
  public var selectedIndex = 0
  public let localizedIndexTitles: [String]
  public init(_ localizedTitle: String, symbolName: String, localizedIndexTitles: [String]) {
    (self.localizedTitle, self.symbolName, self.localizedIndexTitles) = (localizedTitle, symbolName, localizedIndexTitles)
  }
  public init(_ localizedTitle: String, symbolName: String, numberOfIndexes: Int) {
    (self.localizedTitle, self.symbolName) = (localizedTitle, symbolName)
    localizedIndexTitles = (0..<max(numberOfIndexes, 0)).map(String.init)
  }
  public func setActionQueue(_ actionQueue: DispatchQueue, action: @escaping (Int) -> Void) {}
}
open class AVCaptureSystemZoomSlider: AVCaptureControl, @unchecked Sendable {
  public init(device: AVCaptureDevice) {}
  public init(device: AVCaptureDevice, action: @escaping (CGFloat) -> Void) {}
}
open class AVCaptureSystemExposureBiasSlider: AVCaptureControl, @unchecked Sendable {
  public init(device: AVCaptureDevice) {}
  public init(device: AVCaptureDevice, action: @escaping (CGFloat) -> Void) {}
}
open class AVCaptureInput: @unchecked Sendable {}
open class AVCaptureOutput: @unchecked Sendable {}
open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
  public override init() {}
  public var isHighResolutionCaptureEnabled = false
  public var maxPhotoQualityPrioritization: AVCapturePhotoOutput.QualityPrioritization = .balanced
  public enum QualityPrioritization: Int, Sendable { case speed = 1, balanced, quality }
  /// Takes a photo: no camera, so the delegate is never called.
  public func capturePhoto(with settings: AVCapturePhotoSettings, delegate: AVCapturePhotoCaptureDelegate) {}
  // No camera: no live photos, and the codecs a photo could be encoded in
  // are JPEG's alone (what every iPhone offers).
  public var isLivePhotoCaptureSupported: Bool { false }
  public var isLivePhotoCaptureEnabled = false
  public var isDepthDataDeliverySupported: Bool { false }
  public var isDepthDataDeliveryEnabled = false
  public var availablePhotoCodecTypes: [AVVideoCodecType] { [.jpeg] }
}

/// The codec a photo or a video is encoded with.
public struct AVVideoCodecType: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let hevc = AVVideoCodecType(rawValue: "hvc1")
  public static let h264 = AVVideoCodecType(rawValue: "avc1")
  public static let jpeg = AVVideoCodecType(rawValue: "jpeg")
  public static let proRes422 = AVVideoCodecType(rawValue: "apcn")
}
public let AVVideoCodecKey = "AVVideoCodecKey"
public let AVVideoWidthKey = "AVVideoWidthKey"
public let AVVideoHeightKey = "AVVideoHeightKey"

/// Hands the camera's frames to a delegate: no camera runs on Linux, so
/// no frame arrives and the delegate is never called.
open class AVCaptureVideoDataOutput: AVCaptureOutput, @unchecked Sendable {
  public override init() {}
  public var videoSettings: [String: Any]! = [:]
  public var alwaysDiscardsLateVideoFrames = true
  public var availableVideoPixelFormatTypes: [OSType] { [kCVPixelFormatType_32BGRA] }
  public private(set) weak var sampleBufferDelegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?
  public private(set) var sampleBufferCallbackQueue: DispatchQueue?
  public func setSampleBufferDelegate(
    _ sampleBufferDelegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?, queue sampleBufferCallbackQueue: DispatchQueue?
  ) {
    self.sampleBufferDelegate = sampleBufferDelegate
    self.sampleBufferCallbackQueue = sampleBufferCallbackQueue
  }
}
public protocol AVCaptureVideoDataOutputSampleBufferDelegate: NSObjectProtocol {
  func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
  func captureOutput(_ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
}
extension AVCaptureVideoDataOutputSampleBufferDelegate {
  public func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {}
  public func captureOutput(_ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {}
}

/// How a photo is taken.
open class AVCapturePhotoSettings: @unchecked Sendable {
  public var flashMode: AVCaptureDevice.FlashMode = .off
  public var isHighResolutionPhotoEnabled = false
  public init() {}
  public init(format: [String: Any]?) {}
}

/// A photo the camera took: none is ever taken on Linux.
open class AVCapturePhoto: @unchecked Sendable {
  init() {}
  public func fileDataRepresentation() -> Data? { nil }
  public func cgImageRepresentation() -> CGImage? { nil }
  public func previewCGImageRepresentation() -> CGImage? { nil }
  /// iOS 11's form, which returned an unmanaged image.
  @_disfavoredOverload public func previewCGImageRepresentation() -> Unmanaged<CGImage>? { nil }
  public var pixelBuffer: CVPixelBuffer? { nil }
  public var metadata: [String: Any] { [:] }
  public var timestamp: Double { 0 }
}

/// Told of a photo's progress: never, with no camera.
public protocol AVCapturePhotoCaptureDelegate: AnyObject {
  func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?)
  func photoOutput(_ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
  func photoOutput(_ output: AVCapturePhotoOutput, didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
}
extension AVCapturePhotoCaptureDelegate {
  public func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?) {}
  public func photoOutput(_ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
  public func photoOutput(_ output: AVCapturePhotoOutput, didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
}
open class AVCaptureResolvedPhotoSettings: @unchecked Sendable {
  init() {}
}
/// Reads codes and faces from the camera (a QR scanner): no camera runs,
/// so its delegate is never called.
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
  public override init() {}
  public var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
  public var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }
  public var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
  public private(set) weak var metadataObjectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?
  public private(set) var metadataObjectsCallbackQueue: DispatchQueue?
  public func setMetadataObjectsDelegate(_ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?, queue: DispatchQueue?) {
    metadataObjectsDelegate = objectsDelegate
    metadataObjectsCallbackQueue = queue
  }
}
public protocol AVCaptureMetadataOutputObjectsDelegate: NSObjectProtocol {
  func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
}
extension AVCaptureMetadataOutputObjectsDelegate {
  public func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection
  ) {}
}
/// Something the camera recognized: a code or a face.
open class AVMetadataObject: NSObject, @unchecked Sendable {
  public struct ObjectType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let qr = ObjectType(rawValue: "org.iso.QRCode")
    public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
    public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
    public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
    public static let code39 = ObjectType(rawValue: "org.iso.Code39")
    public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
    public static let code128 = ObjectType(rawValue: "org.iso.Code128")
    public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
    public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
    public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
    public static let itf14 = ObjectType(rawValue: "org.gs1.ITF14")
    public static let interleaved2of5 = ObjectType(rawValue: "org.ansi.Interleaved2of5")
    public static let face = ObjectType(rawValue: "face")
    public static let humanBody = ObjectType(rawValue: "mdta/com.apple.quicktime.detected-human-body")
  }
  public var type: ObjectType { .qr }
  public var bounds: CGRect { .zero }
  public var time: CMTime { .zero }
  public var duration: CMTime { .zero }
}
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
  public var stringValue: String? { nil }
  public var corners: [CGPoint] { [] }
}
open class AVMetadataFaceObject: AVMetadataObject, @unchecked Sendable {
  public var faceID: Int { 0 }
}
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
  public let device: AVCaptureDevice
  public init(device: AVCaptureDevice) throws { self.device = device }
  /// Spatial audio capture: no microphone array, so only mono or none.
  public var multichannelAudioMode: MultichannelAudioMode = .none
  public func isMultichannelAudioModeSupported(_ mode: MultichannelAudioMode) -> Bool { mode == .none }
}
extension AVCaptureInput {
  public enum MultichannelAudioMode: Int, Sendable { case none, stereo, firstOrderAmbisonics }
}
public enum AVCaptureVideoOrientation: Int, Sendable {
  case portrait = 1, portraitUpsideDown, landscapeRight, landscapeLeft
}
open class AVCaptureConnection: @unchecked Sendable {
  public var videoOrientation: AVCaptureVideoOrientation = .portrait
  public var isVideoOrientationSupported: Bool { false }
  /// iOS 17's rotation, in degrees.
  public var videoRotationAngle: CGFloat = 0
  public func isVideoRotationAngleSupported(_ videoRotationAngle: CGFloat) -> Bool { false }
  public var isEnabled = true
  public var isActive: Bool { false }
  public var isVideoMirroringSupported: Bool { false }
  public var isVideoMirrored = false
  public var automaticallyAdjustsVideoMirroring = true
}
/// A range of frame rates a capture format supports.
public final class AVFrameRateRange: @unchecked Sendable {
  public var minFrameRate: Double { 0 }
  public var maxFrameRate: Double { 0 }
}
extension AVCaptureDevice {
  public enum Position: Int, Sendable { case unspecified, back, front }
  public enum FlashMode: Int, Sendable { case off, on, auto }
  public enum TorchMode: Int, Sendable { case off, on, auto }
  public struct DeviceType: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
    public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
    public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
    public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
    public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
    public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
    public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
    public static let builtInLiDARDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
    public static let continuityCamera = DeviceType(rawValue: "AVCaptureDeviceTypeContinuityCamera")
    public static let deskViewCamera = DeviceType(rawValue: "AVCaptureDeviceTypeDeskViewCamera")
    public static let external = DeviceType(rawValue: "AVCaptureDeviceTypeExternal")
    @available(*, deprecated, renamed: "external")
    public static let externalUnknown = DeviceType(rawValue: "AVCaptureDeviceTypeExternalUnknown")
    public static let microphone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
    @available(*, deprecated, renamed: "microphone")
    public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
  }
  public static func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position)
    -> AVCaptureDevice?
  { nil }
  /// The camera the system or the person prefers: none, as there is no
  /// camera.
  public static var userPreferredCamera: AVCaptureDevice? {
    get { cameraSettings.withLock { $0.userPreferredCamera } }
    set { cameraSettings.withLock { $0.userPreferredCamera = newValue } }
  }
  public static var systemPreferredCamera: AVCaptureDevice? { nil }
  public enum FocusMode: Int, Sendable { case locked, autoFocus, continuousAutoFocus }
  public enum ExposureMode: Int, Sendable { case locked, autoExpose, continuousAutoExposure, custom }
  public enum WhiteBalanceMode: Int, Sendable { case locked, autoWhiteBalance, continuousAutoWhiteBalance }
  public enum MicrophoneMode: Int, Sendable { case standard, wideSpectrum, voiceIsolation }
  /// Who controls Center Stage: the person (Control Center), the app, or
  /// both. Kept; there is no camera to frame.
  public enum CenterStageControlMode: Int, Sendable { case user, app, cooperative }
  public static var centerStageControlMode: CenterStageControlMode {
    get { cameraSettings.withLock { $0.centerStageControlMode } }
    set { cameraSettings.withLock { $0.centerStageControlMode = newValue } }
  }
  public static var isCenterStageEnabled: Bool {
    get { cameraSettings.withLock { $0.isCenterStageEnabled } }
    set { cameraSettings.withLock { $0.isCenterStageEnabled = newValue } }
  }
  public static var isPortraitEffectEnabled: Bool { false }
  public static var isStudioLightEnabled: Bool { false }
  public static let wasConnectedNotification = Notification.Name("AVCaptureDeviceWasConnectedNotification")
  public static let wasDisconnectedNotification = Notification.Name("AVCaptureDeviceWasDisconnectedNotification")
  public static let subjectAreaDidChangeNotification = Notification.Name("AVCaptureDeviceSubjectAreaDidChangeNotification")
  /// A capture format a device supports: none here, as there is no device.
  public final class Format: @unchecked Sendable {
    public var isCenterStageSupported: Bool { false }
    public var isPortraitEffectSupported: Bool { false }
    public var isStudioLightSupported: Bool { false }
    public var isHighPhotoQualitySupported: Bool { false }
    public var videoSupportedFrameRateRanges: [AVFrameRateRange] { [] }
  }
  /// Keeps the camera's preview and capture upright as the device turns:
  /// level (0°), as a figure never turns.
  public final class RotationCoordinator: @unchecked Sendable {
    public init(device: AVCaptureDevice, previewLayer: AnyObject?) {}
    public var videoRotationAngleForHorizonLevelPreview: CGFloat { 0 }
    public var videoRotationAngleForHorizonLevelCapture: CGFloat { 0 }
  }
  /// Finds the capture devices of some types: there are none on Linux.
  public final class DiscoverySession: @unchecked Sendable {
    public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {}
    public var devices: [AVCaptureDevice] { [] }
  }
}

/// The camera preview: a layer showing nothing.
open class AVCaptureVideoPreviewLayer: CALayer, @unchecked Sendable {
  public var session: AVCaptureSession?
  public var videoGravity: AVLayerVideoGravity = .resizeAspect
  public var connection: AVCaptureConnection? { nil }
  public override init() { super.init() }
  public init(session: AVCaptureSession) {
    self.session = session
    super.init()
  }
  public required init?(coder: NSCoder) { return nil }
  open override class func _plumbMake() -> CALayer { AVCaptureVideoPreviewLayer() }
  /// A rectangle in the layer as the metadata output's unit rectangle.
  public func metadataOutputRectConverted(fromLayerRect rect: CGRect) -> CGRect {
    guard bounds.width > 0, bounds.height > 0 else { return .zero }
    return CGRect(x: rect.minX / bounds.width, y: rect.minY / bounds.height, width: rect.width / bounds.width,
      height: rect.height / bounds.height)
  }
  public func layerRectConverted(fromMetadataOutputRect rect: CGRect) -> CGRect {
    CGRect(x: rect.minX * bounds.width, y: rect.minY * bounds.height, width: rect.width * bounds.width,
      height: rect.height * bounds.height)
  }
  public func transformedMetadataObject(for metadataObject: AVMetadataObject) -> AVMetadataObject? { metadataObject }
}


/// A metadata key, in its key space.
public struct AVMetadataKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let commonKeyTitle = AVMetadataKey("title")
  public static let commonKeyArtist = AVMetadataKey("artist")
  public static let commonKeyAlbumName = AVMetadataKey("albumName")
  public static let commonKeyArtwork = AVMetadataKey("artwork")
  public static let commonKeyCreator = AVMetadataKey("creator")
  public static let commonKeyCreationDate = AVMetadataKey("creationDate")
}
/// A metadata item's identifier (its key space and key).
public struct AVMetadataIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let commonIdentifierTitle = AVMetadataIdentifier("common/title")
  public static let commonIdentifierArtist = AVMetadataIdentifier("common/artist")
  public static let commonIdentifierAlbumName = AVMetadataIdentifier("common/albumName")
  public static let commonIdentifierArtwork = AVMetadataIdentifier("common/artwork")
  public static let icyMetadataStreamTitle = AVMetadataIdentifier("icy/StreamTitle")
  public static let id3MetadataTitleDescription = AVMetadataIdentifier("id3/TIT2")
}
public struct AVMetadataKeySpace: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let common = AVMetadataKeySpace(rawValue: "comn")
  public static let icy = AVMetadataKeySpace(rawValue: "icy")
  public static let id3 = AVMetadataKeySpace(rawValue: "org.id3")
}
public struct AVMetadataExtraAttributeKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
}
/// One item of an asset's metadata.
open class AVMetadataItem: NSObject, @unchecked Sendable {
  open var commonKey: AVMetadataKey? { nil }
  open var identifier: AVMetadataIdentifier? { nil }
  open var keySpace: AVMetadataKeySpace? { nil }
  open var extraAttributes: [AVMetadataExtraAttributeKey: Any]? { nil }
  open var time: CMTime { .zero }
  open var duration: CMTime { .zero }
  open var key: Any? { nil }
  open var value: Any? { nil }
  open var stringValue: String? { nil }
  open var dataValue: Data? { nil }
  open var numberValue: NSNumber? { nil }
  open var dateValue: Date? { nil }
  /// Loads a property: an asset that never loads has no metadata, so
  /// nothing is ever asked of an item.
  public func load<T>(_ property: AVAsyncProperty<AVMetadataItem, T>) async throws -> T { property.empty }
}

public enum AVPlayerAudiovisualBackgroundPlaybackPolicy: Int, Sendable {
  case automatic = 1, pauses, continuesIfPossible
}

/// What a player item outputs besides its picture and sound.
open class AVPlayerItemOutput: NSObject, @unchecked Sendable {}
/// A live stream's timed metadata (a radio's song titles): no stream
/// plays, so the delegate is never called.
open class AVPlayerItemMetadataOutput: AVPlayerItemOutput, @unchecked Sendable {
  public init(identifiers: [String]? = nil) {}
  public private(set) weak var delegate: (any AVPlayerItemMetadataOutputPushDelegate)?
  public private(set) var delegateQueue: DispatchQueue?
  public func setDelegate(_ delegate: (any AVPlayerItemMetadataOutputPushDelegate)?, queue delegateQueue: DispatchQueue?) {
    self.delegate = delegate
    self.delegateQueue = delegateQueue
  }
}
public protocol AVPlayerItemMetadataOutputPushDelegate: NSObjectProtocol {
  func metadataOutput(
    _ output: AVPlayerItemMetadataOutput, didOutputTimedMetadataGroups groups: [AVTimedMetadataGroup],
    from track: AVPlayerItemTrack?)
}
extension AVPlayerItemMetadataOutputPushDelegate {
  public func metadataOutput(
    _ output: AVPlayerItemMetadataOutput, didOutputTimedMetadataGroups groups: [AVTimedMetadataGroup],
    from track: AVPlayerItemTrack?
  ) {}
}
/// Metadata items over a time range.
open class AVTimedMetadataGroup: NSObject, @unchecked Sendable {
  public let items: [AVMetadataItem]
  public let timeRange: CMTimeRange
  public init(items: [AVMetadataItem], timeRange: CMTimeRange) { (self.items, self.timeRange) = (items, timeRange) }
}
open class AVPlayerItemTrack: NSObject, @unchecked Sendable {}
/// The layer a video plays in: it shows nothing (no video is decoded).
open class AVPlayerLayer: CALayer, @unchecked Sendable {
  open override class func _plumbMake() -> CALayer { AVPlayerLayer() }
  public var player: AVPlayer?
  public var videoGravity: AVLayerVideoGravity = .resizeAspect
  public var isReadyForDisplay: Bool { false }
  public var videoRect: CGRect { .zero }
  public override init() { super.init() }
  public init(player: AVPlayer?) {
    self.player = player
    super.init()
  }
  public required init?(coder: NSCoder) { return nil }
}

/// Still frames of a video (thumbnails): no video is decoded, so every
/// request fails with `AVError.decodeFailed`.
open class AVAssetImageGenerator: NSObject, @unchecked Sendable {
  public let asset: AVAsset
  public var appliesPreferredTrackTransform = false
  public var maximumSize: CGSize = .zero
  public var requestedTimeToleranceBefore: CMTime = .indefinite
  public var requestedTimeToleranceAfter: CMTime = .indefinite
  public init(asset: AVAsset) { self.asset = asset }
  public func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
    throw AVError(.decodeFailed)
  }
  public func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
    throw AVError(.decodeFailed)
  }
  public func generateCGImagesAsynchronously(
    forTimes requestedTimes: [NSValue],
    completionHandler handler: @escaping @Sendable (CMTime, CGImage?, CMTime, AVAssetImageGenerator.Result, (any Error)?) -> Void
  ) {
    for _ in requestedTimes { handler(.zero, nil, .zero, .failed, AVError(.decodeFailed)) }
  }
  public func generateCGImageAsynchronously(
    for requestedTime: CMTime, completionHandler handler: @escaping @Sendable (CGImage?, CMTime, (any Error)?) -> Void
  ) { handler(nil, .zero, AVError(.decodeFailed)) }
  public func cancelAllCGImageGeneration() {}
  public enum Result: Int, Sendable { case succeeded, failed, cancelled }
}

/// AVFoundation's errors.
public struct AVError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Code: Int, Sendable {
    case unknown = -11800, decodeFailed = -11821, fileFormatNotRecognized = -11828, mediaServicesWereReset = -11819
    case noDataCaptured = -11805, deviceNotConnected = -11814
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public var description: String {
    "AVFoundation error \(code.rawValue): Plumb decodes no audio or video on Linux"
  }
  public var localizedDescription: String { description }
  public static var decodeFailed: Code { .decodeFailed }
  public static var unknown: Code { .unknown }
}

// The keys of an interruption or route-change notification's user info.
public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"

/// The process's camera settings, which any thread may read or set.
private struct CameraSettings: @unchecked Sendable {
  var centerStageControlMode = AVCaptureDevice.CenterStageControlMode.user
  var isCenterStageEnabled = false
  var userPreferredCamera: AVCaptureDevice?
}
private let cameraSettings = Mutex(CameraSettings())

extension CIImage {
  /// A camera frame's image, of the frame's pixel size.
  public convenience init(cvPixelBuffer pixelBuffer: CVPixelBuffer) {
    self.init(
      extent: CGRect(x: 0, y: 0, width: CVPixelBufferGetWidth(pixelBuffer), height: CVPixelBufferGetHeight(pixelBuffer)))
  }
}

/// Coordinates a player's playback with others (SharePlay): nothing is
/// shared in a figure.
open class AVPlayerPlaybackCoordinator: NSObject, @unchecked Sendable {
  public override init() {}
  open var suspensionReasonsThatTriggerWaiting: [AVCoordinatedPlaybackSuspension.Reason] = []
  open var pauseSnapsToMediaTimeOfOriginator = false
}

/// Why a participant's playback is suspended from the group's.
public struct AVCoordinatedPlaybackSuspension: Sendable {
  public struct Reason: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let audioSessionInterrupted = Reason(rawValue: "audioSessionInterrupted")
    public static let stallRecovery = Reason(rawValue: "stallRecovery")
    public static let playingInterstitial = Reason(rawValue: "playingInterstitial")
    public static let coordinatedPlaybackNotPossible = Reason(rawValue: "coordinatedPlaybackNotPossible")
    public static let userActionRequired = Reason(rawValue: "userActionRequired")
    public static let userRequestedTransferToDifferentPlayer = Reason(rawValue: "userRequestedTransferToDifferentPlayer")
  }
}
