// `import AudioToolbox` on Linux (AVFoundation re-exports it, as on iOS):
// system sounds and vibration, which play nothing in a figure. Declared on
// Linux only (Package.swift).

// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
public typealias SystemSoundID = UInt32
/// The vibration "sound".
public let kSystemSoundID_Vibrate: SystemSoundID = 4095
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}
public func AudioServicesPlaySystemSoundWithCompletion(
  _ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?
) {}
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> Int32 { 0 }

/// An audio format's four-character code (Core Audio's `AudioFormatID`),
/// as recorders' settings name it (`AVFormatIDKey: Int(kAudioFormatMPEG4AAC)`).
public typealias AudioFormatID = UInt32
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70_636D  // 'lpcm'
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320  // 'aac '
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C_6163  // 'alac'
public let kAudioFormatAppleIMA4: AudioFormatID = 0x696D_6134  // 'ima4'
public let kAudioFormatMPEGLayer3: AudioFormatID = 0x2E6D_7033  // '.mp3'
public let kAudioFormatULaw: AudioFormatID = 0x756C_6177  // 'ulaw'
public let kAudioFormatALaw: AudioFormatID = 0x616C_6177  // 'alaw'
public let kAudioFormatOpus: AudioFormatID = 0x6F70_7573  // 'opus'
public let kAudioFormatFLAC: AudioFormatID = 0x666C_6163  // 'flac'
