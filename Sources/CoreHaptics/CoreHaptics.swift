// `import CoreHaptics` on Linux: the haptic engine apps play patterns on.
// A figure is still: the hardware reports no haptics, an engine starts and
// plays nothing. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

public struct CHHapticDeviceCapability: Sendable {
  public var supportsHaptics: Bool { false }
  public var supportsAudio: Bool { false }
}
public struct CHHapticEventParameter: Sendable {
  public struct ID: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let hapticIntensity = ID(rawValue: "HapticIntensity")
    public static let hapticSharpness = ID(rawValue: "HapticSharpness")
    public static let attackTime = ID(rawValue: "AttackTime")
    public static let decayTime = ID(rawValue: "DecayTime")
    public static let releaseTime = ID(rawValue: "ReleaseTime")
    public static let sustained = ID(rawValue: "Sustained")
    public static let audioVolume = ID(rawValue: "AudioVolume")
  }
  public let parameterID: ID
  public var value: Float
  public init(parameterID: ID, value: Float) { (self.parameterID, self.value) = (parameterID, value) }
}
public struct CHHapticDynamicParameter: Sendable {
  public struct ID: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
    public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
  }
  public init(parameterID: ID, value: Float, relativeTime: TimeInterval) {}
}
public struct CHHapticParameterCurve: Sendable {
  public struct ControlPoint: Sendable {
    public init(relativeTime: TimeInterval, value: Float) {}
  }
  public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {}
}
open class CHHapticEvent: @unchecked Sendable {
  public struct EventType: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let hapticTransient = EventType(rawValue: "HapticTransient")
    public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
    public static let audioContinuous = EventType(rawValue: "AudioContinuous")
    public static let audioCustom = EventType(rawValue: "AudioCustom")
  }
  public let type: EventType
  public let parameters: [CHHapticEventParameter]
  public var relativeTime: TimeInterval
  public var duration: TimeInterval
  public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime: TimeInterval) {
    (self.type, self.parameters, self.relativeTime, duration) = (type, parameters, relativeTime, 0)
  }
  public init(
    eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime: TimeInterval,
    duration: TimeInterval
  ) {
    (self.type, self.parameters, self.relativeTime, self.duration) = (type, parameters, relativeTime, duration)
  }
}
open class CHHapticPattern: @unchecked Sendable {
  public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {}
  public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {}
  public init(contentsOf url: URL) throws {}
}
public protocol CHHapticPatternPlayer: AnyObject {
  func start(atTime time: TimeInterval) throws
  func stop(atTime time: TimeInterval) throws
}
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {}
final class SilentPatternPlayer: CHHapticAdvancedPatternPlayer {
  func start(atTime time: TimeInterval) throws {}
  func stop(atTime time: TimeInterval) throws {}
}
public let CHHapticTimeImmediate: TimeInterval = 0

open class CHHapticEngine: @unchecked Sendable {
  public enum StoppedReason: Int, Sendable {
    case audioSessionInterrupt = 1, applicationSuspended, idleTimeout, notifyWhenFinished, engineDestroyed,
      gameControllerDisconnect, systemError = -1
  }
  public static func capabilitiesForHardware() -> CHHapticDeviceCapability { CHHapticDeviceCapability() }
  public var stoppedHandler: @Sendable (StoppedReason) -> Void = { _ in }
  public var resetHandler: @Sendable () -> Void = {}
  public var playsHapticsOnly = false
  public var isAutoShutdownEnabled = false
  public init() throws {}
  public func start() throws {}
  public func start(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {}
  public func stop(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {}
  public func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer { SilentPatternPlayer() }
  public func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer {
    SilentPatternPlayer()
  }
  public func playPattern(from url: URL) throws {}
}
