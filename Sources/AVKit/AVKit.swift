// `import AVKit` on Linux: SwiftUI's `VideoPlayer`, drawn as a player
// before its first frame arrives (black, filling the space it is offered,
// with the overlay on top), and the UIKit player controller. Re-exports
// AVFoundation, as Apple's does. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import AVFoundation
// On iOS AVKit is built on UIKit and brings its names (`UIScene`, which
// Apple's immersive playback sample keeps with `import AVKit` alone).
@_exported import UIKit
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
  public var canStartPictureInPictureAutomaticallyFromInline = false
  public var updatesNowPlayingInfoCenter = true
  public var requiresLinearPlayback = false
  public var showsTimecodes = false
  public weak var delegate: (any AVPlayerViewControllerDelegate)?
  public var contentOverlayView: UIView? { nil }
  public var isReadyForDisplay: Bool { false }
}
public protocol AVPlayerViewControllerDelegate: AnyObject {}

/// AppKit's player view, wrapped by Mac apps with `NSViewRepresentable`:
/// drawn as a representable's placeholder; nothing plays.
open class AVPlayerView: NSView {
  public var player: AVPlayer?
  public var controlsStyle: AVPlayerViewControlsStyle = .default
  public var videoGravity: AVLayerVideoGravity = .resizeAspect
  public var showsFullScreenToggleButton = false
  public var showsSharingServiceButton = false
  public var showsFrameSteppingButtons = false
  public var allowsPictureInPicturePlayback = false
  public var updatesNowPlayingInfoCenter = true
  public var isReadyForDisplay: Bool { false }
  public var contentOverlayView: NSView? { nil }
}
/// How an `AVPlayerView` shows its controls.
public enum AVPlayerViewControlsStyle: Int, Sendable {
  case none, inline, floating, minimal
  public static let `default` = AVPlayerViewControlsStyle.inline
}

/// The camera's hardware buttons (iOS 17.2): an event's phase as the
/// button goes down and up. No button is pressed on Linux.
public enum AVCaptureEventPhase: Int, Sendable { case began, ended, cancelled }
public final class AVCaptureEvent: Sendable {
  public let phase: AVCaptureEventPhase
  init(phase: AVCaptureEventPhase) { self.phase = phase }
}
/// Handles the camera's hardware buttons: kept, never called.
public final class AVCaptureEventInteraction: NSObject, UIInteraction, @unchecked Sendable {
  public var isEnabled = true
  public init(handler: @escaping (AVCaptureEvent) -> Void) {}
  public init(primary: @escaping (AVCaptureEvent) -> Void, secondary: @escaping (AVCaptureEvent) -> Void) {}
}

extension View {
  /// iOS 18's capture-button handler: no button is pressed on Linux.
  public func onCameraCaptureEvent(isEnabled: Bool = true, action: @escaping (AVCaptureEvent) -> Void) -> some View {
    self
  }
  public func onCameraCaptureEvent(
    isEnabled: Bool = true, primaryAction: @escaping (AVCaptureEvent) -> Void,
    secondaryAction: @escaping (AVCaptureEvent) -> Void
  ) -> some View { self }
}

/// The AirPlay route picker: a UIKit view, drawn as a representable's placeholder.
open class AVRoutePickerView: UIView {
  public var activeTintColor: UIColor?
  public var prioritizesVideoDevices = false
}
