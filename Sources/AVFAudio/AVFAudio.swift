// `import AVFAudio`: on Apple platforms the audio half of AVFoundation
// (players, sessions, the speech synthesizer, the audio engine), which
// AVFoundation re-exports. On Linux those live in Plumb's AVFoundation;
// this module re-exports it.
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
// Apple's frameworks bring Foundation along (`NSObject`, `URL`, `Date`).
@_exported import Foundation
@_exported import AVFoundation
