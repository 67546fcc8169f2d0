// `import AudioToolbox` on Linux (AVFoundation re-exports it, as on iOS):
// system sounds and vibration, which play nothing in a figure. Declared on
// Linux only (Package.swift).

public typealias SystemSoundID = UInt32
/// The vibration "sound".
public let kSystemSoundID_Vibrate: SystemSoundID = 4095
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}
public func AudioServicesPlaySystemSoundWithCompletion(
  _ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?
) {}
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> Int32 { 0 }
