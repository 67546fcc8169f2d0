import Foundation

// UIKit's view-controller plumbing that representables and hosting
// controllers name: orientations, transitions, the containers a
// controller sits in. A figure is one still screen, upright: nothing
// rotates, transitions or is pushed, so these answer as a controller on
// its own does.

/// The orientations an interface supports, as UIKit's bits (one per
/// `UIInterfaceOrientation` raw value).
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

/// What a transition's animation is told: never created, as nothing
/// transitions in a figure.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  var percentComplete: CGFloat { get }
}

/// Runs animations alongside a transition: none happens in a figure.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// A tab bar controller's callbacks: never called.
public protocol UITabBarControllerDelegate: AnyObject {}

extension UIViewController {
  /// The nearest navigation or tab bar controller holding this one (none
  /// for a representable's controller on its own).
  public var navigationController: UINavigationController? { nearestContainer() }
  public var tabBarController: UITabBarController? { nearestContainer() }
  public var splitViewController: UISplitViewController? { nil }
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
  /// Asks UIKit to read `supportedInterfaceOrientations` again: nothing
  /// turns in a figure.
  public func setNeedsUpdateOfSupportedInterfaceOrientations() {}
  public var isBeingPresented: Bool { false }
  public var isBeingDismissed: Bool { false }
  public var isMovingToParent: Bool { false }
  public var isMovingFromParent: Bool { false }

  private func nearestContainer<Container: UIViewController>() -> Container? {
    var next = container
    while let controller = next {
      if let found = controller as? Container { return found }
      next = controller.container
    }
    return nil
  }
}

extension UIWindowScene {
  /// Geometry a scene is asked for (iOS 16's orientation lock).
  public class GeometryPreferences: @unchecked Sendable {
    public init() {}
    /// The iOS geometry: the orientations asked for
    /// (`UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: .landscape)`).
    public final class iOS: GeometryPreferences, @unchecked Sendable {
      public var interfaceOrientations: UIInterfaceOrientationMask
      public init(interfaceOrientations: UIInterfaceOrientationMask) {
        self.interfaceOrientations = interfaceOrientations
      }
    }
  }

  /// Asks for another orientation: a figure stays upright, so the request
  /// is not granted and the error handler is not called.
  public func requestGeometryUpdate(
    _ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil
  ) {}
  public var effectiveGeometry: UIWindowScene.Geometry { Geometry() }
  /// A scene's geometry: upright, the screen's size.
  public struct Geometry: Sendable {
    public var interfaceOrientation: UIInterfaceOrientation { .portrait }
    public var coordinateSpace: CGRect { UIScreen.main.bounds }
  }
}
