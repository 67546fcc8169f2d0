// `import AVKit` on Linux: SwiftUI's `VideoPlayer`, drawn as a player
// before its first frame arrives (black, filling the space it is offered,
// with the overlay on top), and the UIKit player controller. Re-exports
// AVFoundation, as Apple's does. Declared on Linux only (Package.swift).
@_exported import AVFoundation
import Plumb

/// A video player: black, taking the proposed size, its overlay on top.
///
/// Child proposal: the overlay is proposed the player's size.
/// Own size: the proposal (flexible, like a color).
/// Placement: the overlay is centered over the player.
public struct VideoPlayer<VideoOverlay: View>: View {
  let overlay: VideoOverlay
  public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) { overlay = videoOverlay() }
  public var body: some View { Color.black.overlay(overlay) }
}
extension VideoPlayer where VideoOverlay == EmptyView {
  public init(player: AVPlayer?) { overlay = EmptyView() }
}

/// UIKit's player controller: never shown in a figure.
open class AVPlayerViewController: UIViewController {
  public var player: AVPlayer?
  public var showsPlaybackControls = true
  public var videoGravity: AVLayerVideoGravity = .resizeAspect
  public var allowsPictureInPicturePlayback = true
  public var entersFullScreenWhenPlaybackBegins = false
  public var exitsFullScreenWhenPlaybackEnds = false
}

/// The AirPlay route picker: a UIKit view, drawn as a representable's placeholder.
open class AVRoutePickerView: UIView {
  public var activeTintColor: UIColor?
  public var prioritizesVideoDevices = false
}
