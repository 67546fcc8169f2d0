// A player model importing AVKit and Observation alone, as Apple's
// immersive playback sample does: AVKit is built on UIKit on iOS and
// brings its names (`UIScene`).
import AVKit
import Observation
import Testing

@MainActor @Observable
final class ScenePlayerModel {
  /// The scene used to present the video.
  var scene: UIScene?
  let player = AVPlayer()
  var isPlaying: Bool { player.rate != 0 }
}

@Suite struct AVKitOnlyPieces {
  @MainActor @Test func aModelWaitsForItsScene() {
    let model = ScenePlayerModel()
    #expect(model.scene == nil && !model.isPlaying)
  }
}
