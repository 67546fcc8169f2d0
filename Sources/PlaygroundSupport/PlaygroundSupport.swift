// `import PlaygroundSupport` on Linux: the live view an article's playground
// shows its SwiftUI in (`PlaygroundPage.current.setLiveView(ContentView())`).
// The view is kept, so a test or a figure can render it
// (`PlaygroundPage.current.liveView`); nothing runs indefinitely.
// Declared on Linux only (Package.swift).
import Foundation
import Plumb

/// What a playground page can show live: UIKit views and controllers, and
/// SwiftUI views (set with `setLiveView`).
public protocol PlaygroundLiveViewable {}
extension UIView: PlaygroundLiveViewable {}
extension UIViewController: PlaygroundLiveViewable {}

/// The playground page the code runs on.
public final class PlaygroundPage: @unchecked Sendable {
  nonisolated(unsafe) public static let current = PlaygroundPage()
  private init() {}
  /// A UIKit live view, as set.
  public var liveView: (any PlaygroundLiveViewable)?
  /// The SwiftUI view `setLiveView` was given, erased.
  public private(set) var liveSwiftUIView: AnyView?
  /// Kept; a page here ends when its code does.
  public var needsIndefiniteExecution = false
  public func setLiveView<V: View>(_ newLiveView: V) { liveSwiftUIView = AnyView(newLiveView) }
  public func setLiveView(_ newLiveView: any PlaygroundLiveViewable) { liveView = newLiveView }
  public func finishExecution() { needsIndefiniteExecution = false }
}
