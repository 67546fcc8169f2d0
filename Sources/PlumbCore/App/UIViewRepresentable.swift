import Foundation

#if os(Linux) || !canImport(UIKit)
// UIKit views wrapped for SwiftUI (`UIViewRepresentable`,
// `UIViewControllerRepresentable`): app code wraps blur views, text views,
// web and map views this way. Plumb cannot draw a UIKit view, so a
// representable compiles, its `makeUIView` is never called, and it draws
// as a placeholder filling the space it is offered (a light gray
// rectangle, as an empty view of its kind), with a diagnostic.

/// A UIKit view wrapped for SwiftUI. Never made in a figure.
public protocol UIViewRepresentable: View where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>
  func makeUIView(context: Context) -> UIViewType
  func updateUIView(_ uiView: UIViewType, context: Context)
  func makeCoordinator() -> Coordinator
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

nonisolated extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

nonisolated extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    lowerPlaceholder("\(Self.self)", inputs)
    return _ViewOutputs()
  }
}

/// What a representable's methods are handed: never made in a figure.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  public let coordinator: Representable.Coordinator
  public var environment: EnvironmentValues { EnvironmentValues() }
  public var transaction: Transaction { Transaction() }
}

/// A UIKit view controller wrapped for SwiftUI. Never made in a figure.
public protocol UIViewControllerRepresentable: View where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>
  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  func makeCoordinator() -> Coordinator
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

nonisolated extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

nonisolated extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    lowerPlaceholder("\(Self.self)", inputs)
    return _ViewOutputs()
  }
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  public let coordinator: Representable.Coordinator
  public var environment: EnvironmentValues { EnvironmentValues() }
  public var transaction: Transaction { Transaction() }
}

/// A flexible light gray rectangle standing for a UIKit view.
func lowerPlaceholder(_ name: String, _ inputs: _ViewInputs) {
  inputs.ctx.diagnostics.append("\(name) wraps a UIKit view, which Plumb cannot draw: drew a placeholder")
  PlumbCore.lower(Color(uiColor: .secondarySystemFill), inputs.ctx, inputs.env)
}

/// UIKit's view controller: the base of what representables wrap.
open class UIViewController: UIResponder {
  public var view: UIView! = UIView()
  /// UIKit's designated initializers, so subclasses written for UIKit compile.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  public var title: String?
  /// The navigation or tab bar controller holding this one, if any.
  weak var container: UIViewController?
  /// What the controller shows in a navigation bar: kept, never drawn.
  public lazy var navigationItem = UINavigationItem()
  /// Its item in a tab bar controller's bar: kept, never drawn.
  public lazy var tabBarItem: UITabBarItem! = UITabBarItem(title: title, image: nil, tag: 0)
  open func loadView() {}
  /// The orientations the controller allows: a figure is drawn upright.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
  open var shouldAutorotate: Bool { true }
  /// The size the controller prefers in a popover or sheet: kept.
  open var preferredContentSize = CGSize.zero
  /// Storyboard segues: none exist on Linux, so none is performed.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {}
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
  /// The size changes, the traits change: never, in a figure.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  open var traitCollection: UITraitCollection { .current }
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  open var prefersStatusBarHidden: Bool { false }
  open func setNeedsStatusBarAppearanceUpdate() {}
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}
}

// Views and controllers representables commonly wrap.
open class UIVisualEffect: NSObject {}
open class UIBlurEffect: UIVisualEffect {
  public enum Style: Int, Sendable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
    case systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
    case systemChromeMaterialDark
  }
  public let style: Style
  public init(style: Style) { self.style = style }
}
open class UIVibrancyEffect: UIVisualEffect {
  public init(blurEffect: UIBlurEffect) {}
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {}
}
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
open class UIVisualEffectView: UIView {
  /// UIKit's designated initializer, so subclasses call `super.init(effect:)`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
  }
  public override init(frame: CGRect) {
    effect = nil
    super.init(frame: frame)
  }
  public required init?(coder: NSCoder) { super.init(frame: .zero) }
  public var effect: UIVisualEffect?
  public let contentView = UIView()
}
open class UIActivityIndicatorView: UIView {
  public enum Style: Int, Sendable { case medium, large, whiteLarge, white, gray }
  public convenience init(style: Style) { self.init() }
  public var style: Style = .medium
  public var color: UIColor! = .gray
  public var hidesWhenStopped = true
  public private(set) var isAnimating = false
  open func startAnimating() { isAnimating = true }
  open func stopAnimating() { isAnimating = false }
}
/// A row or column of views: UIKit lays it out, a figure draws the
/// representable's stand-in.
open class UIStackView: UIView {
  public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
  public enum Alignment: Int, Sendable { case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline }
  public private(set) var arrangedSubviews: [UIView] = []
  public var axis: NSLayoutConstraint.Axis = .horizontal
  public var spacing: CGFloat = 0
  public var distribution: Distribution = .fill
  public var alignment: Alignment = .fill
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init()
    arrangedSubviews = views
  }
  open func addArrangedSubview(_ view: UIView) { arrangedSubviews.append(view) }
  open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
  public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
  }
  /// Spacing after one arranged view: kept, the stack is never laid out.
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
  }
  public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  public static let spacingUseSystem = CGFloat.leastNormalMagnitude
  public var isLayoutMarginsRelativeArrangement = false
}
// Auto Layout, as representables set up their UIKit views: constraints are
// kept, never solved (the figure draws the representable's stand-in).

/// A constraint between two anchors: kept, never solved.
open class NSLayoutConstraint: NSObject {
  public enum Axis: Int, Sendable { case horizontal, vertical }
  public var constant: CGFloat
  public let multiplier: CGFloat
  public var isActive = false
  public var priority: UILayoutPriority = .required
  public var identifier: String?
  init(constant: CGFloat, multiplier: CGFloat = 1) {
    self.constant = constant
    self.multiplier = multiplier
  }
  public class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
  public class func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }
}
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, ExpressibleByFloatLiteral, Sendable {
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { rawValue = value }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
  public static func + (a: Self, b: Float) -> Self { UILayoutPriority(a.rawValue + b) }
  public static func - (a: Self, b: Float) -> Self { UILayoutPriority(a.rawValue - b) }
}
/// An edge or center a constraint can hold to.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: 0)
  }
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: c)
  }
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: 0)
  }
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint(constant: c) }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: 0)
  }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint(constant: c) }
}
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// The system spacing (8 points) times the multiplier.
  public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: 8 * multiplier)
  }
  public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint(constant: 8 * multiplier) }
  public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint(constant: 8 * multiplier) }
}
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// The system spacing (8 points) times the multiplier.
  public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: 8 * multiplier)
  }
  public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint(constant: 8 * multiplier) }
  public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint(constant: 8 * multiplier) }
}
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: c)
  }
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  { NSLayoutConstraint(constant: c, multiplier: m) }
}
/// The anchors a view and a layout guide share.
public protocol _UILayoutAnchors {}
extension _UILayoutAnchors {
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}
open class UILayoutGuide: NSObject, _UILayoutAnchors {
  public var layoutFrame: CGRect { .zero }
}
extension UIView: _UILayoutAnchors {
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
  public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
  public var readableContentGuide: UILayoutGuide { UILayoutGuide() }
  public func addConstraint(_ constraint: NSLayoutConstraint) {}
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {}
  /// The constraints the view holds: none, as `addConstraint` keeps none
  /// (nothing is laid out by Auto Layout in a figure).
  public var constraints: [NSLayoutConstraint] { [] }
  public func removeConstraint(_ constraint: NSLayoutConstraint) {}
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {}
  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {}
  public func addLayoutGuide(_ guide: UILayoutGuide) {}
}
// iOS 17's trait registration: the handler is never called (traits do not
// change in a figure).
public protocol UITraitDefinition {}
public enum UITraitUserInterfaceStyle: UITraitDefinition {}
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
public enum UITraitVerticalSizeClass: UITraitDefinition {}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
public enum UITraitActiveAppearance: UITraitDefinition {}
public enum UITraitLayoutDirection: UITraitDefinition {}
public enum UITraitDisplayScale: UITraitDefinition {}
public typealias UITrait = any UITraitDefinition.Type
public protocol UITraitChangeRegistration: Sendable {}
struct InertTraitRegistration: UITraitChangeRegistration {}
extension UIView {
  @discardableResult
  public func registerForTraitChanges<V: UIView>(
    _ traits: [UITrait], handler: @escaping (V, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration { InertTraitRegistration() }
  @_disfavoredOverload @discardableResult
  public func registerForTraitChanges(
    _ traits: [UITrait], handler: @escaping (UIView, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration { InertTraitRegistration() }
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

/// A service a share sheet offers: never performed.
open class UIActivity: NSObject {
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
  }
  public enum Category: Int, Sendable { case action, share }
  open class var activityCategory: Category { .action }
  open var activityType: ActivityType? { nil }
  open var activityTitle: String? { nil }
  open var activityImage: UIImage? { nil }
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  open func prepare(withActivityItems activityItems: [Any]) {}
  open func perform() {}
  open func activityDidFinish(_ completed: Bool) {}
}
open class UIImageView: UIView {
  public var image: UIImage?
  public convenience init(image: UIImage?) { self.init() }
}
/// A storyboard: Linux has no compiled storyboards, so a controller made
/// from one is a plain controller (or the class asked for, made with an
/// empty coder), and a representable showing it draws its placeholder.
open class UIStoryboard: NSObject, @unchecked Sendable {
  public let name: String
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) { self.name = name }
  open func instantiateInitialViewController() -> UIViewController? { UIViewController() }
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }
  open func instantiateInitialViewController<ViewController: UIViewController>(
    creator block: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? {
    block?(NSCoder()) ?? ViewController(coder: NSCoder())
  }
  open func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    guard let made = block?(NSCoder()) ?? ViewController(coder: NSCoder()) else {
      fatalError("UIStoryboard: \(ViewController.self)(coder:) returned nil for \"\(identifier)\" (no storyboard on Linux)")
    }
    return made
  }
}
extension UIViewController {
  /// The storyboard the controller came from: none on Linux.
  public var storyboard: UIStoryboard? { nil }
}

/// A UIKit alert or action sheet: made and kept, never shown (a figure
/// presents nothing), so its actions' handlers never run.
open class UIAlertController: UIViewController {
  public enum Style: Int, Sendable { case actionSheet, alert }
  public let preferredStyle: Style
  public private(set) var actions: [UIAlertAction] = []
  public private(set) var textFields: [UITextField]?
  public var message: String?
  public var preferredAction: UIAlertAction?
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.preferredStyle = preferredStyle
    self.message = message
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }
  public required init?(coder: NSCoder) {
    preferredStyle = .alert
    super.init(nibName: nil, bundle: nil)
  }
  public func addAction(_ action: UIAlertAction) { actions.append(action) }
  public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField(frame: .zero)
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }
}
/// A button of an alert: its handler runs when tapped, which never happens.
open class UIAlertAction: NSObject, @unchecked Sendable {
  public enum Style: Int, Sendable { case `default`, cancel, destructive }
  public let title: String?
  public let style: Style
  public var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// What a share sheet asks an item for: never asked in a figure. The
/// placeholder and the item are required, as in UIKit; the rest have
/// empty defaults (optional in Objective-C).
public protocol UIActivityItemSource: AnyObject {
  func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
  func activityViewController(
    _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
  ) -> Any?
  func activityViewController(
    _ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
  ) -> String
  func activityViewController(
    _ activityViewController: UIActivityViewController,
    dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
  ) -> String
}
extension UIActivityItemSource {
  public func activityViewController(
    _ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
  ) -> String { "" }
  public func activityViewController(
    _ activityViewController: UIActivityViewController,
    dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
  ) -> String { "public.data" }
}

open class UIActivityViewController: UIViewController {
  public init(activityItems: [Any], applicationActivities: [Any]?) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { super.init(nibName: nil, bundle: nil) }
  public var excludedActivityTypes: [Any]?
  /// What the sheet reports when it closes: never, in a figure.
  public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void
  public var completionWithItemsHandler: CompletionWithItemsHandler?
}
#endif
