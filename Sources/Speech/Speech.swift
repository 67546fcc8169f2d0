// `import Speech` on Linux: the speech recognizer Apple's Scrumdinger
// tutorial transcribes meetings with. A figure hears nothing: authorization
// is never granted and a task never reports a result. swift-custom-dump
// tests `canImport(Speech)` and then switches over the three enums below,
// which carry every case it names. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import AVFoundation

public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable { case notDetermined, denied, restricted, authorized }
public enum SFSpeechRecognitionTaskHint: Int, Sendable { case unspecified, dictation, search, confirmation }
public enum SFSpeechRecognitionTaskState: Int, Sendable { case starting, running, finishing, canceling, completed }

public protocol SFSpeechRecognizerDelegate: AnyObject {}
public protocol SFSpeechRecognitionTaskDelegate: AnyObject {}

open class SFSpeechRecognitionRequest: @unchecked Sendable {
  public init() {}
  public var shouldReportPartialResults = true
  public var requiresOnDeviceRecognition = false
  public var taskHint: SFSpeechRecognitionTaskHint = .unspecified
  public var contextualStrings: [String] = []
  public var addsPunctuation = false
}
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
  public override init() {}
  public func append(_ audioPCMBuffer: AVAudioPCMBuffer) {}
  public func endAudio() {}
}
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
  public let url: URL
  public init(url: URL) { self.url = url }
}

open class SFTranscriptionSegment: @unchecked Sendable {
  public var substring: String { "" }
  public var confidence: Float { 0 }
}
open class SFTranscription: @unchecked Sendable {
  public var formattedString: String { "" }
  public var segments: [SFTranscriptionSegment] { [] }
}
open class SFSpeechRecognitionResult: @unchecked Sendable {
  public var bestTranscription: SFTranscription { SFTranscription() }
  public var transcriptions: [SFTranscription] { [] }
  public var isFinal: Bool { false }
}

open class SFSpeechRecognitionTask: @unchecked Sendable {
  public var state: SFSpeechRecognitionTaskState { .completed }
  public var isFinishing: Bool { false }
  public var isCancelled: Bool { false }
  public var error: (any Error)? { nil }
  public func finish() {}
  public func cancel() {}
}

/// A recognizer: available in no locale of a figure; tasks never report.
open class SFSpeechRecognizer: @unchecked Sendable {
  public let locale: Locale
  public weak var delegate: (any SFSpeechRecognizerDelegate)?
  public var isAvailable: Bool { false }
  public var supportsOnDeviceRecognition = false
  public var defaultTaskHint: SFSpeechRecognitionTaskHint = .unspecified
  public init?() { locale = Locale(identifier: "en_US") }
  public init?(locale: Locale) { self.locale = locale }
  public static func supportedLocales() -> Set<Locale> { [] }
  public static func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus { .notDetermined }
  public static func requestAuthorization(_ handler: @escaping (SFSpeechRecognizerAuthorizationStatus) -> Void) {}
  public func recognitionTask(
    with request: SFSpeechRecognitionRequest,
    resultHandler: @escaping (SFSpeechRecognitionResult?, (any Error)?) -> Void
  ) -> SFSpeechRecognitionTask { SFSpeechRecognitionTask() }
  public func recognitionTask(
    with request: SFSpeechRecognitionRequest, delegate: any SFSpeechRecognitionTaskDelegate
  ) -> SFSpeechRecognitionTask { SFSpeechRecognitionTask() }
}
