import Foundation

#if os(Linux)
// AppKit views wrapped for SwiftUI (`NSViewRepresentable`,
// `NSViewControllerRepresentable`): Mac code wraps visual effect views,
// text views and web views this way. As with UIKit's, a representable
// compiles, its `makeNSView` is never called, and it draws as a placeholder
// filling the space it is offered, with a diagnostic.

/// An AppKit view wrapped for SwiftUI. Never made in a figure.
public protocol NSViewRepresentable: View where Body == Never {
  /// Any class: on Linux a web view is UIKit's stand-in, not an `NSView`.
  associatedtype NSViewType: AnyObject
  associatedtype Coordinator = Void
  typealias Context = NSViewRepresentableContext<Self>
  func makeNSView(context: Context) -> NSViewType
  func updateNSView(_ nsView: NSViewType, context: Context)
  func makeCoordinator() -> Coordinator
  static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)
  func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize?
}

nonisolated extension NSViewRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

nonisolated extension NSViewRepresentable {
  public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}
  public func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize? { nil }
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    lowerPlaceholder("\(Self.self)", inputs)
    return _ViewOutputs()
  }
}

/// What a representable's methods are handed: never made in a figure.
public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
  public let coordinator: Representable.Coordinator
  public var environment: EnvironmentValues { EnvironmentValues() }
  public var transaction: Transaction { Transaction() }
}

/// An AppKit view controller wrapped for SwiftUI. Never made in a figure.
public protocol NSViewControllerRepresentable: View where Body == Never {
  associatedtype NSViewControllerType: NSViewController
  associatedtype Coordinator = Void
  typealias Context = NSViewControllerRepresentableContext<Self>
  func makeNSViewController(context: Context) -> NSViewControllerType
  func updateNSViewController(_ nsViewController: NSViewControllerType, context: Context)
  func makeCoordinator() -> Coordinator
  static func dismantleNSViewController(_ nsViewController: NSViewControllerType, coordinator: Coordinator)
}

nonisolated extension NSViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

nonisolated extension NSViewControllerRepresentable {
  public static func dismantleNSViewController(_ nsViewController: NSViewControllerType, coordinator: Coordinator) {}
  public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
    lowerPlaceholder("\(Self.self)", inputs)
    return _ViewOutputs()
  }
}

public struct NSViewControllerRepresentableContext<Representable: NSViewControllerRepresentable> {
  public let coordinator: Representable.Coordinator
  public var environment: EnvironmentValues { EnvironmentValues() }
  public var transaction: Transaction { Transaction() }
}

/// A SwiftUI view hosted in AppKit: the view is kept, never drawn by
/// AppKit (render it with Plumb instead).
open class NSHostingView<Content: View>: NSView {
  public var rootView: Content
  public required init(rootView: Content) {
    self.rootView = rootView
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) { fatalError("NSHostingView(coder:) is not available") }
  public override var fittingSize: CGSize { .zero }
  /// How the view sizes itself in AppKit's layout: kept.
  public var sizingOptions: NSHostingSizingOptions = [.minSize, .intrinsicContentSize, .maxSize]
  public var safeAreaRegions: SafeAreaRegions = .all
}
open class NSHostingController<Content: View>: NSViewController {
  public var rootView: Content
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { fatalError("NSHostingController(coder:) is not available") }
  public var sizingOptions: NSHostingSizingOptions = []
}
public struct NSHostingSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let minSize = NSHostingSizingOptions(rawValue: 1)
  public static let intrinsicContentSize = NSHostingSizingOptions(rawValue: 2)
  public static let maxSize = NSHostingSizingOptions(rawValue: 4)
  public static let preferredContentSize = NSHostingSizingOptions(rawValue: 8)
}

// AppKit's views and controls that representables commonly wrap.

open class NSControl: NSView {
  public struct StateValue: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let on = StateValue(rawValue: 1)
    public static let off = StateValue(rawValue: 0)
    public static let mixed = StateValue(rawValue: -1)
  }
  public enum ControlSize: UInt, Sendable { case regular, small, mini, large }
  public var isEnabled = true
  public var stringValue = ""
  public var doubleValue: Double = 0
  public var integerValue = 0
  public var font: NSFont?
  public var alignment: NSTextAlignment = .natural
  public var controlSize: ControlSize = .regular
  public weak var target: AnyObject?
}
open class NSButton: NSControl {
  public enum BezelStyle: UInt, Sendable {
    case rounded = 1, regularSquare, disclosure = 5, shadowlessSquare, circular, texturedSquare, helpButton
    case smallSquare, texturedRounded, roundRect, recessed, roundedDisclosure, inline, push, flexiblePush
  }
  public enum ButtonType: UInt, Sendable { case momentaryLight, pushOnPushOff, toggle, `switch`, radio, momentaryChange, onOff, momentaryPushIn }
  public var title = ""
  public var image: NSImage?
  public var state: StateValue = .off
  public var bezelStyle: BezelStyle = .rounded
  public var isBordered = true
  public var keyEquivalent = ""
  public var contentTintColor: NSColor?
  public convenience init(title: String, target: AnyObject?, action: String?) {
    self.init(frame: .zero)
    self.title = title
  }
  public convenience init(image: NSImage, target: AnyObject?, action: String?) {
    self.init(frame: .zero)
    self.image = image
  }
  public convenience init(checkboxWithTitle title: String, target: AnyObject?, action: String?) {
    self.init(frame: .zero)
    self.title = title
  }
  public func setButtonType(_ type: ButtonType) {}
  public func performClick(_ sender: Any?) {}
}
open class NSStatusBarButton: NSButton {}
open class NSTextField: NSControl {
  /// Editing's notifications (`NSTextDelegate`): nobody edits a figure, so
  /// a subclass's overrides are never called by Plumb.
  open func textDidBeginEditing(_ notification: Notification) {}
  open func textDidChange(_ notification: Notification) {}
  open func textDidEndEditing(_ notification: Notification) {}
  open func textShouldBeginEditing(_ textObject: NSText) -> Bool { true }
  open func textShouldEndEditing(_ textObject: NSText) -> Bool { true }
  public var placeholderString: String?
  public var isEditable = true
  public var isSelectable = true
  public var isBezeled = true
  public var drawsBackground = true
  public var textColor: NSColor?
  public var maximumNumberOfLines = 0
  public var lineBreakMode: NSLineBreakMode = .byWordWrapping
  public var isBordered = false
  public var backgroundColor: NSColor?
  public var usesSingleLineMode = false
  public var preferredMaxLayoutWidth: CGFloat = 0
  public var bezelStyle: BezelStyle = .squareBezel
  public weak var delegate: (any NSTextFieldDelegate)?
  /// How a bezeled text field's border is drawn.
  public enum BezelStyle: UInt, Sendable {
    case squareBezel = 0
    case roundedBezel = 1
  }
  public var attributedStringValue = NSAttributedString(string: "")
  public func currentEditor() -> NSText? { nil }
  public convenience init(string: String) {
    self.init(frame: .zero)
    stringValue = string
  }
  public convenience init(labelWithString string: String) {
    self.init(frame: .zero)
    stringValue = string
    isEditable = false
  }
  public convenience init(wrappingLabelWithString string: String) {
    self.init(frame: .zero)
    stringValue = string
    isEditable = false
  }
}
open class NSSearchField: NSTextField {
  public var sendsSearchStringImmediately = false
  public var sendsWholeSearchString = false
  public var maximumRecents = 0
  public var recentSearches: [String] = []
  public var recentsAutosaveName: String?
}
/// What a search field tells its delegate: a text field's messages, and
/// when searching starts and ends (never called in a figure).
public protocol NSSearchFieldDelegate: NSTextFieldDelegate {
  func searchFieldDidStartSearching(_ sender: NSSearchField)
  func searchFieldDidEndSearching(_ sender: NSSearchField)
}
extension NSSearchFieldDelegate {
  public func searchFieldDidStartSearching(_ sender: NSSearchField) {}
  public func searchFieldDidEndSearching(_ sender: NSSearchField) {}
}
open class NSSecureTextField: NSTextField {}
open class NSText: NSView {
  public var string = ""
  public var font: NSFont?
  public var textColor: NSColor?
  public var isEditable = true
  public var isSelectable = true
  public var isRichText = true
  public var drawsBackground = true
  public var backgroundColor: NSColor = .textBackgroundColor
  public var alignment: NSTextAlignment = .natural
}
open class NSTextView: NSText {
  public weak var delegate: (any NSTextViewDelegate)?
  public var textStorage: NSTextStorage? { nil }
  public var textContainerInset: CGSize = .zero
  public var allowsUndo = false
  public var isAutomaticQuoteSubstitutionEnabled = true
  public var isAutomaticSpellingCorrectionEnabled = true
  public var insertionPointColor: NSColor?
  public var selectedRange: NSRange = NSRange(location: 0, length: 0)
  public var textContainer: NSTextContainer? = NSTextContainer()
  public var isAutomaticDashSubstitutionEnabled = true
  public var isAutomaticTextReplacementEnabled = true
  public var isAutomaticLinkDetectionEnabled = false
  public var isContinuousSpellCheckingEnabled = true
  public var isGrammarCheckingEnabled = false
  public var usesFindBar = false
  public var isVerticallyResizable = true
  public var isHorizontallyResizable = false
  public var minSize: CGSize = .zero
  public var maxSize = CGSize(width: 10_000_000, height: 10_000_000)
  public var typingAttributes: [NSAttributedString.Key: Any] = [:]
  public var linkTextAttributes: [NSAttributedString.Key: Any]?
  public var textContainerOrigin: CGPoint { CGPoint(x: textContainerInset.width, y: textContainerInset.height) }
  public func insertText(_ string: Any, replacementRange: NSRange) { if let s = string as? String { self.string += s } }
  public func scrollRangeToVisible(_ range: NSRange) {}
  public func setSelectedRange(_ charRange: NSRange) { selectedRange = charRange }
  public static func scrollableTextView() -> NSScrollView {
    let scroll = NSScrollView()
    scroll.documentView = NSTextView()
    return scroll
  }
}
open class NSScrollView: NSView {
  public var documentView: NSView?
  public var hasVerticalScroller = false
  public var hasHorizontalScroller = false
  public var autohidesScrollers = false
  public var drawsBackground = true
  public var borderType: NSBorderType = .noBorder
}
public enum NSBorderType: UInt, Sendable { case noBorder, lineBorder, bezelBorder, grooveBorder }
open class NSImageView: NSControl {
  public var image: NSImage?
  public var imageScaling: NSImageScaling = .scaleProportionallyDown
  public convenience init(image: NSImage) {
    self.init(frame: .zero)
    self.image = image
  }
}
public enum NSImageScaling: UInt, Sendable {
  case scaleProportionallyDown, scaleAxesIndependently, scaleNone, scaleProportionallyUpOrDown
}
open class NSProgressIndicator: NSView {
  public enum Style: UInt, Sendable { case bar, spinning }
  public var style: Style = .bar
  public var isIndeterminate = true
  public var doubleValue: Double = 0
  public var minValue: Double = 0
  public var maxValue: Double = 100
  public var controlSize: NSControl.ControlSize = .regular
  public func startAnimation(_ sender: Any?) {}
  public func stopAnimation(_ sender: Any?) {}
}
/// A blurred, translucent backing: a representable's placeholder in a
/// figure (SwiftUI's materials draw instead).
open class NSVisualEffectView: NSView {
  public enum Material: Int, Sendable {
    case titlebar = 3, selection, menu, popover, sidebar, headerView = 10, sheet, windowBackground, hudWindow
    case fullScreenUI = 15, toolTip = 17, contentBackground, underWindowBackground = 21, underPageBackground
    case appearanceBased = 0, light, dark, mediumLight = 8, ultraDark
  }
  public enum BlendingMode: Int, Sendable { case behindWindow, withinWindow }
  public enum State: Int, Sendable { case followsWindowActiveState, active, inactive }
  public var material: Material = .appearanceBased
  public var interiorBackgroundStyle: Int { 0 }
  public var blendingMode: BlendingMode = .behindWindow
  public var state: State = .followsWindowActiveState
  public var isEmphasized = false
  public var maskImage: NSImage?
}
/// What a text field tells its delegate: never called in a figure.
public protocol NSTextFieldDelegate: AnyObject {
  func controlTextDidChange(_ obj: Notification)
  func controlTextDidBeginEditing(_ obj: Notification)
  func controlTextDidEndEditing(_ obj: Notification)
}
extension NSTextFieldDelegate {
  public func controlTextDidChange(_ obj: Notification) {}
  public func controlTextDidBeginEditing(_ obj: Notification) {}
  public func controlTextDidEndEditing(_ obj: Notification) {}
}
/// What a text view tells its delegate: never called in a figure.
public protocol NSTextViewDelegate: AnyObject {
  func textDidChange(_ notification: Notification)
  func textDidBeginEditing(_ notification: Notification)
  func textDidEndEditing(_ notification: Notification)
}
extension NSTextViewDelegate {
  public func textDidChange(_ notification: Notification) {}
  public func textDidBeginEditing(_ notification: Notification) {}
  public func textDidEndEditing(_ notification: Notification) {}
}
open class NSTextStorage: NSMutableAttributedString {}
/// A Mac date picker: its settings are kept.
open class NSDatePicker: NSControl {
  public enum Style: UInt, Sendable { case textFieldAndStepper, clockAndCalendar, textField }
  public struct ElementFlags: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourMinute = ElementFlags(rawValue: 0x000c)
    public static let hourMinuteSecond = ElementFlags(rawValue: 0x000e)
    public static let timeZone = ElementFlags(rawValue: 0x0010)
    public static let yearMonth = ElementFlags(rawValue: 0x00c0)
    public static let yearMonthDay = ElementFlags(rawValue: 0x00e0)
    public static let era = ElementFlags(rawValue: 0x0100)
  }
  public var datePickerStyle: Style = .textFieldAndStepper
  public var datePickerElements: ElementFlags = .yearMonthDay
  public var dateValue = Date(timeIntervalSince1970: 0)
  public var minDate: Date?
  public var maxDate: Date?
  public var locale: Locale?
  public var timeZone: TimeZone?
  public var presentsCalendarOverlay = false
  public var isBordered = true
  public var drawsBackground = true
}
/// A Liquid Glass backing (macOS 26): a representable's placeholder in a
/// figure (SwiftUI's `glassEffect` draws instead).
open class NSGlassEffectView: NSView {
  public enum Style: Int, Sendable { case regular, clear }
  public var style: Style = .regular
  public var cornerRadius: CGFloat = 0
  public var tintColor: NSColor?
  public var contentView: NSView?
}
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
#endif
