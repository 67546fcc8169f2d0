// `import AVFAudio`: on Apple platforms the audio half of AVFoundation
// (players, sessions, the speech synthesizer, the audio engine), which
// AVFoundation re-exports. On Linux those live in Plumb's AVFoundation;
// this module re-exports it.
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import AVFoundation
