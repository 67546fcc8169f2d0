// `import AVFAudio`: on Apple platforms the audio half of AVFoundation
// (players, sessions, the speech synthesizer, the audio engine), which
// AVFoundation re-exports. On Linux those live in Plumb's AVFoundation;
// this module re-exports it.
@_exported import AVFoundation
