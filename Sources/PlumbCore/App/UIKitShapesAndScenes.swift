import Foundation

#if os(Linux) || !canImport(UIKit)
// More of UIKit as SwiftUI files use it: the Bézier path behind the
// ubiquitous `RoundedCorner` shape (`UIBezierPath(roundedRect:
// byRoundingCorners:cornerRadii:)` turned into a `Path` through `cgPath`),
// dynamic colors, the pasteboard, the window scene code reads the safe area
// from, and the enums UIKit's controllers name. swift-custom-dump compiles
// conformances for some of these whenever a `UIKit` module can be imported
// (Plumb's is, on Linux), so every case it names is declared
// (UIKitStandInTests switches over them the same way).

/// Core Graphics' path, as `UIBezierPath.cgPath` and `Path.cgPath` hand it
/// over: an immutable path that `Path(_:)` draws.
open class CGPath: @unchecked Sendable {
  var path: Path
  init(_ path: Path) { self.path = path }
  /// Core Graphics' shape paths.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    var p = Path()
    p.addRect(rect)
    self.init(transform.map { p.applying($0.pointee) } ?? p)
  }
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    var p = Path()
    p.addEllipse(in: rect)
    self.init(transform.map { p.applying($0.pointee) } ?? p)
  }
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
  ) {
    var p = Path()
    p.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
    self.init(transform.map { p.applying($0.pointee) } ?? p)
  }
  public var boundingBox: CGRect { path.boundingRect }
  public var isEmpty: Bool { path.isEmpty }
  public func copy() -> CGPath? { CGPath(path) }
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }
}

/// A path built in Core Graphics' words.
open class CGMutablePath: CGPath, @unchecked Sendable {
  public init() { super.init(Path()) }
  override init(_ path: Path) { super.init(path) }
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    path.move(to: point.applying(transform))
  }
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    path.addLine(to: point.applying(transform))
  }
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    path.addLines(points.map { $0.applying(transform) })
  }
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
  ) {
    path.addCurve(
      to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
  }
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
  }
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    var p = Path()
    p.addRect(rect)
    path.addPath(p.applying(transform))
  }
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    var p = Path()
    p.addEllipse(in: rect)
    path.addPath(p.applying(transform))
  }
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
  ) {
    var p = Path()
    p.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
    path.addPath(p.applying(transform))
  }
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
      clockwise: clockwise, transform: transform)
  }
  public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
    path.addPath(other.path.applying(transform))
  }
  public func closeSubpath() { path.closeSubpath() }
}

extension Path {
  /// A SwiftUI path from a Core Graphics one.
  public init(_ path: CGPath) { self = path.path }
  /// This path as Core Graphics hands paths around.
  public var cgPath: CGPath { CGPath(self) }
}

/// The corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1)
  public static let topRight = UIRectCorner(rawValue: 2)
  public static let bottomLeft = UIRectCorner(rawValue: 4)
  public static let bottomRight = UIRectCorner(rawValue: 8)
  public static let allCorners = UIRectCorner(rawValue: 15)
}

/// UIKit's path: rounded rectangles with chosen corners, ovals, arcs and
/// lines, handed to SwiftUI as `Path(bezier.cgPath)`. Rounded corners are
/// continuous, as UIKit draws them since iOS 7. Stroking it directly
/// (`stroke()`, `fill()`) draws nothing: there is no current context.
open class UIBezierPath: @unchecked Sendable {
  var path: Path
  public var lineWidth: CGFloat = 1
  public var lineCapStyle: CGLineCap = .butt
  public var lineJoinStyle: CGLineJoin = .miter
  public var usesEvenOddFillRule = false

  public init() { path = Path() }
  public init(rect: CGRect) { path = Path(rect) }
  public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    path = Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous)
  }
  public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    let r = cornerRadii.width
    path = Path(
      roundedRect: rect,
      cornerRadii: RectangleCornerRadii(
        topLeading: corners.contains(.topLeft) ? r : 0, bottomLeading: corners.contains(.bottomLeft) ? r : 0,
        bottomTrailing: corners.contains(.bottomRight) ? r : 0, topTrailing: corners.contains(.topRight) ? r : 0),
      style: .continuous)
  }
  public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    path = Path()
    // UIKit's `clockwise` is on screen (y down), which is SwiftUI's `!clockwise`.
    path.addArc(
      center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
      clockwise: !clockwise)
  }
  public init(cgPath: CGPath) { path = cgPath.path }

  /// Settable, as UIKit's: a path built with Core Graphics can be handed
  /// back (`cgPath = mutablePath` in a convenience initializer).
  public var cgPath: CGPath {
    get { CGPath(path) }
    set { path = newValue.path }
  }
  public var bounds: CGRect { path.boundingRect }
  public var isEmpty: Bool { path.isEmpty }
  public var currentPoint: CGPoint { path.currentPoint ?? .zero }

  public func move(to point: CGPoint) { path.move(to: point) }
  public func addLine(to point: CGPoint) { path.addLine(to: point) }
  public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
  }
  public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: end, control: controlPoint)
  }
  public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    path.addArc(
      center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
      clockwise: !clockwise)
  }
  public func close() { path.closeSubpath() }
  public func append(_ other: UIBezierPath) { path.addPath(other.path) }
  public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
  public func removeAllPoints() { path = Path() }
  public func fill() {}
  public func stroke() {}
  public func addClip() {}
}

extension UIColor {
  /// A color that answers differently in light and dark appearance: the
  /// provider is asked once for each, when the color is made.
  public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color.resolve(in: .light)
    let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color.resolve(in: .dark)
    self.init(Color(light: light, dark: dark, name: nil))
  }
  /// This color as the given traits see it.
  public func resolvedColor(with traits: UITraitCollection) -> UIColor {
    let c = color.resolve(in: traits.userInterfaceStyle == .dark ? .dark : .light)
    return UIColor(Color(light: c, dark: c, name: nil))
  }
}

/// The general pasteboard: what a figure copies goes nowhere.
public final class UIPasteboard: @unchecked Sendable {
  public static let general = UIPasteboard()
  public var string: String?
  public var strings: [String]?
  public var url: URL?
  public var image: UIImage?
  public var hasStrings: Bool { string != nil }
  public var hasURLs: Bool { url != nil }
  public var hasImages: Bool { image != nil }
  public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {}
}

/// A scene of the running app: a figure has one window scene holding the
/// key window, on an iPhone 15's screen.
/// The activities a scene can and prefers to open, as predicates.
open class UISceneActivationConditions: @unchecked Sendable {
  public init() {}
  public var canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
  public var prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)
}

open class UIScene: Hashable, @unchecked Sendable {
  public enum ActivationState: Int, Sendable { case unattached, foregroundActive, foregroundInactive, background }
  public var activationState: ActivationState { .foregroundActive }
  public var title: String?
  /// Which activities the scene prefers to open (iPad windows): kept.
  public var activationConditions = UISceneActivationConditions()
  /// The scene's session: the one session of a figure's app.
  public let session = UISceneSession()
  /// The object told of the scene's life: none is set in a figure unless
  /// app code sets one.
  public var delegate: (any UISceneDelegate)?
  init() {}
  public static func == (a: UIScene, b: UIScene) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  /// What a scene was opened with (URLs, activities, shortcuts): nothing,
  /// in a figure.
  public final class ConnectionOptions: @unchecked Sendable {
    public var urlContexts: Set<UIOpenURLContext> { [] }
    public var userActivities: Set<NSUserActivity> { [] }
    public var sourceApplication: String? { nil }
    init() {}
  }
}

/// A URL a scene was asked to open, with how it was opened: none arrives
/// in a figure.
public final class UIOpenURLContext: Hashable, @unchecked Sendable {
  public let url: URL
  public let options: UIScene.OpenURLOptions
  init(url: URL) { (self.url, options) = (url, UIScene.OpenURLOptions()) }
  public static func == (a: UIOpenURLContext, b: UIOpenURLContext) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
extension UIScene {
  public final class OpenURLOptions: @unchecked Sendable {
    public var sourceApplication: String? { nil }
    public var annotation: Any? { nil }
    public var openInPlace: Bool { false }
    init() {}
  }
}

/// What a scene tells its delegate of its life: nothing happens to a
/// figure's scene, so none is called; each has an empty default (optional
/// in UIKit).
@MainActor public protocol UISceneDelegate: AnyObject {
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  func sceneDidDisconnect(_ scene: UIScene)
  func sceneDidBecomeActive(_ scene: UIScene)
  func sceneWillResignActive(_ scene: UIScene)
  func sceneWillEnterForeground(_ scene: UIScene)
  func sceneDidEnterBackground(_ scene: UIScene)
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}
extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
  public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}
/// A window scene's delegate: the window it shows (a scene delegate's
/// `var window: UIWindow?`).
public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}
extension UIWindowSceneDelegate {
  /// Optional in UIKit: a delegate that keeps no window (a visionOS
  /// scene delegate keeping its `windowScene`) has none.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}

/// A scene's session: its identifier (stable for the process), role and
/// user info.
/// What an app delegate returns for a new scene: its name, role and
/// delegate class, kept.
open class UISceneConfiguration: @unchecked Sendable {
  public let name: String?
  public let role: UISceneSession.Role
  public var delegateClass: AnyClass?
  public var sceneClass: AnyClass?
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
  }
}

open class UISceneSession: Hashable, @unchecked Sendable {
  public static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  public let persistentIdentifier = "PlumbSceneSession"
  public let role = Role.windowApplication
  public var userInfo: [String: Any]?
  public var configuration: UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: role)
  }
  public struct Role: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }
  init() {}
}

/// The window scene code reads windows and the screen from.
open class UIWindowScene: UIScene, @unchecked Sendable {
  public let windows: [UIWindow]
  public var keyWindow: UIWindow? { windows.first }
  public var screen: UIScreen { .main }
  public var interfaceOrientation: UIInterfaceOrientation { .portrait }
  override init() {
    windows = [UIWindow(frame: UIScreen.main.bounds)]
    super.init()
  }
}

/// The key window: an iPhone 15's bounds and safe area (59 points at the
/// top, 34 at the bottom).
open class UIWindow: UIView {
  public var isKeyWindow: Bool { true }
  public var screen: UIScreen { .main }
  public var rootViewController: UIViewController?
  public var windowLevel: Level = .normal
  public struct Level: Hashable, RawRepresentable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(0)
    public static let statusBar = Level(1000)
    public static let alert = Level(2000)
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(frame: UIScreen.main.bounds) }
  public convenience init(windowScene: UIWindowScene) { self.init(frame: UIScreen.main.bounds) }
  public override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0) }
  public var windowScene: UIWindowScene? { nil }
  public func makeKeyAndVisible() {}
  public func makeKey() {}
  public func resignKey() {}
}

public enum UIInterfaceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension UIApplication {
  /// The app's one scene.
  public var connectedScenes: Set<UIScene> { [UIApplication.scene] }
  /// The windows of the app's scene (deprecated in iOS 15, still common).
  public var windows: [UIWindow] { UIApplication.scene.windows }
  public var keyWindow: UIWindow? { UIApplication.scene.windows.first }
  static let scene = UIWindowScene()
  public var applicationIconBadgeNumber: Int {
    get { 0 }
    set {}
  }
  public var applicationState: State { .active }
  public enum State: Int, Sendable { case active, inactive, background }
  public var supportsAlternateIcons: Bool { false }
  public var alternateIconName: String? { nil }
  public func setAlternateIconName(_ name: String?, completionHandler: (((any Error)?) -> Void)? = nil) {}
  public func registerForRemoteNotifications() {}
  public var isIdleTimerDisabled: Bool {
    get { false }
    set {}
  }
}

/// A gesture recognizer's state, which custom gesture code switches over.
open class UIGestureRecognizer: @unchecked Sendable {
  public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
  public var state: State { .possible }
  public var isEnabled = true
  public var cancelsTouchesInView = true
  public var delaysTouchesBegan = false
  public var name: String?
  /// Asked before the recognizer begins: never, as nothing is touched.
  public weak var delegate: (any UIGestureRecognizerDelegate)?
  /// The view it is attached to: none in a figure.
  public var view: UIView? { nil }
  public init() {}
  public var numberOfTouches: Int { 0 }
  open func location(in view: UIView?) -> CGPoint { .zero }
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
}
/// What a gesture recognizer asks its delegate: never asked in a figure.
/// Every method is optional in UIKit, so each has UIKit's answer as its
/// default.
public protocol UIGestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}
extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

open class UITapGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
  public var numberOfTapsRequired = 1
  public var numberOfTouchesRequired = 1
}
open class UIPanGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
  public var minimumNumberOfTouches = 1
  public var maximumNumberOfTouches = Int.max
  open func translation(in view: UIView?) -> CGPoint { .zero }
  open func velocity(in view: UIView?) -> CGPoint { .zero }
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
}
open class UILongPressGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
  public var minimumPressDuration: TimeInterval = 0.5
}
open class UIPinchGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
  public var scale: CGFloat = 1
  public var velocity: CGFloat { 0 }
}
open class UIRotationGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
  public var rotation: CGFloat = 0
  public var velocity: CGFloat { 0 }
}
open class UISwipeGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1)
    public static let left = Direction(rawValue: 2)
    public static let up = Direction(rawValue: 4)
    public static let down = Direction(rawValue: 8)
  }
  public var direction: Direction = .right
}

/// A UIKit gesture recognizer as a SwiftUI gesture (iOS 18): made never,
/// since nothing touches a figure; `.gesture(_:)` leaves the view as it is.
public protocol UIGestureRecognizerRepresentable {
  associatedtype UIGestureRecognizerType: UIGestureRecognizer
  associatedtype Coordinator = Void
  typealias Context = UIGestureRecognizerRepresentableContext<Self>
  @MainActor func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
  @MainActor func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
  @MainActor func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
  @MainActor func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
}
extension UIGestureRecognizerRepresentable {
  public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
  public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
}
extension UIGestureRecognizerRepresentable where Coordinator == Void {
  public func makeCoordinator(converter: CoordinateSpaceConverter) {}
}
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
  public let coordinator: Representable.Coordinator
  public let converter: CoordinateSpaceConverter
}
/// SwiftUI's name for the converter a gesture representable is given.
public typealias UIGestureRecognizerRepresentableCoordinateSpaceConverter = CoordinateSpaceConverter

/// Converts a recognizer's locations into SwiftUI's coordinate spaces.
public struct CoordinateSpaceConverter: Sendable {
  public var location: CGPoint? { nil }
  /// The touch in the view's own space: the origin, as nothing touches a
  /// figure.
  public var localLocation: CGPoint { .zero }
  public var localTranslation: CGPoint? { nil }
  public var localVelocity: CGPoint? { nil }
  public func location<C: CoordinateSpaceProtocol>(in coordinateSpace: C) -> CGPoint? { nil }
  public func translation<C: CoordinateSpaceProtocol>(in coordinateSpace: C) -> CGPoint? { nil }
  public func velocity<C: CoordinateSpaceProtocol>(in coordinateSpace: C) -> CGPoint? { nil }
}

nonisolated extension View {
  /// A UIKit gesture on the view (iOS 18): nothing touches a figure.
  public func gesture<T: UIGestureRecognizerRepresentable>(_ representable: T) -> some View { inert() }
}

extension UIScrollView {
  public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
  public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
}

/// UIKit's split view controller, named by navigation code for its modes.
open class UISplitViewController: UIViewController {
  public enum DisplayMode: Int, Sendable {
    case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
      twoDisplaceSecondary
  }
  public enum DisplayModeButtonVisibility: Int, Sendable { case automatic, never, always }
  public enum SplitBehavior: Int, Sendable { case automatic, tile, overlay, displace }
  public enum Column: Int, Sendable { case primary, supplementary, secondary, compact, inspector }
  public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
  public enum PrimaryEdge: Int, Sendable { case leading, trailing }
  public enum BackgroundStyle: Int, Sendable { case none, sidebar }
  public enum LayoutEnvironment: Int, Sendable { case none, expanded, collapsed }

  /// The columns' view controllers by column, as set.
  private var columns: [Column: UIViewController] = [:]
  public private(set) var style: Style = .unspecified
  public convenience init(style: Style) {
    self.init(nibName: nil, bundle: nil)
    self.style = style
  }
  public weak var delegate: (any UISplitViewControllerDelegate)?
  public var viewControllers: [UIViewController] = []
  public var preferredDisplayMode: DisplayMode = .automatic
  /// The mode shown: the preferred one, or `.oneBesideSecondary` when
  /// that is automatic (a regular-width iPad's).
  public var displayMode: DisplayMode { preferredDisplayMode == .automatic ? .oneBesideSecondary : preferredDisplayMode }
  public var preferredSplitBehavior: SplitBehavior = .automatic
  public var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }
  public var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
  public var presentsWithGesture = true
  public var showsSecondaryOnlyButton = false
  public var primaryEdge: PrimaryEdge = .leading
  public var primaryBackgroundStyle: BackgroundStyle = .none
  public var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
  public var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
  public var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
  public var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
  public var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
  public var isCollapsed: Bool { false }
  public static var automaticDimension: CGFloat { -1 }
  public func setViewController(_ vc: UIViewController?, for column: Column) { columns[column] = vc }
  public func viewController(for column: Column) -> UIViewController? { columns[column] }
  public func show(_ column: Column) {}
  public func hide(_ column: Column) {}
}

/// What a split view controller tells its delegate: never called in a
/// figure.
public protocol UISplitViewControllerDelegate: AnyObject {
  func splitViewController(
    _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
}
extension UISplitViewControllerDelegate {
  public func splitViewController(
    _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }
}

extension UIColor {
  /// This color in light appearance, as Core Graphics holds it.
  public var cgColor: CGColor {
    let c = color.resolve(in: .light)
    return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
  }
  public convenience init(cgColor: CGColor) {
    let c = cgColor.components ?? [0, 0, 0, 1]
    self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
  }
  /// The color's components in light appearance (sRGB); always succeeds.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = color.resolve(in: .light)
    red?.pointee = c.red
    green?.pointee = c.green
    blue?.pointee = c.blue
    alpha?.pointee = c.alpha
    return true
  }
  /// Hue, saturation and brightness (HSB) in light appearance, each 0…1.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = color.resolve(in: .light)
    let maxC = max(c.red, c.green, c.blue), minC = min(c.red, c.green, c.blue)
    let delta = maxC - minC
    var h: CGFloat = 0
    if delta > 0 {
      if maxC == c.red {
        h = (c.green - c.blue) / delta
      } else if maxC == c.green {
        h = 2 + (c.blue - c.red) / delta
      } else {
        h = 4 + (c.red - c.green) / delta
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = maxC == 0 ? 0 : delta / maxC
    brightness?.pointee = maxC
    alpha?.pointee = c.alpha
    return true
  }
  @discardableResult
  public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let c = color.resolve(in: .light)
    white?.pointee = 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
    alpha?.pointee = c.alpha
    return true
  }
}

extension Color {
  /// A Core Graphics color: gray (white and alpha) or RGB components; an
  /// alpha left out is 1.
  public init(cgColor: CGColor) {
    let c = (cgColor.components ?? []).map(Double.init)
    switch c.count {
    case 0: self.init(red: 0, green: 0, blue: 0)
    case 1, 2: self.init(red: c[0], green: c[0], blue: c[0], opacity: c.count == 2 ? c[1] : 1)
    default: self.init(red: c[0], green: c[1], blue: c[2], opacity: c.count > 3 ? c[3] : 1)
    }
  }
  /// The same, unlabeled (`Color(selectedColor)` of a `ColorPicker` bound to
  /// a `CGColor`).
  public init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }
  /// The color in sRGB, as Core Graphics holds it (nil for a dynamic color in SwiftUI; Plumb gives its light value).
  public var cgColor: CGColor? {
    let c = resolve(in: .light)
    return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
  }
}

/// UIKit's button: a placeholder in a figure, like every UIKit view.
open class UIButton: UIControl {
  public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
  public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) { self.init(frame: .zero) }
  public convenience init(frame: CGRect, primaryAction: UIAction?) { self.init(frame: frame) }
  open func setTitle(_ title: String?, for state: UIControl.State) {}
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
  open func setImage(_ image: UIImage?, for state: UIControl.State) {}
  public var titleLabel: UILabel? { nil }
  /// The pre-iOS 15 insets (deprecated for configurations): kept.
  public var contentEdgeInsets = UIEdgeInsets.zero
  public var imageEdgeInsets = UIEdgeInsets.zero
  public var titleEdgeInsets = UIEdgeInsets.zero
  /// The button's configuration (iOS 15), kept and read back.
  public var configuration: Configuration?
  /// Called when the button's state changes: never, in a figure.
  public var configurationUpdateHandler: ((UIButton) -> Void)?
  public var automaticallyUpdatesConfiguration = true
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(frame: .zero)
    self.configuration = configuration
  }
  open func updateConfiguration() {}
  public func setNeedsUpdateConfiguration() {}
}

/// A menu or button action: its handler never runs in a figure.
public final class UIAction: @unchecked Sendable {
  public let title: String
  public let image: UIImage?
  /// The control that sent the action: none, as no action is sent in a
  /// figure.
  public var sender: Any? { nil }
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: State = .off, handler: @escaping (UIAction) -> Void
  ) { (self.title, self.image) = (title, image) }
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1)
    public static let destructive = Attributes(rawValue: 2)
    public static let hidden = Attributes(rawValue: 4)
  }
  public enum State: Int, Sendable { case off, on, mixed }
}

/// A presentation's controller: no controller is presented in a figure.
open class UIPresentationController: @unchecked Sendable {
  public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  public var presentedViewController: UIViewController? { nil }
  public var presentingViewController: UIViewController? { nil }
  init() {}
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {}
}
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {}

/// Where a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
/// The popover a controller is presented in on iPad: never shown.
open class UIPopoverPresentationController: UIPresentationController, @unchecked Sendable {
  public var sourceView: UIView?
  public var sourceRect: CGRect = .zero
  public var permittedArrowDirections: UIPopoverArrowDirection = .any
}

/// A sheet's controller (iOS 15): its detents are kept, never shown.
open class UISheetPresentationController: UIPresentationController, @unchecked Sendable {
  public struct Detent: Hashable, Sendable {
    let name: String
    public static func medium() -> Detent { Detent(name: "medium") }
    public static func large() -> Detent { Detent(name: "large") }
    public var identifier: Identifier { Identifier(rawValue: "com.apple.UIKit." + name) }
    /// A detent's name, as `largestUndimmedDetentIdentifier` takes it.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }
  }
  public var detents: [Detent] = [.large()]
  public var largestUndimmedDetentIdentifier: Detent.Identifier?
  public var selectedDetentIdentifier: Detent.Identifier?
  public var prefersGrabberVisible = false
  public var preferredCornerRadius: CGFloat?
  public var prefersScrollingExpandsWhenScrolledToEdge = true
}

public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case none = -1, automatic = -2
}
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical, flipHorizontal, crossDissolve, partialCurl }

// A controller's place among others: in a figure no controller is shown,
// so it has no parent, presenter or presentation; what is set is ignored.
extension UIViewController {
  public var popoverPresentationController: UIPopoverPresentationController? { nil }
  public var presentationController: UIPresentationController? { nil }
  public var sheetPresentationController: UISheetPresentationController? { nil }
  public var presentedViewController: UIViewController? { nil }
  public var presentingViewController: UIViewController? { nil }
  public var parent: UIViewController? { nil }
  public var children: [UIViewController] { [] }
  public var modalPresentationStyle: UIModalPresentationStyle {
    get { .automatic }
    set {}
  }
  public var modalTransitionStyle: UIModalTransitionStyle {
    get { .coverVertical }
    set {}
  }
  public var isModalInPresentation: Bool {
    get { false }
    set {}
  }
  public func addChild(_ childController: UIViewController) {}
  public func removeFromParent() {}
  public func willMove(toParent parent: UIViewController?) {}
  public func didMove(toParent parent: UIViewController?) {}
}

public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent }

public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// UIKit's spell checker: a figure has no dictionary, so every word is
/// spelled right (no misspelled range, no guesses).
open class UITextChecker: @unchecked Sendable {
  public init() {}
  open func rangeOfMisspelledWord(
    in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String
  ) -> NSRange { NSRange(location: NSNotFound, length: 0) }
  open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { nil }
  open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? { nil }
  public static var availableLanguages: [String] { ["en"] }
}

/// A text view's callbacks: never called in a figure.
@MainActor public protocol UITextViewDelegate: AnyObject {
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewDidEndEditing(_ textView: UITextView)
  func textViewDidChange(_ textView: UITextView)
  func textViewDidChangeSelection(_ textView: UITextView)
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
}
// Every method is optional, as UIKit's: a delegate implements those it
// needs, and an app's own call reaches the delegate's (Plumb calls none).
extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    true
  }
}
@MainActor public protocol UITextFieldDelegate: AnyObject {
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldDidEndEditing(_ textField: UITextField)
  func textFieldDidChangeSelection(_ textField: UITextField)
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
}
extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  { true }
}
#endif

#if os(Linux) || !canImport(UIKit)
/// Scales lengths and fonts with Dynamic Type: a figure is drawn at the
/// default size (large), where every scale is 1.
public struct UIFontMetrics: Sendable {
  public static let `default` = UIFontMetrics()
  public init() {}
  public init(forTextStyle textStyle: UIFont.TextStyle) {}
  public func scaledValue(for value: CGFloat) -> CGFloat { value }
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
  public func scaledFont(for font: UIFont) -> UIFont { font }
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font }
}
#endif


/// UIKit's view animations: a still frame shows the end state, so the
/// changes are made at once and the completion is told they finished.
extension UIView {
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
  }
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
  /// UIKit animations on or off: a figure animates nothing either way.
  public static func setAnimationsEnabled(_ enabled: Bool) {}
  public static var areAnimationsEnabled: Bool { true }
  /// iOS 18: a SwiftUI animation driving UIKit changes.
  public static func animate(_ animation: Animation, changes: () -> Void, completion: (() -> Void)? = nil) {
    changes()
    completion?()
  }
}
