import Foundation

// UIKit's app delegate, as far as SwiftUI's `@UIApplicationDelegateAdaptor`
// needs it to compile:
//
//     class AppDelegate: NSObject, UIApplicationDelegate {
//       func application(
//         _ application: UIApplication,
//         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
//       ) -> Bool { true }
//     }
//
// Plumb runs no app, so no delegate method is ever called.

/// The running app in UIKit. Plumb has none: there is no `shared`
/// instance, only the types a delegate's methods name.
open class UIApplication: UIResponder {
  /// The app's delegate: Plumb makes none (`@UIApplicationDelegateAdaptor`).
  public weak var delegate: (any UIApplicationDelegate)?
  /// The keys of a launch options dictionary.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
  }
  /// The keys of the options an app delegate's `application(_:open:options:)`
  /// receives (never called: no URL opens a figure).
  public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }
  /// The status bar's orientation (deprecated in iOS 13): a figure is
  /// drawn upright.
  public var statusBarOrientation: UIInterfaceOrientation { .portrait }
}

/// What a UIKit app delegate conforms to. All of its methods are optional
/// (as in UIKit) and never called by Plumb. Main-actor isolated, as
/// UIKit's: a delegate reads main-actor models in its methods.
@MainActor public protocol UIApplicationDelegate: AnyObject {}

extension UIApplicationDelegate {
  /// What `@main` on a UIKit app delegate calls (`UIApplicationMain` on
  /// iOS). Plumb runs no app: it returns at once.
  @MainActor public static func main() {}
}

/// Gives a SwiftUI app a UIKit app delegate. Plumb runs no app, so it
/// makes no delegate: the property compiles, and reading it traps with a
/// message saying so (a generic `NSObject` subclass cannot be made here:
/// its `init()` is not `required`). An app's `body` is never evaluated by
/// Plumb, so the delegate is only read by code that calls it directly.
@propertyWrapper public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>:
  DynamicProperty
{
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

  public var wrappedValue: DelegateType {
    fatalError("Plumb runs no app, so \(DelegateType.self) was never made: render the app's root view instead.")
  }
}
