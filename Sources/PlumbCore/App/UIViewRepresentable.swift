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
  open func loadView() {}
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
open class UIBlurEffect {
  public enum Style: Int, Sendable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
  }
  public init(style: Style) {}
}
open class UIVisualEffectView: UIView {
  public convenience init(effect: UIBlurEffect?) { self.init() }
  public var effect: UIBlurEffect?
}
open class UIActivityIndicatorView: UIView {
  public enum Style: Int, Sendable { case medium, large }
  public convenience init(style: Style) { self.init() }
  open func startAnimating() {}
  open func stopAnimating() {}
}
open class UIImageView: UIView {
  public var image: UIImage?
  public convenience init(image: UIImage?) { self.init() }
}
open class UIActivityViewController: UIViewController {
  public init(activityItems: [Any], applicationActivities: [Any]?) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { super.init(nibName: nil, bundle: nil) }
  public var excludedActivityTypes: [Any]?
  public var completionWithItemsHandler: ((Any?, Bool, [Any]?, (any Error)?) -> Void)?
}
extension UITextView {
  public var delegate: (any UITextViewDelegate)? { get { nil } set {} }
  public var isScrollEnabled: Bool { get { true } set {} }
  public var isSelectable: Bool { get { true } set {} }
  public var textAlignment: NSTextAlignment { get { .natural } set {} }
  public var textColor: UIColor? { get { nil } set {} }
  public var textContainerInset: UIEdgeInsets { get { .zero } set {} }
  public var adjustsFontForContentSizeCategory: Bool { get { false } set {} }
  public var text: String! { get { "" } set {} }
  public var isEditable: Bool { get { true } set {} }
  public var font: UIFont? { get { nil } set {} }
}
extension UILabel {
  public var textAlignment: NSTextAlignment { get { .natural } set {} }
  public var adjustsFontForContentSizeCategory: Bool { get { false } set {} }
  public var adjustsFontSizeToFitWidth: Bool { get { false } set {} }
  public var lineBreakMode: Int { get { 0 } set {} }
  public var attributedText: NSAttributedString? { get { nil } set {} }
  public var text: String? { get { nil } set {} }
  public var numberOfLines: Int { get { 1 } set {} }
  public var font: UIFont? { get { nil } set {} }
  public var textColor: UIColor? { get { nil } set {} }
}
#endif
