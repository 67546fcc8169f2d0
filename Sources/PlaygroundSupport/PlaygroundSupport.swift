// `import PlaygroundSupport` on Linux: the live view an article's playground
// shows its SwiftUI in (`PlaygroundPage.current.setLiveView(ContentView())`).
// The view is kept, so a test or a figure can render it
// (`PlaygroundPage.current.liveView`); nothing runs indefinitely.
// Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
import Foundation
import Plumb

/// What a playground page can show live: UIKit views and controllers, and
/// SwiftUI views (set with `setLiveView`).
public protocol PlaygroundLiveViewable {}
extension UIView: PlaygroundLiveViewable {}
extension UIViewController: PlaygroundLiveViewable {}

/// The playground page the code runs on.
public final class PlaygroundPage: @unchecked Sendable {
  public static let current = PlaygroundPage()
  private init() {}
  private let lock = NSLock()
  private var view: (any PlaygroundLiveViewable)?
  private var swiftUIView: AnyView?
  private var indefinite = false
  /// A UIKit live view, as set.
  public var liveView: (any PlaygroundLiveViewable)? {
    get { lock.withLock { view } }
    set { lock.withLock { view = newValue } }
  }
  /// The SwiftUI view `setLiveView` was given, erased.
  public var liveSwiftUIView: AnyView? { lock.withLock { swiftUIView } }
  /// Kept; a page here ends when its code does.
  public var needsIndefiniteExecution: Bool {
    get { lock.withLock { indefinite } }
    set { lock.withLock { indefinite = newValue } }
  }
  public func setLiveView<V: View>(_ newLiveView: V) {
    let erased = AnyView(newLiveView)
    lock.withLock { swiftUIView = erased }
  }
  public func setLiveView(_ newLiveView: any PlaygroundLiveViewable) { liveView = newLiveView }
  public func finishExecution() { needsIndefiniteExecution = false }
}
