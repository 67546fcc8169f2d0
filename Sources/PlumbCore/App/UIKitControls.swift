import Foundation

// UIKit's controls and controllers that SwiftUI files wrap in
// representables (an image picker, a document picker, a date picker, a
// search bar, a page view controller) or host SwiftUI in. A representable
// is never made in a figure (it draws a placeholder, docs/deviations.md),
// so these keep what they are set to and show nothing; their delegates are
// never called. Objective-C target–action (`#selector`) cannot compile on
// Linux; `addAction(_:for:)` with a `UIAction` does.

extension UIControl {
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }
  /// Kept, never sent: nothing is touched in a figure.
  public func addAction(_ action: UIAction, for controlEvents: Event) {}
  public func removeAction(_ action: UIAction, for controlEvents: Event) {}
  public func sendActions(for controlEvents: Event) {}
}

/// A date and time wheel or calendar.
open class UIDatePicker: UIControl {
  public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer, yearAndMonth }
  public var datePickerMode: Mode = .dateAndTime
  public var preferredDatePickerStyle: UIDatePickerStyle = .automatic
  public var datePickerStyle: UIDatePickerStyle { preferredDatePickerStyle }
  public var date = Date()
  public var minimumDate: Date?
  public var maximumDate: Date?
  public var minuteInterval = 1
  public var countDownDuration: TimeInterval = 0
  public var locale: Locale?
  public var calendar: Calendar = Calendar(identifier: .gregorian)
  public var timeZone: TimeZone?
  public var roundsToMinuteInterval = true
  open func setDate(_ date: Date, animated: Bool) { self.date = date }
}
public enum UIDatePickerStyle: Int, Sendable { case automatic, wheels, compact, inline }

/// iOS 16's calendar view, shown through a representable (drawn as its
/// placeholder): what it is configured with is kept; its delegate is
/// never asked for decorations, and nothing is selected by a tap.
open class UICalendarView: UIView {
  public var calendar = Calendar(identifier: .gregorian)
  public var locale = Locale(identifier: "en_US")
  public var timeZone: TimeZone?
  public var fontDesign = UIFontDescriptor.SystemDesign.default
  public var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture)
  public var visibleDateComponents = DateComponents()
  public var wantsDateDecorations = true
  public weak var delegate: (any UICalendarViewDelegate)?
  public var selectionBehavior: UICalendarSelection?
  open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
    visibleDateComponents = dateComponents
  }
  open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {}

  /// A mark under a day: kept by no one, as decorations are never asked for.
  public struct Decoration: Sendable {
    public enum Size: Int, Sendable { case small, medium, large }
    let name: String
    public static func `default`(color: UIColor? = nil, size: Size = .medium) -> Decoration { Decoration(name: "default") }
    public static func image(_ image: UIImage?, color: UIColor? = nil, size: Size = .medium) -> Decoration {
      Decoration(name: "image")
    }
    public static func customView(_ viewProvider: @escaping () -> UIView) -> Decoration { Decoration(name: "customView") }
  }
}
public protocol UICalendarViewDelegate: AnyObject {
  func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration?
}
extension UICalendarViewDelegate {
  public func calendarView(
    _ calendarView: UICalendarView, decorationFor dateComponents: DateComponents
  ) -> UICalendarView.Decoration? { nil }
}
/// How a calendar view selects dates.
open class UICalendarSelection: @unchecked Sendable {
  init() {}
}
/// One date, kept as set; the delegate is never told of a tap.
open class UICalendarSelectionSingleDate: UICalendarSelection, @unchecked Sendable {
  public weak var delegate: (any UICalendarSelectionSingleDateDelegate)?
  public var selectedDate: DateComponents?
  public init(delegate: (any UICalendarSelectionSingleDateDelegate)?) {
    self.delegate = delegate
    super.init()
  }
  open func setSelected(_ selectedDate: DateComponents?, animated: Bool) { self.selectedDate = selectedDate }
}
public protocol UICalendarSelectionSingleDateDelegate: AnyObject {
  func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
  func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool
}
extension UICalendarSelectionSingleDateDelegate {
  public func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool {
    true
  }
}
/// Several dates, kept as set.
open class UICalendarSelectionMultiDate: UICalendarSelection, @unchecked Sendable {
  public weak var delegate: (any UICalendarSelectionMultiDateDelegate)?
  public var selectedDates: [DateComponents] = []
  public init(delegate: (any UICalendarSelectionMultiDateDelegate)?) {
    self.delegate = delegate
    super.init()
  }
  open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) { self.selectedDates = selectedDates }
}
public protocol UICalendarSelectionMultiDateDelegate: AnyObject {
  func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
  func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
}

/// A spinning wheel of rows.
open class UIPickerView: UIView {
  public weak var dataSource: (any UIPickerViewDataSource)?
  public weak var delegate: (any UIPickerViewDelegate)?
  private var selected: [Int: Int] = [:]
  public var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }
  open func reloadAllComponents() {}
  open func reloadComponent(_ component: Int) {}
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { selected[component] = row }
  open func selectedRow(inComponent component: Int) -> Int { selected[component] ?? 0 }
  open func numberOfRows(inComponent component: Int) -> Int {
    dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
  }
}
public protocol UIPickerViewDataSource: AnyObject {
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
public protocol UIPickerViewDelegate: AnyObject {}

/// An on/off switch.
open class UISwitch: UIControl {
  public var isOn = false
  public var onTintColor: UIColor?
  public var thumbTintColor: UIColor?
  public var preferredStyle: Style = .automatic
  public enum Style: Int, Sendable { case automatic, checkbox, sliding }
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// A value along a track.
open class UISlider: UIControl {
  /// The track's and the thumb's rectangles, as a custom slider overrides
  /// them (a thicker track): the track is 4 points high, centred; the
  /// thumb 28 across at the value's fraction of it, as iOS draws them.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.minX, y: bounds.midY - 2, width: bounds.width, height: 4)
  }
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let span = maximumValue - minimumValue
    let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
    return CGRect(x: rect.minX + fraction * max(0, rect.width - 28), y: rect.midY - 14, width: 28, height: 28)
  }
  open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect { .zero }
  open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect { .zero }
  public var value: Float = 0
  public var minimumValue: Float = 0
  public var maximumValue: Float = 1
  public var isContinuous = true
  public var minimumTrackTintColor: UIColor?
  public var maximumTrackTintColor: UIColor?
  public var thumbTintColor: UIColor?
  public var minimumValueImage: UIImage?
  public var maximumValueImage: UIImage?
  open func setValue(_ value: Float, animated: Bool) { self.value = min(max(value, minimumValue), maximumValue) }
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {}
  open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
  open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
}

/// Plus and minus buttons.
open class UIStepper: UIControl {
  public var value: Double = 0
  public var minimumValue: Double = 0
  public var maximumValue: Double = 100
  public var stepValue: Double = 1
  public var wraps = false
  public var autorepeat = true
  public var isContinuous = true
}

/// A bar of progress.
open class UIProgressView: UIView {
  public enum Style: Int, Sendable { case `default`, bar }
  public var progressViewStyle: Style = .default
  public var progress: Float = 0
  public var progressTintColor: UIColor?
  public var trackTintColor: UIColor?
  public var observedProgress: Progress?
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = min(max(progress, 0), 1) }
}

/// Pull to refresh: never pulled.
open class UIRefreshControl: UIControl {
  public private(set) var isRefreshing = false
  public var attributedTitle: NSAttributedString?
  open func beginRefreshing() { isRefreshing = true }
  open func endRefreshing() { isRefreshing = false }
}

/// A color swatch that opens the color picker.
open class UIColorWell: UIControl {
  public var selectedColor: UIColor?
  public var supportsAlpha = true
  public var title: String?
}

/// A search field bar.
/// A bar's look (navigation bars, toolbars, search bars).
public enum UIBarStyle: Int, Sendable { case `default` = 0, black = 1 }

open class UISearchBar: UIView {
  public enum Style: UInt, Sendable { case `default`, prominent, minimal }
  public var text: String?
  public var placeholder: String?
  public var prompt: String?
  public var searchBarStyle: Style = .default
  public var barStyle: UIBarStyle = .default
  public var backgroundImage: UIImage?
  public var returnKeyType: UIReturnKeyType = .search
  public var keyboardType: UIKeyboardType = .default
  public var autocapitalizationType: UITextAutocapitalizationType = .sentences
  public var autocorrectionType: UITextAutocorrectionType = .default
  public var showsCancelButton = false
  public var showsBookmarkButton = false
  public var showsScopeBar = false
  public var scopeButtonTitles: [String]?
  public var selectedScopeButtonIndex = 0
  public var searchTextField = UISearchTextField(frame: .zero)
  public weak var delegate: (any UISearchBarDelegate)?
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
}
open class UISearchTextField: UITextField {}
public protocol UISearchBarDelegate: AnyObject {}

// MARK: Controllers

/// A stack of view controllers with a navigation bar.
open class UINavigationController: UIViewController {
  public var viewControllers: [UIViewController] = [] {
    didSet { for controller in viewControllers { controller.container = self } }
  }
  public var topViewController: UIViewController? { viewControllers.last }
  public var visibleViewController: UIViewController? { viewControllers.last }
  public let navigationBar = UINavigationBar(frame: .zero)
  public let toolbar = UIToolbar(frame: .zero)
  /// The swipe back from the edge: a recognizer that never fires.
  public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()
  public var isNavigationBarHidden = false
  public var isToolbarHidden = true
  /// Bars hiding as content scrolls or on a tap: kept; nothing scrolls.
  public var hidesBarsOnSwipe = false
  public var hidesBarsOnTap = false
  public var hidesBarsWhenKeyboardAppears = false
  public weak var delegate: (any UINavigationControllerDelegate)?
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    viewControllers = [rootViewController]
    rootViewController.container = self
  }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open func pushViewController(_ viewController: UIViewController, animated: Bool) { viewControllers.append(viewController) }
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    viewControllers.count > 1 ? viewControllers.removeLast() : nil
  }
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard viewControllers.count > 1 else { return nil }
    let popped = Array(viewControllers.dropFirst())
    viewControllers = [viewControllers[0]]
    return popped
  }
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let i = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(viewControllers[(i + 1)...])
    viewControllers.removeSubrange((i + 1)...)
    return popped
  }
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    self.viewControllers = viewControllers
  }
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}
public protocol UINavigationControllerDelegate: AnyObject {}

/// Tabs of view controllers.
open class UITabBarController: UIViewController {
  public var viewControllers: [UIViewController]? {
    didSet { for controller in viewControllers ?? [] { controller.container = self } }
  }
  public var selectedIndex = 0
  public var selectedViewController: UIViewController? {
    guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
    return viewControllers[selectedIndex]
  }
  public let tabBar = UITabBar(frame: .zero)
  /// The delegate, kept; it is never called.
  public weak var delegate: (any UITabBarControllerDelegate)?
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    self.viewControllers = viewControllers
  }
}

/// Pages of view controllers, swiped through.
open class UIPageViewController: UIViewController {
  public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
  public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
  public enum NavigationDirection: Int, Sendable { case forward, reverse }
  public enum SpineLocation: Int, Sendable { case none, min, mid, max }
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }
  public let transitionStyle: TransitionStyle
  public let navigationOrientation: NavigationOrientation
  public private(set) var viewControllers: [UIViewController]? = []
  public weak var dataSource: (any UIPageViewControllerDataSource)?
  public weak var delegate: (any UIPageViewControllerDelegate)?
  public var isDoubleSided = false
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) {
    transitionStyle = .scroll
    navigationOrientation = .horizontal
    super.init(coder: coder)
  }
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    self.viewControllers = viewControllers
  }
}
public protocol UIPageViewControllerDataSource: AnyObject {
  func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
    -> UIViewController?
  func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
    -> UIViewController?
}
public protocol UIPageViewControllerDelegate: AnyObject {}

/// The camera and photo library picker: no source is available in a figure.
open class UIImagePickerController: UINavigationController {
  public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
  public enum CameraDevice: Int, Sendable { case rear, front }
  public enum CameraCaptureMode: Int, Sendable { case photo, video }
  public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
  public enum QualityType: Int, Sendable { case typeHigh, typeMedium, typeLow, type640x480 }
  public struct InfoKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
  }
  public var sourceType: SourceType = .photoLibrary
  public var mediaTypes: [String] = ["public.image"]
  public var allowsEditing = false
  public var cameraDevice: CameraDevice = .rear
  public var cameraCaptureMode: CameraCaptureMode = .photo
  public var cameraFlashMode: CameraFlashMode = .auto
  public var showsCameraControls = true
  public var videoQuality: QualityType = .typeMedium
  public var videoMaximumDuration: TimeInterval = 600
  public var imageExportPreset: ImageURLExportPreset = .compatible
  public enum ImageURLExportPreset: Int, Sendable { case compatible, current }
  public weak var pickerDelegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
  /// The picker's delegate (UIKit's `delegate`, typed for the picker).
  public override var delegate: (any UINavigationControllerDelegate)? {
    get { pickerDelegate ?? super.delegate }
    set {
      pickerDelegate = newValue as? any UIImagePickerControllerDelegate & UINavigationControllerDelegate
      super.delegate = newValue
    }
  }
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }
  open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
  open func takePicture() {}
}
public protocol UIImagePickerControllerDelegate: AnyObject {}

/// Files: opened or exported, never shown.
open class UIDocumentPickerViewController: UIViewController {
  public weak var delegate: (any UIDocumentPickerDelegate)?
  public var allowsMultipleSelection = false
  public var shouldShowFileExtensions = false
  public var directoryURL: URL?
  public init(forOpeningContentTypes contentTypes: [Any], asCopy: Bool = false) { super.init(nibName: nil, bundle: nil) }
  public init(forExporting urls: [URL], asCopy: Bool = false) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}
public protocol UIDocumentPickerDelegate: AnyObject {}

/// The system color picker.
open class UIColorPickerViewController: UIViewController {
  public weak var delegate: (any UIColorPickerViewControllerDelegate)?
  public var selectedColor: UIColor = .white
  public var supportsAlpha = true
}
public protocol UIColorPickerViewControllerDelegate: AnyObject {}

/// The system font picker.
open class UIFontPickerViewController: UIViewController {
  public final class Configuration: @unchecked Sendable {
    public var includeFaces = false
    public var displayUsingSystemFont = false
    public init() {}
  }
  public let configuration: Configuration
  public weak var delegate: (any UIFontPickerViewControllerDelegate)?
  public var selectedFontDescriptor: UIFontDescriptor?
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) {
    configuration = Configuration()
    super.init(coder: coder)
  }
}
public protocol UIFontPickerViewControllerDelegate: AnyObject {}

/// SwiftUI in a UIKit controller: the root view is kept; a figure lays out
/// the view itself, not the controller.
open class UIHostingController<Content: View>: UIViewController {
  public var rootView: Content
  public var sizingOptions: UIHostingControllerSizingOptions = []
  public var safeAreaRegions: SafeAreaRegions = .all
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { fatalError("UIHostingController(coder:) has no root view") }
  /// From a storyboard segue (`@IBSegueAction`), with the root view.
  public init?(coder: NSCoder, rootView: Content) {
    self.rootView = rootView
    super.init(coder: coder)
  }
  /// The size the root view takes for a size offered, laid out with the
  /// fixed-advance text measurer.
  open func sizeThatFits(in size: CGSize) -> CGSize {
    LayoutResult(of: rootView, proposal: ProposedViewSize(size), measurer: FixedAdvanceTextMeasurer()).size
  }
}
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

// MARK: Drawing into an image

/// Draws into an image of a size. The drawing commands run (so code that
/// measures or computes while drawing behaves) against a `CGContext` that
/// keeps its path and transform but not what is drawn: the image has no
/// pixels, and draws as a missing image does (docs/deviations.md).
open class UIGraphicsImageRenderer {
  public let format: UIGraphicsImageRendererFormat
  public let size: CGSize
  public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
    self.size = size
    self.format = format
  }
  public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
    self.init(size: bounds.size, format: format)
  }
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    actions(UIGraphicsImageRendererContext(format: format, size: size))
    return UIImage()
  }
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    actions(UIGraphicsImageRendererContext(format: format, size: size))
    return Data()
  }
  open func jpegData(withCompressionQuality quality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    actions(UIGraphicsImageRendererContext(format: format, size: size))
    return Data()
  }
}

/// UIKit's older image context (`UIGraphicsBeginImageContextWithOptions`):
/// a stack of contexts as UIGraphicsImageRenderer's, keeping paths and
/// transforms, no pixels; the image taken from one is empty.
nonisolated(unsafe) private var imageContextStack: [CGContext] = []
private let imageContextLock = NSLock()

public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  imageContextLock.withLock { imageContextStack.append(CGContext(size: size)) }
}
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }
public func UIGraphicsGetCurrentContext() -> CGContext? { imageContextLock.withLock { imageContextStack.last } }
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  imageContextLock.withLock { imageContextStack.isEmpty ? nil : UIImage() }
}
public func UIGraphicsEndImageContext() { _ = imageContextLock.withLock { imageContextStack.popLast() } }

open class UIGraphicsImageRendererFormat: @unchecked Sendable {
  public var scale: CGFloat = 3
  public var opaque = false
  public var preferredRange: Range = .automatic
  public enum Range: Int, Sendable { case unspecified = -1, automatic, extended, standard }
  public init() {}
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
  public var bounds: CGRect { .zero }
}

open class UIGraphicsImageRendererContext {
  public let format: UIGraphicsImageRendererFormat
  public let cgContext: CGContext
  public var currentImage: UIImage { UIImage() }
  init(format: UIGraphicsImageRendererFormat, size: CGSize) {
    self.format = format
    cgContext = CGContext(size: size)
  }
  open func fill(_ rect: CGRect) {}
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) {}
  open func stroke(_ rect: CGRect) {}
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {}
  open func clip(to rect: CGRect) {}
}

extension UIImage {
  /// How an image is drawn: as it is, or as a template in the tint.
  public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
  public enum ResizingMode: Int, Sendable { case tile, stretch }
  // The image variants UIKit makes (tinted, configured, resized, flipped)
  // are the image itself here: it has no pixels to change, and
  // `Image(uiImage:)` draws it by its name.
  public var renderingMode: RenderingMode { .automatic }
  public var imageOrientation: Orientation { .up }
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
  public func withTintColor(_ color: UIColor) -> UIImage { self }
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }
  public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }
  public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
  public func withHorizontallyFlippedOrientation() -> UIImage { self }
  public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }
  public func preparingThumbnail(of size: CGSize) -> UIImage? { self }
  /// The thumbnail, handed to the handler at once (the image itself: a
  /// figure draws images at the size the layout gives them).
  public func prepareThumbnail(of size: CGSize, completionHandler: @escaping (UIImage?) -> Void) { completionHandler(self) }
  public func prepareForDisplay(completionHandler: @escaping (UIImage?) -> Void) { completionHandler(self) }
  public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { self }
  public func preparingForDisplay() -> UIImage? { self }
  public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
    self.init(systemName: name)
  }
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.init(named: name)
  }
  public convenience init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?) {
    self.init(named: name)
  }
  // UIKit's standard images.
  public static var checkmark: UIImage { UIImage(systemName: "checkmark")! }
  public static var add: UIImage { UIImage(systemName: "plus")! }
  public static var remove: UIImage { UIImage(systemName: "minus")! }
  public static var actions: UIImage { UIImage(systemName: "ellipsis")! }
  public static var strokedCheckmark: UIImage { UIImage(systemName: "checkmark")! }

  /// Drawing an image into the current context: there is none in a figure.
  public func draw(in rect: CGRect) {}
  public func draw(at point: CGPoint) {}
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}
}

extension NSAttributedString {
  /// Drawing text into the current context (a photo editor's caption): there
  /// is none in a figure.
  public func draw(at point: CGPoint) {}
  public func draw(in rect: CGRect) {}
  /// The text's size in its first run's font: `String.size(withAttributes:)`.
  public func size() -> CGSize {
    guard length > 0 else { return .zero }
    return string.size(withAttributes: attributes(at: 0, effectiveRange: nil))
  }
  /// The text's rectangle wrapped at `size.width`, in its first run's font.
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
    guard length > 0 else { return .zero }
    return string.boundingRect(with: size, options: options, attributes: attributes(at: 0, effectiveRange: nil), context: context)
  }
}

// MARK: Accessibility

/// UIKit's accessibility settings, as an iPhone with none turned on reports
/// them; announcements are posted nowhere.
public enum UIAccessibility {
  public static var isVoiceOverRunning: Bool { false }
  public static var isSwitchControlRunning: Bool { false }
  public static var isReduceMotionEnabled: Bool { false }
  public static var isReduceTransparencyEnabled: Bool { false }
  public static var isBoldTextEnabled: Bool { false }
  public static var isGrayscaleEnabled: Bool { false }
  public static var isInvertColorsEnabled: Bool { false }
  public static var isDarkerSystemColorsEnabled: Bool { false }
  public static var shouldDifferentiateWithoutColor: Bool { false }
  public static var buttonShapesEnabled: Bool { false }
  public static var prefersCrossFadeTransitions: Bool { false }
  public static var isVideoAutoplayEnabled: Bool { true }
  public static var isClosedCaptioningEnabled: Bool { false }
  public static var isMonoAudioEnabled: Bool { false }
  public static var isShakeToUndoEnabled: Bool { true }
  public static var isOnOffSwitchLabelsEnabled: Bool { false }
  public struct Notification: Hashable, Sendable {
    let name: String
    public static let announcement = Notification(name: "announcement")
    public static let layoutChanged = Notification(name: "layoutChanged")
    public static let screenChanged = Notification(name: "screenChanged")
    public static let pageScrolled = Notification(name: "pageScrolled")
  }
  public static func post(notification: Notification, argument: Any?) {}
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityBoldTextStatusDidChangeNotification")
}

// MARK: Navigation items and search controllers

/// What a controller shows in a navigation bar: kept, never drawn.
open class UINavigationItem: @unchecked Sendable {
  public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
  public var title: String?
  public var prompt: String?
  public var searchController: UISearchController?
  public var hidesSearchBarWhenScrolling = true
  public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  public var hidesBackButton = false
  public var titleView: UIView?
  public var standardAppearance: UINavigationBarAppearance?
  public var scrollEdgeAppearance: UINavigationBarAppearance?
  public var leftBarButtonItem: UIBarButtonItem?
  public var rightBarButtonItem: UIBarButtonItem?
  public var leftBarButtonItems: [UIBarButtonItem]?
  public var rightBarButtonItems: [UIBarButtonItem]?
  public var backBarButtonItem: UIBarButtonItem?
  public var backButtonTitle: String?
  public init() {}
  public init(title: String) { self.title = title }
}

/// A search bar that presents results: never presented in a figure.
open class UISearchController: UIViewController {
  public let searchBar = UISearchBar(frame: .zero)
  public let searchResultsController: UIViewController?
  public weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  public weak var delegate: (any UISearchControllerDelegate)?
  public var isActive = false
  public var obscuresBackgroundDuringPresentation = true
  public var hidesNavigationBarDuringPresentation = true
  public var automaticallyShowsCancelButton = true
  public var showsSearchResultsController = false
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
  }
  /// Results shown in place (`UISearchController()`).
  public convenience init() { self.init(searchResultsController: nil) }
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
  }
}
public protocol UISearchResultsUpdating: AnyObject {
  func updateSearchResults(for searchController: UISearchController)
}
public protocol UISearchControllerDelegate: AnyObject {}

public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }


/// A view's or controller's own light or dark style: kept; the figure's
/// scheme is what draws (`.preferredColorScheme`, `.environment`).
extension UIView {
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { .unspecified }
    set {}
  }
}
extension UIViewController {
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { .unspecified }
    set {}
  }
}

extension UINavigationBar {
  /// Kept nowhere: Plumb draws its own bars (`navigationBarTitleDisplayMode`).
  public var prefersLargeTitles: Bool {
    get { false }
    set {}
  }
  public var topItem: UINavigationItem? { nil }
  public func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {}
}
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt, compactPrompt }
