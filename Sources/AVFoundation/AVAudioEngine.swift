import Foundation

// The audio engine, its nodes, formats, buffers and files, as speech,
// recording and synthesizer code drives them. Nothing runs and nothing is
// heard: a figure is silent. Formats and buffers keep what they were made
// with, so code that reads them back (a sample rate, a frame count) sees
// its own values.

public typealias AVAudioFrameCount = UInt32
public typealias AVAudioFramePosition = Int64
public typealias AVAudioNodeBus = Int
public typealias AVAudioChannelCount = UInt32
public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

/// The audio engine: it never runs.
public enum AVAudioEngineManualRenderingMode: Int, Sendable { case offline, realtime }
public enum AVAudioEngineManualRenderingStatus: Int, Sendable {
  case error = -1, success = 0, insufficientDataFromInputNode = 1, cannotDoInCurrentContext = 2
}

open class AVAudioEngine: @unchecked Sendable {
  public init() {}
  public let inputNode = AVAudioInputNode()
  public let outputNode = AVAudioOutputNode()
  public let mainMixerNode = AVAudioMixerNode()
  public private(set) var attachedNodes: Set<AVAudioNode> = []
  public var isRunning: Bool { false }
  // Offline rendering (an app exporting its effects to a file): the mode
  // is kept, and rendering reports an error, as nothing is processed.
  public private(set) var isInManualRenderingMode = false
  public private(set) var manualRenderingMode = AVAudioEngineManualRenderingMode.offline
  public private(set) var manualRenderingFormat = AVAudioFormat()
  public private(set) var manualRenderingMaximumFrameCount: AVAudioFrameCount = 0
  public var manualRenderingSampleTime: AVAudioFramePosition { 0 }
  public func enableManualRenderingMode(
    _ mode: AVAudioEngineManualRenderingMode, format pcmFormat: AVAudioFormat, maximumFrameCount: AVAudioFrameCount
  ) throws {
    (isInManualRenderingMode, manualRenderingMode) = (true, mode)
    (manualRenderingFormat, manualRenderingMaximumFrameCount) = (pcmFormat, maximumFrameCount)
  }
  public func disableManualRenderingMode() { isInManualRenderingMode = false }
  public func renderOffline(
    _ numberOfFrames: AVAudioFrameCount, to buffer: AVAudioPCMBuffer
  ) throws -> AVAudioEngineManualRenderingStatus { .error }
  public func prepare() {}
  public func start() throws {}
  public func pause() {}
  public func stop() {}
  public func reset() {}
  public func attach(_ node: AVAudioNode) { attachedNodes.insert(node) }
  public func detach(_ node: AVAudioNode) { attachedNodes.remove(node) }
  public func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {}
  public func connect(
    _ node1: AVAudioNode, to node2: AVAudioNode, fromBus bus1: AVAudioNodeBus, toBus bus2: AVAudioNodeBus,
    format: AVAudioFormat?
  ) {}
  public func disconnectNodeInput(_ node: AVAudioNode) {}
  public func disconnectNodeOutput(_ node: AVAudioNode) {}
}

open class AVAudioNode: Hashable, @unchecked Sendable {
  public init() {}
  /// The node's Audio Unit: its preset and bypass are kept.
  public private(set) lazy var auAudioUnit = AUAudioUnit()
  public func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { AVAudioFormat() }
  public func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { AVAudioFormat() }
  public func installTap(
    onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?,
    block: @escaping AVAudioNodeTapBlock
  ) {}
  public func removeTap(onBus bus: AVAudioNodeBus) {}
  public func reset() {}
  public var numberOfInputs: Int { 1 }
  public var numberOfOutputs: Int { 1 }
  public var engine: AVAudioEngine? { nil }
  public static func == (a: AVAudioNode, b: AVAudioNode) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
open class AVAudioIONode: AVAudioNode, @unchecked Sendable {
  public var isVoiceProcessingEnabled: Bool { false }
  public func setVoiceProcessingEnabled(_ enabled: Bool) throws {}
}
open class AVAudioInputNode: AVAudioIONode, @unchecked Sendable {}
open class AVAudioOutputNode: AVAudioIONode, @unchecked Sendable {}
open class AVAudioMixerNode: AVAudioNode, @unchecked Sendable {
  public var outputVolume: Float = 1
  public var volume: Float = 1
  public var pan: Float = 0
}
open class AVAudioPlayerNode: AVAudioNode, @unchecked Sendable {
  public override init() {}
  public var isPlaying: Bool { false }
  public var volume: Float = 1
  public var pan: Float = 0
  public func play() {}
  public func play(at when: AVAudioTime?) {}
  public func pause() {}
  public func stop() {}
  public func scheduleFile(_ file: AVAudioFile, at when: AVAudioTime?, completionHandler: (() -> Void)? = nil) {}
  public func scheduleFile(_ file: AVAudioFile, at when: AVAudioTime?) async {}
  public func scheduleBuffer(_ buffer: AVAudioPCMBuffer, completionHandler: (() -> Void)? = nil) {}
  public func scheduleBuffer(
    _ buffer: AVAudioPCMBuffer, at when: AVAudioTime?, options: AVAudioPlayerNodeBufferOptions = [],
    completionHandler: (() -> Void)? = nil
  ) {}
  public func scheduleSegment(
    _ file: AVAudioFile, startingFrame: AVAudioFramePosition, frameCount: AVAudioFrameCount, at when: AVAudioTime?,
    completionHandler: (() -> Void)? = nil
  ) {}
}
public struct AVAudioPlayerNodeBufferOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let loops = Self(rawValue: 1)
  public static let interrupts = Self(rawValue: 2)
  public static let interruptsAtLoop = Self(rawValue: 4)
}
/// An effect unit: parameters keep what they are set to.
open class AVAudioUnit: AVAudioNode, @unchecked Sendable {}
open class AVAudioUnitEffect: AVAudioUnit, @unchecked Sendable {
  public var bypass = false
}
open class AVAudioUnitTimePitch: AVAudioUnitEffect, @unchecked Sendable {
  public override init() {}
  public var rate: Float = 1
  public var pitch: Float = 0
  public var overlap: Float = 8
}
open class AVAudioUnitVarispeed: AVAudioUnitEffect, @unchecked Sendable {
  public override init() {}
  public var rate: Float = 1
}
open class AVAudioUnitReverb: AVAudioUnitEffect, @unchecked Sendable {
  public override init() {}
  public var wetDryMix: Float = 0
  public func loadFactoryPreset(_ preset: AVAudioUnitReverbPreset) {}
}
public enum AVAudioUnitReverbPreset: Int, Sendable {
  case smallRoom, mediumRoom, largeRoom, mediumHall, largeHall, plate, mediumChamber, largeChamber, cathedral,
    largeRoom2, mediumHall2, mediumHall3, largeHall2
}
open class AVAudioUnitDelay: AVAudioUnitEffect, @unchecked Sendable {
  public override init() {}
  public var delayTime: TimeInterval = 1
  public var feedback: Float = 50
  public var lowPassCutoff: Float = 15000
  public var wetDryMix: Float = 100
}
open class AVAudioUnitDistortion: AVAudioUnitEffect, @unchecked Sendable {
  public override init() {}
  public var wetDryMix: Float = 50
  public var preGain: Float = -6
  public func loadFactoryPreset(_ preset: AVAudioUnitDistortionPreset) {}
}
public enum AVAudioUnitDistortionPreset: Int, Sendable {
  case drumsBitBrush, drumsBufferBeats, drumsLoFi, multiBrokenSpeaker, multiCellphoneConcert, multiDecimated1,
    multiDecimated2, multiDecimated3, multiDecimated4, multiDistortedFunk, multiDistortedCubed, multiDistortedSquared,
    multiEcho1, multiEcho2, multiEchoTight1, multiEchoTight2, multiEverythingIsBroken, speechAlienChatter,
    speechCosmicInterference, speechGoldenPi, speechRadioTower, speechWaves
}
/// An equalizer: its bands keep what they are set to; nothing is filtered.
open class AVAudioUnitEQ: AVAudioUnitEffect, @unchecked Sendable {
  public let bands: [AVAudioUnitEQFilterParameters]
  public var globalGain: Float = 0
  public init(numberOfBands: Int) { bands = (0..<max(0, numberOfBands)).map { _ in AVAudioUnitEQFilterParameters() } }
  public convenience override init() { self.init(numberOfBands: 1) }
}
open class AVAudioUnitEQFilterParameters: @unchecked Sendable {
  public var filterType = AVAudioUnitEQFilterType.parametric
  public var frequency: Float = 1000
  public var bandwidth: Float = 0.5
  public var gain: Float = 0
  public var bypass = false
  init() {}
}
public enum AVAudioUnitEQFilterType: Int, Sendable {
  case parametric, lowPass, highPass, resonantLowPass, resonantHighPass, bandPass, bandStop, lowShelf, highShelf,
    resonantLowShelf, resonantHighShelf
}
/// An Audio Unit as a node exposes it: the preset chosen and whether the
/// effect is bypassed, kept.
open class AUAudioUnit: @unchecked Sendable {
  public var currentPreset: AUAudioUnitPreset?
  public var shouldBypassEffect = false
  public var factoryPresets: [AUAudioUnitPreset]? { [] }
  init() {}
}
open class AUAudioUnitPreset: @unchecked Sendable {
  public var number = 0
  public var name = ""
  public init() {}
}

public enum AVAudioCommonFormat: UInt, Sendable {
  case otherFormat = 0
  case pcmFormatFloat32 = 1
  case pcmFormatFloat64 = 2
  case pcmFormatInt16 = 3
  case pcmFormatInt32 = 4
}

/// An audio format: what it was made with (44.1 kHz mono float by default).
open class AVAudioFormat: @unchecked Sendable {
  public let sampleRate: Double
  public let channelCount: AVAudioChannelCount
  public let commonFormat: AVAudioCommonFormat
  public let isInterleaved: Bool
  public init() {
    sampleRate = 44_100
    channelCount = 1
    commonFormat = .pcmFormatFloat32
    isInterleaved = false
  }
  public init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
    guard sampleRate > 0, channels > 0 else { return nil }
    self.sampleRate = sampleRate
    channelCount = channels
    commonFormat = .pcmFormatFloat32
    isInterleaved = false
  }
  public init?(
    commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount, interleaved: Bool
  ) {
    guard sampleRate > 0, channels > 0 else { return nil }
    self.sampleRate = sampleRate
    channelCount = channels
    commonFormat = format
    isInterleaved = interleaved
  }
  public init?(settings: [String: Any]) {
    sampleRate = (settings["AVSampleRateKey"] as? Double) ?? 44_100
    channelCount = (settings["AVNumberOfChannelsKey"] as? Int).map { AVAudioChannelCount($0) } ?? 1
    commonFormat = .pcmFormatFloat32
    isInterleaved = false
  }
  public var isStandard: Bool { commonFormat == .pcmFormatFloat32 && !isInterleaved }
  public var settings: [String: Any] { ["AVSampleRateKey": sampleRate, "AVNumberOfChannelsKey": Int(channelCount)] }
}

/// A buffer of PCM samples: its frames are never filled.
open class AVAudioPCMBuffer: @unchecked Sendable {
  public let format: AVAudioFormat
  public let frameCapacity: AVAudioFrameCount
  public var frameLength: AVAudioFrameCount = 0
  public init() {
    format = AVAudioFormat()
    frameCapacity = 0
  }
  public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
    self.format = format
    self.frameCapacity = frameCapacity
  }
  public var stride: Int { format.isInterleaved ? Int(format.channelCount) : 1 }
  public var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? { nil }
  public var int16ChannelData: UnsafePointer<UnsafeMutablePointer<Int16>>? { nil }
  public var int32ChannelData: UnsafePointer<UnsafeMutablePointer<Int32>>? { nil }
}

/// A point in audio time.
open class AVAudioTime: @unchecked Sendable {
  public let sampleTime: AVAudioFramePosition
  public let sampleRate: Double
  public init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
    self.sampleTime = sampleTime
    self.sampleRate = sampleRate
  }
  public init() {
    sampleTime = 0
    sampleRate = 44_100
  }
  public var isSampleTimeValid: Bool { true }
  public var isHostTimeValid: Bool { false }
  public var hostTime: UInt64 { 0 }
}

/// An audio file: there is no audio codec here, so opening one to read
/// fails with a message that says so; writing makes nothing.
open class AVAudioFile: @unchecked Sendable {
  public let url: URL
  public let fileFormat: AVAudioFormat
  public let processingFormat: AVAudioFormat
  public var length: AVAudioFramePosition { 0 }
  public var framePosition: AVAudioFramePosition = 0
  public init(forReading fileURL: URL) throws {
    throw CocoaError(.fileReadUnknown, userInfo: [
      NSLocalizedDescriptionKey: "Plumb reads no audio files (\(fileURL.lastPathComponent)): a figure is silent"
    ])
  }
  public convenience init(forReading fileURL: URL, commonFormat format: AVAudioCommonFormat, interleaved: Bool) throws {
    try self.init(forReading: fileURL)
  }
  public init(forWriting fileURL: URL, settings: [String: Any]) throws {
    url = fileURL
    fileFormat = AVAudioFormat(settings: settings) ?? AVAudioFormat()
    processingFormat = fileFormat
  }
  public convenience init(
    forWriting fileURL: URL, settings: [String: Any], commonFormat format: AVAudioCommonFormat, interleaved: Bool
  ) throws {
    try self.init(forWriting: fileURL, settings: settings)
  }
  public func read(into buffer: AVAudioPCMBuffer) throws {}
  public func read(into buffer: AVAudioPCMBuffer, frameCount frames: AVAudioFrameCount) throws {}
  public func write(from buffer: AVAudioPCMBuffer) throws {}
  public func close() {}
}

public enum AVAudioConverterInputStatus: Int, Sendable {
  case haveData = 0, noDataNow = 1, endOfStream = 2
}
public enum AVAudioConverterOutputStatus: Int, Sendable {
  case haveData = 0, inputRanDry = 1, endOfStream = 2, error = 3
}
public typealias AVAudioConverterInputBlock =
  (AVAudioPacketCount, UnsafeMutablePointer<AVAudioConverterInputStatus>) -> AVAudioBuffer?
public typealias AVAudioPacketCount = UInt32
public typealias AVAudioBuffer = AVAudioPCMBuffer
/// Where an Objective-C style method stores its error (`error: &error`).
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?

/// Converts between formats: converts nothing (no samples flow here).
open class AVAudioConverter: @unchecked Sendable {
  public let inputFormat: AVAudioFormat
  public let outputFormat: AVAudioFormat
  public init?(from fromFormat: AVAudioFormat, to toFormat: AVAudioFormat) {
    inputFormat = fromFormat
    outputFormat = toFormat
  }
  public func convert(to outputBuffer: AVAudioPCMBuffer, from inputBuffer: AVAudioPCMBuffer) throws {}
  public func convert(
    to outputBuffer: AVAudioBuffer, error outError: NSErrorPointer, withInputFrom inputBlock: AVAudioConverterInputBlock
  ) -> AVAudioConverterOutputStatus { .endOfStream }
  public func reset() {}
}

/// The app's audio state (iOS 17): recording permission is never granted
/// in a figure, and asking answers false at once.
public final class AVAudioApplication: @unchecked Sendable {
  public static let shared = AVAudioApplication()
  public enum RecordPermission: Int, Sendable { case undetermined, denied, granted }
  public var recordPermission: RecordPermission { .undetermined }
  public var isInputMuted: Bool { false }
  public func setInputMuted(_ muted: Bool) throws {}
  public class func requestRecordPermission(completionHandler response: @escaping @Sendable (Bool) -> Void) {
    response(false)
  }
  public class func requestRecordPermission() async -> Bool { false }
}
