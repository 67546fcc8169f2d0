import Foundation

#if os(Linux) || !canImport(UIKit)
// The UIKit types SwiftUI view files reach for (SwiftUI re-exports UIKit on
// iOS): the screen's size, the device, the app, haptics, images and fonts.
// Plumb draws one figure on a fixed iPhone, so each answers as an iPhone
// 15 would, and does nothing where UIKit would act.

/// The screen: an iPhone 15's, 393×852 points at 3×.
public final class UIScreen: Sendable {
  public static let main = UIScreen()
  /// Key-value coding, as apps read private values (`_displayCornerRadius`,
  /// an iPhone 15's 55): the screen's known ones, nil for the rest.
  public func value(forKey key: String) -> Any? {
    switch key {
    case "_displayCornerRadius": CGFloat(55)
    case "scale": scale
    default: nil
    }
  }
  public var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
  /// The view with focus (tvOS, a keyboard): none in a figure.
  public var focusedView: UIView? { nil }
  public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1179, height: 2556) }
  public var scale: CGFloat { 3 }
  public var nativeScale: CGFloat { 3 }
  nonisolated(unsafe) private static var storedBrightness: CGFloat = 0.5
  private static let brightnessLock = NSLock()
  /// The display's brightness, 0…1 (a boarding pass turns it up): kept,
  /// starting at half.
  public var brightness: CGFloat {
    get { Self.brightnessLock.withLock { Self.storedBrightness } }
    set { Self.brightnessLock.withLock { Self.storedBrightness = min(max(newValue, 0), 1) } }
  }
}

public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}

/// The device: an iPhone on iOS 17.
public final class UIDevice: Sendable {
  public static let current = UIDevice()
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  public var name: String { "iPhone" }
  public var model: String { "iPhone" }
  public var systemName: String { "iOS" }
  public var systemVersion: String { "17.0" }
  public var orientation: UIDeviceOrientation { .portrait }
  public var identifierForVendor: UUID? { nil }
  /// The battery: unknown state and level (-1), as on the simulator.
  public var isBatteryMonitoringEnabled: Bool {
    get { false }
    set {}
  }
  public var batteryLevel: Float { -1 }
  public var batteryState: BatteryState { .unknown }
  public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }
  public var isProximityMonitoringEnabled: Bool {
    get { false }
    set {}
  }
  public var isMultitaskingSupported: Bool { true }
  /// Orientation notifications: the device never turns in a figure.
  public var isGeneratingDeviceOrientationNotifications: Bool { false }
  public func beginGeneratingDeviceOrientationNotifications() {}
  public func endGeneratingDeviceOrientationNotifications() {}
  public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
  public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
}

public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

extension UIApplication {
  /// The app: opening URLs does nothing in a figure.
  nonisolated(unsafe) public static let shared = UIApplication()
  public static let openSettingsURLString = "app-settings:"
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil
  ) {}
  public func canOpenURL(_ url: URL) -> Bool { false }
  /// Asks for another window (iPad): a figure has one scene, so nothing
  /// opens and the error handler is not called.
  public func requestSceneSessionActivation(
    _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
    errorHandler: ((any Error) -> Void)? = nil
  ) {}
  public func requestSceneSessionDestruction(
    _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?, errorHandler: ((any Error) -> Void)? = nil
  ) {}
  public var supportsMultipleScenes: Bool { false }
}

extension UIScene {
  /// What a new scene is asked to open with: kept, no scene opens.
  open class ActivationRequestOptions: @unchecked Sendable {
    public init() {}
    public var requestingScene: UIScene?
  }
}

/// How a scene is closed: kept, no scene is closed.
open class UISceneDestructionRequestOptions: @unchecked Sendable {
  public init() {}
}

/// Haptics: nothing to feel in a figure.
open class UIFeedbackGenerator {
  public init() {}
  open func prepare() {}
}
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  public init(style: FeedbackStyle) { super.init() }
  public override init() { super.init() }
  open func impactOccurred() {}
  open func impactOccurred(intensity: CGFloat) {}
}
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() {}
}

/// An image by name (from the figure's image catalog) or an SF Symbol, or
/// PNG bytes kept as they came (an `ImageRenderer`'s `uiImage`), which
/// `pngData()` gives back.
public final class UIImage: Sendable {
  let name: String
  let isSymbol: Bool
  /// The PNG the image was made from, if any, and its scale.
  let png: Data?
  let pngScale: CGFloat
  public init?(named name: String) {
    self.name = name
    isSymbol = false
    (png, pngScale) = (nil, 1)
  }
  /// An empty image (the fallback of `UIImage(data:) ?? UIImage()`): it
  /// draws as a missing image would.
  public init() {
    name = ""
    isSymbol = false
    (png, pngScale) = (nil, 1)
  }
  public init?(systemName name: String) {
    self.name = name
    isSymbol = true
    (png, pngScale) = (nil, 1)
  }
  /// An image from encoded data: its pixels are not decoded in a figure,
  /// so it draws as a missing image would; PNG data is kept, with its size.
  public init?(data: Data) {
    name = ""
    isSymbol = false
    (png, pngScale) = (ImageCatalog.pngSize(of: data) != nil ? data : nil, 1)
  }
  public init?(data: Data, scale: CGFloat) {
    name = ""
    isSymbol = false
    (png, pngScale) = (ImageCatalog.pngSize(of: data) != nil ? data : nil, scale > 0 && scale.isFinite ? scale : 1)
  }
  public init?(contentsOfFile path: String) {
    name = (path as NSString).lastPathComponent
    isSymbol = false
    (png, pngScale) = (nil, 1)
  }
  public func pngData() -> Data? { png }
  public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
  /// The size in points: a PNG's pixels over its scale; else unknown
  /// (zero, no pixels being decoded). Setting one (as Mac code sizes a
  /// status item's image) changes nothing.
  public var size: CGSize {
    get {
      guard let pixels = png.flatMap(ImageCatalog.pngSize(of:)) else { return .zero }
      return CGSize(width: pixels.width / pngScale, height: pixels.height / pngScale)
    }
    set {}
  }
  public var scale: CGFloat { png == nil ? 3 : pngScale }
}

/// Equal when the same image, as NSObjects are: `ForEach(images, id: \.self)`.
extension UIImage: Hashable {
  public static func == (a: UIImage, b: UIImage) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

// App-lifecycle notifications code observes with `onReceive`: never posted.
extension UIApplication {
  public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
  public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

/// The responder chain's keyboard notifications: never posted.
open class UIResponder: NSObject {
  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
  public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
  public override init() {}
  // Key-value observing, as an app watches a web view's `estimatedProgress`
  // or a scroll view's `contentOffset`: Linux's Foundation has no KVO, and
  // nothing changes in a figure, so no observer is told anything.
  open func addObserver(
    _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
    context: UnsafeMutableRawPointer?
  ) {}
  open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {}
  open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {}
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {}
  /// The responder chain: nothing has the keyboard in a figure.
  open var next: UIResponder? { nil }
  open var isFirstResponder: Bool { false }
  open var canBecomeFirstResponder: Bool { false }
  open var canResignFirstResponder: Bool { true }
  /// The undo manager up the responder chain: none in a figure (nothing
  /// is edited, so there is nothing to undo).
  open var undoManager: UndoManager? { nil }
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  @discardableResult open func resignFirstResponder() -> Bool { true }
  /// Reloads the custom keyboard views: there are none.
  open func reloadInputViews() {}
  /// Called once an object is loaded from a nib or storyboard: none is
  /// loaded here, so only a subclass's own call reaches it.
  open func awakeFromNib() {}
  /// Touches: nobody touches a figure, so these are never called (a
  /// SpriteKit scene or a UIKit view overrides them all the same).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Motion (a shake): nobody shakes a figure.
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// Something a view does with its user (Live Text, drag and drop).
public protocol UIInteraction: AnyObject {}

/// A finger on the screen, as a responder's touch methods receive it.
open class UITouch: NSObject, @unchecked Sendable {
  public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited }
  public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }
  open var phase: Phase = .began
  open var tapCount = 1
  open var timestamp: TimeInterval = 0
  open var force: CGFloat = 0
  open var maximumPossibleForce: CGFloat = 0
  open var type: TouchType = .direct
  open var majorRadius: CGFloat = 0
  public override init() {}
  /// Where the touch is in a view's coordinates.
  open func location(in view: UIView?) -> CGPoint { .zero }
  open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}

/// An input event, with its touches.
open class UIEvent: NSObject, @unchecked Sendable {
  public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }
  /// A motion or remote-control event's kind (a shake is `.motionShake`).
  public enum EventSubtype: Int, Sendable {
    case none = 0, motionShake = 1
    case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
    case remoteControlNextTrack, remoteControlPreviousTrack
  }
  open var subtype: EventSubtype { .none }
  open var type: EventType = .touches
  open var timestamp: TimeInterval = 0
  open var allTouches: Set<UITouch>? { nil }
  public override init() {}
}

extension UIDevice {
  public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

// UIKit's appearance proxies, which older SwiftUI code sets in `init()` to
// restyle lists and bars (`UITableView.appearance().backgroundColor =
// .clear`). SwiftUI draws Plumb's lists and bars, so the settings are
// kept and change nothing (docs/deviations.md).

extension NSAttributedString.Key {
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  public static let font = NSAttributedString.Key("NSFont")
  public static let kern = NSAttributedString.Key("NSKern")
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  public static let link = NSAttributedString.Key("NSLink")
  public static let tracking = NSAttributedString.Key("NSTracking")
  public static let shadow = NSAttributedString.Key("NSShadow")
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  public static let ligature = NSAttributedString.Key("NSLigature")
}

/// How UIKit underlines or strikes through a run (`NSUnderlineStyle`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A paragraph's layout as UIKit describes it: kept for code that builds
/// `NSAttributedString`s; `Text` lays a paragraph out by its own modifiers
/// (`multilineTextAlignment`, `lineSpacing`), not by this.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  open var alignment: NSTextAlignment = .natural
  open var lineSpacing: CGFloat = 0
  open var paragraphSpacing: CGFloat = 0
  open var paragraphSpacingBefore: CGFloat = 0
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping
  open var firstLineHeadIndent: CGFloat = 0
  open var headIndent: CGFloat = 0
  open var tailIndent: CGFloat = 0
  open var minimumLineHeight: CGFloat = 0
  open var maximumLineHeight: CGFloat = 0
  open var lineHeightMultiple: CGFloat = 0
  open var hyphenationFactor: Float = 0
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }
  public override init() {}
  open func copy(with zone: NSZone? = nil) -> Any { copied(into: NSParagraphStyle()) }
  open func mutableCopy(with zone: NSZone? = nil) -> Any { copied(into: NSMutableParagraphStyle()) }
  func copied<P: NSParagraphStyle>(into copy: P) -> P {
    copy.alignment = alignment
    copy.lineSpacing = lineSpacing
    copy.paragraphSpacing = paragraphSpacing
    copy.paragraphSpacingBefore = paragraphSpacingBefore
    copy.lineBreakMode = lineBreakMode
    copy.firstLineHeadIndent = firstLineHeadIndent
    copy.headIndent = headIndent
    copy.tailIndent = tailIndent
    copy.minimumLineHeight = minimumLineHeight
    copy.maximumLineHeight = maximumLineHeight
    copy.lineHeightMultiple = lineHeightMultiple
    copy.hyphenationFactor = hyphenationFactor
    return copy
  }
}
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  public override init() {}
  open func setParagraphStyle(_ style: NSParagraphStyle) { _ = style.copied(into: self) }
}

/// What an appearance proxy holds: the common properties of UIKit's
/// views and bars, settable, unused. A responder, so UIKit's views are
/// (`picker.setVisible(true, forFirstResponder: canvas)`).
open class UIAppearanceProxy: UIResponder {
  /// The traits a figure is drawn with; they never change.
  open var traitCollection: UITraitCollection { .current }
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  public var backgroundColor: UIColor?
  public var tintColor: UIColor?
  public var barTintColor: UIColor?
  public var unselectedItemTintColor: UIColor?
  public var separatorColor: UIColor?
  public var isTranslucent = true
  public var titleTextAttributes: [NSAttributedString.Key: Any]?
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  public var standardAppearance = UIBarAppearance()
  public var scrollEdgeAppearance: UIBarAppearance?
  public var compactAppearance: UIBarAppearance?
  public var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
  public var keyboardDismissMode = UIScrollView.KeyboardDismissMode.none
  public var showsVerticalScrollIndicator = true
  public var bounces = true
  public override init() {}
}

/// A bar's appearance (navigation, tab, toolbar): configured, unused.
open class UIBarAppearance {
  public var backgroundColor: UIColor?
  public var shadowColor: UIColor?
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var backgroundEffect: Any?
  public var backgroundImage: UIImage?
  public var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
  public var shadowImage: UIImage?
  public var titlePositionAdjustment = UIOffset.zero
  public init() {}
  public init(idiom: UIUserInterfaceIdiom) {}
  public init(barAppearance: UIBarAppearance) {}
  open func configureWithOpaqueBackground() {}
  open func configureWithTransparentBackground() {}
  open func configureWithDefaultBackground() {}
}
open class UINavigationBarAppearance: UIBarAppearance {
  public var buttonAppearance = UIBarButtonItemAppearance()
  public var backButtonAppearance = UIBarButtonItemAppearance()
  public var doneButtonAppearance = UIBarButtonItemAppearance()
  public private(set) var backIndicatorImage: UIImage?
  public private(set) var backIndicatorTransitionMaskImage: UIImage?
  public func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
    self.backIndicatorImage = backIndicatorImage
    backIndicatorTransitionMaskImage = transitionMaskImage
  }
}
/// A tab bar's appearance: its items' appearance per layout (stacked,
/// inline, compact inline), configured and unused (a `TabView` draws
/// iOS's bar).
open class UITabBarAppearance: UIBarAppearance {
  public var stackedLayoutAppearance = UITabBarItemAppearance()
  public var inlineLayoutAppearance = UITabBarItemAppearance()
  public var compactInlineLayoutAppearance = UITabBarItemAppearance()
  public var selectionIndicatorTintColor: UIColor?
  public var selectionIndicatorImage: UIImage?
  public var stackedItemPositioning = UITabBar.ItemPositioning.automatic
  public var stackedItemSpacing: CGFloat = 0
  public var stackedItemWidth: CGFloat = 0
}
/// A tab bar item's appearance in each of its states.
open class UITabBarItemAppearance {
  public let normal = UITabBarItemStateAppearance()
  public let selected = UITabBarItemStateAppearance()
  public let disabled = UITabBarItemStateAppearance()
  public let focused = UITabBarItemStateAppearance()
  public init() {}
  public init(style: UITabBarItemAppearance.Style) {}
  public enum Style: Int, Sendable { case stacked, inline, compactInline }
  open func configureWithDefault(for style: UITabBarItemAppearance.Style) {}
}
open class UITabBarItemStateAppearance {
  public var iconColor: UIColor?
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var titlePositionAdjustment = UIOffset.zero
  public var iconPositionAdjustment = UIOffset.zero
  public var badgeBackgroundColor: UIColor?
  public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var badgePositionAdjustment = UIOffset.zero
  public var badgeTitlePositionAdjustment = UIOffset.zero
  init() {}
}
/// A bar button item's appearance in each of its states.
open class UIBarButtonItemAppearance {
  public let normal = UIBarButtonItemStateAppearance()
  public let highlighted = UIBarButtonItemStateAppearance()
  public let disabled = UIBarButtonItemStateAppearance()
  public let focused = UIBarButtonItemStateAppearance()
  public init() {}
  public init(style: UIBarButtonItem.Style) {}
  open func configureWithDefault(for style: UIBarButtonItem.Style) {}
}
open class UIBarButtonItemStateAppearance {
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var titlePositionAdjustment = UIOffset.zero
  public var backgroundImage: UIImage?
  public var backgroundImagePositionAdjustment = UIOffset.zero
  init() {}
}
open class UIToolbarAppearance: UIBarAppearance {}

open class UIView: UIAppearanceProxy {
  /// Where the view sits in its superview: kept, never laid out.
  public var frame: CGRect = .zero
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// The view's centre in its superview, from its frame.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  /// Kept, never applied: a figure draws a represented view as its
  /// placeholder, not through UIKit.
  public var transform = CGAffineTransform.identity
  /// A 3D transform of the layer: kept, a UIKit view is not drawn.
  public var transform3D = CATransform3DIdentity
  public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }
  public var tintAdjustmentMode = TintAdjustmentMode.automatic
  /// Ends editing in the view's text fields: none has the keyboard.
  @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
  public var alpha: CGFloat = 1
  public var isOpaque = true
  public var tag = 0
  public var isHidden = false
  public var isUserInteractionEnabled = true
  public var isMultipleTouchEnabled = false
  /// Interactions added to the view (Live Text, drag and drop): kept.
  public private(set) var interactions: [any UIInteraction] = []
  public func addInteraction(_ interaction: any UIInteraction) { interactions.append(interaction) }
  public func removeInteraction(_ interaction: any UIInteraction) {
    interactions.removeAll { ($0 as AnyObject) === (interaction as AnyObject) }
  }
  public var isExclusiveTouch = false
  public var clipsToBounds = false
  /// Points to pixels: an iPhone 15's 3.
  public var contentScaleFactor: CGFloat = 3
  public var contentMode: ContentMode = .scaleToFill
  public var translatesAutoresizingMaskIntoConstraints = true
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
  }
  /// UIKit's designated initializers, so subclasses written for UIKit
  /// (`override init(frame:)`, `required init?(coder:)`) compile.
  public init(frame: CGRect) {
    super.init()
    self.frame = frame
  }
  public required init?(coder: NSCoder) { super.init() }
  public convenience override init() { self.init(frame: .zero) }
  /// The class of the view's layer (`override class var layerClass`, as a
  /// video view returns `AVPlayerLayer.self`).
  open class var layerClass: AnyClass { CALayer.self }
  /// The view's Core Animation layer, of its `layerClass`: its border,
  /// corners and shadow are kept, never drawn.
  public private(set) lazy var layer: CALayer = (Self.layerClass as? CALayer.Type)?._plumbMake() ?? CALayer()
  public var layoutMargins = UIEdgeInsets.zero
  public var autoresizingMask: AutoresizingMask = []
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
    public static let flexibleWidth = AutoresizingMask(rawValue: 2)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
    public static let flexibleHeight = AutoresizingMask(rawValue: 16)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
  }
  open func layoutSubviews() {}
  open func draw(_ rect: CGRect) {}
  open func didMoveToSuperview() {}
  open func didMoveToWindow() {}
  open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }
  open func sizeThatFits(_ size: CGSize) -> CGSize { size }
  public var subviews: [UIView] { [] }
  public var superview: UIView? { nil }
  public var window: UIWindow? { nil }
  open var safeAreaInsets: UIEdgeInsets { .zero }
  // UIAccessibility's informal protocol, which every UIKit view has.
  public var isAccessibilityElement = false
  public var accessibilityLabel: String?
  public var accessibilityValue: String?
  public var accessibilityHint: String?
  public var accessibilityIdentifier: String?
  open func addSubview(_ view: UIView) {}
  // The rest of the hierarchy UIKit code builds in `makeUIView` (a blur
  // view inserted under the content): kept by no one, as `addSubview`.
  open func insertSubview(_ view: UIView, at index: Int) {}
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {}
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
  open func bringSubviewToFront(_ view: UIView) {}
  open func sendSubviewToBack(_ view: UIView) {}
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {}
  open func didAddSubview(_ subview: UIView) {}
  open func willRemoveSubview(_ subview: UIView) {}
  open func willMove(toSuperview newSuperview: UIView?) {}
  open func willMove(toWindow newWindow: UIWindow?) {}
  public func isDescendant(of view: UIView) -> Bool { view === self }
  public func viewWithTag(_ tag: Int) -> UIView? { tag == self.tag ? self : nil }
  /// Gesture recognizers attached: kept, never recognizing (nothing is
  /// touched in a figure).
  public var gestureRecognizers: [UIGestureRecognizer]?
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
  }
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizers?.removeAll { $0 === gestureRecognizer }
  }
  /// No view is on screen: coordinates convert unchanged.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { point }
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
  open func removeFromSuperview() {}
  open func layoutIfNeeded() {}
  open func setNeedsLayout() {}
  open func setNeedsDisplay() {}
  open func sizeToFit() {}
  /// Drawing the view into the current image context (a snapshot of a
  /// UIKit view): there is none in a figure, so nothing is drawn.
  @discardableResult
  open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { nil }
  /// The proxy that styles every view of the class: kept, unused.
  nonisolated(unsafe) private static var proxies: [ObjectIdentifier: UIAppearanceProxy] = [:]
  public static func appearance() -> Self {
    if let proxy = proxies[ObjectIdentifier(self)] as? Self { return proxy }
    let proxy = Self(coder: NSCoder())!
    proxies[ObjectIdentifier(self)] = proxy
    return proxy
  }
  public static func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> Self { appearance() }
}
/// A scroll view in a representable: it keeps what it is told (offset,
/// insets, zoom) and never scrolls by itself, so its delegate is told
/// nothing. (`bounces`, `keyboardDismissMode` and the vertical indicator
/// come from `UIAppearanceProxy`, every UIKit view's base here.)
open class UIScrollView: UIView {
  public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
  public struct DecelerationRate: Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
  open weak var delegate: (any UIScrollViewDelegate)?
  open var contentOffset = CGPoint.zero
  open var contentSize = CGSize.zero
  open var contentInset = UIEdgeInsets.zero
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  open var scrollIndicatorInsets = UIEdgeInsets.zero
  open var isScrollEnabled = true
  open var isPagingEnabled = false
  open var bouncesZoom = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var showsHorizontalScrollIndicator = true
  /// The scroll view's own pan: a recognizer that never fires.
  public let panGestureRecognizer = UIPanGestureRecognizer()
  open var isDirectionalLockEnabled = false
  open var zoomScale: CGFloat = 1
  open var minimumZoomScale: CGFloat = 1
  open var maximumZoomScale: CGFloat = 1
  open var decelerationRate = DecelerationRate.normal
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  open var indicatorStyle = IndicatorStyle.default
  open var refreshControl: UIRefreshControl?
  open var isTracking: Bool { false }
  open var isDragging: Bool { false }
  open var isDecelerating: Bool { false }
  open var isZooming: Bool { false }
  open var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }
  open var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
  open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
  open func zoom(to rect: CGRect, animated: Bool) {}
  open func flashScrollIndicators() {}
}

/// What a scroll view tells its delegate: nothing scrolls in a figure, so
/// none of these is called; each has an empty default, as the Objective-C
/// protocol's methods are optional.
public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

/// An Interface Builder file: there are none on Linux, so instantiating
/// one makes no objects (a view loading itself from a nib gets nil).
open class UINib: @unchecked Sendable {
  public let nibName: String?
  public init(nibName name: String, bundle bundleOrNil: Bundle?) { nibName = name }
  public init(data: Data, bundle bundleOrNil: Bundle?) { nibName = nil }
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] { [] }
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }
}

/// What a UIKit cell shows, described as a value.
public protocol UIContentConfiguration {}

/// The view a content configuration makes.
public protocol UIContentView: AnyObject {
  var configuration: any UIContentConfiguration { get set }
}

/// The view UIKit makes for a configuration: a plain view holding it (a
/// UIKit view is not drawn in a figure; render a hosting configuration's
/// `content` to see it).
final class ConfiguredContentView: UIView, UIContentView {
  var configuration: any UIContentConfiguration
  init(configuration: any UIContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
}

extension UIContentConfiguration {
  /// The configuration's view, as UIKit asks for it.
  public func makeContentView() -> UIView & UIContentView { ConfiguredContentView(configuration: self) }
}

/// A SwiftUI view as a UIKit cell's content (iOS 16). No UIKit cell is
/// drawn on Linux: render `content` itself to see it.
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
  public let content: Content
  let background: Background
  /// The insets around the content (UIKit's default cell margins, 16 and
  /// 11, until set).
  public private(set) var insets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
  public private(set) var minimumSize = CGSize.zero

  public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
    self.content = content()
    background = EmptyView()
  }
  init(content: Content, background: Background, insets: EdgeInsets, minimumSize: CGSize) {
    (self.content, self.background, self.insets, self.minimumSize) = (content, background, insets, minimumSize)
  }
  public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
    margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
  }
  public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self {
    var copy = self
    if edges.contains(.top) { copy.insets.top = insets.top }
    if edges.contains(.leading) { copy.insets.leading = insets.leading }
    if edges.contains(.bottom) { copy.insets.bottom = insets.bottom }
    if edges.contains(.trailing) { copy.insets.trailing = insets.trailing }
    return copy
  }
  public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
    var copy = self
    copy.minimumSize = CGSize(width: width ?? minimumSize.width, height: height ?? minimumSize.height)
    return copy
  }
  public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
    UIHostingConfiguration<Content, B>(content: self.content, background: content(), insets: insets, minimumSize: minimumSize)
  }
  public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, AnyView> {
    UIHostingConfiguration<Content, AnyView>(
      content: content, background: AnyView(Rectangle().fill(style)), insets: insets, minimumSize: minimumSize)
  }
}
open class UINavigationBar: UIView {}
open class UITabBar: UIView {
  // Its appearance properties are every UIKit view's (`UIAppearanceProxy`).
  public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }
  public var items: [UITabBarItem]?
  public weak var selectedItem: UITabBarItem?
  public func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
  public var backgroundImage: UIImage?
  public var shadowImage: UIImage?
  public var selectionIndicatorImage: UIImage?
  public var itemPositioning = ItemPositioning.automatic
}
/// A tab bar's item: its title, images and badge, kept (SwiftUI's
/// `TabView` draws its own bar; `UITabBarItem.appearance()` styles only
/// UIKit's).
open class UITabBarItem: UIAppearanceProxy {
  public var title: String?
  public var image: UIImage?
  public var selectedImage: UIImage?
  public var tag = 0
  public var badgeValue: String?
  public var badgeColor: UIColor?
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
  }
  public override init() { super.init() }
  public init(title: String?, image: UIImage?, tag: Int) {
    (self.title, self.image, self.tag) = (title, image, tag)
    super.init()
  }
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    (self.title, self.image, self.selectedImage) = (title, image, selectedImage)
    super.init()
  }
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.tag = tag
    super.init()
  }
  public func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
  public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
  public var titlePositionAdjustment = UIOffset.zero
  public var imageInsets = UIEdgeInsets.zero
  /// The proxy that styles every tab bar item: kept, unused.
  nonisolated(unsafe) private static let proxy = UITabBarItem()
  public static func appearance() -> UITabBarItem { proxy }
}
/// A button on a navigation bar or toolbar: kept, never drawn (a
/// representable's controller has no bar in a figure).
open class UIBarButtonItem: NSObject {
  public enum Style: Int, Sendable { case plain, bordered, done, prominent }
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search,
      refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
  }
  public var title: String?
  public var image: UIImage?
  public var style = Style.plain
  public var tintColor: UIColor?
  public var isEnabled = true
  public var primaryAction: UIAction?
  public var width: CGFloat = 0
  public override init() {}
  public convenience init(title: String?, image: UIImage? = nil, primaryAction: UIAction? = nil) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
  }
  public convenience init(image: UIImage?, primaryAction: UIAction? = nil) {
    self.init(title: nil, image: image, primaryAction: primaryAction)
  }
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.init(title: nil, image: nil, primaryAction: primaryAction)
  }
  public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }
}
open class UIToolbar: UIView {}
open class UISegmentedControl: UIView {
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
  // Appearance images (`UISegmentedControl.appearance()`): kept nowhere, a
  // `Picker` draws iOS's own segments.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {}
  open func setDividerImage(
    _ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
    barMetrics: UIBarMetrics
  ) {}
  public var selectedSegmentTintColor: UIColor?
}
open class UIPageControl: UIView {
  public var currentPageIndicatorTintColor: UIColor?
  public var pageIndicatorTintColor: UIColor?
  public var numberOfPages = 0
  /// The page shown, kept within the pages (0 when there are none).
  public var currentPage: Int {
    get { min(max(0, storedPage), max(0, numberOfPages - 1)) }
    set { storedPage = newValue }
  }
  private var storedPage = 0
  public var hidesForSinglePage = false
  public var allowsContinuousInteraction = true
  public var backgroundStyle: BackgroundStyle = .automatic
  public var preferredIndicatorImage: UIImage?
  public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
}
/// UIKit's text input traits (`UITextInputTraits`), which text fields and
/// text views share: what the keyboard would be, kept, as nobody types in
/// a figure.
open class UITextInputTraitsView: UIView {
  public var keyboardType: UIKeyboardType = .default
  public var returnKeyType: UIReturnKeyType = .default
  public var autocorrectionType: UITextAutocorrectionType = .default
  public var autocapitalizationType: UITextAutocapitalizationType = .sentences
  public var spellCheckingType: UITextSpellCheckingType = .default
  public var isSecureTextEntry = false
  public var textContentType: UITextContentType!
  public var passwordRules: UITextInputPasswordRules?
  public var smartQuotesType = UITextSmartQuotesType.default
  public var smartDashesType = UITextSmartDashesType.default
  public var smartInsertDeleteType = UITextSmartInsertDeleteType.default
  public var enablesReturnKeyAutomatically = false
  public var keyboardAppearance = UIKeyboardAppearance.default
  public var inputView: UIView?
  public var inputAccessoryView: UIView?
  public var clearsOnInsertion = false
}
open class UITextField: UITextInputTraitsView {
  public var attributedText: NSAttributedString?
  public var typingAttributes: [NSAttributedString.Key: Any]?
  /// When the clear button shows (an appearance setting for SwiftUI's
  /// text fields, as `UITextField.appearance().clearButtonMode`): kept.
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
  public var clearButtonMode: ViewMode = .never
  public var text: String?
  public var placeholder: String?
  public var textColor: UIColor?
  public var font: UIFont?
  // What a representable's coordinator sets: kept, never acted on (nobody
  // types into a figure, so the delegate is never called).
  public weak var delegate: (any UITextFieldDelegate)?
  public var textAlignment: NSTextAlignment = .natural
  public var borderStyle: BorderStyle = .none
  public var attributedPlaceholder: NSAttributedString?
  public var leftView: UIView?
  public var rightView: UIView?
  public var leftViewMode: ViewMode = .never
  public var rightViewMode: ViewMode = .never
  public var adjustsFontSizeToFitWidth = false
  public var minimumFontSize: CGFloat = 0
  public var isEditing: Bool { false }
  public var clearsOnBeginEditing = false
  /// Typing, as `UIKeyInput` declares it: nobody types in a figure, so a
  /// subclass's overrides (a one-time-code field's backspace) are never
  /// called by Plumb.
  open var hasText: Bool { !(text ?? "").isEmpty }
  open func insertText(_ text: String) { self.text = (self.text ?? "") + text }
  open func deleteBackward() {
    if var text, !text.isEmpty {
      text.removeLast()
      self.text = text
    }
  }
  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
  public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
  public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
  public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
  /// Selects the text: nothing is selected in a figure.
  open func selectAll(_ sender: Any?) {}
  /// The selection, in UTF-16 offsets: where `selectedTextRange` lives.
  public var _textInputSelection = NSRange(location: 0, length: 0)
  public var _textInputLength: Int { (text ?? "").utf16.count }
}
extension UITextField: UITextInput {}

/// A place in a text input's text: a UTF-16 offset from its start.
open class UITextPosition: NSObject {
  let offset: Int
  init(offset: Int) { self.offset = offset }
}
/// A range of a text input's text, between two positions.
open class UITextRange: NSObject {
  let from: UITextPosition
  let to: UITextPosition
  init(from: UITextPosition, to: UITextPosition) { (self.from, self.to) = (from, to) }
  open var start: UITextPosition { from }
  open var end: UITextPosition { to }
  open var isEmpty: Bool { from.offset == to.offset }
}

/// UIKit's text positions and selection, as a text field's or text
/// view's coordinator reads them (a caret to scroll to, a selection to
/// keep). Positions are UTF-16 offsets into the text; nothing is laid out
/// on Linux, so a caret's rectangle is a 2-point line at the text's start.
public protocol UITextInput: AnyObject {
  var _textInputSelection: NSRange { get set }
  var _textInputLength: Int { get }
}
extension UITextInput {
  public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
  public var endOfDocument: UITextPosition { UITextPosition(offset: _textInputLength) }
  public var selectedTextRange: UITextRange? {
    get {
      let r = _textInputSelection
      return UITextRange(from: UITextPosition(offset: r.location), to: UITextPosition(offset: r.location + r.length))
    }
    set {
      guard let newValue else { return }
      let a = min(newValue.start.offset, newValue.end.offset), b = max(newValue.start.offset, newValue.end.offset)
      _textInputSelection = NSRange(location: a, length: b - a)
    }
  }
  /// The position `offset` UTF-16 units from `position`, or nil outside
  /// the text.
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let o = position.offset + offset
    return (0..._textInputLength).contains(o) ? UITextPosition(offset: o) : nil
  }
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    UITextRange(from: fromPosition, to: toPosition)
  }
  public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
  }
  public func caretRect(for position: UITextPosition) -> CGRect { CGRect(x: 0, y: 0, width: 2, height: 0) }
  public func firstRect(for range: UITextRange) -> CGRect { .zero }
}

/// The return key's label on the keyboard.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }
public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light }
/// The rules a strong password is made by, in UIKit's descriptor syntax
/// ("required: upper; minlength: 8;"): kept, nobody types in a figure.
open class UITextInputPasswordRules: NSObject, @unchecked Sendable {
  public let passwordRulesDescriptor: String
  public init(descriptor: String) { passwordRulesDescriptor = descriptor }
}
/// A text view a representable makes: what its coordinator sets is kept,
/// never drawn (a representable draws as its placeholder). Not a
/// `UIScrollView` subclass, as UIKit's is: Swift cannot override the scroll
/// view's `delegate` with a text view delegate, as Objective-C does.
open class UITextView: UITextInputTraitsView, UITextInput {
  public weak var delegate: (any UITextViewDelegate)?
  public var text: String! = ""
  public var attributedText: NSAttributedString! = NSAttributedString(string: "")
  public var font: UIFont?
  public var textColor: UIColor?
  public var textAlignment: NSTextAlignment = .natural
  public var isEditable = true
  public var isSelectable = true
  public var isScrollEnabled = true
  public var showsHorizontalScrollIndicator = true
  public var alwaysBounceVertical = false
  public var contentInset = UIEdgeInsets.zero
  public var contentOffset = CGPoint.zero
  public var contentSize = CGSize.zero
  public var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// A text view scrolls as UIKit's does (it is a scroll view there): kept.
  public var contentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior.automatic
  public var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  public var scrollIndicatorInsets = UIEdgeInsets.zero
  public let textContainer = NSTextContainer()
  public var dataDetectorTypes: UIDataDetectorTypes = []
  public var typingAttributes: [NSAttributedString.Key: Any] = [:]
  public var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
  public var selectedRange = NSRange(location: 0, length: 0)
  public var _textInputSelection: NSRange {
    get { selectedRange }
    set { selectedRange = newValue }
  }
  public var _textInputLength: Int { (text ?? "").utf16.count }
  public var allowsEditingTextAttributes = false
  public var adjustsFontForContentSizeCategory = false
  public var hasText: Bool { !(text ?? "").isEmpty }
  public func scrollRangeToVisible(_ range: NSRange) {}
  open func selectAll(_ sender: Any?) {}
  public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
  public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
  public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
  public func insertText(_ text: String) { self.text = (self.text ?? "") + text }
  public func deleteBackward() { if let t = text, !t.isEmpty { text = String(t.dropLast()) } }
}

/// The region a text view lays its text in: kept, never laid out.
open class NSTextContainer: NSObject {
  public var size: CGSize
  public var lineFragmentPadding: CGFloat = 5
  public var maximumNumberOfLines = 0
  public var lineBreakMode: NSLineBreakMode = .byWordWrapping
  public var widthTracksTextView = false
  public var heightTracksTextView = false
  public var exclusionPaths: [UIBezierPath] = []
  public init(size: CGSize) { self.size = size }
  public override convenience init() { self.init(size: CGSize(width: 10_000_000, height: 10_000_000)) }
}

/// What a text view turns into links.
public struct UIDataDetectorTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
  public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
  public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
  public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
  public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
  public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

/// A label a representable makes: what its coordinator sets is kept, never
/// drawn.
open class UILabel: UIView {
  public var text: String?
  public var attributedText: NSAttributedString?
  public var font: UIFont! = UIFont.systemFont(ofSize: 17)
  public var textColor: UIColor! = .label
  public var textAlignment: NSTextAlignment = .natural
  public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  public var numberOfLines = 1
  public var isEnabled = true
  public var isHighlighted = false
  public var highlightedTextColor: UIColor?
  public var shadowColor: UIColor?
  public var shadowOffset = CGSize(width: 0, height: -1)
  public var adjustsFontSizeToFitWidth = false
  public var adjustsFontForContentSizeCategory = false
  public var minimumScaleFactor: CGFloat = 0
  public var allowsDefaultTighteningForTruncation = false
  public var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
  public var preferredMaxLayoutWidth: CGFloat = 0
  public var showsExpansionTextWhenTruncated = false
}

/// How a shrunk label's baseline moves.
public enum UIBaselineAdjustment: Int, Sendable { case alignBaselines, alignCenters, none }
open class UIControl: UIView {
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1)
    public static let disabled = State(rawValue: 2)
    public static let selected = State(rawValue: 4)
    public static let focused = State(rawValue: 8)
    public static let application = State(rawValue: 0x00FF_0000)
    public static let reserved = State(rawValue: 0xFF00_0000)
  }
  open var isEnabled = true
  open var isSelected = false
  open var isHighlighted = false
  open var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }
  public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
  public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
  public var contentHorizontalAlignment = ContentHorizontalAlignment.center
  public var contentVerticalAlignment = ContentVerticalAlignment.center
}

extension Image {
  public init(uiImage: UIImage) {
    self = uiImage.isSymbol ? Image(systemName: uiImage.name) : Image(uiImage.name)
  }
}

/// A font as UIKit names it; `Font(_:)` turns it into SwiftUI's.
/// The PostScript names of the pinned family's faces, as Core Text and
/// UIKit list them.
package let pinnedFontPostScriptNames = [
  "Inter-Regular", "Inter-Italic", "Inter-Thin", "Inter-ExtraLight", "Inter-Light", "Inter-Medium",
  "Inter-SemiBold", "Inter-Bold", "Inter-ExtraBold", "Inter-Black",
]

public final class UIFont: Sendable {
  public struct Weight: Hashable, Sendable {
    let value: CGFloat
    public static let ultraLight = Weight(value: -0.8)
    public static let thin = Weight(value: -0.6)
    public static let light = Weight(value: -0.4)
    public static let regular = Weight(value: 0)
    public static let medium = Weight(value: 0.23)
    public static let semibold = Weight(value: 0.3)
    public static let bold = Weight(value: 0.4)
    public static let heavy = Weight(value: 0.56)
    public static let black = Weight(value: 0.62)
    var swiftUI: Font.Weight {
      switch self {
      case .ultraLight: .ultraLight
      case .thin: .thin
      case .light: .light
      case .medium: .medium
      case .semibold: .semibold
      case .bold: .bold
      case .heavy: .heavy
      case .black: .black
      default: .regular
      }
    }
  }
  public struct TextStyle: Hashable, Sendable {
    let size: CGFloat
    var bold = false
    public static let largeTitle = TextStyle(size: 34)
    public static let title1 = TextStyle(size: 28)
    public static let title2 = TextStyle(size: 22)
    public static let title3 = TextStyle(size: 20)
    public static let headline = TextStyle(size: 17, bold: true)
    public static let body = TextStyle(size: 17)
    public static let callout = TextStyle(size: 16)
    public static let subheadline = TextStyle(size: 15)
    public static let footnote = TextStyle(size: 13)
    public static let caption1 = TextStyle(size: 12)
    public static let caption2 = TextStyle(size: 11)
  }
  public let pointSize: CGFloat
  let weight: Weight
  init(pointSize: CGFloat, weight: Weight) {
    self.pointSize = pointSize
    self.weight = weight
  }
  /// The installed families: the pinned family figures draw text in (an
  /// app listing its fonts, or checking a bundled one is there, finds Inter).
  public static var familyNames: [String] { ["Inter"] }
  /// The faces of a family, by PostScript name: Inter's ten, none for any
  /// other family.
  public static func fontNames(forFamilyName familyName: String) -> [String] {
    familyName == "Inter" ? pinnedFontPostScriptNames : []
  }
  public init?(name fontName: String, size fontSize: CGFloat) {
    pointSize = fontSize
    weight = .regular
  }
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold) }
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(pointSize: style.size, weight: style.bold ? .semibold : .regular)
  }
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }
  /// The font's descriptor: its size and weight (designs are drawn in the
  /// pinned family).
  public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(pointSize: pointSize, weight: weight) }
  /// A font from a descriptor; a size of 0 keeps the descriptor's.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    self.init(pointSize: pointSize > 0 ? pointSize : descriptor.pointSize, weight: descriptor.weight)
  }
  public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }
  public var lineHeight: CGFloat { (pointSize * 1.21).rounded() }
  /// The pinned family's metrics at the font's size (the descender is
  /// negative, as UIKit's).
  public var ascender: CGFloat { SystemFontMetrics(size: pointSize).ascent }
  public var descender: CGFloat { -SystemFontMetrics(size: pointSize).descent }
  public var capHeight: CGFloat { SystemFontMetrics(size: pointSize).capHeight }
  public var xHeight: CGFloat { SystemFontMetrics(size: pointSize).xHeight }
  public var leading: CGFloat { 0 }
  public var familyName: String { "Inter" }
  public var fontName: String { "Inter" }
}

/// What a font is made from: its size and weight. Designs and traits are
/// accepted; Plumb draws every font in its one pinned family.
public final class UIFontDescriptor: Sendable {
  public enum SystemDesign: Hashable, Sendable { case `default`, rounded, serif, monospaced }
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
  }
  public let pointSize: CGFloat
  let weight: UIFont.Weight
  init(pointSize: CGFloat, weight: UIFont.Weight) {
    self.pointSize = pointSize
    self.weight = weight
  }
  public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFontDescriptor(pointSize: style.size, weight: style.bold ? .semibold : .regular)
  }
  public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { self }
  public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
    traits.contains(.traitBold) ? UIFontDescriptor(pointSize: pointSize, weight: .bold) : self
  }
  public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(pointSize: newPointSize, weight: weight)
  }
}

extension Font {
  /// A UIKit font: its size and weight, in the pinned family. Also
  /// SwiftUI's `Font(_: CTFont)`: Core Text's font is UIKit's, toll-free
  /// bridged (`uiFont as CTFont`).
  public init(_ font: UIFont) {
    self = .system(size: font.pointSize, weight: font.weight.swiftUI)
  }
}

/// Core Text's font, which UIKit's is toll-free bridged to: the same object
/// (`Font(uiFont as CTFont)` compiles and draws the UIKit font).
public typealias CTFont = UIFont
/// Insets in UIKit's order (top, left, bottom, right).
public struct UIEdgeInsets: Hashable, Sendable {
  public var top, left, bottom, right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  public init() { (top, left, bottom, right) = (0, 0, 0, 0) }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Light or dark, as a trait collection says it.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
  case unspecified, light, dark
}

/// The modifier keys of a hardware keyboard, as UIKit names them.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A size class as UIKit names it.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
  case unspecified, compact, regular
}

extension UserInterfaceSizeClass {
  /// SwiftUI's size class for UIKit's; nil for `.unspecified`.
  public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
    switch uiUserInterfaceSizeClass {
    case .compact: self = .compact
    case .regular: self = .regular
    case .unspecified: return nil
    }
  }
}

extension UIUserInterfaceSizeClass {
  /// UIKit's size class for SwiftUI's (nil: unspecified).
  public init(_ sizeClass: UserInterfaceSizeClass?) {
    switch sizeClass {
    case .compact: self = .compact
    case .regular: self = .regular
    case nil: self = .unspecified
    }
  }
}

/// UIKit's text size categories, as strings (`UIContentSizeCategory.large`).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
  static let ordered: [Self] = [
    .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]
  var order: Int { Self.ordered.firstIndex(of: self) ?? 0 }
  public static func < (a: Self, b: Self) -> Bool { a.order < b.order }
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
  /// The category of SwiftUI's `ContentSizeCategory`.
  public init(_ category: ContentSizeCategory) {
    self = Self.ordered[(ContentSizeCategory.allCases.firstIndex(of: category) ?? 3) + 1]
  }
}

extension UIContentSizeCategory {
  /// The category of a Dynamic Type size.
  public init(_ dynamicTypeSize: DynamicTypeSize) {
    self = Self.ordered[(DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3) + 1]
  }
}

extension DynamicTypeSize {
  /// SwiftUI's size for UIKit's category; nil for unspecified.
  public init?(_ uiSizeCategory: UIContentSizeCategory) {
    let i = uiSizeCategory.order - 1
    guard i >= 0 else { return nil }
    self = DynamicTypeSize.allCases[i]
  }
}

extension ContentSizeCategory {
  /// SwiftUI's category for UIKit's (unspecified is large).
  public init?(_ category: UIContentSizeCategory) {
    let i = category.order - 1
    guard i >= 0 else {
      self = .large
      return
    }
    self = ContentSizeCategory.allCases[i]
  }
}

/// The traits an image snapshot reads, and a dynamic `UIColor` is resolved
/// with: appearance and display scale; the other traits of UIKit's
/// collection have no effect on a Plumb image.
public struct UITraitCollection: Sendable, Equatable {
  public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
  /// An iPhone in portrait: compact across, regular down.
  public var horizontalSizeClass: UIUserInterfaceSizeClass = .compact
  public var verticalSizeClass: UIUserInterfaceSizeClass = .regular
  /// Pixels per point; 0 leaves it to the layout (the device's, else 2).
  public var displayScale: CGFloat = 0
  /// Text size: a figure's is the default, large.
  public var preferredContentSizeCategory: UIContentSizeCategory = .large

  public init() {}
  /// The traits a figure is drawn with: light, at 3×, as an iPhone 15.
  public static var current: UITraitCollection {
    UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 3)])
  }
  public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
  public init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }
  public init(displayScale: CGFloat) { self.displayScale = displayScale }
  /// The later collections' set traits win, as in UIKit.
  public init(traitsFrom collections: [UITraitCollection]) {
    for c in collections {
      if c.userInterfaceStyle != .unspecified { userInterfaceStyle = c.userInterfaceStyle }
      if c.displayScale != 0 { displayScale = c.displayScale }
    }
  }
}

#endif

#if os(Linux) || !canImport(UIKit)
extension UIImage {
  /// The image's bitmap: none, since Plumb decodes no pixels for app code.
  public var cgImage: CGImage? { nil }
  public convenience init(cgImage: CGImage) { self.init() }
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) { self.init() }
  /// An image of a Core Image result (a QR code): no pixels, as a filter
  /// renders none here.
  public convenience init(ciImage: CIImage) { self.init() }
  public convenience init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) { self.init() }
  public var ciImage: CIImage? { nil }
}

/// `#imageLiteral(resourceName: "ICON.png")`: the image of that name.
extension UIImage: _ExpressibleByImageLiteral {
  public convenience init(imageLiteralResourceName path: String) { self.init(named: path)! }
  public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
  /// A Mac image's bitmap (`NSImage.cgImage(forProposedRect:context:hints:)`): none.
  public func cgImage(forProposedRect rect: UnsafeMutablePointer<CGRect>?, context: Any?, hints: [AnyHashable: Any]?)
    -> CGImage?
  { nil }
}

extension StringProtocol {
  /// The text's size in a font (UIKit's and AppKit's `NSString` addition),
  /// measured with a fixed advance of half the font's size per character
  /// and 1.2 lines: Plumb's text measurer belongs to the renderer, which
  /// app code does not reach.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    // Unwrapped: one line a paragraph.
    boundingRect(with: CGSize(width: CGFloat.infinity, height: .infinity), attributes: attributes, context: nil).size
  }
}

/// How `boundingRect(with:options:attributes:context:)` measures: kept
/// (the measure always wraps lines at the width, as with
/// `.usesLineFragmentOrigin`).
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a measure reports besides its rectangle: nothing here.
open class NSStringDrawingContext: @unchecked Sendable {
  public init() {}
  public var minimumScaleFactor: CGFloat = 0
  public var actualScaleFactor: CGFloat { 1 }
}

extension StringProtocol {
  /// The text's rectangle when wrapped at `size.width` (a chat bubble's
  /// height), with the fixed advance `size(withAttributes:)` uses: half
  /// the font's size a character, lines broken by character count, 1.2
  /// lines of height.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    let pointSize = (attributes?[.font] as? UIFont)?.pointSize ?? 17
    let advance = pointSize / 2
    // Characters a line holds; a width of no bound (infinite, NaN, or
    // `.greatestFiniteMagnitude`) never wraps.
    let fit = size.width / advance
    let perLine = fit.isFinite && fit < 1e9 ? Swift.max(1, Int(fit)) : Int.max
    var lines = 0
    var widest = 0
    for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
      let (whole, rest) = paragraph.count.quotientAndRemainder(dividingBy: perLine)
      lines += Swift.max(1, whole + (rest > 0 ? 1 : 0))
      widest = Swift.max(widest, Swift.min(paragraph.count, perLine))
    }
    let height = CGFloat(lines) * (pointSize * 1.2).rounded()
    return CGRect(x: 0, y: 0, width: CGFloat(widest) * advance, height: size.height.isFinite ? Swift.max(0, Swift.min(height, size.height)) : height)
  }
}

extension NSString {
  /// `(text as NSString).size(withAttributes:)`: the string's measure.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    (self as String).size(withAttributes: attributes)
  }
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
  }
  /// Drawing a string into the current image context (an emoji made into
  /// an image): the context keeps no pixels, so nothing is drawn.
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
}

extension StringProtocol {
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
}

/// The system dictionary's definition sheet: Linux has no dictionary, so
/// no term has a definition (a word game's check reads it as not a word
/// unless the app has its own list).
open class UIReferenceLibraryViewController: UIViewController {
  public let term: String
  public init(term: String) {
    self.term = term
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { nil }
  open class func dictionaryHasDefinition(forTerm term: String) -> Bool { false }
}

/// A data asset from the app's asset catalog (a sound, a JSON file): there
/// is no catalog in a figure, so none is found and the app's fallback runs.
public typealias NSDataAssetName = String
open class NSDataAsset: @unchecked Sendable {
  public let name: NSDataAssetName
  public let data: Data
  public let typeIdentifier: String
  public init?(name: NSDataAssetName, bundle: Bundle = .main) { return nil }
}

/// Filling or framing a rectangle of the current image context with the
/// color last `set()`: the context keeps no pixels.
public func UIRectFill(_ rect: CGRect) {}
public func UIRectFrame(_ rect: CGRect) {}
#endif

/// UIKit's offset: a horizontal and a vertical distance.
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat
  public init() { self.init(horizontal: 0, vertical: 0) }
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let zero = UIOffset()
}

// Home-screen quick actions: an app's shortcut items are declared and
// handled, never shown or chosen in a figure.

/// A home-screen quick action.
/// `@unchecked`: UIKit hands shortcut items across threads (the scene
/// delegate, the app delegate); Plumb never mutates one after making it
/// but its mutable subclass, which code uses on the main thread.
open class UIApplicationShortcutItem: @unchecked Sendable {
  open fileprivate(set) var type: String
  open fileprivate(set) var localizedTitle: String
  open fileprivate(set) var localizedSubtitle: String?
  open fileprivate(set) var icon: UIApplicationShortcutIcon?
  open fileprivate(set) var userInfo: [String: any NSSecureCoding]?
  open fileprivate(set) var targetContentIdentifier: Any?
  public init(
    type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil,
    userInfo: [String: any NSSecureCoding]? = nil
  ) {
    (self.type, self.localizedTitle, self.localizedSubtitle, self.icon, self.userInfo) =
      (type, localizedTitle, localizedSubtitle, icon, userInfo)
  }
}
/// A quick action whose fields can be changed.
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem, @unchecked Sendable {
  open override var type: String { get { super.type } set { super.type = newValue } }
  open override var localizedTitle: String { get { super.localizedTitle } set { super.localizedTitle = newValue } }
  open override var localizedSubtitle: String? { get { super.localizedSubtitle } set { super.localizedSubtitle = newValue } }
  open override var icon: UIApplicationShortcutIcon? { get { super.icon } set { super.icon = newValue } }
  open override var userInfo: [String: any NSSecureCoding]? { get { super.userInfo } set { super.userInfo = newValue } }
}
/// A quick action's icon.
public final class UIApplicationShortcutIcon: Sendable {
  public enum IconType: Int, Sendable {
    case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite, love,
      cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted,
      alarm, bookmark, shuffle, audio, update
  }
  public init(type: IconType) {}
  public init(systemImageName: String) {}
  public init(templateImageName: String) {}
}
extension UIApplication {
  /// The app's dynamic quick actions: none are kept.
  public var shortcutItems: [UIApplicationShortcutItem]? {
    get { nil }
    set {}
  }
}
extension UIApplication.LaunchOptionsKey {
  public static let shortcutItem = Self(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
}

/// Saves an image to the photo library: there is none on Linux, so the
/// completion selector is never called and nothing is saved.
public func UIImageWriteToSavedPhotosAlbum(
  _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Any?,
  _ contextInfo: UnsafeMutableRawPointer?
) {}

/// UIKit's geometry on `NSValue` (a keyboard notification's frame comes as
/// one): Foundation's rectangle, point and size values under UIKit's names.
extension NSValue {
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  public var cgRectValue: CGRect { rectValue }
  public var cgPointValue: CGPoint { pointValue }
  public var cgSizeValue: CGSize { sizeValue }
}

// UIKit's index paths: a section and a row (tables) or item (collections).
extension IndexPath {
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

/// A background task's identifier (`UIApplication.beginBackgroundTask`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

extension UIApplication {
  /// Extra time to finish work in the background: an app that is never
  /// suspended needs none, so the task is `.invalid` and its expiration
  /// handler never runs.
  public func beginBackgroundTask(
    withName taskName: String? = nil, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier { .invalid }
  public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil)
    -> UIBackgroundTaskIdentifier
  { .invalid }
  public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
  /// The app is in the foreground: no limit.
  public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
}
